// The lowest stack address this thread may reach, from pthread_getattr_np, with a margin
// for the work between checks (kernels, printing, libraries).
#include "StackGuard.h"

#include "core/PyError.h"

#include <pthread.h>

namespace tl {

namespace {

constexpr size_t kMargin = 256 * 1024;

uintptr_t computeLimit()
{
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0)
        return 0;
    void *addr = nullptr;
    size_t size = 0;
    const bool ok = pthread_attr_getstack(&attr, &addr, &size) == 0;
    pthread_attr_destroy(&attr);
    if (!ok || size <= 2 * kMargin)
        return 0;
    return reinterpret_cast<uintptr_t>(addr) + kMargin;
}

} // namespace

uintptr_t StackGuard::limit()
{
    static thread_local uintptr_t cached = computeLimit();
    return cached;
}

void StackGuard::overflow() { throw PyError("RecursionError", "maximum recursion depth exceeded"); }

} // namespace tl
