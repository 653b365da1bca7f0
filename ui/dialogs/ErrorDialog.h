#pragma once
// The exception a statement raised, exactly as Python prints it, why it happened, and
// one-click fixes that show their code and what they will do before they are applied.
// Declining changes nothing (the failed statement itself changed nothing).
#include "explain/ErrorAdvice.h"
#include "session/ExecResult.h"

#include <QDialog>
#include <QVector>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace tl::ui {

class ErrorDialog : public QDialog {
    Q_OBJECT
public:
    explicit ErrorDialog(QWidget *parent = nullptr);

    void setError(const ExecResult &error, const ErrorAdvice &advice);

    QString errorType() const;
    QString message() const;
    QString explanation() const;
    const QVector<FixOption> &fixes() const { return fixes_; }
    // The "Apply" button of fix `i` (tests click it like a user).
    QPushButton *applyButton(int i) const { return applyButtons_.value(i); }
    QPushButton *closeButton() const { return closeButton_; }
    // The code of the applied fix; empty when the dialog was declined.
    QString appliedFix() const { return appliedFix_; }

signals:
    void fixApplied(const QString &code);

private:
    QLabel *type_;
    QLabel *message_;
    QLabel *statement_;
    QLabel *why_;
    QLabel *fixesTitle_;
    QVBoxLayout *fixesLayout_;
    QPushButton *closeButton_;
    QVector<FixOption> fixes_;
    QVector<QPushButton *> applyButtons_;
    QString appliedFix_;
    QString typeText_;
};

} // namespace tl::ui
