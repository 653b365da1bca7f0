#pragma once
// A strip above the canvas naming the last exception ("RuntimeError: ...") with a button
// that opens the explanation and fixes; it stays visible in screenshots. Its colours come
// from the theme and follow it when it changes.
#include <QFrame>

class QLabel;
class QPushButton;

namespace tl::ui {

class ErrorBanner : public QFrame {
    Q_OBJECT
public:
    explicit ErrorBanner(QWidget *parent = nullptr);

    void showError(const QString &lastLine, const QString &statement);
    QString text() const;
    QPushButton *explainButton() const { return explain_; }

signals:
    void explainRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void restyle();

    QLabel *label_;
    QPushButton *explain_;
};

} // namespace tl::ui
