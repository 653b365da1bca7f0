#include "BuildPanel.h"

#include "explain/TrialRun.h"
#include "session/Session.h"
#include "theme/MonospaceFont.h"
#include "theme/ThemeColours.h"

#include <QApplication>
#include <QEvent>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QVBoxLayout>

namespace tl::ui {

BuildPanel::BuildPanel(Session *session, QWidget *parent) : QWidget(parent), session_(session)
{
    setObjectName(QStringLiteral("buildPanel"));
    library_ = new QComboBox(this);
    library_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    library_->setMinimumContentsLength(8);
    library_->setObjectName(QStringLiteral("buildLibrary"));
    library_->addItem(tr("PyTorch tensor (torch)"));
    library_->addItem(tr("NumPy array (np)"));
    name_ = new QLineEdit(QStringLiteral("a"), this);
    name_->setObjectName(QStringLiteral("buildName"));
    shape_ = new QLineEdit(QStringLiteral("1, 2"), this);
    shape_->setObjectName(QStringLiteral("buildShape"));
    shape_->setToolTip(tr("Sizes separated by commas or x: 1,2 or 2x3 or (2, 3)"));
    fill_ = new QComboBox(this);
    fill_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    fill_->setMinimumContentsLength(8);
    fill_->setObjectName(QStringLiteral("buildFill"));
    fill_->addItems({tr("ones"), tr("zeros"), tr("full (one value)"), tr("arange (0, 1, 2, ...)"), tr("explicit values")});
    value_ = new QLineEdit(this);
    value_->setObjectName(QStringLiteral("buildValue"));
    valueLabel_ = new QLabel(tr("Values"), this);
    valueLabel_->setMinimumWidth(valueLabel_->sizeHint().width()); // Value/Values: the form's column stays put
    dtype_ = new QComboBox(this);
    dtype_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    dtype_->setMinimumContentsLength(8);
    dtype_->setObjectName(QStringLiteral("buildDtype"));
    dtype_->addItems({"float32", "float64", "int64", "int32", "bool"});
    cpu_ = new QRadioButton(tr("cpu"), this);
    cpu_->setObjectName(QStringLiteral("buildCpu"));
    cpu_->setChecked(true);
    cuda_ = new QRadioButton(tr("cuda:0"), this);
    cuda_->setObjectName(QStringLiteral("buildCuda"));
    // What cuda:0 is here, under its button (wrapped: the panel may be narrow).
    cudaNote_ = new QLabel(this);
    cudaNote_->setObjectName(QStringLiteral("buildCudaNote"));
    cudaNote_->setWordWrap(true);
    cudaNote_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    cudaNote_->setContentsMargins(cuda_->style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth) + 6, 0, 0, 0);
    auto *devices = new QButtonGroup(this);
    devices->addButton(cpu_);
    devices->addButton(cuda_);
    requiresGrad_ = new QCheckBox(tr("requires_grad"), this);
    requiresGrad_->setObjectName(QStringLiteral("buildRequiresGrad"));
    requiresGrad_->setToolTip(tr("Autograd tracks the tensor: numpy() and in-place writes are then refused"));
    preview_ = new QLabel(this);
    preview_->setObjectName(QStringLiteral("buildPreview"));
    preview_->setFont(MonospaceFont::family());
    preview_->setWordWrap(true);
    preview_->setTextFormat(Qt::PlainText);
    preview_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    preview_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    preview_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("buildMessage"));
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    message_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    createButton_ = new QPushButton(tr("Create"), this);
    createButton_->setObjectName(QStringLiteral("buildCreate"));
    createButton_->setDefault(true);

    auto *deviceRow = new QVBoxLayout;
    deviceRow->setContentsMargins(0, 0, 0, 0);
    // Buttons as wide as what they show: a click beside them does nothing, so none is stretched.
    deviceRow->addWidget(cpu_, 0, Qt::AlignLeft);
    deviceRow->addWidget(cuda_, 0, Qt::AlignLeft);
    deviceRow->addWidget(cudaNote_);
    auto *form = new QFormLayout;
    // A narrow panel (large text) puts fields under their labels instead of scrolling sideways.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Kind"), library_);
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Shape"), shape_);
    form->addRow(tr("Fill"), fill_);
    form->addRow(valueLabel_, value_);
    form->addRow(tr("dtype"), dtype_);
    form->addRow(tr("Device"), deviceRow);
    auto *gradRow = new QHBoxLayout;
    gradRow->setContentsMargins(0, 0, 0, 0);
    gradRow->addWidget(requiresGrad_, 0, Qt::AlignLeft);
    form->addRow(QString(), gradRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Runs:"), this));
    layout->addWidget(preview_);
    layout->addWidget(createButton_);
    layout->addWidget(message_);
    layout->addStretch(1);
    reserveSpace();

    connect(name_, &QLineEdit::textEdited, this, [this] { nameEdited_ = true; });
    for (QLineEdit *edit : {name_, shape_, value_}) {
        connect(edit, &QLineEdit::textChanged, this, &BuildPanel::updateForm);
        connect(edit, &QLineEdit::returnPressed, this, &BuildPanel::create);
    }
    connect(library_, &QComboBox::currentIndexChanged, this, [this] {
        if (!nameEdited_)
            name_->setText(freeName());
        updateForm();
    });
    for (QComboBox *combo : {fill_, dtype_})
        connect(combo, &QComboBox::currentIndexChanged, this, &BuildPanel::updateForm);
    connect(cuda_, &QRadioButton::toggled, this, &BuildPanel::updateForm);
    connect(requiresGrad_, &QCheckBox::toggled, this, &BuildPanel::updateForm);
    connect(createButton_, &QPushButton::clicked, this, &BuildPanel::create);
    refresh();
}

