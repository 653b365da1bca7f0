#pragma once
// Read access to the elements of a tensor or array for printing. Formatters read only the
// elements they print (summarised output reads only the edges), so a huge tensor is never
// materialised just to be printed.
#include "core/Scalar.h"

#include <cstdint>
#include <span>
#include <vector>

namespace tl {

class ElementSource {
public:
    virtual ~ElementSource() = default;
    virtual DType dtype() const = 0;
    virtual const std::vector<int64_t> &sizes() const = 0;
    // index.size() == sizes().size(); each index in range.
    virtual Scalar at(std::span<const int64_t> index) const = 0;
};

} // namespace tl
