#pragma once
// Python's interactive console over the session: the transcript of what ran and what it
// printed, echoed or raised (tracebacks inline, as Python prints them), and the input
// with its `>>> ` / `... ` prompts, history and multi-line blocks.
#include <QWidget>

namespace tl::ui {

class ConsoleInput;
class TranscriptView;

class ConsoleWidget : public QWidget {
    Q_OBJECT
public:
    explicit ConsoleWidget(QWidget *parent = nullptr);

    ConsoleInput *input() const { return input_; }
    TranscriptView *transcriptView() const { return transcript_; }
    QString transcript() const;

public slots:
    // Shows code as typed at the prompt: ">>> " before each statement, "... " before its
    // continuation lines.
    void echoInput(const QString &code);
    // Text the running code printed, or its echo/traceback.
    void appendOutput(const QString &text, bool isError);
    void clearTranscript();

signals:
    void submitted(const QString &code);

private:
    TranscriptView *transcript_;
    ConsoleInput *input_;
};

} // namespace tl::ui
