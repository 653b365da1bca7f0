#include "SessionFiles.h"

#include "control/SessionController.h"
#include "control/SessionDocument.h"
#include "export/CanvasExport.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QPushButton>
#include <QSettings>

namespace tl::ui {

namespace {
constexpr int kMaxRecentScripts = 8;
const QString kRecentKey = QStringLiteral("recentFiles");

// The file beside `path` with the same name and another suffix ("lesson.tlsession" -> "lesson.py").
QString beside(const QString &path, const QString &suffix)
{
    const QFileInfo info(path);
    return info.path() + u'/' + info.completeBaseName() + u'.' + suffix;
}
} // namespace

SessionFiles::SessionFiles(QWidget *window, SessionController *controller, bool interactive)
    : QObject(window), window_(window), controller_(controller), interactive_(interactive)
{
}

bool SessionFiles::mayDiscardSession(const QString &question)
{
    const QString edited = editedScript_ ? editedScript_() : QString();
    if (interactive_ && !edited.isNull()) {
        const QString path = controller_->scriptPath();
        QMessageBox box(QMessageBox::Question, tr("Edited script"),
                        tr("%1 has edited lines that were not saved. Save them into the script?")
                            .arg(QFileInfo(path).fileName()),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
        box.setObjectName(QStringLiteral("editedScriptBox"));
        box.setInformativeText(tr("Save writes the edited script over %1. Discard drops the edits.").arg(QDir::toNativeSeparators(path)));
        box.setDefaultButton(QMessageBox::Save);
        switch (box.exec()) {
        case QMessageBox::Save: {
            // Whole file or nothing: the script on disk is never left half written.
            QSaveFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(edited.toUtf8()) < 0 || !file.commit()) {
                warn(tr("Save script"), tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
                return false;
            }
            controller_->markSteppedScriptSaved(edited);
            break;
        }
        case QMessageBox::Discard:
            break;
        default:
            return false;
        }
    }
    return mayDiscardStatements(question);
}

bool SessionFiles::mayDiscardStatements(const QString &question)
{
    if (!interactive_ || !controller_->hasUnsavedWork())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Unsaved statements"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
    box.setObjectName(QStringLiteral("unsavedBox"));
    box.setInformativeText(tr("Save writes the session's code as a script. Discard drops the statements "
                              "that were not saved, and their autosave."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return saveCodeDialog();
    case QMessageBox::Discard:
        controller_->discardUnsaved();
        return true;
    default:
        return false;
    }
}

QString SessionFiles::choosePythonPath(const QString &title, const QString &suggested) const
{
    return QFileDialog::getSaveFileName(window_, title, suggested, tr("Python scripts (*.py)"));
}

bool SessionFiles::saveCodeDialog()
{
    // A session opened from a session file is saved as code beside it, never over it.
    QString current = controller_->scriptPath();
    if (SessionDocument::isSessionPath(current))
        current = beside(current, QStringLiteral("py"));
    const QString path = choosePythonPath(tr("Save code"), current.isEmpty() ? QStringLiteral("session.py") : current);
    if (path.isEmpty())
        return false;
    if (!controller_->saveCode(path)) {
        warn(tr("Save code"), tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    emit saved(path);
    return true;
}

QString SessionFiles::chooseScript() const
{
    const QString current = controller_->scriptPath();
    const QString dir = current.isEmpty() ? QString() : QFileInfo(current).absolutePath();
    return QFileDialog::getOpenFileName(window_, tr("Open script"), dir,
                                        tr("Python scripts (*.py);;TensorLens sessions (*.%1);;All files (*)").arg(SessionDocument::suffix()));
}

QString SessionFiles::chooseSession() const
{
    const QString current = controller_->scriptPath();
    const QString dir = current.isEmpty() ? QString() : QFileInfo(current).absolutePath();
    return QFileDialog::getOpenFileName(window_, tr("Open session"), dir,
                                        tr("TensorLens sessions (*.%1);;All files (*)").arg(SessionDocument::suffix()));
}

QString SessionFiles::chooseSessionSavePath() const
{
    const QString current = controller_->scriptPath();
    const QString suggested = current.isEmpty() ? QStringLiteral("session.") + SessionDocument::suffix() : beside(current, SessionDocument::suffix());
    QFileDialog dialog(window_, tr("Save session"), suggested, tr("TensorLens sessions (*.%1)").arg(SessionDocument::suffix()));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(SessionDocument::suffix());
    return dialog.exec() == QDialog::Accepted ? dialog.selectedFiles().value(0) : QString();
}

QString SessionFiles::chooseCanvasPath() const
{
    QFileDialog dialog(window_, tr("Export canvas"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters(CanvasExport::dialogFilters());
    // A name typed without a suffix takes the chosen filter's, before the dialog asks
    // about replacing a file of that name.
    const auto formatOf = [](const QString &filter) { return CanvasExport::formatOfFilter(filter).value_or(CanvasExport::Format::Png); };
    dialog.setDefaultSuffix(CanvasExport::suffixOf(CanvasExport::Format::Png));
    connect(&dialog, &QFileDialog::filterSelected, &dialog,
            [&dialog, formatOf](const QString &filter) { dialog.setDefaultSuffix(CanvasExport::suffixOf(formatOf(filter))); });
    dialog.selectFile(QStringLiteral("canvas"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return CanvasExport::withSuffix(dialog.selectedFiles().constFirst(), formatOf(dialog.selectedNameFilter()));
}

QString SessionFiles::chooseStoryboardPath() const
{
    QFileDialog dialog(window_, tr("Export storyboard"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilter(tr("PDF storyboard (*.pdf)"));
    dialog.setDefaultSuffix(QStringLiteral("pdf"));
    const QString script = controller_->scriptPath();
    dialog.selectFile(script.isEmpty() ? QStringLiteral("storyboard.pdf") : QFileInfo(script).completeBaseName() + QStringLiteral("-storyboard.pdf"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

QString SessionFiles::chooseScriptExportPath() const
{
    // Beside the opened script, never over it: an export is a copy.
    const QString current = controller_->scriptPath();
    const QString name = QStringLiteral("session.py");
    return choosePythonPath(tr("Export as Python script"), current.isEmpty() ? name : QFileInfo(current).dir().filePath(name));
}

bool SessionFiles::askRestore(const QString &code) const
{
    const int statements = static_cast<int>(code.split(u'\n', Qt::SkipEmptyParts).size());
    QMessageBox box(QMessageBox::Question, tr("Restore the last session?"),
                    tr("The last session ended with statements that were never saved. Restore it "
                       "(%n line(s) of code, run again from the start)?",
                       nullptr, statements),
                    QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("restoreBox"));
    box.setDetailedText(code);
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreButton"));
    box.addButton(tr("&Discard"), QMessageBox::DestructiveRole)->setObjectName(QStringLiteral("discardButton"));
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore;
}

void SessionFiles::warn(const QString &title, const QString &text) const
{
    if (interactive_)
        QMessageBox::warning(window_, title, text);
}

QStringList SessionFiles::recentScripts() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void SessionFiles::addRecentScript(const QString &path)
{
    QStringList files = recentScripts();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentScripts)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    emit recentScriptsChanged();
}

} // namespace tl::ui
