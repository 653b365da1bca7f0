#pragma once
// The nondeterministic seeds a run draws (PyTorch's default generator at start, seed(),
// NumPy's unseeded RandomState), kept so that a replay of the same script draws the same
// ones: stepping back through a script that never called manual_seed shows the values it
// showed before. While a log is active on a thread, every nondeterministic seed drawn on it
// passes through the log: recorded the first time, handed out again in order on replays.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace tl {

class EntropyLog {
public:
    // Makes `log` the active one on this thread while the scope lives (nullptr: none).
    class Scope {
    public:
        explicit Scope(EntropyLog *log);
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        EntropyLog *previous_;
    };

    // The next 64 bits: recorded ones first (from the start of the latest rewind), then new
    // ones drawn with `fresh` and recorded.
    uint64_t next(const std::function<uint64_t()> &fresh);
    // The next draw hands out the first recorded value again.
    void rewind() { next_ = 0; }
    size_t recorded() const { return drawn_.size(); }

    static EntropyLog *active();

private:
    std::vector<uint64_t> drawn_;
    size_t next_ = 0;
};

} // namespace tl
