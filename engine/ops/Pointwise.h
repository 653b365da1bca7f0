#pragma once
// Elementwise tensor computations without autograd (ATen's structured kernels behind
// TensorIterator): result dtype and device, the output's memory layout, casting inputs to
// the compute type, and writing into an existing tensor (in-place ops and out=). The
// functions layer (engine/functions) records their history.
#include "backend/PointwiseKernels.h"
#include "backend/StridedRef.h"
#include "ops/Operand.h"
#include "ops/TensorMaker.h"

#include <optional>
#include <string>

namespace tl {

class Pointwise {
public:
    using Shape = std::vector<int64_t>;

    // The device an op runs on: a 0-d CPU tensor may join a CUDA op (read as a number);
    // any other mix is PyTorch's "Expected all tensors to be on the same device".
    static Device commonDevice(const std::vector<TensorPtr> &tensors);
    // torch.result_type of the operands.
    static DType resultType(const std::vector<Operand> &operands);
    // The broadcast shape of the tensor operands (numbers have none).
    static Shape broadcastShape(const std::vector<Operand> &operands);
    // `t` converted to `dtype` (itself when it already is), laid out as t.to(dtype) lays it out.
    static TensorPtr cast(Runtime &rt, const TensorPtr &t, DType dtype);
    // A copy of `t` in new memory, laid out like it (no autograd).
    static TensorPtr clone(Runtime &rt, const TensorPtr &t);

    // f(x) computed in `compute` (x cast to it first), a new tensor of that dtype.
    static TensorPtr unary(Runtime &rt, UnaryKernel op, const TensorPtr &x, DType compute, const UnaryParams &params = {});
    // a (op) b computed in `compute`, a new tensor of `outType` in the broadcast shape.
    static TensorPtr binary(Runtime &rt, BinaryKernel op, const Operand &a, const Operand &b, DType compute, DType outType,
                            Scalar alpha = Scalar::fromInt(1));
    // cond ? a : b in `outType`.
    static TensorPtr where(Runtime &rt, const TensorPtr &cond, const Operand &a, const Operand &b, DType outType);

    // Writes `result` (already computed) into `dst`, casting; dst has result's shape.
    static void store(Runtime &rt, const TensorPtr &dst, const TensorPtr &result, const std::string &opName);
    // In place: dst = dst (op) other, computed in the promoted type and cast back into dst
    // (PyTorch's checks: castable, broadcast to dst's shape, no overlap).
    static void binaryInPlace(Runtime &rt, BinaryKernel op, const TensorPtr &dst, const Operand &other, DType compute,
                              Scalar alpha, const std::string &opName);
    static void unaryInPlace(Runtime &rt, UnaryKernel op, const TensorPtr &dst, DType compute, const UnaryParams &params,
                             const std::string &opName);
    // dst[mask] = value, mask broadcast to dst's shape.
    static void maskedFillInPlace(Runtime &rt, const TensorPtr &dst, const TensorPtr &mask, Scalar value,
                                  const std::string &opName);

    // Shorthands for backward formulas (PyTorch's promotion; numbers as Python numbers).
    static TensorPtr add(Runtime &rt, const Operand &a, const Operand &b);
    static TensorPtr sub(Runtime &rt, const Operand &a, const Operand &b);
    static TensorPtr mul(Runtime &rt, const Operand &a, const Operand &b);
    static TensorPtr div(Runtime &rt, const Operand &a, const Operand &b);
    static TensorPtr neg(Runtime &rt, const TensorPtr &a);
    static TensorPtr compare(Runtime &rt, BinaryKernel op, const Operand &a, const Operand &b);
    static TensorPtr apply(Runtime &rt, UnaryKernel op, const TensorPtr &x, const UnaryParams &params = {});
    static TensorPtr pow(Runtime &rt, const TensorPtr &x, Scalar exponent);
};

} // namespace tl
