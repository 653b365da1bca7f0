#pragma once
// Matrix products without autograd (ATen's Blas.cpp / LinearAlgebra.cpp: dot, mv, mm,
// bmm, with their shape and dtype checks and error texts). torch.matmul is composed of
// these in the functions layer, as ATen composes it.
#include "ops/TensorMaker.h"

namespace tl {

class LinearAlgebra {
public:
    static TensorPtr dot(Runtime &rt, const TensorPtr &a, const TensorPtr &b);
    static TensorPtr mv(Runtime &rt, const TensorPtr &mat, const TensorPtr &vec);
    static TensorPtr mm(Runtime &rt, const TensorPtr &a, const TensorPtr &b);
    static TensorPtr bmm(Runtime &rt, const TensorPtr &a, const TensorPtr &b);
};

} // namespace tl
