#pragma once
// The console's live child: a script run by the live engine's tracer in the learner's own
// Python and kept paused (at its end, or where the window stands in its steps), so that
// what the console and the window's actions run happens in that interpreter, on the real
// objects, step by step. Calls block while events are handled, as LiveRecorder's do.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryFile>

namespace tl::ui {

class LiveConsole : public QObject {
    Q_OBJECT
public:
    struct Reply {
        bool ok = false;      // ran without an exception
        bool ended = false;   // the child is gone (sys.exit, a crash, Stop past its grace)
        QJsonArray scenes;    // one per statement typed at the top level, as the tracer records steps
        QJsonObject error;    // {"type", "message", "id"} of the exception, when one ended it
        QString printed;      // what a code that did not compile printed (the others' is in their scenes)
        bool noTrial = false; // a trial was asked for where a copy of the process cannot be made
    };

    explicit LiveConsole(QObject *parent = nullptr);
    ~LiveConsole() override;

    // Runs `path` with `program` until the state after step `step` (-1: to its end) and
    // keeps it there. True when the console is ready; scenes() then holds the steps the run
    // recorded on its way, the last one the state the console starts from.
    // `source`, when not empty, is run instead of the file's text (an edit not saved yet).
    bool start(const QString &program, const QString &path, int step, const QString &source = {});
    bool isReady() const { return ready_ && process_.state() == QProcess::Running; }
    const QString &program() const { return program_; }
    const QString &path() const { return path_; }
    int step() const { return step_; }
    const QJsonArray &scenes() const { return scenes_; }
    // Runs `code` as typed at Python's console. A `trial` runs in a copy of the child that
    // ends after answering: what it would do, with the child's names left as they were.
    Reply run(const QString &code, bool trial = false);
    // Stop: KeyboardInterrupt in the statement running; the child ends if it has not
    // answered within two seconds.
    void interrupt();
    bool isBusy() const { return busy_; }
    void end();
    QString problem() const { return problem_; }

private:
    // Reads the child's lines until one has `key`; false when the child ended first.
    bool waitFor(const QString &key, QJsonObject *message, QJsonArray *steps);
    void readLines();

    QProcess process_;
    QTemporaryFile edited_;
    QByteArray pending_;
    QList<QJsonObject> lines_;
    QJsonArray scenes_;
    QString program_;
    QString path_;
    int step_ = -1;
    bool ready_ = false;
    bool busy_ = false;
    int requests_ = 0;         // calls into the child so far: Stop's grace belongs to one of them
    bool interrupted_ = false; // Stop while the script ran to its step: not where it was asked to be
    QString problem_;
};

} // namespace tl::ui
