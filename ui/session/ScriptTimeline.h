#pragma once
// Stepping through a script as a debugger does, forward and back: a step is one executed
// statement (loop iterations and function bodies included). The script is run once on a
// session of its own to know its steps (what `tensorlens scene` prints); the window's
// session is then brought to any step by running on from where it is, or, going back or
// from inside a statement, by replaying the script from its start, quietly (only what it
// prints is signalled again).
// Replays draw the same nondeterministic seeds as the first run, so unseeded random values
// come back as they were. A script recorded by another engine (the learner's own Python) is
// stepped through its recording instead: nothing runs again.
#include "ExecResult.h"

#include "random/EntropyLog.h"

#include <QJsonArray>
#include <QObject>
#include <QString>
#include <QVector>

namespace tl {
class Frame;
}

namespace tl::ui {

class Session;

class ScriptTimeline : public QObject {
    Q_OBJECT
public:
    struct Step {
        int line = 0;       // the statement the step ran
        QString statement;
        QString narration;  // what it did, in words
    };
    struct Local {
        QString name;
        QString value;      // its repr, shortened
    };

    explicit ScriptTimeline(Session &session, QObject *parent = nullptr);

    // Loads `source` at step 0 (nothing of it has run). False, with the session untouched
    // and loadError() saying why, when it does not parse or is outside the subset.
    bool load(const QString &source, const QString &sourceName);
    bool isLoaded() const { return loaded_; }
    const ExecResult &loadError() const { return loadError_; }
    QString source() const { return source_; }
    QString sourceName() const { return sourceName_; }

    int stepCount() const { return scenes_.isEmpty() ? 0 : int(scenes_.size()) - 1; }
    int currentStep() const { return current_; }
    // The session becomes the state after `step` steps (clamped to the script). Asked while
    // a step is being made (from an event handled meanwhile), the latest request is made
    // when that one ends. False when nothing is loaded.
    bool goTo(int step);
    bool forward() { return goTo(current_ + 1); }
    bool back() { return goTo(current_ - 1); }
    // The first step after the current one that runs line `line` (run to the cursor); -1
    // when the script does not get there.
    int nextStepAtLine(int line) const;
    // Run to the cursor: the step after which `line` is the next to run (not counting the
    // line that runs next now); the last step when it never runs again.
    int stepBeforeLine(int line) const;
    // Loads an edited version of the script and goes to the step where the edited line
    // first ran (or the nearest one the new script has). Refused (false) for a recording.
    bool reload(const QString &source, int editedLine);
    // Loads the steps of `source` as another engine recorded them (`scenes`: every step's
    // scene with its cells and object ids, step 0 first), at step 0: moving between steps
    // shows the recording and runs nothing. `engineLabel`/`cudaLabel` name that engine.
    void loadRecorded(const QString &source, const QString &sourceName, const QJsonArray &scenes, bool truncated,
                      const QString &engineLabel, const QString &cudaLabel);
    // A recording of the script edited (`source`, made by the same engine): loaded, at the
    // first step that ran `editedLine` or the last one before it, as reload() goes.
    void reloadRecorded(const QString &source, const QJsonArray &scenes, bool truncated, int editedLine);
    // The steps shown are a recording (loadRecorded()).
    bool isRecorded() const { return recorded_; }
    // Shows the recorded step it stands at again, as it was recorded (what a console typed
    // since is gone from the window); no stepChanged().
    void reshowRecorded();
    // Nothing is loaded any more (a new session, another file): no step to go back to.
    // Emits loaded(), after which isLoaded() is false.
    void unload();

    Step stepAt(int step) const;
    // The line that runs next (0 at the end).
    int nextLine() const;
    // The current frame at the current step: "<module>" or the function's name, and its
    // locals (none at module level).
    QString frameName() const { return frameName_; }
    const QVector<Local> &locals() const { return locals_; }
    // What the script printed up to the current step.
    QString outputSoFar() const { return output_; }
    // Each step's scene, as `tensorlens scene` prints it (step 0 first).
    const QJsonArray &scenes() const { return scenes_; }
    bool isBusy() const { return busy_ || recording_; }
    // A script that runs on and on (a loop that never ends) is stepped through its first
    // kMaxSteps steps; truncated() then says so.
    static constexpr int kMaxSteps = 10000;
    bool truncated() const { return truncated_; }
    // Stops what runs now: the first run of load() (its steps so far are kept) or a step
    // being made (a statement that runs long ends with KeyboardInterrupt, as Stop does).
    void stop();
    // Code run in the session outside the timeline (the console) made it differ from every
    // step: the next step replays the script.
    bool diverged() const { return diverged_; }

signals:
    // What is loaded changed: a script was loaded (at step 0 soon after) or unloaded.
    void loaded();
    void stepChanged(int step);
    // The session is replayed from the script's start: what it prints is written again
    // (outputWritten), from the first line.
    void replayStarting();
    // A statement of the first run or of a step has run long (true) or ended (false); the
    // window then offers only Stop.
    void longStatement(bool running);

private:
    int stepOfEditedLine(int editedLine) const;
    // The script and its steps, from each step's scene (its narration from the one before).
    void takeScenes(const QString &source, const QString &sourceName, const QJsonArray &scenes);
    void runTo(int target);
    void showRecorded(int target);
    bool pauseAt(const tl::Frame &frame);

    Session &session_;
    QString source_;
    QString sourceName_;
    QJsonArray scenes_;
    QVector<Step> steps_;       // index = step number (0: before anything ran)
    tl::EntropyLog entropy_;
    ExecResult loadError_;
    QString output_;
    QString frameName_;
    QVector<Local> locals_;
    int current_ = 0;
    int target_ = 0;
    int started_ = 0;           // statements started in the session's run of the script
    int pending_ = -1;
    bool loaded_ = false;
    bool inSession_ = false;    // the session runs the script (it may go on from where it is)
    bool midStatement_ = false; // the session paused inside a statement
    bool busy_ = false;
    bool ownRun_ = false;
    bool diverged_ = false;
    bool truncated_ = false;
    bool stopRequested_ = false;
    Session *recording_ = nullptr; // the first run's session, while it runs
    bool recorded_ = false;        // the steps are another engine's recording
    QString engineLabel_, cudaLabel_;
};

} // namespace tl::ui
