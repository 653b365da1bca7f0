#include "InterruptFlag.h"

#include "Errors.h"

namespace tl {

namespace {
thread_local InterruptFlag *installed = nullptr;
thread_local int deferrals = 0;
} // namespace

void InterruptFlag::check()
{
    if (requested_.load(std::memory_order_relaxed) && requested_.exchange(false))
        throw Errors::keyboardInterrupt();
}

InterruptFlag::Scope::Scope(InterruptFlag &flag) : previous_(installed) { installed = &flag; }

InterruptFlag::Scope::~Scope() { installed = previous_; }

void InterruptFlag::poll()
{
    if (installed && deferrals == 0)
        installed->check();
}

InterruptFlag::Deferral::Deferral() { ++deferrals; }

InterruptFlag::Deferral::~Deferral() { --deferrals; }

} // namespace tl
