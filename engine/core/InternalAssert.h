#pragma once
// Our own invariants, apart from user errors (PyTorch's TORCH_INTERNAL_ASSERT beside
// TORCH_CHECK): a failed assertion is a defect in TensorLens, reported as an internal error
// (exit status 3) with where it happened, never as a Python exception.
#include <stdexcept>
#include <string>

namespace tl {

class InternalError : public std::logic_error {
public:
    using std::logic_error::logic_error;
};

[[noreturn]] inline void internalAssertFailed(const char *condition, const char *file, int line, const std::string &what)
{
    throw InternalError(what + " (" + condition + " failed at " + file + ":" + std::to_string(line) + ")");
}

} // namespace tl

#define TL_INTERNAL_ASSERT(condition, what)                                                                           \
    do {                                                                                                              \
        if (!(condition))                                                                                             \
            ::tl::internalAssertFailed(#condition, __FILE__, __LINE__, (what));                                       \
    } while (false)
