#pragma once
#include "Event.h"

namespace tl {

// Receives engine events as they happen (the JSON trace writer, the GUI's scene model, tests).
class EventSink {
public:
    virtual ~EventSink() = default;
    virtual void onEvent(const Event &event) = 0;
};

} // namespace tl
