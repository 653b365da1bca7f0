#include "AutogradHooks.h"

namespace tl {

namespace {

const AutogradHooks *&slot()
{
    static const AutogradHooks *hooks = nullptr;
    return hooks;
}

} // namespace

void AutogradHooks::install(const AutogradHooks *hooks) { slot() = hooks; }

const AutogradHooks *AutogradHooks::installed() { return slot(); }

} // namespace tl
