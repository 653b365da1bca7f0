#pragma once
// The window of Check with real PyTorch: what is running (with Cancel) and then the
// verdict with its details in a monospaced pane. Not modal: the window stays usable while
// python3 runs, and the dialog can be left open beside it.
#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace tl::ui {

class PytorchCheck;

class PytorchCheckDialog : public QDialog {
    Q_OBJECT
public:
    explicit PytorchCheckDialog(QWidget *parent = nullptr);

    PytorchCheck *check() const { return check_; }
    // Shows the dialog and runs the check on `script` (unless one is running).
    void start(const QString &script);
    QString summaryText() const;
    QString detailsText() const;
    QPushButton *cancelButton() const { return cancel_; }

signals:
    void checkFinished();

protected:
    void reject() override;

private:
    void showVerdict();

    PytorchCheck *check_;
    QLabel *summary_;
    QPlainTextEdit *details_;
    QPushButton *cancel_;
    QPushButton *close_;
};

} // namespace tl::ui
