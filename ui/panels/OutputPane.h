#pragma once
// What the code printed, exactly as `tensorlens run` prints it: print() output in the
// normal colour, tracebacks in the error colour.
#include <QPlainTextEdit>

namespace tl::ui {

class OutputPane : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit OutputPane(QWidget *parent = nullptr);

    // Everything, in order; only stdout; only stderr (tracebacks, warnings).
    QString allText() const { return all_; }
    QString printedText() const { return printed_; }
    QString errorText() const { return errors_; }

public slots:
    void append(const QString &text, bool isError);
    void clearOutput();

private:
    QString all_;
    QString printed_;
    QString errors_;
};

} // namespace tl::ui
