#pragma once
// math.fsum's exact sum and the norm behind math.hypot and math.dist, as CPython computes
// them (not the C library's hypot): the same last digit.
#include <vector>

namespace tl {

class FloatSums {
public:
    // Shewchuk's sum of partials (OverflowError / ValueError as math.fsum raises them).
    static double fsum(const std::vector<double> &values);
    // max * sqrt(sum((x / max) ** 2)) of absolute values, with their maximum and NaN flag.
    static double vectorNorm(std::vector<double> vec, double max, bool foundNan);
};

} // namespace tl
