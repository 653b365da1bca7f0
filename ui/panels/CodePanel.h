#pragma once
// The session's code so far: every statement that ran, starting with the imports, so the
// text runs unchanged with `tensorlens run` and with real Python. The console sits below.
#include <QWidget>

class QPlainTextEdit;

namespace tl::ui {

class ConsoleWidget;

class CodePanel : public QWidget {
    Q_OBJECT
public:
    explicit CodePanel(QWidget *parent = nullptr);

    ConsoleWidget *console() const { return console_; }
    QString code() const;

public slots:
    void setCode(const QStringList &statements);

private:
    QPlainTextEdit *code_;
    ConsoleWidget *console_;
};

} // namespace tl::ui
