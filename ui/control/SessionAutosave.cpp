#include "SessionAutosave.h"

#include "ScriptFile.h"
#include "session/Session.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace tl::ui {

SessionAutosave::SessionAutosave(Session *session, QObject *parent) : QObject(parent), session_(session)
{
    timer_.setSingleShot(true);
    timer_.setInterval(kDelayMs);
    connect(&timer_, &QTimer::timeout, this, &SessionAutosave::saveNow);

    const QString path = filePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    // The lock says which running TensorLens owns the file; a lock whose process is gone is
    // stale, and then the file it guarded is a crashed run's work.
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        lock_ = std::move(lock);
        leftover_ = readLeftover(path);
    }
    connect(session_, &Session::statementExecuted, this, [this](const QString &, bool ok) {
        if (ok)
            schedule();
    });
    // Reset and undo (a replay) change the log too.
    connect(session_, &Session::modelChanged, this, &SessionAutosave::schedule);
}

SessionAutosave::~SessionAutosave()
{
    finish();
}

QString SessionAutosave::filePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.py");
}

QString SessionAutosave::readLeftover(const QString &path)
{
    if (!QFileInfo::exists(path))
        return {};
    QString why;
    const auto code = ScriptFile::read(path, &why);
    // Damaged beyond reading: nothing worth offering.
    return code ? *code : QString();
}

void SessionAutosave::schedule()
{
    if (lock_ && session_->codeLog() != saved_)
        timer_.start();
}

void SessionAutosave::setCleanLog(const QStringList &log)
{
    cleanLog_ = log;
    // Saved or discarded work leaves the disk at once; work that is unsaved again is written.
    saveNow();
}

bool SessionAutosave::saveNow()
{
    timer_.stop();
    if (!lock_)
        return false;
    const QStringList log = session_->codeLog();
    // A leftover not yet restored or discarded is kept until the user has decided.
    if (!leftover_.isEmpty())
        return false;
    if (log == cleanLog_) {
        saved_ = log;
        return !QFileInfo::exists(filePath()) || QFile::remove(filePath());
    }
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write((log.join(u'\n') + u'\n').toUtf8());
    if (!file.commit())
        return false;
    saved_ = log;
    return true;
}

void SessionAutosave::finish()
{
    timer_.stop();
    if (!lock_)
        return;
    // A leftover the user never answered stays for the next start, as do unsaved statements.
    if (leftover_.isEmpty())
        saveNow();
    lock_->unlock();
    lock_.reset();
}

} // namespace tl::ui
