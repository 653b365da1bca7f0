#pragma once
// math.fsum's exact sum and the norm behind math.hypot and math.dist, as CPython computes
// them (not the C library's hypot): the same last digit; and sum()'s compensated float total.
#include <cmath>
#include <vector>

namespace tl {

class FloatSums {
public:
    // Shewchuk's sum of partials (OverflowError / ValueError as math.fsum raises them).
    static double fsum(const std::vector<double> &values);
    // max * sqrt(sum((x / max) ** 2)) of absolute values, with their maximum and NaN flag.
    static double vectorNorm(std::vector<double> vec, double max, bool foundNan);

    // CPython 3.12+'s sum() over floats: a running total and Neumaier's compensation for
    // the low-order bits each addition loses.
    class Compensated {
    public:
        explicit Compensated(double start) : hi_(start) {}
        void add(double x)
        {
            const double t = hi_ + x;
            lo_ += std::fabs(hi_) >= std::fabs(x) ? (hi_ - t) + x : (x - t) + hi_;
            hi_ = t;
        }
        // The compensation is left out when it is not finite (an infinite or overflowed
        // total stays so rather than becoming NaN), and when it is zero (-0.0 keeps its sign).
        double value() const { return lo_ != 0.0 && std::isfinite(lo_) ? hi_ + lo_ : hi_; }

    private:
        double hi_;
        double lo_ = 0.0;
    };
};

} // namespace tl
