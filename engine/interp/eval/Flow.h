#pragma once
// How a statement ended: normally, or by `break`, `continue` or `return` leaving the
// enclosing loops and blocks (CPython jumps; here every block passes it outwards).
#include <cstdint>

namespace tl {

enum class Flow : uint8_t { Normal, Break, Continue, Return };

} // namespace tl
