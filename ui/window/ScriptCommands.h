#pragma once
// File > New session, Open script… (a lesson too), Open recent, the exports and the
// storyboard, and restoring the code a crashed run left: each checks what it is given first
// (the file, the lesson run once in a trial session), asks before unsaved statements go, and
// only then replaces the session, so a refused file changes nothing.
#include "session/ExecResult.h"

#include <QObject>

class QMenu;

namespace tl::ui {

class MainWindow;
class SessionFiles;

class ScriptCommands : public QObject {
    Q_OBJECT
public:
    ScriptCommands(MainWindow *window, SessionFiles *files);

    void newSession();
    bool openScript(const QString &path, bool wait);
    bool runScriptText(const QString &path, const QString &source, bool wait, bool *ranOk);
    ExecResult restoreCode(const QString &code);
    bool exportCanvas(const QString &path, QString *error);
    bool exportScript(const QString &path, QString *error);
    bool exportStoryboard(const QString &path, QString *error);
    // When a crashed run left its code behind: asks Restore / Discard; true when restored.
    bool offerRestore();

    void openScriptDialog();
    void exportCanvasDialog();
    void exportScriptDialog();
    void exportStoryboardDialog();
    // The recent scripts as `menu`'s entries (disabled when there are none).
    void fillRecentMenu(QMenu *menu);

private:
    // A script outside the subset: offers to run it in the learner's own Python; true when
    // the user takes the offer.
    bool offerPython(const QString &path, const QString &why);
    // Writes the file the user chose (nothing when the dialog was cancelled); a failure is
    // said in a dialog titled `title`.
    void writeChosenFile(const QString &title, const QString &path, bool (ScriptCommands::*write)(const QString &, QString *));
    // The window after its session was replaced: its names, and the picture fitted.
    void showReplaced();

    MainWindow *window_;
    SessionFiles *files_;
};

} // namespace tl::ui
