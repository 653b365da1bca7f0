#include "ErrorDialog.h"

#include "explain/ErrorAdvisor.h"
#include "theme/MonospaceFont.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFrame>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace tl::ui {

namespace {

QLabel *wrappedLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ErrorDialog::ErrorDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("The statement raised an exception"));
    setMinimumWidth(560);
    const QFont mono = MonospaceFont::family();

    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(32, 32));
    icon->setAlignment(Qt::AlignTop);
    header->addWidget(icon);
    auto *headerText = new QVBoxLayout;
    type_ = wrappedLabel(this, QStringLiteral("errorType"));
    type_->setTextFormat(Qt::RichText); // <big><b>: larger than the text size in use, whatever it is
    message_ = wrappedLabel(this, QStringLiteral("errorMessage"));
    message_->setFont(mono);
    message_->setTextFormat(Qt::PlainText);
    statement_ = wrappedLabel(this, QStringLiteral("failedStatement"));
    statement_->setTextFormat(Qt::RichText);
    headerText->addWidget(type_);
    headerText->addWidget(message_);
    headerText->addWidget(statement_);
    header->addLayout(headerText, 1);
    layout->addLayout(header);

    why_ = wrappedLabel(this, QStringLiteral("explanation"));
    why_->setTextFormat(Qt::RichText);
    layout->addWidget(why_);

    fixesTitle_ = new QLabel(tr("<b>Fixes</b> (each runs as the code shown):"), this);
    layout->addWidget(fixesTitle_);
    fixesLayout_ = new QVBoxLayout;
    layout->addLayout(fixesLayout_);

    auto *buttons = new QDialogButtonBox(this);
    closeButton_ = buttons->addButton(tr("Leave it (nothing changes)"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void ErrorDialog::setError(const ExecResult &error, const ErrorAdvice &advice)
{
    const ErrorAdvisor::Failure failure = ErrorAdvisor::failureOf(error);
    typeText_ = error.kind == ExecResult::Kind::NotSupported ? tr("Not supported by TensorLens") : failure.type;
    type_->setText(QStringLiteral("<big><b>%1</b></big>").arg(typeText_.toHtmlEscaped()));
    message_->setText(failure.message);
    message_->setVisible(!failure.message.isEmpty());
    const QString where = error.line > 0 ? tr(" (line %1)").arg(error.line) : QString();
    statement_->setText(tr("In <code>%1</code>%2. The failed statement changed nothing: every object is as it was before it.")
                            .arg(error.statement.trimmed().toHtmlEscaped(), where));
    statement_->setVisible(!error.statement.trimmed().isEmpty());
    why_->setText(advice.why);
    why_->setVisible(!advice.why.isEmpty());

    // Rebuild the fix rows.
    while (QLayoutItem *item = fixesLayout_->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater(); // may be the row whose button is being clicked
        }
        delete item;
    }
    applyButtons_.clear();
    fixes_ = advice.fixes;
    appliedFix_.clear();
    const QFont mono = MonospaceFont::family();
    for (int i = 0; i < fixes_.size(); ++i) {
        const FixOption &fix = fixes_[i];
        auto *row = new QFrame(this);
        row->setObjectName(QStringLiteral("fix%1").arg(i));
        row->setFrameShape(QFrame::StyledPanel);
        auto *rowLayout = new QHBoxLayout(row);
        auto *text = new QVBoxLayout;
        auto *title = new QLabel(QStringLiteral("<b>%1</b>").arg(fix.title.toHtmlEscaped()), row);
        auto *code = new QLabel(fix.code, row);
        code->setObjectName(QStringLiteral("fixCode"));
        code->setFont(mono);
        code->setTextFormat(Qt::PlainText);
        code->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto *effect = new QLabel(fix.effect, row);
        effect->setObjectName(QStringLiteral("fixEffect"));
        effect->setWordWrap(true);
        effect->setTextFormat(Qt::PlainText);
        text->addWidget(title);
        text->addWidget(code);
        text->addWidget(effect);
        rowLayout->addLayout(text, 1);
        auto *apply = new QPushButton(tr("Apply"), row);
        apply->setToolTip(tr("Run %1").arg(fix.code));
        rowLayout->addWidget(apply, 0, Qt::AlignVCenter);
        connect(apply, &QPushButton::clicked, this, [this, i] {
            appliedFix_ = fixes_[i].code;
            emit fixApplied(appliedFix_);
            accept();
        });
        applyButtons_ << apply;
        fixesLayout_->addWidget(row);
    }
    fixesTitle_->setVisible(!fixes_.isEmpty());
    if (!applyButtons_.isEmpty())
        applyButtons_.first()->setDefault(true);
    adjustSize();
}

QString ErrorDialog::errorType() const
{
    return typeText_;
}

QString ErrorDialog::message() const
{
    return message_->text();
}

QString ErrorDialog::explanation() const
{
    return why_->text();
}

} // namespace tl::ui
