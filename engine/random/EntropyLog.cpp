// Replayable nondeterministic seeds (see EntropyLog.h).
#include "EntropyLog.h"

namespace tl {

namespace {
thread_local EntropyLog *activeLog = nullptr;
} // namespace

EntropyLog::Scope::Scope(EntropyLog *log) : previous_(activeLog) { activeLog = log; }

EntropyLog::Scope::~Scope() { activeLog = previous_; }

EntropyLog *EntropyLog::active() { return activeLog; }

uint64_t EntropyLog::next(const std::function<uint64_t()> &fresh)
{
    if (next_ < drawn_.size())
        return drawn_[next_++];
    drawn_.push_back(fresh());
    next_ = drawn_.size();
    return drawn_.back();
}

} // namespace tl
