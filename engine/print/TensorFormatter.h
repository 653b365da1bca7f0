#pragma once
// repr()/str() of a strided CPU or CUDA tensor exactly as PyTorch 1.13 prints it, following
// torch/_tensor_str.py with the default PRINT_OPTS (precision 4, threshold 1000,
// edgeitems 3, linewidth 80).
#include "print/ElementSource.h"
#include "print/TensorReprOptions.h"

#include <string>

namespace tl {

class TensorFormatter {
public:
    // Reads only the elements that are printed: a tensor with more than 1000 elements is
    // summarised, and only the leading and trailing edge items of each dimension are read.
    static std::string repr(const ElementSource &source, const TensorReprOptions &options);
};

} // namespace tl
