#pragma once
// Requests an interrupt on a flag once a time limit has passed, unless cancelled first:
// `tensorlens run --timeout` and a session's time limit in the window use it.
#include "InterruptFlag.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace tl {

class InterruptTimer {
public:
    InterruptTimer(InterruptFlag &flag, std::chrono::duration<double> limit);
    ~InterruptTimer(); // cancels
    InterruptTimer(const InterruptTimer &) = delete;
    InterruptTimer &operator=(const InterruptTimer &) = delete;

    void cancel();
    // Whether the limit passed and the interrupt was requested.
    bool fired() const;

private:
    InterruptFlag &flag_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    bool cancelled_ = false;
    bool fired_ = false;
    std::thread thread_;
};

} // namespace tl
