#pragma once
// The window's side of keeping work: the Open, Save code and Export dialogs, the recent
// scripts, and the two questions that keep statements from being lost: Save / Discard /
// Cancel before a session with unsaved statements goes, and Restore / Discard for what the
// autosave kept. Screenshot windows ask nothing.
#include <QObject>
#include <QStringList>

#include <functional>

class QWidget;

namespace tl::ui {

class SessionController;

class SessionFiles : public QObject {
    Q_OBJECT
public:
    SessionFiles(QWidget *window, SessionController *controller, bool interactive);

    // Save / Discard / Cancel when the stepped script has edited lines (Save writes them to
    // the script), then when statements are unsaved (Discard lets them and their autosave
    // go); true when the session may go.
    bool mayDiscardSession(const QString &question);
    // The statements' question alone: the stepped script is not left (stepping on, running
    // the edited script again).
    bool mayDiscardStatements(const QString &question);
    // The stepped script's edited text, or a null string when nothing is edited.
    void setEditedScript(std::function<QString()> editedScript) { editedScript_ = std::move(editedScript); }
    // File > Save code…: true when the code was written.
    bool saveCodeDialog();
    // File > Open script…, Export canvas… and Export as Python script…: the path chosen
    // ("" when cancelled). A canvas path ends in the suffix of its format: the one typed,
    // else the one of the dialog's filter.
    QString chooseScript() const;
    QString chooseCanvasPath() const;
    QString chooseScriptExportPath() const;
    QString chooseStoryboardPath() const;
    // File > Open session… and Save session…: the path chosen ("" when cancelled); a name
    // saved without the suffix gets it.
    QString chooseSession() const;
    QString chooseSessionSavePath() const;
    // "Restore the last session?" for the code the autosave kept: true for Restore.
    bool askRestore(const QString &code) const;
    void warn(const QString &title, const QString &text) const;

    // Scripts opened lately, newest first (remembered in the settings).
    QStringList recentScripts() const;
    void addRecentScript(const QString &path);

signals:
    void recentScriptsChanged();
    void saved(const QString &path);

private:
    QString choosePythonPath(const QString &title, const QString &suggested) const;

    QWidget *window_;
    SessionController *controller_;
    std::function<QString()> editedScript_;
    bool interactive_;
};

} // namespace tl::ui