CreationSpec BuildPanel::spec() const
{
    CreationSpec s;
    s.library = library_->currentIndex() == 0 ? CreationSpec::Library::Torch : CreationSpec::Library::NumPy;
    s.name = name_->text();
    s.shape = shape_->text();
    s.fill = CreationSpec::Fill(fill_->currentIndex());
    s.value = value_->text();
    s.dtype = dtype_->currentText();
    s.device = cuda_->isChecked() ? QStringLiteral("cuda:0") : QStringLiteral("cpu");
    s.requiresGrad = requiresGrad_->isChecked();
    return s;
}

QString BuildPanel::refusal() const
{
    return message_->text();
}

void BuildPanel::showMessage(const QString &text)
{
    message_->setText(text);
    message_->setToolTip(text);
}

void BuildPanel::reserveSpace()
{
    // The code above the button gets three lines whatever it says (the longest form's code
    // wraps to about that); the message sits below the button, where its length moves nothing.
    const int line = QFontMetrics(MonospaceFont::family().resolve(font())).lineSpacing();
    preview_->setFixedHeight(3 * line);
    message_->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(ThemeColours::errorText(QApplication::palette()).name()));
}

void BuildPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::ApplicationFontChange:
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        reserveSpace();
        break;
    default:
        break;
    }
}

QString BuildPanel::preview() const
{
    return preview_->text();
}

QString BuildPanel::freeName() const
{
    const bool torch = library_->currentIndex() == 0;
    for (char16_t c = u'a'; c <= u'z'; ++c) {
        const QString n = torch ? QString(QChar(c)) : QStringLiteral("n") + QChar(c);
        if (!session_->model().names.contains(n))
            return n;
    }
    return torch ? QStringLiteral("t") : QStringLiteral("arr");
}

void BuildPanel::refresh()
{
    const QString label = session_->cudaLabel();
    const bool off = session_->cudaBackendKind() == QLatin1String("off");
    const int dash = label.indexOf(QStringLiteral("— "));
    cuda_->setText(off ? tr("cuda:0 (CUDA off)") : QStringLiteral("cuda:0"));
    cuda_->setToolTip(label);
    cudaNote_->setText(off ? QString() : dash >= 0 ? label.mid(dash + 2) : label);
    cudaNote_->setVisible(!off);
    if (!nameEdited_ || session_->model().names.contains(name_->text())) {
        name_->setText(freeName());
        nameEdited_ = false;
    }
    updateForm();
}

void BuildPanel::updateForm()
{
    const bool torch = library_->currentIndex() == 0;
    const auto fill = CreationSpec::Fill(fill_->currentIndex());
    const bool needsValue = fill == CreationSpec::Fill::Full || fill == CreationSpec::Fill::Values;
    value_->setEnabled(needsValue);
    valueLabel_->setText(fill == CreationSpec::Fill::Values ? tr("Values") : tr("Value"));
    value_->setPlaceholderText(fill == CreationSpec::Fill::Values ? QStringLiteral("[[1, 2], [3, 4]]") : QStringLiteral("7"));
    shape_->setEnabled(fill != CreationSpec::Fill::Values);
    cuda_->setEnabled(torch);
    cpu_->setEnabled(torch);
    requiresGrad_->setEnabled(torch);
    QString problem;
    const QString code = spec().code(&problem);
    preview_->setText(code.isEmpty() ? QStringLiteral("—") : code);
    showMessage(problem);
}

void BuildPanel::create()
{
    const CreationSpec s = spec();
    QString problem;
    const QString code = s.code(&problem);
    if (code.isEmpty()) {
        showMessage(problem);
        return;
    }
    // The engine decides: try the statement in a scratch session first.
    TrialRun trial(TrialRun::modeLike(*session_), {s.importLine()});
    const ExecResult result = trial.run(code);
    if (!result.ok) {
        showMessage(result.lastLine());
        return;
    }
    showMessage(QString());
    nameEdited_ = false;
    emit createRequested(code);
}

} // namespace tl::ui
