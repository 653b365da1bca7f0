#pragma once
// Keeps the evaluator's own recursion (calls, nested expressions, printing of nested
// containers) off the end of the thread's native stack: past a safety margin, Python's
// RecursionError is raised instead of the process crashing, whatever the thread's stack
// size or the build's frame sizes (sanitizers triple them).
#include <cstddef>
#include <cstdint>

namespace tl {

class StackGuard {
public:
    // Throws RecursionError when less than the margin is left below the current frame.
    static void check()
    {
        // The frame's own address: a local's address may lie in AddressSanitizer's fake stack
        // (heap memory) when it checks stack-use-after-return.
        if (reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) < limit())
            overflow();
    }

private:
    static uintptr_t limit();
    [[noreturn]] static void overflow();
};

} // namespace tl
