#pragma once
// The memory timeline of a live session: one step per executed statement, read from the
// session's model and the engine's events as each statement ends (the canvas's source);
// a reset starts it again at step 0.
#include "MemoryTimeline.h"

#include <QObject>

#include <vector>

namespace tl {
struct Event;
}

namespace tl::ui {

class Session;

class MemoryTimelineRecorder : public QObject {
    Q_OBJECT
public:
    explicit MemoryTimelineRecorder(Session &session, QObject *parent = nullptr);

    const MemoryTimeline &timeline() const { return timeline_; }

signals:
    void timelineChanged();

private:
    void restart();
    void onEvent(const tl::Event &e);
    void onStatement(const QString &statement);

    Session &session_;
    MemoryTimeline timeline_;
    std::vector<tl::Event> copies_; // this statement's Copy events
};

} // namespace tl::ui
