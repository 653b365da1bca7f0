// Records the memory timeline as the session runs: Copy events as the engine reports them,
// the bytes per device from the session's model once each statement has run.
#include "MemoryTimelineRecorder.h"

#include "session/Session.h"

namespace tl::ui {

MemoryTimelineRecorder::MemoryTimelineRecorder(Session &session, QObject *parent) : QObject(parent), session_(session)
{
    connect(&session_, &Session::engineEvent, this, &MemoryTimelineRecorder::onEvent);
    connect(&session_, &Session::statementExecuted, this, [this](const QString &statement, bool) { onStatement(statement); });
    connect(&session_, &Session::wasReset, this, &MemoryTimelineRecorder::restart);
    restart();
}

void MemoryTimelineRecorder::restart()
{
    copies_.clear();
    timeline_.clear();
    timeline_.append(MemoryTimeline::stepOf(session_.model(), {}, QString()));
    emit timelineChanged();
}

void MemoryTimelineRecorder::onEvent(const tl::Event &e)
{
    if (e.type == tl::EventType::Copy)
        copies_.push_back(e);
}

void MemoryTimelineRecorder::onStatement(const QString &statement)
{
    timeline_.append(MemoryTimeline::stepOf(session_.model(), copies_, statement));
    copies_.clear();
    emit timelineChanged();
}

} // namespace tl::ui
