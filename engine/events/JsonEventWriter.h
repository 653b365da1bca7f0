#pragma once
// Writes events as JSON lines (`tensorlens run --trace`), one object per line.
#include "EventSink.h"

#include <cstdio>
#include <string>

namespace tl {

class JsonEventWriter : public EventSink {
public:
    explicit JsonEventWriter(std::FILE *out) : out_(out) {}
    void onEvent(const Event &event) override;
    static std::string toJson(const Event &event);

private:
    std::FILE *out_;
};

} // namespace tl
