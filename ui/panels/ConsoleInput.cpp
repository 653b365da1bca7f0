#include "ConsoleInput.h"

#include "ConsoleSource.h"
#include "theme/MonospaceFont.h"

#include <QKeyEvent>
#include <QMimeData>
#include <QPainter>
#include <QTextBlock>

#include <algorithm>

namespace tl::ui {

namespace {
constexpr int kIndent = 4;
}

// The prompt column left of the text (as the line numbers of Qt's code editor example).
class ConsoleInput::PromptArea : public QWidget {
public:
    explicit PromptArea(ConsoleInput *input) : QWidget(input), input_(input) {}
    QSize sizeHint() const override { return {input_->promptWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { input_->paintPrompts(event); }

private:
    ConsoleInput *input_;
};

ConsoleInput::ConsoleInput(QWidget *parent) : QPlainTextEdit(parent), promptArea_(new PromptArea(this))
{
    setObjectName(QStringLiteral("consoleInput"));
    setFont(MonospaceFont::family());
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setTabChangesFocus(true);
    setPlaceholderText(tr("e.g. b = a.detach()   (Return runs it)"));
    setToolTip(tr("Python like its console: Return runs a statement; after a line ending in ':' the block goes on "
                  "until an empty line. Ctrl+Return runs the input as it is, Shift+Return starts a new line. "
                  "Up/Down recall earlier input; pasting several lines runs them all."));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy)
            promptArea_->scroll(0, dy);
        else
            promptArea_->update(0, rect.y(), promptArea_->width(), rect.height());
    });
    connect(this, &QPlainTextEdit::blockCountChanged, this, &ConsoleInput::fitHeight);
    connect(this, &QPlainTextEdit::textChanged, promptArea_, qOverload<>(&QWidget::update));
    fitHeight();
}

int ConsoleInput::promptWidth() const
{
    return fontMetrics().horizontalAdvance(ConsoleSource::primaryPrompt()) + 4;
}

QStringList ConsoleInput::prompts() const
{
    return ConsoleSource(toPlainText()).prompts();
}

QSize ConsoleInput::sizeHint() const
{
    const int lines = std::clamp(blockCount(), 1, kMaxVisibleLines);
    const int h = lines * fontMetrics().lineSpacing() + 2 * (frameWidth() + int(document()->documentMargin())) + 2;
    return {QPlainTextEdit::sizeHint().width(), h};
}

QSize ConsoleInput::minimumSizeHint() const
{
    return {promptWidth() + fontMetrics().horizontalAdvance(QLatin1Char('x')) * 8, sizeHint().height()};
}

void ConsoleInput::fitHeight()
{
    setViewportMargins(promptWidth(), 0, 0, 0);
    setFixedHeight(sizeHint().height());
}

void ConsoleInput::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitHeight();
}

void ConsoleInput::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect r = contentsRect();
    promptArea_->setGeometry(r.left(), r.top(), promptWidth(), r.height());
}

void ConsoleInput::paintPrompts(QPaintEvent *event)
{
    QPainter painter(promptArea_);
    painter.fillRect(event->rect(), palette().color(QPalette::Base));
    painter.setPen(palette().color(QPalette::Text));
    painter.setFont(font());
    const QStringList prompts = this->prompts();
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF r = blockBoundingGeometry(block).translated(contentOffset());
        if (r.top() > event->rect().bottom())
            break;
        const QString prompt = prompts.value(block.blockNumber(), ConsoleSource::continuationPrompt());
        painter.drawText(QRectF(2, r.top(), promptWidth(), fontMetrics().height()), Qt::AlignLeft | Qt::AlignTop, prompt);
    }
}

void ConsoleInput::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (event->modifiers() & Qt::ShiftModifier)
            newContinuationLine();
        else if (event->modifiers() & Qt::ControlModifier || ConsoleSource(toPlainText()).isComplete())
            submit(toPlainText());
        else
            newContinuationLine();
        return;
    case Qt::Key_Up:
        if (textCursor().blockNumber() == 0) {
            showHistory(historyPos_ - 1);
            return;
        }
        break;
    case Qt::Key_Down:
        if (textCursor().blockNumber() == blockCount() - 1) {
            showHistory(historyPos_ + 1);
            return;
        }
        break;
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
    case Qt::Key_Backspace:
        if (indentKey(event))
            return;
        break;
    default:
        break;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void ConsoleInput::newContinuationLine()
{
    QTextCursor cursor = textCursor();
    const QString before = toPlainText().left(cursor.position());
    cursor.insertText(u'\n' + ConsoleSource(before).nextIndent());
    setTextCursor(cursor);
    ensureCursorVisible();
}

bool ConsoleInput::indentKey(QKeyEvent *event)
{
    QTextCursor cursor = textCursor();
    // The first line keeps Tab for moving the focus (the keyboard's way out of the console).
    if (cursor.hasSelection() || cursor.blockNumber() == 0)
        return false;
    const QString line = cursor.block().text();
    const int column = cursor.positionInBlock();
    const bool inIndentation = line.left(column).trimmed().isEmpty();
    if (event->key() == Qt::Key_Tab) {
        cursor.insertText(QString(kIndent - column % kIndent, u' '));
        return true;
    }
    if (event->key() == Qt::Key_Backtab) {
        int spaces = 0;
        while (spaces < kIndent && spaces < line.size() && line[spaces] == u' ')
            ++spaces;
        cursor.movePosition(QTextCursor::StartOfBlock);
        cursor.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, spaces);
        cursor.removeSelectedText();
        return true;
    }
    if (event->key() == Qt::Key_Backspace && inIndentation && column > 0) {
        const int back = column % kIndent == 0 ? kIndent : column % kIndent;
        cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, back);
        cursor.removeSelectedText();
        return true;
    }
    return false;
}

bool ConsoleInput::focusNextPrevChild(bool next)
{
    // Within a block Tab and Shift+Tab indent (keyPressEvent); on the first line they move on.
    if (textCursor().blockNumber() > 0)
        return false;
    return QPlainTextEdit::focusNextPrevChild(next);
}

void ConsoleInput::insertFromMimeData(const QMimeData *source)
{
    QString text = source->text();
    text.replace(QLatin1String("\r\n"), QLatin1String("\n")).replace(u'\r', u'\n');
    if (!text.contains(u'\n')) {
        QPlainTextEdit::insertFromMimeData(source);
        return;
    }
    textCursor().insertText(text);
    // A snippet that ends where a statement may end runs at once, with whatever was typed
    // around it; one that stops inside a block or bracket waits for the rest.
    if (ConsoleSource(toPlainText()).isWholeChunk())
        submit(toPlainText());
}

void ConsoleInput::submit(const QString &code)
{
    QStringList lines = code.split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    const QString entry = lines.join(u'\n');
    clear();
    draft_.clear();
    if (entry.trimmed().isEmpty())
        return;
    if (history_.isEmpty() || history_.last() != entry)
        history_ << entry;
    historyPos_ = int(history_.size());
    emit submitted(code);
}

void ConsoleInput::showHistory(int position)
{
    if (position < 0 || position > history_.size())
        return;
    if (historyPos_ == history_.size())
        draft_ = toPlainText();
    historyPos_ = position;
    setPlainText(position == history_.size() ? draft_ : history_[position]);
    moveCursor(QTextCursor::End);
}

} // namespace tl::ui
