#pragma once
// A request to stop the running script, as Ctrl-C is in Python: set from any thread (the
// GUI's Stop button, a --timeout watchdog) or a signal handler, and honoured by the engine
// between statements and inside long loops, which raise KeyboardInterrupt. Delivering the
// interrupt consumes the request, so the session goes on with the next statement.
#include <atomic>

namespace tl {

class InterruptFlag {
public:
    // Safe from other threads and from signal handlers (a lock-free atomic store).
    void request() { requested_.store(true, std::memory_order_relaxed); }
    void clear() { requested_.store(false, std::memory_order_relaxed); }
    bool pending() const { return requested_.load(std::memory_order_relaxed); }
    // Throws Python's KeyboardInterrupt when a request is pending, consuming it.
    void check();

    // The flag polled by kernels and printers on this thread, which know no runtime:
    // ScriptRunner and Interpreter install their runtime's flag while they execute.
    class Scope {
    public:
        explicit Scope(InterruptFlag &flag);
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        InterruptFlag *previous_;
    };
    // check() on the flag installed for this thread, if any (and no Deferral is active).
    // Cheap enough for loops that call it once per block of elements.
    static void poll();

    // While one lives, poll() on this thread does nothing: writes into existing tensors
    // and arrays (in-place ops, copy_, setitem, backward's grad accumulation) run to the
    // end, since a half-written tensor would change the session behind the user's back.
    // The request stays pending and stops the next statement.
    class Deferral {
    public:
        Deferral();
        ~Deferral();
        Deferral(const Deferral &) = delete;
        Deferral &operator=(const Deferral &) = delete;
    };

private:
    std::atomic<bool> requested_{false};
    static_assert(std::atomic<bool>::is_always_lock_free, "signal handlers need a lock-free flag");
};

} // namespace tl
