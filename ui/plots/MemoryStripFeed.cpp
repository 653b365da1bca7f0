// Feeds the memory strip from the live session (MemoryTimelineRecorder) or from the stepped
// script's scenes (ScriptTimeline::scenes(), what `tensorlens scene` prints).
#include "MemoryStripFeed.h"

#include "MemoryStrip.h"
#include "MemoryTimelineRecorder.h"

#include "session/ScriptTimeline.h"

namespace tl::ui {

MemoryStripFeed::MemoryStripFeed(MemoryStrip *strip, Session &session, ScriptTimeline *timeline, QObject *parent)
    : QObject(parent), strip_(strip), timeline_(timeline), recorder_(new MemoryTimelineRecorder(session, this))
{
    connect(recorder_, &MemoryTimelineRecorder::timelineChanged, this, [this] {
        if (!stepping_)
            showLive();
    });
    connect(timeline_, &ScriptTimeline::loaded, this, &MemoryStripFeed::showScript);
    connect(timeline_, &ScriptTimeline::stepChanged, this, [this](int step) {
        if (stepping_)
            strip_->setCurrentStep(step);
    });
    connect(strip_, &MemoryStrip::stepRequested, this, [this](int step) {
        if (stepping_)
            timeline_->goTo(step);
        else
            strip_->setCurrentStep(step);
    });
    showLive();
}

void MemoryStripFeed::followSession()
{
    stepping_ = false;
    showLive();
}

void MemoryStripFeed::showLive()
{
    strip_->setTimeline(recorder_->timeline());
    strip_->setCurrentStep(recorder_->timeline().size() - 1);
}

void MemoryStripFeed::showScript()
{
    stepping_ = true;
    strip_->setTimeline(MemoryTimeline::fromScene(timeline_->scenes()));
    strip_->setCurrentStep(timeline_->currentStep());
}

} // namespace tl::ui
