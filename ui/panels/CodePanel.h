#pragma once
// The session's code so far: every statement that ran, starting with the imports, so the
// text runs unchanged with `tensorlens run` and with real Python. The last statement stays
// in sight, whole, as the panel changes size, unless the user scrolled away from it.
#include <QPlainTextEdit>

namespace tl::ui {

class CodePanel : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit CodePanel(QWidget *parent = nullptr);

    QString code() const { return toPlainText(); }

public slots:
    void setCode(const QStringList &statements);

private:
    bool followsEnd_ = true;
};

} // namespace tl::ui
