#pragma once
// Answers whatever modal dialog or context menu the window opens while a test drives it: the next
// QInputDialog gets the queued text (or is cancelled), a QMessageBox is accepted, declined or
// answered with a chosen button (clicked with the mouse), a QFileDialog gets a file name (or is
// cancelled), the element editor's chooser gets the queued text through the last name listed.
// What each dialog said is kept, so tests can assert the words the user saw. Scoped to the next
// input dialog, it answers that one alone and leaves every other window to the test.
#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

class QFileDialog;
class QInputDialog;
class QMenu;

namespace tl::ui::test {

class ModalAnswerer : public QObject {
public:
    enum class Scope { EveryDialog, NextInputOnly };
    explicit ModalAnswerer(Scope scope = Scope::EveryDialog, const QString &input = QString());
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
    // Whether a dialog was answered, and the last one's words.
    bool answered() const { return !seen_.isEmpty(); }
    QString prompt() const { return seen_.isEmpty() ? QString() : seen_.last(); }

private:
    void answer();
    void answerMenu(QMenu *menu);
    void answerInput(QInputDialog *input);
    void answerFiles(QFileDialog *files);
    // The dialog's folder first, then the name in it; accept() checks the name as OK does.
    // selectFile() clears the list's selection but leaves the name field alone while the
    // field has the focus (which an offscreen dialog has or not by timing): then the name
    // goes into the field as typing would put it.
    static void chooseFile(QFileDialog *files, const QString &path);

    static constexpr int kMaxRetries = 2000; // ten seconds of 5 ms ticks
    Scope scope_;
    QTimer timer_;
    QString input_;
    bool acceptMessages_ = true;
    QMessageBox::StandardButton messageButton_ = QMessageBox::NoButton;
    QStringList fileNames_;
    QString nameFilter_;
    int menuChoice_ = -1;
    QPointer<QMenu> pendingMenu_; // chosen from, waiting for its key press
    QPointer<QFileDialog> answeredFiles_;
    QPointer<QInputDialog> answeredInput_;
    QString answeredName_;
    int retries_ = 0;
    QStringList seen_;
};

} // namespace tl::ui::test
