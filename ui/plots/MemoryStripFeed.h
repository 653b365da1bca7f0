#pragma once
// What the window's memory strip shows: the live session, one step per statement as it
// runs, or, while a script is stepped through, the script's own steps with the cursor on
// the timeline's current step; a click on the strip then goes to that step, as a
// debugger's timeline does.
#include <QObject>

namespace tl::ui {

class MemoryStrip;
class MemoryTimelineRecorder;
class ScriptTimeline;
class Session;

class MemoryStripFeed : public QObject {
    Q_OBJECT
public:
    MemoryStripFeed(MemoryStrip *strip, Session &session, ScriptTimeline *timeline, QObject *parent = nullptr);

    bool stepping() const { return stepping_; }

public slots:
    // The session was replaced (a new session, a script run, a restore): the strip follows
    // it live until a script is loaded for stepping.
    void followSession();

private:
    void showLive();
    void showScript();

    MemoryStrip *strip_;
    ScriptTimeline *timeline_;
    MemoryTimelineRecorder *recorder_;
    bool stepping_ = false;
};

} // namespace tl::ui
