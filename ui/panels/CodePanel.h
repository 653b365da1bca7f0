#pragma once
// The session's code so far: every statement that ran, starting with the imports, so the
// text runs unchanged with `tensorlens run` and with real Python.
#include <QPlainTextEdit>

namespace tl::ui {

class CodePanel : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit CodePanel(QWidget *parent = nullptr);

    QString code() const { return toPlainText(); }

public slots:
    void setCode(const QStringList &statements);
};

} // namespace tl::ui
