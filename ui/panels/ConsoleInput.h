#pragma once
// The console's input line: Return runs it, Up/Down walk the history, and pasting several
// lines runs them all at once (as pasting into Python's REPL does).
#include <QPlainTextEdit>
#include <QStringList>

namespace tl::ui {

class ConsoleInput : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit ConsoleInput(QWidget *parent = nullptr);

    const QStringList &history() const { return history_; }

signals:
    void submitted(const QString &code);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void insertFromMimeData(const QMimeData *source) override;
    QSize sizeHint() const override;

private:
    void submit(const QString &code);
    void showHistory(int position);

    QStringList history_;
    int historyPos_ = 0; // == history_.size(): the line being typed
    QString draft_;
};

} // namespace tl::ui
