#pragma once
// Asks for one element's new value. What is typed is read as a value for the element's
// dtype (ElementValueText), never run: anything else is refused in place, with the reason
// under the prompt, and the dialog stays open.
#include <QInputDialog>

namespace tl::ui {

class ElementValueDialog : public QInputDialog {
    Q_OBJECT
public:
    ElementValueDialog(const QString &prompt, const QString &current, const QString &dtype, QWidget *parent = nullptr);

    // The Python text of the accepted value ("10", "float('nan')"); empty until accepted.
    QString valueCode() const { return code_; }
    // The refusal shown now, if any.
    QString refusal() const { return refusal_; }

    void done(int result) override;

private:
    QString prompt_;
    QString dtype_;
    QString code_;
    QString refusal_;
};

} // namespace tl::ui
