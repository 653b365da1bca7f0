#include "PythonDialog.h"

#include "check/PythonChoice.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tl::ui {

namespace {
enum Column { Program, Python, Torch, Numpy, Cuda, Columns };
constexpr int kInfoRole = Qt::UserRole;  // the row's program
constexpr int kUsableRole = Qt::UserRole + 1;
} // namespace

PythonDialog::PythonDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("pythonDialog"));
    setWindowTitle(tr("Python"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The built-in engine needs no Python. <i>Check with real PyTorch</i> runs your code in the "
                                "Python chosen here, with its own PyTorch and NumPy."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("pythonList"));
    list_->setHeaderLabels({tr("Program"), tr("Python"), tr("PyTorch"), tr("NumPy"), tr("CUDA")});
    list_->setRootIsDecorated(false);
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->setMinimumWidth(720);
    layout->addWidget(list_, 1);

    auto *addRowLayout = new QHBoxLayout;
    path_ = new QLineEdit(this);
    path_->setObjectName(QStringLiteral("pythonPath"));
    path_->setPlaceholderText(tr("A Python program, or a virtual or conda environment's folder"));
    auto *browse = new QPushButton(tr("Browse…"), this);
    add_ = new QPushButton(tr("Add"), this);
    add_->setObjectName(QStringLiteral("pythonAdd"));
    addRowLayout->addWidget(path_, 1);
    addRowLayout->addWidget(browse);
    addRowLayout->addWidget(add_);
    layout->addLayout(addRowLayout);
    refusal_ = new QLabel(this);
    refusal_->setObjectName(QStringLiteral("pythonRefusal"));
    refusal_->setWordWrap(true);
    refusal_->hide();
    layout->addWidget(refusal_);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    use_ = buttons->addButton(tr("Use this Python"), QDialogButtonBox::AcceptRole);
    use_->setObjectName(QStringLiteral("pythonUse"));
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add_, &QPushButton::clicked, this, &PythonDialog::addTyped);
    connect(path_, &QLineEdit::returnPressed, this, &PythonDialog::addTyped);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("An environment's folder"));
        if (!folder.isEmpty()) {
            path_->setText(folder);
            addTyped();
        }
    });
    connect(list_, &QTreeWidget::currentItemChanged, this, &PythonDialog::updateUse);

    for (const QString &program : PythonChoice::candidates())
        addRow(program);
    updateUse();
}

QString PythonDialog::refusal() const { return refusal_->isVisible() ? refusal_->text() : QString(); }

void PythonDialog::addRow(const QString &program)
{
    auto *row = new QTreeWidgetItem(list_, {program, tr("asking…")});
    row->setData(Program, kInfoRole, program);
    row->setData(Program, kUsableRole, false);
    if (program == PythonChoice::chosen() || (PythonChoice::chosen().isEmpty() && list_->topLevelItemCount() == 1))
        list_->setCurrentItem(row);
    ++pending_;
    auto *probe = new PythonProbe(this);
    connect(probe, &PythonProbe::finished, this, [this, row, probe](const PythonInfo &info) {
        --pending_;
        showInfo(row, info);
        probe->deleteLater();
    });
    probe->start(program);
}

void PythonDialog::showInfo(QTreeWidgetItem *row, const PythonInfo &info)
{
    if (!info.ran) {
        row->setText(Python, info.problem);
    } else {
        row->setText(Python, info.python);
        row->setText(Torch, info.torch.isEmpty() ? tr("none") : info.torch);
        row->setText(Numpy, info.numpy.isEmpty() ? tr("none") : info.numpy);
        row->setText(Cuda, info.cudaText());
    }
    row->setToolTip(Program, info.usable() ? info.summary() : info.problem);
    row->setData(Program, kUsableRole, info.usable());
    for (int c = 0; c < Columns; ++c)
        row->setForeground(c, info.usable() ? palette().color(QPalette::Text) : palette().color(QPalette::PlaceholderText));
    updateUse();
}

void PythonDialog::addTyped()
{
    const QString typed = path_->text().trimmed();
    const QString program = PythonChoice::programIn(typed);
    if (program.isEmpty()) {
        refusal_->setText(typed.isEmpty() ? tr("Type the path of a Python program or of an environment's folder.")
                                          : tr("No Python program at %1 (nor in its bin/ folder).").arg(typed));
        refusal_->show();
        return;
    }
    refusal_->hide();
    path_->clear();
    for (int i = 0; i < list_->topLevelItemCount(); ++i)
        if (list_->topLevelItem(i)->data(Program, kInfoRole).toString() == program) {
            list_->setCurrentItem(list_->topLevelItem(i));
            return;
        }
    PythonChoice::add(program);
    addRow(program);
    list_->setCurrentItem(list_->topLevelItem(list_->topLevelItemCount() - 1));
}

void PythonDialog::updateUse()
{
    const QTreeWidgetItem *row = list_->currentItem();
    use_->setEnabled(row && row->data(Program, kUsableRole).toBool());
    use_->setToolTip(row && !row->data(Program, kUsableRole).toBool() ? tr("This Python has no PyTorch and NumPy to run") : QString());
}

void PythonDialog::accept()
{
    const QTreeWidgetItem *row = list_->currentItem();
    if (!row || !row->data(Program, kUsableRole).toBool())
        return;
    PythonChoice::choose(row->data(Program, kInfoRole).toString());
    chosenTorch_ = row->text(Torch);
    chosenNumpy_ = row->text(Numpy);
    QDialog::accept();
}

} // namespace tl::ui
