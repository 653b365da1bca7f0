#include "ConsoleWidget.h"

#include "ConsoleInput.h"
#include "ConsoleSource.h"
#include "TranscriptView.h"

#include <QVBoxLayout>

namespace tl::ui {

ConsoleWidget::ConsoleWidget(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("console"));
    transcript_ = new TranscriptView(this);
    transcript_->setObjectName(QStringLiteral("consoleTranscript"));
    // Long traceback lines wrap at the pane's edge, as in a terminal.
    transcript_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    input_ = new ConsoleInput(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(transcript_, 1);
    layout->addWidget(input_);
    setFocusProxy(input_);
    connect(input_, &ConsoleInput::submitted, this, &ConsoleWidget::submitted);
}

QString ConsoleWidget::transcript() const
{
    return transcript_->allText();
}

void ConsoleWidget::echoInput(const QString &code)
{
    QStringList lines = code.split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    const QStringList prompts = ConsoleSource(lines.join(u'\n')).prompts();
    QString text;
    for (qsizetype i = 0; i < lines.size(); ++i)
        text += prompts.value(i) + lines[i] + u'\n';
    appendOutput(text, false);
}

void ConsoleWidget::appendOutput(const QString &text, bool isError)
{
    transcript_->append(text, isError);
}

void ConsoleWidget::clearTranscript()
{
    transcript_->clearText();
}

} // namespace tl::ui
