#pragma once
// Matrix products with their autograd: dot, mv, mm, bmm, outer, and torch.matmul composed
// of them as ATen 1.13's _matmul_impl composes it (which decides the grad_fn a script
// sees: MmBackward0, UnsafeViewBackward0, SqueezeBackward3, CloneBackward0 ...).
#include "tensor/TensorImpl.h"

namespace tl {

class LinalgFunctions {
public:
    static TensorPtr dot(Runtime &rt, const TensorPtr &a, const TensorPtr &b);
    static TensorPtr mv(Runtime &rt, const TensorPtr &mat, const TensorPtr &vec);
    static TensorPtr mm(Runtime &rt, const TensorPtr &a, const TensorPtr &b);
    static TensorPtr bmm(Runtime &rt, const TensorPtr &a, const TensorPtr &b);
    static TensorPtr outer(Runtime &rt, const TensorPtr &a, const TensorPtr &b);
    // torch.cross along `dim` (of size 3) of two floating tensors of one shape: ATen's
    // cross kernel, each component one fused multiply-add (LinalgCrossBackward0).
    static TensorPtr cross(Runtime &rt, const TensorPtr &a, const TensorPtr &b, int64_t dim);
    static TensorPtr matmul(Runtime &rt, const TensorPtr &a, const TensorPtr &b);
};

} // namespace tl
