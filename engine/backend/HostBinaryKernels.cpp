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



// One element of `op` in the compute type C (comparisons give bool).
template <typename C>
auto apply(BinaryKernel op, C x, C y, C alpha)
{
    if constexpr (std::is_same_v<C, bool>) {
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
        default: return x; // sub, div... never reach bool (refused or computed in another type)
        }
    } else if constexpr (std::is_integral_v<C>) {
        using U = std::make_unsigned_t<C>;
        switch (op) {
        case BinaryKernel::Add: return static_cast<C>(static_cast<U>(x) + static_cast<U>(alpha) * static_cast<U>(y));
        case BinaryKernel::Sub: return static_cast<C>(static_cast<U>(x) - static_cast<U>(alpha) * static_cast<U>(y));
        case BinaryKernel::Mul: return static_cast<C>(static_cast<U>(x) * static_cast<U>(y));
        case BinaryKernel::Div: // true division computes in a floating type; truncation here
        case BinaryKernel::DivTrunc:
            if (y == 0)
                zeroDivision();
            if (y == -1)
                return static_cast<C>(U(0) - static_cast<U>(x));
            return static_cast<C>(x / y);
        case BinaryKernel::DivFloor: {
            if (y == 0)
                zeroDivision();
            if (y == -1)
                return static_cast<C>(U(0) - static_cast<U>(x));
            const C q = x / y, r = x % y;
            return ((x < 0) != (y < 0) && r != 0) ? static_cast<C>(q - 1) : q;
        }
        case BinaryKernel::Remainder: {
            if (y == 0)
                zeroDivision();
            if (y == -1)
                return C(0);
            C r = x % y;
            if (r != 0 && ((r < 0) != (y < 0)))
                r = static_cast<C>(r + y);
            return r;
        }
        case BinaryKernel::Fmod:
            if (y == 0)
                zeroDivision();
            return y == -1 ? C(0) : static_cast<C>(x % y);
        case BinaryKernel::Pow: return ElementMath::integerPower<C>(x, y);
        case BinaryKernel::Maximum: return std::max(x, y);
        case BinaryKernel::Minimum: return std::min(x, y);
        case BinaryKernel::Eq: return static_cast<C>(x == y);
        case BinaryKernel::Ne: return static_cast<C>(x != y);
        case BinaryKernel::Lt: return static_cast<C>(x < y);
        case BinaryKernel::Le: return static_cast<C>(x <= y);
        case BinaryKernel::Gt: return static_cast<C>(x > y);
        case BinaryKernel::Ge: return static_cast<C>(x >= y);
        }
        return x;
    } else {
        switch (op) {
        // ATen's add is self + alpha * other, fused (vec::fmadd) for floating types.
        case BinaryKernel::Add: return alpha == C(1) ? x + y : std::fma(alpha, y, x);
        case BinaryKernel::Sub: return alpha == C(1) ? x - y : std::fma(-alpha, y, x);
        case BinaryKernel::Mul: return x * y;
        case BinaryKernel::Div: return x / y;
        case BinaryKernel::DivTrunc: return std::trunc(x / y);
        case BinaryKernel::DivFloor: return ElementMath::floorDivide(x, y);
        case BinaryKernel::Remainder: {
            C mod = std::fmod(x, y);
            if (mod != 0 && ((y < 0) != (mod < 0)))
                mod += y;
            return mod;
        }
        case BinaryKernel::Fmod: return std::fmod(x, y);
        case BinaryKernel::Pow: return std::pow(x, y);
        case BinaryKernel::Maximum:
            return (x != x || y != y) ? std::numeric_limits<C>::quiet_NaN() : std::max(x, y);
        case BinaryKernel::Minimum:
            return (x != x || y != y) ? std::numeric_limits<C>::quiet_NaN() : std::min(x, y);
        case BinaryKernel::Eq: return static_cast<C>(x == y);
        case BinaryKernel::Ne: return static_cast<C>(x != y);
        case BinaryKernel::Lt: return static_cast<C>(x < y);
        case BinaryKernel::Le: return static_cast<C>(x <= y);
        case BinaryKernel::Gt: return static_cast<C>(x > y);
        case BinaryKernel::Ge: return static_cast<C>(x >= y);
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

// Every operand in the compute type (the output too, or bool for comparisons): rows of
// the iteration plan, tight loops the compiler vectorises.
template <typename C, typename O>
void sameTypeRows(BinaryKernel op, const StridedRef &out, const BinaryOperand &a, const BinaryOperand &b, C alpha)
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
            }
            if (os == 1 && as == 1 && bs == 1) {
                switch (op) {
                case BinaryKernel::Add:
                    if (alpha == C(1)) {
                        for (; i < size0; ++i)
                            ro[i] = static_cast<O>(apply<C>(BinaryKernel::Add, ra[i], rb[i], C(1)));
                        continue;
                    }
                    break;
                case BinaryKernel::Mul:
                    for (; i < size0; ++i)
                        ro[i] = static_cast<O>(apply<C>(BinaryKernel::Mul, ra[i], rb[i], alpha));
                    continue;
                case BinaryKernel::Div:
                    if constexpr (std::is_floating_point_v<C>) {
                        for (; i < size0; ++i)
                            ro[i] = ra[i] / rb[i];
                        continue;
                    }
                    break;
                default: break;
                }
            }
            for (; i < size0; ++i)
                ro[i * os] = static_cast<O>(apply<C>(op, ra[i * as], rb[i * bs], alpha));
        }
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
        const C al = fromScalar<C>(alpha);
        if (sameTypes) {
            if (out.dtype == compute)
                sameTypeRows<C, C>(op, out, a, b, al);
            else
                sameTypeRows<C, bool>(op, out, a, b, al);
            return;
        }
        // Mixed dtypes: each element converted to the compute type, then to the output's.
        dispatch(out.dtype, [&](auto otag) {
            using O = decltype(otag);
            O *o = static_cast<O *>(out.data);
            dispatch(a.tensor ? a.tensor->dtype : compute, [&](auto atag) {
                using A = decltype(atag);
                dispatch(b.tensor ? b.tensor->dtype : compute, [&](auto btag) {
                    using B = decltype(btag);
                    const A *pa = a.tensor ? static_cast<const A *>(a.tensor->data) : nullptr;
                    const B *pb = b.tensor ? static_cast<const B *>(b.tensor->data) : nullptr;
                    const C ca = a.tensor ? C{} : fromScalar<C>(a.scalar);
                    const C cb = b.tensor ? C{} : fromScalar<C>(b.scalar);
                    forEach3(out.sizes, out.strides.data(), a.tensor ? a.tensor->strides.data() : nullptr,
                             b.tensor ? b.tensor->strides.data() : nullptr, [&](int64_t oo, int64_t oa, int64_t ob) {
                                 const C x = pa ? convert<C>(pa[oa]) : ca;
                                 const C y = pb ? convert<C>(pb[ob]) : cb;
                                 o[oo] = convert<O>(apply<C>(op, x, y, al));
                             });
                });
            });
        });
    });
}

} // namespace tl
