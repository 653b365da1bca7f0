#include "TranscriptView.h"

#include "theme/MonospaceFont.h"
#include "theme/ThemeColours.h"

#include <QScrollBar>
#include <QTextCursor>

namespace tl::ui {

TranscriptView::TranscriptView(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setFont(MonospaceFont::family());
    setLineWrapMode(QPlainTextEdit::NoWrap);
}

QString TranscriptView::allText() const
{
    QString text;
    for (const Piece &p : pieces_)
        text += p.text;
    return text;
}

QString TranscriptView::printedText() const
{
    QString text;
    for (const Piece &p : pieces_)
        if (!p.isError)
            text += p.text;
    return text;
}

QString TranscriptView::errorText() const
{
    QString text;
    for (const Piece &p : pieces_)
        if (p.isError)
            text += p.text;
    return text;
}

void TranscriptView::append(const QString &text, bool isError)
{
    if (text.isEmpty())
        return;
    pieces_.push_back({text, isError});
    insert(pieces_.last());
    moveCursor(QTextCursor::End);
    ensureCursorVisible();
}

void TranscriptView::insert(const Piece &piece)
{
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    QTextCharFormat format;
    if (piece.isError)
        format.setForeground(ThemeColours::errorText(palette()));
    cursor.insertText(piece.text, format);
}

void TranscriptView::clearText()
{
    pieces_.clear();
    clear();
}

void TranscriptView::redraw()
{
    const int scroll = verticalScrollBar()->value();
    clear();
    for (const Piece &p : pieces_)
        insert(p);
    verticalScrollBar()->setValue(scroll);
}

void TranscriptView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) && !pieces_.isEmpty())
        redraw();
}

} // namespace tl::ui
