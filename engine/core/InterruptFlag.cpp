#include "InterruptFlag.h"

#include "Errors.h"

namespace tl {

namespace {
thread_local InterruptFlag *installed = nullptr;
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
    if (installed)
        installed->check();
}

} // namespace tl
