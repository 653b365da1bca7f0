// PySlice_Unpack and PySlice_AdjustIndices (Objects/sliceobject.c).
#include "SliceObject.h"

#include "core/PyError.h"

#include <limits>

namespace tl {

namespace {

int64_t bound(const Value &v, int64_t none)
{
    switch (v.kind) {
    case Value::Kind::None: return none;
    case Value::Kind::Int: return v.i;
    case Value::Kind::Bool: return v.b ? 1 : 0;
    case Value::Kind::NpScalar:
        if (!v.scalar.isFloating() && !v.scalar.isBool())
            return v.scalar.toInt();
        break;
    default: break;
    }
    throw PyError("TypeError", "slice indices must be integers or None or have an __index__ method");
}

} // namespace

SliceObject::Bounds SliceObject::indices(int64_t length) const
{
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    int64_t st = bound(step, 1);
    if (st == 0)
        throw PyError("ValueError", "slice step cannot be zero");
    if (st < -kMax)
        st = -kMax; // PySlice_Unpack: so that -step cannot overflow
    int64_t a = bound(start, st < 0 ? kMax : 0);
    int64_t b = bound(stop, st < 0 ? -kMax - 1 : kMax);
    auto adjust = [&](int64_t &x) {
        if (x < 0) {
            x += length;
            if (x < 0)
                x = st < 0 ? -1 : 0;
        } else if (x >= length) {
            x = st < 0 ? length - 1 : length;
        }
    };
    adjust(a);
    adjust(b);
    int64_t n = 0;
    if (st < 0) {
        if (b < a)
            n = (a - b - 1) / (-st) + 1;
    } else if (a < b) {
        n = (b - a - 1) / st + 1;
    }
    return {a, b, st, n};
}

} // namespace tl
