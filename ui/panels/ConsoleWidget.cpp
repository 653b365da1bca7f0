#include "ConsoleWidget.h"

#include "ConsoleInput.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace tl::ui {

ConsoleWidget::ConsoleWidget(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("console"));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    transcript_ = new QPlainTextEdit(this);
    transcript_->setObjectName(QStringLiteral("consoleTranscript"));
    transcript_->setReadOnly(true);
    transcript_->setFont(mono);
    transcript_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    input_ = new ConsoleInput(this);
    auto *prompt = new QLabel(QStringLiteral(">>>"), this);
    prompt->setFont(mono);

    auto *inputRow = new QHBoxLayout;
    inputRow->setContentsMargins(0, 0, 0, 0);
    inputRow->addWidget(prompt);
    inputRow->addWidget(input_, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(transcript_, 1);
    layout->addLayout(inputRow);
    setFocusProxy(input_);
    connect(input_, &ConsoleInput::submitted, this, &ConsoleWidget::submitted);
}

QString ConsoleWidget::transcript() const
{
    return transcript_->toPlainText();
}

void ConsoleWidget::echoInput(const QString &code)
{
    QStringList lines = code.split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    // One statement per line in the subset: each pasted line gets its own prompt.
    for (const QString &line : lines)
        appendOutput(QStringLiteral(">>> ") + line + u'\n', false);
}

void ConsoleWidget::appendOutput(const QString &text, bool isError)
{
    QTextCursor cursor(transcript_->document());
    cursor.movePosition(QTextCursor::End);
    QTextCharFormat format;
    if (isError)
        format.setForeground(QColor(0xd0, 0x30, 0x30));
    cursor.insertText(text, format);
    transcript_->moveCursor(QTextCursor::End);
    transcript_->ensureCursorVisible();
}

void ConsoleWidget::clearTranscript()
{
    transcript_->clear();
}

} // namespace tl::ui
