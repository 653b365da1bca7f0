#pragma once
// Build a tensor or array from a form: name, shape, fill, dtype, device, requires_grad.
// The form becomes one statement; invalid input is refused here, with the engine's own
// PyTorch/NumPy message for semantic errors (tried in a scratch session), so nothing runs.
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
    // The reason the last Create was refused ("" when it was not).
    QString refusal() const;
    QString preview() const;

public slots:
    // Tries the form's code and emits createRequested() when the engine accepts it.
    void create();
    // Device label and name suggestion follow the session.
    void refresh();

signals:
    void createRequested(const QString &code);

private:
    void updateForm();
    void refuse(const QString &reason);
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
    QCheckBox *requiresGrad_;
    QLabel *preview_;
    QLabel *error_;
    QPushButton *createButton_;
    bool nameEdited_ = false;
};

} // namespace tl::ui
