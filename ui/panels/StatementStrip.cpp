// The current statement in large monospace, as presentation tools show the line under
// discussion; the Okabe–Ito rule of a second cue (a cross) for an error applies here too.
#include "StatementStrip.h"

#include "theme/MonospaceFont.h"
#include "theme/ThemeColours.h"

#include <QPainter>

namespace tl::ui {

namespace {
constexpr int kPadding = 8;
}

StatementStrip::StatementStrip(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("statementStrip"));
    // Keys go to the canvas and the window's actions (stepping), never here.
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Current statement"));
}

QFont StatementStrip::codeFont() const
{
    QFont font = MonospaceFont::family();
    font.setPixelSize(pixels_);
    font.setBold(true);
    return font;
}

void StatementStrip::setTextPixels(int pixels)
{
    pixels_ = pixels;
    updateGeometry();
    update();
}

QString StatementStrip::shownText() const
{
    QString code = statement_.trimmed();
    if (const qsizetype end = code.indexOf(u'\n'); end >= 0)
        code = code.left(end).trimmed() + QStringLiteral(" …");
    QString text = line_ > 0 ? QStringLiteral("%1 │ %2").arg(line_).arg(code) : code;
    return raised_ ? QStringLiteral("✗ ") + text : text;
}

void StatementStrip::setCurrentLine(int line, const QString &statement)
{
    line_ = line;
    statement_ = statement;
    raised_ = false;
    setAccessibleDescription(shownText());
    update();
}

void StatementStrip::showExecuted(const QString &statement, bool ok)
{
    setCurrentLine(0, statement);
    raised_ = !ok;
    setAccessibleDescription(shownText());
}

void StatementStrip::clear() { setCurrentLine(0, QString()); }

QSize StatementStrip::sizeHint() const
{
    return QSize(QFontMetrics(codeFont()).averageCharWidth() * 40, QFontMetrics(codeFont()).height() + 2 * kPadding);
}

QSize StatementStrip::minimumSizeHint() const { return QSize(100, sizeHint().height()); }

void StatementStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &p = palette();
    painter.fillRect(rect(), p.color(QPalette::Base));
    painter.setPen(QPen(p.color(QPalette::Text), 2));
    painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    painter.setFont(codeFont());
    painter.setPen(raised_ ? ThemeColours::errorText(p) : p.color(QPalette::Text));
    const QRect inner = rect().adjusted(2 * kPadding, 0, -2 * kPadding, 0);
    const QString text = statement_.isEmpty() ? tr("(no statement has run yet)") : shownText();
    painter.drawText(inner, Qt::AlignLeft | Qt::AlignVCenter, painter.fontMetrics().elidedText(text, Qt::ElideRight, inner.width()));
}

} // namespace tl::ui
