#include "PytorchCheckDialog.h"

#include "PytorchCheck.h"
#include "theme/MonospaceFont.h"

#include <QDialogButtonBox>
#include <QLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tl::ui {

PytorchCheckDialog::PytorchCheckDialog(QWidget *parent) : QDialog(parent), check_(new PytorchCheck(this))
{
    setObjectName(QStringLiteral("pytorchCheckDialog"));
    setWindowTitle(tr("Check with real PyTorch"));
    setModal(false);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("checkSummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    details_ = new QPlainTextEdit(this);
    details_->setObjectName(QStringLiteral("checkDetails"));
    details_->setReadOnly(true);
    details_->setLineWrapMode(QPlainTextEdit::NoWrap);
    details_->setFont(MonospaceFont::family());
    auto *buttons = new QDialogButtonBox(this);
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    cancel_->setObjectName(QStringLiteral("checkCancel"));
    cancel_->setToolTip(tr("Stop both runs; nothing is compared"));
    close_ = buttons->addButton(QDialogButtonBox::Close);
    close_->setObjectName(QStringLiteral("checkClose"));
    connect(cancel_, &QPushButton::clicked, check_, &PytorchCheck::cancel);
    connect(close_, &QPushButton::clicked, this, &QDialog::hide);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(details_, 1);
    layout->addWidget(buttons);
    resize(720, 480);
    connect(check_, &PytorchCheck::finished, this, &PytorchCheckDialog::showVerdict);
}

void PytorchCheckDialog::start(const QString &script)
{
    show();
    raise();
    if (check_->isRunning())
        return;
    details_->clear();
    cancel_->setEnabled(true);
    close_->setEnabled(false);
    check_->start(script);
    if (check_->isRunning()) {
        summary_->setText(check_->summary());
        layout()->activate();
    }
}

void PytorchCheckDialog::showVerdict()
{
    summary_->setText(check_->summary());
    details_->setPlainText(check_->details());
    layout()->activate(); // the summary may now take more lines
    cancel_->setEnabled(false);
    close_->setEnabled(true);
    emit checkFinished();
}

void PytorchCheckDialog::reject()
{
    // Escape or the window's close button: a running check is cancelled, not left behind.
    check_->cancel();
    hide();
}

QString PytorchCheckDialog::summaryText() const
{
    return summary_->text();
}

QString PytorchCheckDialog::detailsText() const
{
    return details_->toPlainText();
}

} // namespace tl::ui
