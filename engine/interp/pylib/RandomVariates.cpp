// The variates of Lib/random.py (CPython 3.11): gauss (Box-Muller with its cached second
// value), normalvariate (Kinderman-Monahan), gammavariate (Cheng / Ahrens-Dieter), drawing
// the same random() values in the same order, and glibc's libm as CPython uses it.
#include "RandomVariates.h"

#include "core/PyError.h"

#include <cmath>
#include <numbers>

namespace tl {

namespace {
constexpr double kRandomVariatesTwoPi = 2.0 * std::numbers::pi;
} // namespace

double RandomVariates::gauss(RandomState &st, double mu, double sigma)
{
    std::optional<double> z = st.gaussNext;
    st.gaussNext.reset();
    if (!z) {
        const double x2pi = st.mt.random() * kRandomVariatesTwoPi;
        const double g2rad = std::sqrt(-2.0 * std::log(1.0 - st.mt.random()));
        z = std::cos(x2pi) * g2rad;
        st.gaussNext = std::sin(x2pi) * g2rad;
    }
    return mu + *z * sigma;
}

double RandomVariates::normal(RandomState &st, double mu, double sigma)
{
    static const double kNvMagic = 4 * std::exp(-0.5) / std::sqrt(2.0);
    double z;
    for (;;) {
        const double u1 = st.mt.random();
        const double u2 = 1.0 - st.mt.random();
        z = kNvMagic * (u1 - 0.5) / u2;
        const double zz = z * z / 4.0;
        if (zz <= -std::log(u2))
            break;
    }
    return mu + z * sigma;
}

double RandomVariates::gamma(RandomState &st, double alpha, double beta)
{
    if (alpha <= 0.0 || beta <= 0.0)
        throw PyError("ValueError", "gammavariate: alpha and beta must be > 0.0");
    static const double kLog4 = std::log(4.0), kSgMagic = 1.0 + std::log(4.5);
    if (alpha > 1.0) {
        const double ainv = std::sqrt(2.0 * alpha - 1.0);
        const double bbb = alpha - kLog4;
        const double ccc = alpha + ainv;
        for (;;) {
            const double u1 = st.mt.random();
            if (!(1e-7 < u1 && u1 < 0.9999999))
                continue;
            const double u2 = 1.0 - st.mt.random();
            const double v = std::log(u1 / (1.0 - u1)) / ainv;
            const double x = alpha * std::exp(v);
            const double z = u1 * u1 * u2;
            const double r = bbb + ccc * v - x;
            if (r + kSgMagic - 4.5 * z >= 0.0 || r >= std::log(z))
                return x * beta;
        }
    }
    if (alpha == 1.0)
        return -std::log(1.0 - st.mt.random()) * beta;
    double x;
    for (;;) {
        const double u = st.mt.random();
        const double b = (std::numbers::e + alpha) / std::numbers::e;
        const double p = b * u;
        x = p <= 1.0 ? std::pow(p, 1.0 / alpha) : -std::log((b - p) / alpha);
        const double u1 = st.mt.random();
        if (p > 1.0) {
            if (u1 <= std::pow(x, alpha - 1.0))
                break;
        } else if (u1 <= std::exp(-x)) {
            break;
        }
    }
    return x * beta;
}

} // namespace tl
