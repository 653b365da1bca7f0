#pragma once
// Keeps the open session's unsaved code (the statements that made it) on disk, so neither
// a crash nor a quit that never asked loses work: after each successful statement the code
// log is written (debounced, atomically with QSaveFile) to the application's data folder.
// The file goes once the session has nothing unsaved (saved, discarded, or as it started);
// a file found at start-up that no running TensorLens holds can be restored.
#include <QLockFile>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <memory>

namespace tl::ui {

class Session;

class SessionAutosave : public QObject {
    Q_OBJECT
public:
    // Debounce of the writes after statements, in milliseconds.
    static constexpr int kDelayMs = 400;

    explicit SessionAutosave(Session *session, QObject *parent = nullptr);
    ~SessionAutosave() override;

    // AppDataLocation/autosave.py
    static QString filePath();
    // False when another running TensorLens owns the autosave (this one then saves nothing).
    bool isOwner() const { return lock_ != nullptr; }
    // The code a crashed run left behind ("" when there is none); read once, at construction.
    QString leftover() const { return leftover_; }
    // Forgets the leftover (the user discarded or restored it).
    void dropLeftover() { leftover_.clear(); }

    // The code log that needs no autosave (as saved, opened or started); the file goes
    // while the session's log is this one.
    void setCleanLog(const QStringList &log);
    // Writes the current code log now (or removes the file when the log is clean); false
    // when the write failed (or nothing is owned).
    bool saveNow();
    // True while a write is scheduled.
    bool isPending() const { return timer_.isActive(); }
    // The end of this run: unsaved code stays on disk for the next start, a clean log's
    // file goes; the file is released to the next run.
    void finish();

private:
    void schedule();
    static QString readLeftover(const QString &path);

    Session *session_;
    std::unique_ptr<QLockFile> lock_;
    QTimer timer_;
    QString leftover_;
    QStringList saved_;    // the log as last written
    QStringList cleanLog_; // the log that needs no file
};

} // namespace tl::ui
