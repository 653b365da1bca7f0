#include "Pointwise.h"

#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "core/MathErrors.h"
#include "ops/HostElements.h"
#include "ops/TypePromotion.h"
#include "tensor/MemoryOverlap.h"
#include "tensor/OutputLayout.h"
#include "tensor/ShapeMath.h"

namespace tl {

namespace {

TypePromotion::TorchArg torchArgOf(const Operand &o)
{
    if (o.isTensor())
        return {o.tensor->dtype(), false, o.tensor->dim() == 0};
    return {o.number.dtype(), true, false};
}

// A kernel operand: a tensor on `device` broadcast to `shape`, or a number (including a
// 0-d CPU tensor joining a CUDA op). `op.tensor` points into the struct, so copies re-point it.
struct KernelArg {
    StridedRef ref;
    BinaryOperand op;

    KernelArg() = default;
    KernelArg(const KernelArg &o) : ref(o.ref), op(o.op)
    {
        if (o.op.tensor)
            op.tensor = &ref;
    }
    KernelArg &operator=(const KernelArg &) = delete;
};

KernelArg kernelArg(const Operand &o, const Device &device, const std::vector<int64_t> &shape)
{
    KernelArg k;
    if (o.isTensor() && o.tensor->device() == device) {
        k.ref = o.tensor->ref();
        k.ref.strides = ShapeMath::expandedStrides(o.tensor->sizes(), o.tensor->strides(), shape);
        k.ref.sizes = shape;
        k.op.tensor = &k.ref;
    } else if (o.isTensor()) {
        k.op.scalar = HostElements::item(o.tensor);
    } else {
        k.op.scalar = o.number;
    }
    return k;
}

const char *kernelName(UnaryKernel k)
{
    switch (k) {
#define TL_UNARY_NAME(e)                                                                                               \
    case UnaryKernel::e:                                                                                               \
        return #e;
        TL_FORALL_UNARY_KERNELS(TL_UNARY_NAME)
#undef TL_UNARY_NAME
    }
    return "";
}

Provenance freshElementwise(const std::string &op) { return {op, false, "an elementwise op writes its result into a new storage"}; }

} // namespace

Device Pointwise::commonDevice(const std::vector<TensorPtr> &tensors)
{
    std::optional<Device> cuda;
    for (const auto &t : tensors)
        if (t && t->device().isCuda() && !cuda)
            cuda = t->device();
    if (!cuda)
        return Device::cpu();
    for (const auto &t : tensors)
        if (t && t->device() != *cuda && !(t->device().isCpu() && t->dim() == 0))
            throw Errors::mixedDevices(*cuda, t->device());
    return *cuda;
}

DType Pointwise::resultType(const std::vector<Operand> &operands)
{
    std::vector<TypePromotion::TorchArg> args;
    for (const auto &o : operands)
        args.push_back(torchArgOf(o));
    return TypePromotion::torchResultType(args);
}

Pointwise::Shape Pointwise::broadcastShape(const std::vector<Operand> &operands)
{
    std::optional<Shape> shape;
    for (const auto &o : operands) {
        if (!o.isTensor())
            continue;
        shape = shape ? ShapeMath::broadcastTorch(*shape, o.tensor->sizes()) : o.tensor->sizes();
    }
    return shape.value_or(Shape{});
}

TensorPtr Pointwise::cast(Runtime &rt, const TensorPtr &t, DType dtype)
{
    if (t->dtype() == dtype)
        return t;
    auto out = TensorMaker::empty(rt, t->sizes(), dtype, t->device(), {"to()", false, "a cast writes a new storage"},
                                  StridedView::preservedStrides(*t));
    out->storage()->backend().copyStrided(out->ref(), t->ref(), Library::Torch);
    out->storage()->noteWrite();
    return out;
}

TensorPtr Pointwise::clone(Runtime &rt, const TensorPtr &t)
{
    auto out = TensorMaker::empty(rt, t->sizes(), t->dtype(), t->device(), {"clone()", false, "a copy writes a new storage"},
                                  StridedView::preservedStrides(*t));
    out->storage()->backend().copyStrided(out->ref(), t->ref(), Library::Torch);
    out->storage()->noteWrite();
    return out;
}

TensorPtr Pointwise::unary(Runtime &rt, UnaryKernel op, const TensorPtr &x, DType compute, const UnaryParams &params)
{
    const TensorPtr in = cast(rt, x, compute);
    auto out = TensorMaker::empty(rt, in->sizes(), compute, in->device(), freshElementwise(std::string(kernelName(op)) + "()"),
                                  OutputLayout::torchStrides(in->sizes(), {in->strides()}));
    out->storage()->backend().unary(op, out->ref(), in->ref(), params);
    out->storage()->noteWrite();
    return out;
}

TensorPtr Pointwise::binary(Runtime &rt, BinaryKernel op, const Operand &a, const Operand &b, DType compute, DType outType,
                            Scalar alpha)
{
    const Device device = commonDevice({a.tensor, b.tensor});
    const Shape shape = broadcastShape({a, b});
    KernelArg ka = kernelArg(a, device, shape), kb = kernelArg(b, device, shape);
    std::vector<Shape> inputStrides;
    for (const KernelArg *k : {&ka, &kb})
        if (k->op.tensor)
            inputStrides.push_back(k->ref.strides);
    auto out = TensorMaker::empty(rt, shape, outType, device, freshElementwise("arithmetic"), OutputLayout::torchStrides(shape, inputStrides));
    out->storage()->backend().binary(op, out->ref(), ka.op, kb.op, compute, alpha);
    out->storage()->noteWrite();
    return out;
}

TensorPtr Pointwise::where(Runtime &rt, const TensorPtr &cond, const Operand &a, const Operand &b, DType outType)
{
    const Device device = commonDevice({cond, a.tensor, b.tensor});
    const Shape shape = broadcastShape({Operand::of(cond), a, b});
    // The operands in the result's dtype (numbers convert in the kernel).
    const Operand ca = a.isTensor() ? Operand::of(cast(rt, a.tensor, outType)) : a;
    const Operand cb = b.isTensor() ? Operand::of(cast(rt, b.tensor, outType)) : b;
    KernelArg kc = kernelArg(Operand::of(cond), device, shape), ka = kernelArg(ca, device, shape), kb = kernelArg(cb, device, shape);
    std::vector<Shape> inputStrides{kc.ref.strides};
    for (const KernelArg *k : {&ka, &kb})
        if (k->op.tensor)
            inputStrides.push_back(k->ref.strides);
    auto out = TensorMaker::empty(rt, shape, outType, device, freshElementwise("where()"), OutputLayout::torchStrides(shape, inputStrides));
    out->storage()->backend().where(out->ref(), kc.ref, ka.op, kb.op);
    out->storage()->noteWrite();
    return out;
}

void Pointwise::store(Runtime &rt, const TensorPtr &dst, const TensorPtr &result, const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    TensorMaker::copyElements(rt, *dst, *result, opName);
}

void Pointwise::binaryInPlace(Runtime &rt, BinaryKernel op, const TensorPtr &dst, const Operand &other, DType compute,
                              Scalar alpha, const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    const Device device = commonDevice({dst, other.tensor});
    if (device != dst->device())
        throw Errors::mixedDevices(device, dst->device());
    const DType stored = isComparison(op) ? DType::Bool : compute;
    if (!canCast(stored, dst->dtype()))
        throw MathErrors::cannotCastResult(stored, dst->dtype());
    MemoryOverlap::assertNoInternalOverlap(*dst);
    if (other.isTensor())
        MemoryOverlap::assertNoPartialOverlap(*dst, *other.tensor);
    if (other.isTensor()) {
        const Shape b = ShapeMath::broadcastTorch(dst->sizes(), other.tensor->sizes());
        if (b != dst->sizes())
            throw PyError("RuntimeError", "output with shape " + Errors::shapeList(dst->sizes()) +
                                              " doesn't match the broadcast shape " + Errors::shapeList(b));
    }
    KernelArg ka = kernelArg(Operand::of(dst), device, dst->sizes());
    KernelArg kb = kernelArg(other, device, dst->sizes());
    dst->storage()->backend().binary(op, dst->ref(), ka.op, kb.op, compute, alpha);
    dst->bumpVersion();
    TensorMaker::reportWrite(rt, *dst, opName);
}

void Pointwise::unaryInPlace(Runtime &rt, UnaryKernel op, const TensorPtr &dst, DType compute, const UnaryParams &params,
                             const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    if (!canCast(compute, dst->dtype()))
        throw MathErrors::cannotCastResult(compute, dst->dtype());
    MemoryOverlap::assertNoInternalOverlap(*dst);
    if (dst->dtype() == compute) {
        dst->storage()->backend().unary(op, dst->ref(), dst->ref(), params);
    } else {
        const TensorPtr r = unary(rt, op, dst, compute, params);
        dst->storage()->backend().copyStrided(dst->ref(), r->ref(), Library::Torch);
    }
    dst->bumpVersion();
    TensorMaker::reportWrite(rt, *dst, opName);
}

void Pointwise::maskedFillInPlace(Runtime &rt, const TensorPtr &dst, const TensorPtr &mask, Scalar value,
                                  const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    const Device device = commonDevice({dst, mask});
    if (device != dst->device())
        throw Errors::mixedDevices(device, dst->device());
    MemoryOverlap::assertNoInternalOverlap(*dst);
    const Shape b = ShapeMath::broadcastTorch(dst->sizes(), mask->sizes());
    if (b != dst->sizes())
        throw PyError("RuntimeError", "output with shape " + Errors::shapeList(dst->sizes()) +
                                          " doesn't match the broadcast shape " + Errors::shapeList(b));
    const TensorPtr boolMask = cast(rt, mask, DType::Bool);
    KernelArg km = kernelArg(Operand::of(boolMask), device, dst->sizes());
    KernelArg kd = kernelArg(Operand::of(dst), device, dst->sizes());
    BinaryOperand v;
    v.scalar = value;
    dst->storage()->backend().where(dst->ref(), km.ref, v, kd.op);
    dst->bumpVersion();
    TensorMaker::reportWrite(rt, *dst, opName);
}

TensorPtr Pointwise::add(Runtime &rt, const Operand &a, const Operand &b)
{
    const DType t = resultType({a, b});
    return binary(rt, BinaryKernel::Add, a, b, t, t);
}

TensorPtr Pointwise::sub(Runtime &rt, const Operand &a, const Operand &b)
{
    const DType t = resultType({a, b});
    return binary(rt, BinaryKernel::Sub, a, b, t, t);
}

TensorPtr Pointwise::mul(Runtime &rt, const Operand &a, const Operand &b)
{
    const DType t = resultType({a, b});
    return binary(rt, BinaryKernel::Mul, a, b, t, t);
}

TensorPtr Pointwise::div(Runtime &rt, const Operand &a, const Operand &b)
{
    DType t = resultType({a, b});
    if (!isFloating(t))
        t = DType::Float32;
    return binary(rt, BinaryKernel::Div, a, b, t, t);
}

TensorPtr Pointwise::neg(Runtime &rt, const TensorPtr &a) { return unary(rt, UnaryKernel::Neg, a, a->dtype()); }

TensorPtr Pointwise::compare(Runtime &rt, BinaryKernel op, const Operand &a, const Operand &b)
{
    return binary(rt, op, a, b, resultType({a, b}), DType::Bool);
}

TensorPtr Pointwise::apply(Runtime &rt, UnaryKernel op, const TensorPtr &x, const UnaryParams &params)
{
    return unary(rt, op, x, x->dtype(), params);
}

TensorPtr Pointwise::pow(Runtime &rt, const TensorPtr &x, Scalar exponent)
{
    // pow(Tensor, Scalar) with ATen's shortcuts: 0 fills ones, 1 copies, 0.5/-0.5/-1 are
    // sqrt/rsqrt/reciprocal for floating types, 2 / 3 / -2 multiply out.
    const DType t = resultType({Operand::of(x), Operand::of(exponent)});
    const TensorPtr in = cast(rt, x, t);
    const double e = exponent.toDouble();
    if (exponent.isFloating() ? e == 0.0 : exponent.toInt() == 0) {
        auto out = clone(rt, in);
        out->storage()->backend().fill(out->ref(), Scalar::fromInt(1));
        return out;
    }
    if (e == 1.0)
        return in == x ? clone(rt, in) : in;
    if (isFloating(t)) {
        if (e == 0.5)
            return unary(rt, UnaryKernel::Sqrt, in, t);
        if (e == -0.5)
            return unary(rt, UnaryKernel::Rsqrt, in, t);
        if (e == -1.0)
            return unary(rt, UnaryKernel::Reciprocal, in, t);
        if (e == 2.0)
            return binary(rt, BinaryKernel::Mul, Operand::of(in), Operand::of(in), t, t);
        if (e == 3.0) {
            auto sq = binary(rt, BinaryKernel::Mul, Operand::of(in), Operand::of(in), t, t);
            return binary(rt, BinaryKernel::Mul, Operand::of(sq), Operand::of(in), t, t);
        }
        if (e == -2.0) {
            auto sq = binary(rt, BinaryKernel::Mul, Operand::of(in), Operand::of(in), t, t);
            return unary(rt, UnaryKernel::Reciprocal, sq, t);
        }
    }
    UnaryParams p;
    p.exponent = exponent;
    return unary(rt, UnaryKernel::PowScalar, in, t, p);
}

} // namespace tl
