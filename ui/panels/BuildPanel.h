#pragma once
// Build a tensor or array from a form: name, shape, fill, dtype, device, requires_grad.
// The form becomes one statement; invalid input is refused here, with the engine's own
// PyTorch/NumPy message for semantic errors (tried in a scratch session), so nothing runs.
// The code it runs has a place of its own above the Create button that never changes size,
// and its one message sits below the button, so the button stays where the mouse found it.
#include "CreationSpec.h"

#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace tl::ui {

class Session;

class BuildPanel : public QWidget {
    Q_OBJECT
public:
    explicit BuildPanel(Session *session, QWidget *parent = nullptr);

    CreationSpec spec() const;
    // The panel's message: why the form cannot run, or why the last Create was refused
    // ("" when there is nothing to say).
    QString refusal() const;
    QString preview() const;

public slots:
    // Tries the form's code and emits createRequested() when the engine accepts it.
    void create();
    // Device label and name suggestion follow the session.
    void refresh();

signals:
    void createRequested(const QString &code);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateForm();
    void showMessage(const QString &text);
    // Room for the code, whatever its length, at the current text size; the message's colour.
    void reserveSpace();
    QString freeName() const;

    Session *session_;
    QComboBox *library_;
    QLineEdit *name_;
    QLineEdit *shape_;
    QComboBox *fill_;
    QLineEdit *value_;
    QLabel *valueLabel_;
    QComboBox *dtype_;
    QRadioButton *cpu_;
    QRadioButton *cuda_;
    QLabel *cudaNote_;
    QCheckBox *requiresGrad_;
    QLabel *preview_;
    QLabel *message_;
    QPushButton *createButton_;
    bool nameEdited_ = false;
};

} // namespace tl::ui
