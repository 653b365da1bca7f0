// The current statement in large monospace, as presentation tools show the line under
// discussion; the Okabe–Ito rule of a second cue (a cross) for an error applies here too.
#include "StatementStrip.h"

#include "theme/MonospaceFont.h"
#include "theme/ThemeColours.h"

#include <QApplication>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>

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
    // The code is painted in the layout's top margin; the narration is a label under it.
    narration_ = new QLabel(this);
    narration_->setObjectName(QStringLiteral("stripNarration"));
    narration_->setWordWrap(true);
    narration_->setTextFormat(Qt::PlainText);
    narration_->setFocusPolicy(Qt::NoFocus);
    narration_->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(0);
    layout->addWidget(narration_);
    updateLayout();
}

void StatementStrip::updateLayout()
{
    const int code = QFontMetrics(codeFont()).height() + 2 * kPadding;
    layout()->setContentsMargins(2 * kPadding, code, 2 * kPadding, narration_->isHidden() ? 0 : kPadding);
    // As large as the window's text, and at least two thirds of the code's.
    QFont said = font();
    said.setPixelSize(std::max(QFontInfo(QApplication::font()).pixelSize(), pixels_ * 2 / 3));
    narration_->setFont(said);
    // The room for the code line alone when there is no narration.
    setMinimumHeight(code);
    updateGeometry();
}

QString StatementStrip::narration() const { return narration_->text(); }

void StatementStrip::setNarration(const QString &text)
{
    narration_->setText(text);
    narration_->setVisible(!text.isEmpty());
    updateLayout();
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
    updateLayout();
    update();
}

QString StatementStrip::shownText() const
{
    QString code = statement_.trimmed();
    if (const qsizetype end = code.indexOf(u'\n'); end >= 0)
        code = code.left(end).trimmed() + QStringLiteral(" …");
    QString text = line_ > 0 ? QStringLiteral("%1 │ %2").arg(line_).arg(code) : code;
    if (predicting_)
        return tr("Predict: %1").arg(text);
    return raised_ ? QStringLiteral("✗ ") + text : text;
}

void StatementStrip::showPredicted(int line, const QString &statement)
{
    setCurrentLine(line, statement);
    predicting_ = true;
    setAccessibleDescription(shownText());
}

void StatementStrip::setCurrentLine(int line, const QString &statement)
{
    line_ = line;
    statement_ = statement;
    raised_ = false;
    predicting_ = false;
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

void StatementStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &p = palette();
    painter.fillRect(rect(), p.color(QPalette::Base));
    painter.setPen(QPen(p.color(QPalette::Text), 2));
    painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    painter.setFont(codeFont());
    painter.setPen(raised_ ? ThemeColours::errorText(p) : p.color(QPalette::Text));
    const QRect inner = QRect(0, 0, width(), layout()->contentsMargins().top()).adjusted(2 * kPadding, 0, -2 * kPadding, 0);
    const QString text = statement_.isEmpty() ? tr("(no statement has run yet)") : shownText();
    painter.drawText(inner, Qt::AlignLeft | Qt::AlignVCenter, painter.fontMetrics().elidedText(text, Qt::ElideRight, inner.width()));
}

} // namespace tl::ui
