#pragma once
// The statement that just ran (or, when stepping, the one the step is at), in one line of
// large monospaced text above the canvas, as a slide shows the line being discussed: its
// line number, then the code. A statement that raised says so with a cross, not colour alone.
#include <QWidget>

namespace tl::ui {

class StatementStrip : public QWidget {
    Q_OBJECT
public:
    explicit StatementStrip(QWidget *parent = nullptr);

    int line() const { return line_; }
    QString statement() const { return statement_; }
    bool raised() const { return raised_; }
    // What is painted: "12 │ b = a.t()" (a statement of several lines: its first, then "…").
    QString shownText() const;
    // The monospaced font the statement is painted in.
    QFont codeFont() const;
    void setTextPixels(int pixels);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // `line` <= 0: not known (code typed at the console, a button's code).
    void setCurrentLine(int line, const QString &statement);
    // Session::statementExecuted: the statement that ran, and whether it raised.
    void showExecuted(const QString &statement, bool ok);
    void clear();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int line_ = 0;
    QString statement_;
    bool raised_ = false;
    int pixels_ = 32;
};

} // namespace tl::ui
