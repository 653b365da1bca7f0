#pragma once
// The elements a printout shows. Both PyTorch (get_summarized_data) and NumPy
// (_leading_trailing) keep, along each dimension longer than 2 * edgeitems of a summarised
// tensor, the first and last edgeitems indices and print "..." between them; otherwise
// every index. Each kept element is read from the source exactly once.
#include "print/ElementSource.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tl {

struct PrintedGrid {
    // Both libraries' defaults: summarise past 1000 elements, keeping 3 at each edge.
    static constexpr int64_t kThreshold = 1000;
    static constexpr int64_t kEdgeItems = 3;

    std::vector<std::vector<int64_t>> indices; // per dimension, the source indices kept
    std::vector<bool> elided;                  // per dimension, whether "..." is printed
    std::vector<size_t> strides;               // row-major strides inside the kept grid
    std::vector<Scalar> values;                // kept elements, row-major

    static PrintedGrid read(const ElementSource &source, bool summarize);
    // Element count saturated just above the threshold: only "more than the threshold?"
    // matters, and a product of huge sizes must not overflow.
    static int64_t saturatedNumel(const std::vector<int64_t> &sizes);
    // How many elements a printout of this shape shows (saturating): small only when no
    // dimension is short, e.g. 2**30 elements of shape (2,) * 30 are all printed.
    static uint64_t printedElements(const std::vector<int64_t> &sizes);
};

} // namespace tl
