#include "support/ModalAnswerer.h"

#include "dialogs/ElementEditDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QtTest>

namespace tl::ui::test {

ModalAnswerer::ModalAnswerer(Scope scope, const QString &input) : scope_(scope), input_(input)
{
    timer_.setInterval(5);
    connect(&timer_, &QTimer::timeout, this, &ModalAnswerer::answer);
    timer_.start();
}

void ModalAnswerer::answerMenu(QMenu *menu)
{
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
}

void ModalAnswerer::answerInput(QInputDialog *input)
{
    // Still open after its answer: it refused the text in place (a value box that reads
    // only numbers): cancelled, as a user would give up, instead of the same text forever.
    if (input == answeredInput_) {
        input->reject();
        return;
    }
    answeredInput_ = input;
    seen_ << input->labelText();
    if (input_.isNull()) {
        input->reject();
    } else {
        input->setTextValue(input_);
        input->accept();
    }
}

void ModalAnswerer::answerFiles(QFileDialog *files)
{
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
        return;
    }
    // The type is chosen as a user does: arrow keys on its combo box.
    if (auto *types = files->findChild<QComboBox *>(QStringLiteral("fileTypeCombo")); types && !nameFilter_.isEmpty())
        for (int i = 0; i < types->count() && types->currentText() != nameFilter_; ++i)
            QTest::keyClick(types, Qt::Key_Down);
    answeredFiles_ = files;
    answeredName_ = fileNames_.takeFirst();
    retries_ = 0;
    chooseFile(files, answeredName_);
}

void ModalAnswerer::answer()
{
    QWidget *modal = QApplication::activeModalWidget();
    if (scope_ == Scope::NextInputOnly) {
        if (auto *input = qobject_cast<QInputDialog *>(modal)) {
            timer_.stop();
            answerInput(input);
        }
        return;
    }
    if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
        answerMenu(menu);
        return;
    }
    if (auto *input = qobject_cast<QInputDialog *>(modal)) {
        answerInput(input);
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
        answerFiles(files);
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

void ModalAnswerer::chooseFile(QFileDialog *files, const QString &path)
{
    const QFileInfo info(path);
    files->setDirectory(info.absolutePath());
    files->selectFile(info.fileName());
    if (auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")); name && name->text() != info.fileName())
        name->setText(info.fileName());
    static_cast<QDialog *>(files)->accept();
}

} // namespace tl::ui::test
