#pragma once
// Python's interactive console over the session: a `>>> ` prompt, the transcript of what
// ran and what it printed or raised, history with Up/Down, and multi-line paste.
#include <QWidget>

class QPlainTextEdit;

namespace tl::ui {

class ConsoleInput;

class ConsoleWidget : public QWidget {
    Q_OBJECT
public:
    explicit ConsoleWidget(QWidget *parent = nullptr);

    ConsoleInput *input() const { return input_; }
    QString transcript() const;

public slots:
    // Shows code as typed at the prompt, ">>> " before each line.
    void echoInput(const QString &code);
    // Text the running code printed, or its echo/traceback.
    void appendOutput(const QString &text, bool isError);
    void clearTranscript();

signals:
    void submitted(const QString &code);

private:
    QPlainTextEdit *transcript_;
    ConsoleInput *input_;
};

} // namespace tl::ui
