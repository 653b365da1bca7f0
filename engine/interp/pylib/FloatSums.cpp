// The compensated sums of CPython 3.11's math module: vector_norm (hypot and dist, with
// Veltkamp-Dekker splitting and a differential correction of the square root) and
// math_fsum's msum (Shewchuk's exact partials with half-even rounding across them).
#include "FloatSums.h"

#include "core/PyError.h"

#include <cfloat>
#include <cmath>

namespace tl {

double FloatSums::vectorNorm(std::vector<double> vec, double max, bool foundNan)
{
    const double T27 = 134217729.0; // ldexp(1.0, 27) + 1.0: Veltkamp-Dekker splitting
    if (std::isinf(max))
        return max;
    if (foundNan)
        return NAN;
    const size_t n = vec.size();
    if (max == 0.0 || n <= 1)
        return max;
    int maxE = 0;
    std::frexp(max, &maxE);
    if (maxE < -1023) {
        // ldexp(1.0, -maxE) would overflow: scale subnormals up first.
        for (double &x : vec)
            x /= DBL_MIN;
        return DBL_MIN * vectorNorm(vec, max / DBL_MIN, foundNan);
    }
    const double scale = std::ldexp(1.0, -maxE);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0, frac3 = 0.0, oldcsum, x, t, hi, lo;
    for (double v : vec) {
        x = v * scale; // lossless scaling
        t = x * T27;
        hi = t - (t - x);
        lo = x - hi;
        x = hi * hi;
        oldcsum = csum;
        csum += x;
        frac1 += (oldcsum - csum) + x;
        x = 2.0 * hi * lo;
        oldcsum = csum;
        csum += x;
        frac2 += (oldcsum - csum) + x;
        frac3 += lo * lo;
    }
    const double h = std::sqrt(csum - 1.0 + (frac1 + frac2 + frac3));
    // Differential correction of the square root.
    x = h;
    t = x * T27;
    hi = t - (t - x);
    lo = x - hi;
    x = -hi * hi;
    oldcsum = csum;
    csum += x;
    frac1 += (oldcsum - csum) + x;
    x = -2.0 * hi * lo;
    oldcsum = csum;
    csum += x;
    frac2 += (oldcsum - csum) + x;
    x = -lo * lo;
    oldcsum = csum;
    csum += x;
    frac3 += (oldcsum - csum) + x;
    x = csum - 1.0 + (frac1 + frac2 + frac3);
    return (h + x / (2.0 * h)) / scale;
}

double FloatSums::fsum(const std::vector<double> &values)
{
    std::vector<double> p; // partials
    double specialSum = 0.0, infSum = 0.0;
    for (double x : values) {
        const double xsave = x;
        size_t i = 0;
        for (size_t j = 0; j < p.size(); ++j) {
            double y = p[j];
            if (std::fabs(x) < std::fabs(y))
                std::swap(x, y);
            const double hi = x + y;
            const double yr = hi - x;
            const double lo = y - yr;
            if (lo != 0.0)
                p[i++] = lo;
            x = hi;
        }
        p.resize(i);
        if (x != 0.0) {
            if (!std::isfinite(x)) {
                // An intermediate overflow, or a nan or inf among the summands.
                if (std::isfinite(xsave))
                    throw PyError("OverflowError", "intermediate overflow in fsum");
                if (std::isinf(xsave))
                    infSum += xsave;
                specialSum += xsave;
                p.clear();
            } else {
                p.push_back(x);
            }
        }
    }
    if (specialSum != 0.0) {
        if (std::isnan(infSum))
            throw PyError("ValueError", "-inf + inf in fsum");
        return specialSum;
    }
    double hi = 0.0;
    size_t n = p.size();
    if (n > 0) {
        double lo = 0.0;
        hi = p[--n];
        while (n > 0) {
            const double x = hi;
            const double y = p[--n];
            hi = x + y;
            const double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0)
                break;
        }
        // Half-even rounding across several partials.
        if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
            const double y = lo * 2.0;
            const double x = hi + y;
            const double yr = x - hi;
            if (y == yr)
                hi = x;
        }
    }
    return hi;
}

} // namespace tl
