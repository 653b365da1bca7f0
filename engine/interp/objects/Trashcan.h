#pragma once
// Frees deeply nested containers without deep native recursion (CPython's trashcan,
// Py_TRASHCAN_BEGIN): past a nesting depth, what a dying list or object would free is set
// aside and freed by the outermost destructor, one level at a time.
#include <functional>
#include <vector>

namespace tl {

class Trashcan {
public:
    // Runs `destroy` now, or later from the outermost level when the nesting is too deep.
    template <class F>
    static void dispose(F &&destroy)
    {
        if (depth_ >= kMaxDepth) {
            pending_->emplace_back(std::forward<F>(destroy));
            return;
        }
        ++depth_;
        std::vector<std::function<void()>> local;
        const bool outermost = pending_ == nullptr;
        if (outermost)
            pending_ = &local;
        destroy();
        if (outermost) {
            while (!local.empty()) {
                auto next = std::move(local.back());
                local.pop_back();
                next();
            }
            pending_ = nullptr;
        }
        --depth_;
    }

private:
    static constexpr int kMaxDepth = 64;
    static inline thread_local int depth_ = 0;
    static inline thread_local std::vector<std::function<void()>> *pending_ = nullptr;
};

} // namespace tl
