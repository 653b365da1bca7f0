#pragma once
// ElementSource over a tensor or array: reads single elements through the storage's
// backend, so printing works for every device and touches only what is printed.
#include "print/ElementSource.h"
#include "tensor/StridedView.h"

namespace tl {

class ViewElementSource : public ElementSource {
public:
    explicit ViewElementSource(const StridedView &view) : view_(view) {}
    DType dtype() const override { return view_.dtype(); }
    const std::vector<int64_t> &sizes() const override { return view_.sizes(); }
    Scalar at(std::span<const int64_t> index) const override;

private:
    const StridedView &view_;
};

} // namespace tl
