#include "HostBinaryKernels.h"

#include "ElementLoops.h"
#include "ElementMath.h"
#include "IterationPlan.h"
#include "SleefVector.h"

#include "core/PyError.h"


#include <cmath>
#include <limits>
#include <type_traits>

namespace tl {

namespace {
using namespace kernels;

[[noreturn]] void zeroDivision() { throw PyError("RuntimeError", "ZeroDivisionError"); }



// One element of `op` in A, the type a C computes in (float for half and bfloat16);
// comparisons give bool. A is one of bool, the integer types, float and double.
template <typename A>
auto apply(BinaryKernel op, A x, A y, A alpha)
{
    if constexpr (std::is_same_v<A, bool>) {
        switch (op) {
        case BinaryKernel::Add: return x || (alpha && y);
        case BinaryKernel::Mul: return x && y;
        case BinaryKernel::Maximum: return x || y;
        case BinaryKernel::Minimum: return x && y;
        case BinaryKernel::Eq: return x == y;
        case BinaryKernel::Ne: return x != y;
        case BinaryKernel::Lt: return x < y;
        case BinaryKernel::Le: return x <= y;
        case BinaryKernel::Gt: return x > y;
        case BinaryKernel::Ge: return x >= y;
        case BinaryKernel::BitAnd: return x && y;
        case BinaryKernel::BitOr: return x || y;
        case BinaryKernel::BitXor: return x != y;
        default: return x; // sub, div... never reach bool (refused or computed in another type)
        }
    } else if constexpr (std::is_integral_v<A>) {
        using U = std::make_unsigned_t<A>;
        constexpr bool isSigned = std::is_signed_v<A>;
        switch (op) {
        case BinaryKernel::Add: return static_cast<A>(static_cast<U>(x) + static_cast<U>(alpha) * static_cast<U>(y));
        case BinaryKernel::Sub: return static_cast<A>(static_cast<U>(x) - static_cast<U>(alpha) * static_cast<U>(y));
        case BinaryKernel::Mul: return static_cast<A>(static_cast<U>(x) * static_cast<U>(y));
        case BinaryKernel::Div: // true division computes in a floating type; truncation here
        case BinaryKernel::DivTrunc:
            if (y == 0)
                zeroDivision();
            if (isSigned && y == static_cast<A>(-1))
                return static_cast<A>(U(0) - static_cast<U>(x));
            return static_cast<A>(x / y);
        case BinaryKernel::DivFloor: {
            if (y == 0)
                zeroDivision();
            if (isSigned && y == static_cast<A>(-1))
                return static_cast<A>(U(0) - static_cast<U>(x));
            const A q = static_cast<A>(x / y), r = static_cast<A>(x % y);
            return ((x < 0) != (y < 0) && r != 0) ? static_cast<A>(q - 1) : q;
        }
        case BinaryKernel::Remainder: {
            if (y == 0)
                zeroDivision();
            if (isSigned && y == static_cast<A>(-1))
                return A(0);
            A r = static_cast<A>(x % y);
            if (r != 0 && ((r < 0) != (y < 0)))
                r = static_cast<A>(r + y);
            return r;
        }
        case BinaryKernel::Fmod:
            if (y == 0)
                zeroDivision();
            return (isSigned && y == static_cast<A>(-1)) ? A(0) : static_cast<A>(x % y);
        case BinaryKernel::Pow: return ElementMath::integerPower<A>(x, y);
        case BinaryKernel::Maximum: return std::max(x, y);
        case BinaryKernel::Minimum: return std::min(x, y);
        case BinaryKernel::Eq: return static_cast<A>(x == y);
        case BinaryKernel::Ne: return static_cast<A>(x != y);
        case BinaryKernel::Lt: return static_cast<A>(x < y);
        case BinaryKernel::Le: return static_cast<A>(x <= y);
        case BinaryKernel::Gt: return static_cast<A>(x > y);
        case BinaryKernel::Ge: return static_cast<A>(x >= y);
        case BinaryKernel::BitAnd: return static_cast<A>(x & y);
        case BinaryKernel::BitOr: return static_cast<A>(x | y);
        case BinaryKernel::BitXor: return static_cast<A>(x ^ y);
        }
        return x;
    } else {
        switch (op) {
        // ATen's add is self + alpha * other, fused (vec::fmadd) for floating types.
        case BinaryKernel::Add: return alpha == A(1) ? A(x + y) : std::fma(alpha, y, x);
        case BinaryKernel::Sub: return alpha == A(1) ? A(x - y) : std::fma(-alpha, y, x);
        case BinaryKernel::Mul: return A(x * y);
        case BinaryKernel::Div: return A(x / y);
        case BinaryKernel::DivTrunc: return std::trunc(x / y);
        case BinaryKernel::DivFloor: return ElementMath::floorDivide(x, y);
        case BinaryKernel::Remainder: {
            A mod = std::fmod(x, y);
            if (mod != 0 && ((y < 0) != (mod < 0)))
                mod += y;
            return mod;
        }
        case BinaryKernel::Fmod: return std::fmod(x, y);
        case BinaryKernel::Pow: return std::pow(x, y);
        case BinaryKernel::Maximum: return (x != x || y != y) ? std::numeric_limits<A>::quiet_NaN() : std::max(x, y);
        case BinaryKernel::Minimum: return (x != x || y != y) ? std::numeric_limits<A>::quiet_NaN() : std::min(x, y);
        case BinaryKernel::Eq: return static_cast<A>(x == y);
        case BinaryKernel::Ne: return static_cast<A>(x != y);
        case BinaryKernel::Lt: return static_cast<A>(x < y);
        case BinaryKernel::Le: return static_cast<A>(x <= y);
        case BinaryKernel::Gt: return static_cast<A>(x > y);
        case BinaryKernel::Ge: return static_cast<A>(x >= y);
        case BinaryKernel::BitAnd: // integral only: refused for floating types before a kernel runs
        case BinaryKernel::BitOr:
        case BinaryKernel::BitXor: return x;
        }
        return x;
    }
}

// SLEEF's pow on one vector (Vectorized<T>::pow), for the 16-element blocks of pow's
// vectorised loop.
__attribute__((target("avx2,fma"))) void vectorPow(const float *x, const float *y, float *r)
{
    _mm256_storeu_ps(r, Sleef_powf8_u10(_mm256_loadu_ps(x), _mm256_loadu_ps(y)));
}
__attribute__((target("avx2,fma"))) void vectorPow(const double *x, const double *y, double *r)
{
    _mm256_storeu_pd(r, Sleef_powd4_u10(_mm256_loadu_pd(x), _mm256_loadu_pd(y)));
}

// The stored result of `op` on elements of C: computed in OpMath<C>, rounded back to C
// (comparisons give bool).
template <typename C, typename O>
O element(BinaryKernel op, C x, C y, OpMath<C> alpha)
{
    using A = OpMath<C>;
    return static_cast<O>(static_cast<C>(apply<A>(op, static_cast<A>(x), static_cast<A>(y), alpha)));
}

// Every operand in the compute type (the output too, or bool for comparisons): rows of
// the iteration plan, tight loops the compiler vectorises.
template <typename C, typename O>
void sameTypeRows(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, OpMath<C> alpha)
{
    O *o = static_cast<O *>(out.data);
    const C *pa = a.tensor ? static_cast<const C *>(a.tensor->data) : nullptr;
    const C *pb = b.tensor ? static_cast<const C *>(b.tensor->data) : nullptr;
    const C ca = a.tensor ? C{} : fromScalar<C>(a.scalar), cb = b.tensor ? C{} : fromScalar<C>(b.scalar);
    const std::vector<int64_t> zeros(out.sizes.size(), 0);
    const IterationPlan plan(out.sizes, {out.strides, pa ? a.tensor->strides : zeros, pb ? b.tensor->strides : zeros}, false);
    plan.forEach2d([&](const int64_t *off, int64_t size0, int64_t size1) {
        const int64_t os = plan.stride(0, 0), as = pa ? plan.stride(1, 0) : 0, bs = pb ? plan.stride(2, 0) : 0;
        for (int64_t j = 0; j < size1; ++j) {
            O *ro = o + off[0] + j * plan.stride(0, 1);
            const C *ra = pa ? pa + off[1] + j * plan.stride(1, 1) : &ca;
            const C *rb = pb ? pb + off[2] + j * plan.stride(2, 1) : &cb;
            int64_t i = 0;
            if constexpr (std::is_floating_point_v<C> && std::is_same_v<O, C>) {
                // pow's vectorised loop: SLEEF on 2W-element blocks of contiguous (or
                // broadcast) operands, std::pow on the rest.
                constexpr int64_t W = 32 / sizeof(C);
                if (op == BinaryKernel::Pow && cpuHasAvx2() && os == 1 && (as == 1 || as == 0) && (bs == 1 || bs == 0) &&
                    !(as == 0 && bs == 0)) {
                    alignas(32) C xa[W], xb[W];
                    for (int64_t k = 0; k < W; ++k) {
                        xa[k] = ra[0];
                        xb[k] = rb[0];
                    }
                    const int64_t end = (size0 / (2 * W)) * 2 * W;
                    for (; i < end; i += W)
                        vectorPow(as ? ra + i : xa, bs ? rb + i : xb, ro + i);
                }
                if (os == 1 && as == 1 && bs == 1) {
                    // Plain loops the compiler vectorises for the common operators.
                    if (op == BinaryKernel::Add && alpha == C(1)) {
                        for (; i < size0; ++i)
                            ro[i] = ra[i] + rb[i];
                    } else if (op == BinaryKernel::Mul) {
                        for (; i < size0; ++i)
                            ro[i] = ra[i] * rb[i];
                    } else if (op == BinaryKernel::Div) {
                        for (; i < size0; ++i)
                            ro[i] = ra[i] / rb[i];
                    }
                }
            }
            for (; i < size0; ++i)
                ro[i * os] = element<C, O>(op, ra[i * as], rb[i * bs], alpha);
        }
    });
}

// Mixed dtypes: one input as the loop reads it, converted to C on the way in by a per-dtype
// loader (one indirect call instead of a dispatch over every pair of dtypes).
template <typename C>
struct ComputeOperand {
    const void *base = nullptr;
    const int64_t *strides = nullptr;
    C (*load)(const void *, int64_t) = nullptr;
    C number{};
};

template <typename C, typename S>
C loadAs(const void *base, int64_t off)
{
    return convert<C>(static_cast<const S *>(base)[off]);
}

template <typename O, typename C>
void storeAs(void *base, int64_t off, C v)
{
    static_cast<O *>(base)[off] = convert<O>(v);
}

template <typename C>
ComputeOperand<C> computeOperand(const BinaryOperand &x)
{
    ComputeOperand<C> c;
    if (!x.tensor) {
        c.number = fromScalar<C>(x.scalar);
        return c;
    }
    c.base = x.tensor->data;
    c.strides = x.tensor->strides.data();
    c.load = dispatch(x.tensor->dtype, [](auto stag) -> C (*)(const void *, int64_t) { return &loadAs<C, decltype(stag)>; });
    return c;
}

template <typename C>
void mixedTypes(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, OpMath<C> alpha)
{
    const ComputeOperand<C> ca = computeOperand<C>(a), cb = computeOperand<C>(b);
    auto read = [](const ComputeOperand<C> &x, int64_t off) { return x.base ? x.load(x.base, off) : x.number; };
    if (isComparison(op)) {
        auto store = dispatch(out.dtype, [](auto otag) -> void (*)(void *, int64_t, bool) { return &storeAs<decltype(otag), bool>; });
        forEach3(out.sizes, out.strides.data(), ca.strides, cb.strides, [&](int64_t oo, int64_t oa, int64_t ob) {
            store(out.data, oo, element<C, bool>(op, read(ca, oa), read(cb, ob), alpha));
        });
        return;
    }
    auto store = dispatch(out.dtype, [](auto otag) -> void (*)(void *, int64_t, C) { return &storeAs<decltype(otag), C>; });
    forEach3(out.sizes, out.strides.data(), ca.strides, cb.strides, [&](int64_t oo, int64_t oa, int64_t ob) {
        store(out.data, oo, element<C, C>(op, read(ca, oa), read(cb, ob), alpha));
    });
}

} // namespace

void HostBinaryKernels::run(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, DType compute,
                            Scalar alpha)
{
    const bool sameTypes = (!a.tensor || a.tensor->dtype == compute) && (!b.tensor || b.tensor->dtype == compute) &&
                           (out.dtype == compute || (isComparison(op) && out.dtype == DType::Bool));
    dispatch(compute, [&](auto ctag) {
        using C = decltype(ctag);
        const OpMath<C> al = static_cast<OpMath<C>>(fromScalar<C>(alpha));
        if (!sameTypes)
            mixedTypes<C>(op, out, a, b, al);
        else if (out.dtype == compute)
            sameTypeRows<C, C>(op, out, a, b, al);
        else
            sameTypeRows<C, bool>(op, out, a, b, al);
    });
}

} // namespace tl
