#include "OutputPane.h"

#include <QFontDatabase>
#include <QTextCursor>

namespace tl::ui {

OutputPane::OutputPane(QWidget *parent) : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("outputPane"));
    setReadOnly(true);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setPlaceholderText(tr("print() output and tracebacks appear here"));
}

void OutputPane::append(const QString &text, bool isError)
{
    all_ += text;
    (isError ? errors_ : printed_) += text;
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    QTextCharFormat format;
    if (isError)
        format.setForeground(QColor(0xd0, 0x30, 0x30));
    cursor.insertText(text, format);
    ensureCursorVisible();
    moveCursor(QTextCursor::End);
}

void OutputPane::clearOutput()
{
    all_.clear();
    printed_.clear();
    errors_.clear();
    clear();
}

} // namespace tl::ui
