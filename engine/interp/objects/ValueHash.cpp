// CPython's hash functions (Python/pyhash.c, Objects/longobject.c, Objects/tupleobject.c).
#include "ValueHash.h"

#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/PythonTypes.h"

#include <cmath>
#include <cstring>
#include <vector>

namespace tl {

namespace {

constexpr int kHashBits = 61;
constexpr uint64_t kModulus = (uint64_t{1} << kHashBits) - 1;
constexpr int64_t kHashInf = 314159;

uint64_t rotl(uint64_t x, int b) { return (x << b) | (x >> (64 - b)); }

// SipHash-1-3 (Python/pyhash.c siphash13).
uint64_t siphash13(uint64_t k0, uint64_t k1, const uint8_t *in, size_t size)
{
    uint64_t b = static_cast<uint64_t>(size) << 56;
    uint64_t v0 = k0 ^ 0x736f6d6570736575ULL;
    uint64_t v1 = k1 ^ 0x646f72616e646f6dULL;
    uint64_t v2 = k0 ^ 0x6c7967656e657261ULL;
    uint64_t v3 = k1 ^ 0x7465646279746573ULL;
    auto round = [&] {
        v0 += v1; v2 += v3;
        v1 = rotl(v1, 13) ^ v0; v3 = rotl(v3, 16) ^ v2;
        v0 = rotl(v0, 32);
        v2 += v1; v0 += v3;
        v1 = rotl(v1, 17) ^ v2; v3 = rotl(v3, 21) ^ v0;
        v2 = rotl(v2, 32);
    };
    while (size >= 8) {
        uint64_t mi;
        std::memcpy(&mi, in, 8); // little-endian host
        in += 8;
        size -= 8;
        v3 ^= mi;
        round();
        v0 ^= mi;
    }
    uint64_t t = 0;
    std::memcpy(&t, in, size);
    b |= t;
    v3 ^= b;
    round();
    v0 ^= b;
    v2 ^= 0xff;
    round();
    round();
    round();
    return (v0 ^ v1) ^ (v2 ^ v3);
}

// CPython stores a str as 1, 2 or 4 bytes per code point (the narrowest that fits) and
// hashes those bytes.
std::vector<uint8_t> canonicalBytes(const std::string &utf8)
{
    std::vector<uint32_t> cps;
    uint32_t maxCp = 0;
    for (size_t i = 0; i < utf8.size();) {
        const unsigned char c = static_cast<unsigned char>(utf8[i]);
        uint32_t cp = c;
        int extra = 0;
        if (c >= 0xF0) { cp = c & 0x07; extra = 3; }
        else if (c >= 0xE0) { cp = c & 0x0F; extra = 2; }
        else if (c >= 0xC0) { cp = c & 0x1F; extra = 1; }
        ++i;
        for (int k = 0; k < extra && i < utf8.size(); ++k, ++i)
            cp = (cp << 6) | (static_cast<unsigned char>(utf8[i]) & 0x3F);
        cps.push_back(cp);
        maxCp = std::max(maxCp, cp);
    }
    const size_t width = maxCp < 0x100 ? 1 : maxCp < 0x10000 ? 2 : 4;
    std::vector<uint8_t> out(cps.size() * width);
    for (size_t k = 0; k < cps.size(); ++k)
        for (size_t w = 0; w < width; ++w)
            out[k * width + w] = static_cast<uint8_t>(cps[k] >> (8 * w));
    return out;
}

[[noreturn]] void unhashable(const Value &v)
{
    throw PyError("TypeError", "unhashable type: '" + PythonTypes::shortName(v) + "'");
}

int64_t ofTuple(const ValueList &items)
{
    constexpr uint64_t p1 = 11400714785074694791ULL, p2 = 14029467366897019727ULL, p5 = 2870177450012600261ULL;
    uint64_t acc = p5;
    for (const Value &v : items) {
        const uint64_t lane = static_cast<uint64_t>(ValueHash::of(v));
        acc += lane * p2;
        acc = rotl(acc, 31);
        acc *= p1;
    }
    acc += items.size() ^ (p5 ^ 3527539UL);
    if (acc == static_cast<uint64_t>(-1))
        return 1546275796;
    return static_cast<int64_t>(acc);
}

} // namespace

int64_t ValueHash::ofInt(int64_t v)
{
    const bool negative = v < 0;
    uint64_t m = negative ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
    m %= kModulus;
    int64_t h = negative ? -static_cast<int64_t>(m) : static_cast<int64_t>(m);
    return h == -1 ? -2 : h;
}

int64_t ValueHash::ofDouble(double v)
{
    if (!std::isfinite(v)) {
        if (std::isinf(v))
            return v > 0 ? kHashInf : -kHashInf;
        return 0; // CPython hashes NaN by identity; every NaN here is its own value anyway
    }
    int e = 0;
    double m = std::frexp(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0;
    while (m != 0.0) {
        x = ((x << 28) & kModulus) | x >> (kHashBits - 28);
        m *= 268435456.0;
        e -= 28;
        const uint64_t y = static_cast<uint64_t>(m);
        m -= static_cast<double>(y);
        x += y;
        if (x >= kModulus)
            x -= kModulus;
    }
    e = e >= 0 ? e % kHashBits : kHashBits - 1 - ((-1 - e) % kHashBits);
    x = ((x << e) & kModulus) | x >> (kHashBits - e);
    x = x * static_cast<uint64_t>(static_cast<int64_t>(sign));
    if (x == static_cast<uint64_t>(-1))
        x = static_cast<uint64_t>(-2);
    return static_cast<int64_t>(x);
}

int64_t ValueHash::ofString(const std::string &utf8)
{
    if (utf8.empty())
        return 0;
    const std::vector<uint8_t> bytes = canonicalBytes(utf8);
    const int64_t h = static_cast<int64_t>(siphash13(0, 0, bytes.data(), bytes.size()));
    return h == -1 ? -2 : h;
}

int64_t ValueHash::of(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::None: return 0x5f3759df; // CPython hashes None by address
    case K::Bool: return v.b ? 1 : 0;
    case K::Int: return ofInt(v.i);
    case K::Float: return ofDouble(v.f);
    case K::Str: return ofString(v.text);
    case K::Tuple: return ofTuple(*v.items);
    case K::Size: return ofTuple(PythonTypes::sequenceItems(v));
    case K::NpScalar:
        if (v.scalar.isFloating())
            return ofDouble(v.scalar.toDouble());
        return ofInt(v.scalar.toInt());
    case K::List:
    case K::Dict:
    case K::Array:
        unhashable(v);
    case K::Set:
        unhashable(v);
    case K::Tensor: return static_cast<int64_t>(v.tensor->objectId() * 0x9E3779B97F4A7C15ULL >> 4);
    case K::Slice: unhashable(v);
    case K::DType:
    case K::NpDType:
    case K::NpType: return 1000 + static_cast<int64_t>(v.dtype);
    case K::Device: return 2000 + static_cast<int64_t>(v.device.type) * 64 + v.device.index;
    case K::Module:
    case K::Function:
    case K::Type: return ofString(v.text) ^ 0x2545F491;
    case K::Method: return ofString(v.text) ^ of(*v.self);
    case K::GradFn: return static_cast<int64_t>(reinterpret_cast<uintptr_t>(v.node.get()) >> 4);
    case K::Flags: return static_cast<int64_t>(reinterpret_cast<uintptr_t>(v.array.get()) >> 4);
    default: break;
    }
    if (v.obj)
        return static_cast<int64_t>(v.obj->identity() >> 4);
    return 0;
}

bool ValueHash::equal(const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (Value::sameIdentity(a, b)) // a dict or set finds a NaN key that is the same object
        return true;
    auto numeric = [](const Value &v) { return v.isNumber() || v.kind == K::NpScalar; };
    if (numeric(a) && numeric(b)) {
        const Scalar x = a.kind == K::NpScalar ? a.scalar : a.number();
        const Scalar y = b.kind == K::NpScalar ? b.scalar : b.number();
        if (!x.isFloating() && !y.isFloating())
            return x.toInt() == y.toInt();
        const long double lx = x.isFloating() ? static_cast<long double>(x.toDouble()) : static_cast<long double>(x.toInt());
        const long double ly = y.isFloating() ? static_cast<long double>(y.toDouble()) : static_cast<long double>(y.toInt());
        return lx == ly;
    }
    const bool tupleA = a.kind == K::Tuple || a.kind == K::Size, tupleB = b.kind == K::Tuple || b.kind == K::Size;
    if (tupleA && tupleB) {
        const ValueList x = PythonTypes::sequenceItems(a), y = PythonTypes::sequenceItems(b);
        if (x.size() != y.size())
            return false;
        for (size_t i = 0; i < x.size(); ++i)
            if (!equal(x[i], y[i]))
                return false;
        return true;
    }
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case K::None: return true;
    case K::Str: return a.text == b.text;
    case K::Tensor: return a.tensor == b.tensor;
    case K::DType:
    case K::NpDType:
    case K::NpType: return a.dtype == b.dtype;
    case K::Device: return a.device == b.device;
    case K::Module:
    case K::Function:
    case K::Type: return a.text == b.text;
    case K::Method: return a.text == b.text && equal(*a.self, *b.self);
    case K::GradFn: return a.node == b.node;
    default: return a.obj && a.obj == b.obj;
    }
}

int64_t ValueHash::ofKey(const Value &v, const char *as)
{
    if (!Profile::isCurrent())
        return of(v);
    try {
        return of(v);
    } catch (const PyError &e) {
        if (e.type() != "TypeError" || e.message().rfind("unhashable type", 0) != 0)
            throw;
        throw PyError("TypeError", "cannot use '" + PythonTypes::shortName(v) + "' as " + as + " (" + e.message() + ")");
    }
}

} // namespace tl
