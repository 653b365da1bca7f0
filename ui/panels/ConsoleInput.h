#pragma once
// The console's input, read like Python's interactive console: `>>> ` before a statement,
// `... ` before its continuation lines. Return runs a complete statement; after a block's
// header (`for ...:`) it opens an indented continuation line, and an empty line ends the
// block; Ctrl+Return runs the input as it is (to see what is wrong with it). Up/Down walk
// the history (whole blocks), and a pasted snippet that ends where a statement may end runs
// at once, as pasting into Python's REPL does; one that does not waits to be finished.
#include <QPlainTextEdit>
#include <QStringList>

namespace tl::ui {

class ConsoleInput : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit ConsoleInput(QWidget *parent = nullptr);

    const QStringList &history() const { return history_; }
    // The prompt shown before each line of the input (">>> ", "... ").
    QStringList prompts() const;
    // Most lines shown before the input scrolls.
    static constexpr int kMaxVisibleLines = 8;

signals:
    void submitted(const QString &code);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void insertFromMimeData(const QMimeData *source) override;
    bool focusNextPrevChild(bool next) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    class PromptArea;

    void submit(const QString &code);
    void showHistory(int position);
    void newContinuationLine();
    // Tab and Backspace inside a line's indentation move by one level (four spaces).
    bool indentKey(QKeyEvent *event);
    void fitHeight();
    int promptWidth() const;
    void paintPrompts(QPaintEvent *event);

    PromptArea *promptArea_;
    QStringList history_;
    int historyPos_ = 0; // == history_.size(): the text being typed
    QString draft_;
};

} // namespace tl::ui
