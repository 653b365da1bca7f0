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
    // For a script the built-in engine refuses: a second button offers the live engine
    // (`text` says what it found); an empty text takes the offer away.
    void offerPython(const QString &text);
    QString text() const;
    QPushButton *explainButton() const { return explain_; }
    QPushButton *pythonButton() const { return python_; }

signals:
    void explainRequested();
    void pythonRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void restyle();

    QLabel *label_;
    QPushButton *explain_;
    QPushButton *python_;
};

} // namespace tl::ui
