#include "ElementEditDialog.h"

#include "session/ElementValueText.h"
#include "session/NumberText.h"
#include "session/Session.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace tl::ui {

ElementEditDialog::ElementEditDialog(const Session &session, quint64 storageId, qint64 element, quint64 preferredObject, QWidget *parent)
    : QDialog(parent), session_(session), storageId_(storageId), element_(element), preferred_(preferredObject)
{
    setObjectName(QStringLiteral("elementEditDialog"));
    setWindowTitle(tr("Edit element"));
    auto *layout = new QVBoxLayout(this);
    heading_ = new QLabel(tr("Storage #%1, element %2, now %3. Several names see it: which one writes it?")
                              .arg(session.model().storageNumber(storageId))
                              .arg(NumberText::grouped(element), session.cellText(storageId, element)),
                          this);
    heading_->setWordWrap(true);
    layout->addWidget(heading_);
    auto *valueRow = new QHBoxLayout;
    auto *valueLabel = new QLabel(tr("New &value:"), this);
    value_ = new QLineEdit(session.cellText(storageId, element), this);
    value_->setObjectName(QStringLiteral("elementValue"));
    valueLabel->setBuddy(value_);
    valueRow->addWidget(valueLabel);
    valueRow->addWidget(value_, 1);
    layout->addLayout(valueRow);
    refusal_ = new QLabel(this);
    refusal_->setObjectName(QStringLiteral("elementValueRefusal"));
    refusal_->setWordWrap(true);
    refusal_->hide();
    layout->addWidget(refusal_);
    auto *listLabel = new QLabel(tr("Write &through (what each would do, tried on a copy of this session):"), this);
    layout->addWidget(listLabel);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("elementChoices"));
    list_->setWordWrap(true);
    list_->setAlternatingRowColors(true);
    list_->setMinimumWidth(560);
    listLabel->setBuddy(list_);
    layout->addWidget(list_, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    write_ = buttons->addButton(tr("&Write"), QDialogButtonBox::AcceptRole);
    write_->setObjectName(QStringLiteral("elementWrite"));
    write_->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    layout->addWidget(buttons);

    // A new value may change what happens (a value the dtype cannot hold): judged again
    // once typing pauses.
    debounce_ = new QTimer(this);
    debounce_->setSingleShot(true);
    debounce_->setInterval(300);
    connect(debounce_, &QTimer::timeout, this, &ElementEditDialog::refresh);
    connect(value_, &QLineEdit::textEdited, debounce_, qOverload<>(&QTimer::start));
    value_->selectAll();
    value_->setFocus();
    refresh();
}

void ElementEditDialog::refresh()
{
    const QString value = value_->text().trimmed();
    judged_ = value;
    const int previous = list_->currentRow();
    // The typed text is read as a value, never run: a refused text lists no choices.
    const StorageInfo *storage = session_.model().storage(storageId_);
    const ElementValueText::Reading reading =
        ElementValueText::read(value.isEmpty() ? session_.cellText(storageId_, element_) : value, storage ? storage->dtype : QString());
    refusal_->setText(reading.refusal);
    refusal_->setVisible(!reading.refusal.isEmpty());
    options_ = reading.code.isEmpty() ? QVector<ElementEditOption>()
                                      : ElementEditOptions::of(session_, storageId_, element_, reading.code);
    list_->clear();
    int preferred = -1, firstOk = -1;
    for (int i = 0; i < options_.size(); ++i) {
        const ElementEditOption &o = options_[i];
        auto *item = new QListWidgetItem(style()->standardIcon(o.ok ? QStyle::SP_DialogApplyButton : QStyle::SP_MessageBoxWarning),
                                         QStringLiteral("%1\n%2").arg(o.code, o.outcome), list_);
        item->setToolTip(o.outcome);
        if (o.ok && firstOk < 0)
            firstOk = i;
        if (o.ok && preferred < 0 && o.objectId == preferred_)
            preferred = i;
    }
    list_->setCurrentRow(previous >= 0 && previous < options_.size() ? previous : preferred >= 0 ? preferred : std::max(firstOk, 0));
    write_->setEnabled(!options_.isEmpty());
}

QString ElementEditDialog::refusal() const
{
    return refusal_->text();
}

QString ElementEditDialog::code() const
{
    const int row = list_->currentRow();
    if (row < 0 || row >= options_.size() || value_->text().trimmed().isEmpty())
        return QString();
    return options_[row].code;
}

void ElementEditDialog::accept()
{
    // What runs is what the list shows: judged for the value as typed now.
    if (debounce_->isActive() || judged_ != value_->text().trimmed()) {
        debounce_->stop();
        refresh();
    }
    QDialog::accept();
}

} // namespace tl::ui
