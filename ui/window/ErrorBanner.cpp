#include "ErrorBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace tl::ui {

ErrorBanner::ErrorBanner(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("errorBanner"));
    setStyleSheet(QStringLiteral("#errorBanner { background: #fde8e8; border: 1px solid #d05050; border-radius: 4px; }"
                                 "#errorBanner QLabel { color: #8a1010; }"));
    label_ = new QLabel(this);
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::RichText);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    explain_ = new QPushButton(tr("Why? How to fix…"), this);
    explain_->setObjectName(QStringLiteral("explainButton"));
    auto *close = new QToolButton(this);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setAutoRaise(true);
    close->setToolTip(tr("Hide"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(20, 20));
    layout->addWidget(icon);
    layout->addWidget(label_, 1);
    layout->addWidget(explain_);
    layout->addWidget(close);
    connect(explain_, &QPushButton::clicked, this, &ErrorBanner::explainRequested);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void ErrorBanner::showError(const QString &lastLine, const QString &statement)
{
    QString html = QStringLiteral("<b>%1</b>").arg(lastLine.toHtmlEscaped());
    if (!statement.trimmed().isEmpty())
        html += tr("<br>in <code>%1</code> — nothing changed").arg(statement.trimmed().toHtmlEscaped());
    label_->setText(html);
    show();
}

QString ErrorBanner::text() const
{
    return label_->text();
}

} // namespace tl::ui
