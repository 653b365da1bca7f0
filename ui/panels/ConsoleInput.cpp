#include "ConsoleInput.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QMimeData>
#include <QTextBlock>

namespace tl::ui {

ConsoleInput::ConsoleInput(QWidget *parent) : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("consoleInput"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTabChangesFocus(true);
    setPlaceholderText(tr("e.g. b = a.detach()   (Return runs it)"));
    setToolTip(tr("Python like its console: Return runs the line, Up/Down recall earlier lines, pasting several lines runs them all"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFixedHeight(sizeHint().height());
}

QSize ConsoleInput::sizeHint() const
{
    const int h = fontMetrics().lineSpacing() + 2 * (frameWidth() + int(document()->documentMargin())) + 2;
    return {QPlainTextEdit::sizeHint().width(), h};
}

void ConsoleInput::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        submit(toPlainText());
        return;
    case Qt::Key_Up:
        showHistory(historyPos_ - 1);
        return;
    case Qt::Key_Down:
        showHistory(historyPos_ + 1);
        return;
    default:
        QPlainTextEdit::keyPressEvent(event);
    }
}

void ConsoleInput::insertFromMimeData(const QMimeData *source)
{
    const QString text = source->text();
    if (!text.contains(u'\n')) {
        QPlainTextEdit::insertFromMimeData(source);
        return;
    }
    // A pasted snippet runs at once, after whatever was already typed before it.
    submit(toPlainText() + text);
}

void ConsoleInput::submit(const QString &code)
{
    const QString trimmed = code.trimmed();
    clear();
    draft_.clear();
    if (trimmed.isEmpty())
        return;
    if (history_.isEmpty() || history_.last() != trimmed)
        history_ << trimmed;
    historyPos_ = history_.size();
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
