#pragma once
// The statement that just ran (or, when stepping, the one the step is at), in one line of
// large monospaced text above the canvas, as a slide shows the line being discussed: its
// line number, then the code. A statement that raised says so with a cross, not colour alone.
// While a lesson asks for a prediction it shows the statement being predicted instead,
// marked "Predict:", and under the code a lesson's narration, wrapped, as a slide's notes.
#include <QWidget>

class QLabel;

namespace tl::ui {

class StatementStrip : public QWidget {
    Q_OBJECT
public:
    explicit StatementStrip(QWidget *parent = nullptr);

    int line() const { return line_; }
    QString statement() const { return statement_; }
    bool raised() const { return raised_; }
    // Whether the statement shown is one about to be predicted (not one that ran).
    bool predicting() const { return predicting_; }
    // What is painted: "12 │ b = a.t()" (a statement of several lines: its first, then "…"),
    // "Predict: 12 │ b = a.t()" while it is being predicted.
    QString shownText() const;
    // The monospaced font the statement is painted in.
    QFont codeFont() const;
    void setTextPixels(int pixels);
    QString narration() const;
    QLabel *narrationLabel() const { return narration_; }

public slots:
    // `line` <= 0: not known (code typed at the console, a button's code).
    void setCurrentLine(int line, const QString &statement);
    // Session::statementExecuted: the statement that ran, and whether it raised.
    void showExecuted(const QString &statement, bool ok);
    // The statement a lesson's question is about, before it runs.
    void showPredicted(int line, const QString &statement);
    // A lesson's narration under the statement ("" hides it).
    void setNarration(const QString &text);
    void clear();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void updateLayout();

    QLabel *narration_;
    int line_ = 0;
    QString statement_;
    bool raised_ = false;
    bool predicting_ = false;
    int pixels_ = 32;
};

} // namespace tl::ui
