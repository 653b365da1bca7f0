#include "ErrorBanner.h"

#include "theme/ThemeColours.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace tl::ui {

ErrorBanner::ErrorBanner(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("errorBanner"));
    label_ = new QLabel(this);
    label_->setObjectName(QStringLiteral("bannerText"));
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::RichText);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // wraps instead of widening the window
    explain_ = new QPushButton(tr("Why? How to fix…"), this);
    explain_->setObjectName(QStringLiteral("explainButton"));
    python_ = new QPushButton(this);
    python_->setObjectName(QStringLiteral("runInPythonButton"));
    python_->setToolTip(tr("Run the script in your own Python with its PyTorch and NumPy, then step through what it did"));
    python_->hide();
    auto *close = new QToolButton(this);
    close->setObjectName(QStringLiteral("bannerClose"));
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setAutoRaise(true);
    close->setToolTip(tr("Hide"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(20, 20));
    layout->addWidget(icon);
    layout->addWidget(label_, 1);
    layout->addWidget(python_);
    layout->addWidget(explain_);
    layout->addWidget(close);
    connect(explain_, &QPushButton::clicked, this, &ErrorBanner::explainRequested);
    connect(python_, &QPushButton::clicked, this, &ErrorBanner::pythonRequested);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    restyle();
    hide();
    // The style sheet gives the frame a palette of its own, which theme changes pass by:
    // the application's own notice of a new palette is what restyles it.
    qApp->installEventFilter(this);
}

bool ErrorBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange)
        restyle();
    // A style-sheeted widget keeps the font it was polished with: View > Text size and
    // projector mode reach it here.
    if (watched == qApp && event->type() == QEvent::ApplicationFontChange)
        for (QWidget *w : findChildren<QWidget *>())
            w->setFont(QApplication::font());
    return QFrame::eventFilter(watched, event);
}

void ErrorBanner::restyle()
{
    // The application's palette: the style sheet below may give this frame one of its own.
    const QPalette p = QApplication::palette();
    // Only the frame and its text: the button keeps the theme's own look.
    const QString sheet = QStringLiteral("#errorBanner { background: %1; border: 1px solid %2; border-radius: 4px; }"
                                 "#errorBanner QLabel { color: %3; background: transparent; }")
                      .arg(ThemeColours::bannerBackground(p).name(), ThemeColours::bannerBorder(p).name(),
                           ThemeColours::bannerText(p).name());
    if (sheet != styleSheet())
        setStyleSheet(sheet);
}

void ErrorBanner::offerPython(const QString &text)
{
    python_->setText(text);
    python_->setVisible(!text.isEmpty());
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
