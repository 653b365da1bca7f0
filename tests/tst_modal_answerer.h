#pragma once
// Answers whatever modal dialog or context menu the window opens while a test drives it: the next
// QInputDialog gets the queued text (or is cancelled), a QMessageBox is accepted, declined or
// answered with a chosen button (clicked with the mouse), a QFileDialog gets a file name (or is
// cancelled), the element editor's chooser gets the queued text through the last name listed.
// What each dialog said is kept, so tests can assert the words the user saw.
#include "dialogs/ElementEditDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QInputDialog>
#include <QMenu>
#include <QPointer>
#include <QtTest>
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
    // The button clicked in message boxes that have it (NoButton: as setAcceptMessages says).
    void setMessageButton(QMessageBox::StandardButton button) { messageButton_ = button; }
    // The files chosen in the next file dialogs, in turn; a dialog with none left is cancelled.
    void setFileNames(const QStringList &paths) { fileNames_ = paths; }
    // The type filter chosen in file dialogs before the name ("": the one they offer).
    void setNameFilter(const QString &filter) { nameFilter_ = filter; }
    // Which entry of the next context menu is chosen (-1: the menu is closed).
    void setMenuChoice(int index) { menuChoice_ = index; }
    // Texts of the dialogs answered so far (label of an input dialog, text of a message box).
    QStringList seen() const { return seen_; }
    void clearSeen() { seen_.clear(); }

private:
    void answer()
    {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            QList<QAction *> entries;
            for (QAction *a : menu->actions())
                if (a->isEnabled() && !a->isSeparator())
                    entries << a;
            if (menu == pendingMenu_)
                return;
            pendingMenu_ = menu;
            seen_ << menu->title();
            if (menuChoice_ >= 0 && menuChoice_ < entries.size()) {
                menu->setActiveAction(entries[menuChoice_]);
                // Pressed from the menu's own event loop, not from this timer's slot: the
                // chosen action may open a dialog, which this timer must then answer.
                QTimer::singleShot(0, menu, [menu] { QTest::keyClick(menu, Qt::Key_Return); });
            } else {
                menu->close();
            }
            return;
        }
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
            if (QAbstractButton *chosen = box->button(messageButton_); chosen && messageButton_ != QMessageBox::NoButton)
                QTest::mouseClick(chosen, Qt::LeftButton);
            else if (acceptMessages_ && box->defaultButton())
                box->defaultButton()->click();
            else if (acceptMessages_)
                box->accept();
            else
                box->reject();
        } else if (auto *files = qobject_cast<QFileDialog *>(modal)) {
            // Answered already and still open (its folder was still being read when the name
            // was given): the same name again, not the next one.
            if (files == answeredFiles_) {
                if (++retries_ > kMaxRetries) {
                    files->reject(); // never took the name: the test then fails, not hangs
                    return;
                }
                chooseFile(files, answeredName_);
                return;
            }
            seen_ << files->windowTitle();
            if (fileNames_.isEmpty()) {
                files->reject();
            } else {
                // The type is chosen as a user does: arrow keys on its combo box.
                if (auto *types = files->findChild<QComboBox *>(QStringLiteral("fileTypeCombo")); types && !nameFilter_.isEmpty())
                    for (int i = 0; i < types->count() && types->currentText() != nameFilter_; ++i)
                        QTest::keyClick(types, Qt::Key_Down);
                answeredFiles_ = files;
                answeredName_ = fileNames_.takeFirst();
                retries_ = 0;
                chooseFile(files, answeredName_);
            }
        } else if (auto *edit = qobject_cast<ElementEditDialog *>(modal)) {
            // The chooser of the name to write through: the queued text, the last name listed.
            seen_ << edit->windowTitle();
            if (input_.isNull() || edit->choices()->count() == 0) {
                edit->reject();
            } else {
                edit->valueEdit()->setText(input_);
                edit->choices()->setCurrentRow(edit->choices()->count() - 1);
                edit->accept();
            }
        } else if (auto *dialog = qobject_cast<QDialog *>(modal)) {
            // Any other dialog (an error dialog opened over an input dialog): closed, as a
            // user would, so the one below can be answered.
            seen_ << dialog->windowTitle();
            dialog->reject();
        }
    }

    QTimer timer_;
    QString input_;
    bool acceptMessages_ = true;
    QMessageBox::StandardButton messageButton_ = QMessageBox::NoButton;
    QStringList fileNames_;
    QString nameFilter_;
    int menuChoice_ = -1;
    QPointer<QMenu> pendingMenu_; // chosen from, waiting for its key press
    // The dialog's folder first, then the name in it; accept() checks the name as OK does.
    // selectFile() clears the list's selection but leaves the name field alone while the
    // field has the focus (which an offscreen dialog has or not by timing): then the name
    // goes into the field as typing would put it.
    static void chooseFile(QFileDialog *files, const QString &path)
    {
        const QFileInfo info(path);
        files->setDirectory(info.absolutePath());
        files->selectFile(info.fileName());
        if (auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")); name && name->text() != info.fileName())
            name->setText(info.fileName());
        static_cast<QDialog *>(files)->accept();
    }

    static constexpr int kMaxRetries = 2000; // ten seconds of 5 ms ticks
    QPointer<QFileDialog> answeredFiles_;
    QString answeredName_;
    int retries_ = 0;
    QStringList seen_;
};

} // namespace tl::ui::test
