#pragma once
// Answers whatever modal dialog the window opens while a test drives it: the next
// QInputDialog gets the queued text (or is cancelled), a QMessageBox is accepted or declined.
// What each dialog said is kept, so tests can assert the words the user saw.
#include <QApplication>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace tl::ui::test {

class ModalAnswerer : public QObject {
public:
    ModalAnswerer()
    {
        timer_.setInterval(5);
        connect(&timer_, &QTimer::timeout, this, &ModalAnswerer::answer);
        timer_.start();
    }
    // The text for the next input dialog; a null string cancels it.
    void setInput(const QString &text) { input_ = text; }
    // Whether the next message box is accepted (its default button) or declined (Escape).
    void setAcceptMessages(bool accept) { acceptMessages_ = accept; }
    // Texts of the dialogs answered so far (label of an input dialog, text of a message box).
    QStringList seen() const { return seen_; }
    void clearSeen() { seen_.clear(); }

private:
    void answer()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *input = qobject_cast<QInputDialog *>(modal)) {
            seen_ << input->labelText();
            if (input_.isNull()) {
                input->reject();
            } else {
                input->setTextValue(input_);
                input->accept();
            }
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            seen_ << box->text();
            if (acceptMessages_ && box->defaultButton())
                box->defaultButton()->click();
            else if (acceptMessages_)
                box->accept();
            else
                box->reject();
        }
    }

    QTimer timer_;
    QString input_;
    bool acceptMessages_ = true;
    QStringList seen_;
};

} // namespace tl::ui::test
