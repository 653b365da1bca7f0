#include "InterruptTimer.h"

namespace tl {

InterruptTimer::InterruptTimer(InterruptFlag &flag, std::chrono::duration<double> limit) : flag_(flag)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(limit);
    thread_ = std::thread([this, deadline] {
        std::unique_lock lock(mutex_);
        if (!wake_.wait_until(lock, deadline, [this] { return cancelled_; })) {
            fired_ = true;
            flag_.request();
        }
    });
}

InterruptTimer::~InterruptTimer() { cancel(); }

void InterruptTimer::cancel()
{
    {
        std::lock_guard lock(mutex_);
        cancelled_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable())
        thread_.join();
}

bool InterruptTimer::fired() const
{
    std::lock_guard lock(mutex_);
    return fired_;
}

} // namespace tl
