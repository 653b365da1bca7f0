#pragma once
// Tensor.view(dtype): the same bytes read as another dtype (ATen's view_dtype in
// TensorConversions.cpp), a view outside autograd that shares the version counter.
#include "tensor/Runtime.h"
#include "tensor/TensorImpl.h"

namespace tl {

class DTypeView {
public:
    // Same element size: the same sizes and strides. Otherwise the last dimension (stride 1)
    // is split into or merged from several elements, with PyTorch's checks and errors.
    static TensorPtr view(Runtime &rt, const TensorPtr &t, DType dtype);
};

} // namespace tl
