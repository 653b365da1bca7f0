#pragma once
// The random variates whose algorithms Lib/random.py defines, over a generator's state.
#include "RandomState.h"

namespace tl {

class RandomVariates {
public:
    static double gauss(RandomState &st, double mu, double sigma);
    static double normal(RandomState &st, double mu, double sigma);
    // ValueError unless alpha > 0 and beta > 0.
    static double gamma(RandomState &st, double alpha, double beta);
};

} // namespace tl
