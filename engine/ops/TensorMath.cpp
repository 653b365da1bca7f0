#include "TensorMath.h"

#include "autograd/Autograd.h"
#include "backend/HostKernels.h"
#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "ops/TensorConvert.h"
#include "ops/TensorFactory.h"
#include "ops/TensorViews.h"
#include "ops/TypePromotion.h"
#include "tensor/MemoryOverlap.h"
#include "tensor/OutputLayout.h"
#include "tensor/ShapeMath.h"

namespace tl {

namespace {

const char *nodeName(BinaryKernel op)
{
    switch (op) {
    case BinaryKernel::Add: return "AddBackward0";
    case BinaryKernel::Sub: return "SubBackward0";
    case BinaryKernel::Mul: return "MulBackward0";
    case BinaryKernel::Div: return "DivBackward0";
    default: return "";
    }
}

// The device an elementwise op runs on. A 0-d CPU tensor may join a CUDA op (it is read
// as a number); any other mix is PyTorch's "Expected all tensors to be on the same device".
Device commonDevice(const std::vector<TensorPtr> &tensors)
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

// sub_check: two bools, then any bool operand (a Python bool counts too).
void checkSubtraction(BinaryKernel op, const Operand &a, const Operand &b)
{
    if (op != BinaryKernel::Sub)
        return;
    const bool aBool = a.isTensor() ? a.tensor->dtype() == DType::Bool : a.number.isBool();
    const bool bBool = b.isTensor() ? b.tensor->dtype() == DType::Bool : b.number.isBool();
    if (aBool && bBool)
        throw PyError("RuntimeError", "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or "
                                      "`logical_xor()` operator instead.");
    if (aBool || bBool)
        throw PyError("RuntimeError", "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying "
                                      "to invert a mask, use the `~` or `logical_not()` operator instead.");
}

TypePromotion::TorchArg argOf(const Operand &o)
{
    if (o.isTensor())
        return {o.tensor->dtype(), false, o.tensor->dim() == 0};
    return {o.number.dtype(), true, false};
}

// A kernel operand on `device`: a tensor broadcast to `shape`, or a number (including a 0-d
// CPU tensor joining a CUDA op).
// `op.tensor` points into the struct itself, so copies re-point it.
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
        k.op.scalar = TensorMath::item(o.tensor);
    } else {
        k.op.scalar = o.number;
    }
    return k;
}

Operand savedOperand(Node &self, size_t i)
{
    const SavedVariable &sv = self.saved()[i];
    if (TensorPtr t = sv.unpack())
        return Operand::of(t);
    return Operand::of(sv.number());
}

void saveOperand(Node &node, const Operand &o)
{
    if (o.isTensor())
        node.saved().emplace_back(o.tensor);
    else
        node.saved().emplace_back(o.number);
}

// Backward formulas of the four arithmetic ops. Slots 0 and 1 hold a and b where the
// formulas of the inputs that need a gradient use them (see saveForArithmetic).
std::vector<TensorPtr> arithmeticBackward(Runtime &rt, BinaryKernel op, const TensorPtr &g, Node &self, bool needA,
                                          bool needB)
{
    TensorPtr ga, gb;
    switch (op) {
    case BinaryKernel::Add:
        ga = needA ? g : nullptr;
        gb = needB ? g : nullptr;
        break;
    case BinaryKernel::Sub:
        ga = needA ? g : nullptr;
        gb = needB ? TensorMath::neg(rt, g) : nullptr;
        break;
    case BinaryKernel::Mul:
        if (needA)
            ga = TensorMath::binary(rt, BinaryKernel::Mul, Operand::of(g), savedOperand(self, 1));
        if (needB)
            gb = TensorMath::binary(rt, BinaryKernel::Mul, Operand::of(g), savedOperand(self, 0));
        break;
    case BinaryKernel::Div: {
        const Operand b = savedOperand(self, 1);
        if (needA)
            ga = TensorMath::binary(rt, BinaryKernel::Div, Operand::of(g), b);
        if (needB) {
            const Operand a = savedOperand(self, 0);
            auto bb = TensorMath::binary(rt, BinaryKernel::Mul, b, b);
            auto ab = TensorMath::binary(rt, BinaryKernel::Div, a, Operand::of(bb));
            gb = TensorMath::neg(rt, TensorMath::binary(rt, BinaryKernel::Mul, Operand::of(g), Operand::of(ab)));
        }
        break;
    }
    default:
        break;
    }
    return {ga, gb};
}

// What mul/div save, as PyTorch's derivatives do: mul keeps `other` for self's gradient and
// `self` for other's; div keeps `other` for either and `self` only for other's. An input
// saved when nothing needs it would turn a harmless later in-place write into an error.
void saveForArithmetic(Node &node, BinaryKernel op, const Operand &a, const Operand &b, bool needA, bool needB)
{
    if (op != BinaryKernel::Mul && op != BinaryKernel::Div)
        return;
    const bool saveA = needB;
    const bool saveB = op == BinaryKernel::Mul ? needA : (needA || needB);
    if (saveA)
        saveOperand(node, a);
    else
        node.saved().emplace_back();
    if (saveB)
        saveOperand(node, b);
    else
        node.saved().emplace_back();
}

std::shared_ptr<Node> forcedNode(const std::string &name, const std::vector<TensorPtr> &inputs)
{
    auto node = std::make_shared<Node>(name);
    for (const auto &t : inputs)
        node->next().push_back(Autograd::edgeOf(t));
    return node;
}

} // namespace

Scalar TensorMath::elementAt(const StridedView &v, const std::vector<int64_t> &index)
{
    const uint64_t off = v.byteOffsetOf(index);
    return v.storage()->backend().readElement(static_cast<char *>(v.storage()->data()) + off, v.dtype());
}

Scalar TensorMath::item(const TensorPtr &t)
{
    if (t->numel() != 1)
        throw Errors::itemNotOneElement();
    return elementAt(*t, std::vector<int64_t>(t->sizes().size(), 0));
}

TensorPtr TensorMath::zeros(Runtime &rt, const Shape &sizes, DType dtype, const Device &device)
{
    return TensorFactory::full(rt, sizes, Scalar::fromInt(0), dtype, device, false, "torch.zeros");
}

TensorPtr TensorMath::binary(Runtime &rt, BinaryKernel op, const Operand &a, const Operand &b)
{
    const Device device = commonDevice({a.tensor, b.tensor});
    DType result = TypePromotion::torchResultType({argOf(a), argOf(b)});
    DType compute = result;
    if (op == BinaryKernel::Div && !isFloating(result))
        compute = result = DType::Float32;
    const DType outType = isComparison(op) ? DType::Bool : result;
    checkSubtraction(op, a, b);
    Shape shape;
    if (a.isTensor())
        shape = a.tensor->sizes();
    if (b.isTensor())
        shape = a.isTensor() ? ShapeMath::broadcastTorch(a.tensor->sizes(), b.tensor->sizes()) : b.tensor->sizes();

    const bool reversed = !a.isTensor();
    std::string opText = op == BinaryKernel::Add   ? "+"
                         : op == BinaryKernel::Sub ? "-"
                         : op == BinaryKernel::Mul ? "*"
                         : op == BinaryKernel::Div ? "/"
                                                   : "comparison";
    KernelArg ka = kernelArg(a, device, shape), kb = kernelArg(b, device, shape);
    std::vector<Shape> inputStrides;
    for (const KernelArg *k : {&ka, &kb})
        if (k->op.tensor)
            inputStrides.push_back(k->ref.strides);
    auto out = TensorMaker::empty(rt, shape, outType, device, {opText, false, "arithmetic writes its result into a new storage"},
                                  OutputLayout::torchStrides(shape, inputStrides));
    out->storage()->backend().binary(op, out->ref(), ka.op, kb.op, compute);
    out->storage()->noteWrite();

    if (isComparison(op) || !isFloating(outType))
        return out;
    const char *name = reversed && op == BinaryKernel::Sub ? "RsubBackward1" : nodeName(op);
    auto node = Autograd::makeNode(rt, name, {a.tensor, b.tensor});
    if (!node)
        return out;
    const bool needA = a.isTensor() && a.tensor->requiresGrad();
    const bool needB = b.isTensor() && b.tensor->requiresGrad();
    saveForArithmetic(*node, op, a, b, needA, needB);
    node->setBackward([op, needA, needB](Runtime &r, const TensorPtr &g, Node &self) {
        return arithmeticBackward(r, op, g, self, needA, needB);
    });
    Autograd::setHistory(out, node);
    return out;
}

TensorPtr TensorMath::neg(Runtime &rt, const TensorPtr &t)
{
    if (t->dtype() == DType::Bool)
        throw PyError("RuntimeError", "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to "
                                      "invert a mask, use the `~` or `logical_not()` operator instead.");
    auto out = TensorMaker::empty(rt, t->sizes(), t->dtype(), t->device(), {"-", false, "negation writes a new storage"},
                                  OutputLayout::torchStrides(t->sizes(), {t->strides()}));
    // -x is x * -1 (not 0 - x, which would turn 0.0 into 0.0 instead of -0.0).
    KernelArg ka = kernelArg(Operand::of(t), t->device(), t->sizes());
    KernelArg kb = kernelArg(Operand::of(Scalar::fromInt(-1)), t->device(), t->sizes());
    out->storage()->backend().binary(BinaryKernel::Mul, out->ref(), ka.op, kb.op, t->dtype());
    if (auto node = Autograd::makeNode(rt, "NegBackward0", {t})) {
        node->setBackward([](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> { return {neg(r, g)}; });
        Autograd::setHistory(out, node);
    }
    return out;
}

TensorPtr TensorMath::sum(Runtime &rt, const TensorPtr &t)
{
    const DType outType = isFloating(t->dtype()) ? t->dtype() : DType::Int64;
    rt.checkHostObject(HostKernels::sumScratchBytes(t->ref())); // expand(10**12).sum() must not exhaust the host
    const Scalar total = t->storage()->backend().sum(t->ref(), outType, SumOrder::Torch);
    auto out = TensorMaker::empty(rt, {}, outType, t->device(), {"sum()", false, "sum() writes its result into a new storage"});
    out->storage()->backend().fill(out->ref(), total);
    if (auto node = Autograd::makeNode(rt, "SumBackward0", {t})) {
        const Shape in = t->sizes();
        node->setBackward([in](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            return {TensorViews::expand(r, g, in)};
        });
        Autograd::setHistory(out, node);
    }
    return out;
}

TensorPtr TensorMath::sumTo(Runtime &rt, const TensorPtr &g, const Shape &sizes)
{
    if (g->sizes() == sizes)
        return g;
    auto out = zeros(rt, sizes, g->dtype(), g->device());
    StridedRef dst = out->ref();
    dst.strides = ShapeMath::expandedStrides(sizes, out->strides(), g->sizes());
    dst.sizes = g->sizes();
    out->storage()->backend().accumulate(dst, g->ref());
    return out;
}

void TensorMath::inplaceBinary(Runtime &rt, BinaryKernel op, const TensorPtr &self, const Operand &other,
                               const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    Autograd::checkInplace(rt, self, self->requiresGrad() || (other.isTensor() && other.tensor->requiresGrad()));
    checkSubtraction(op, Operand::of(self), other);
    const Device device = commonDevice({self, other.tensor});
    if (device != self->device())
        throw Errors::mixedDevices(device, self->device());
    DType result = TypePromotion::torchResultType({argOf(Operand::of(self)), argOf(other)});
    if (op == BinaryKernel::Div && !isFloating(result))
        result = DType::Float32;
    if (!canCast(result, self->dtype()))
        throw PyError("RuntimeError", "result type " + std::string(scalarTypeName(result)) +
                                          " can't be cast to the desired output type " + std::string(scalarTypeName(self->dtype())));
    MemoryOverlap::assertNoInternalOverlap(*self);
    if (other.isTensor())
        MemoryOverlap::assertNoPartialOverlap(*self, *other.tensor);
    if (other.isTensor()) {
        const Shape b = ShapeMath::broadcastTorch(self->sizes(), other.tensor->sizes());
        if (b != self->sizes())
            throw PyError("RuntimeError", "output with shape " + Errors::shapeList(self->sizes()) +
                                              " doesn't match the broadcast shape " + Errors::shapeList(b));
    }
    // Mul/div formulas need the original self when `other` requires grad.
    const bool track = rt.gradEnabled() && (self->requiresGrad() || (other.isTensor() && other.tensor->requiresGrad()));
    TensorPtr originalSelf;
    const bool otherIsSelf = other.isTensor() && other.tensor == self;
    if (track && (op == BinaryKernel::Mul || op == BinaryKernel::Div) && other.isTensor() &&
        (other.tensor->requiresGrad() || otherIsSelf)) {
        NoGradGuard ng(rt);
        originalSelf = TensorConvert::clone(rt, self);
    }
    KernelArg ka = kernelArg(Operand::of(self), device, self->sizes());
    KernelArg kb = kernelArg(other, device, self->sizes());
    self->storage()->backend().binary(op, self->ref(), ka.op, kb.op, result);
    self->bumpVersion();
    TensorMaker::reportWrite(rt, *self, opName);
    if (!track)
        return;
    const bool needA = self->requiresGrad();
    const bool needB = other.isTensor() && other.tensor->requiresGrad();
    auto node = forcedNode(nodeName(op), {self, other.tensor});
    // `a *= a`: the node must not hold its own output (a reference cycle); the formula
    // wants the value from before the write anyway.
    saveForArithmetic(*node, op, originalSelf ? Operand::of(originalSelf) : Operand::of(Scalar::fromInt(0)),
                      otherIsSelf ? Operand::of(originalSelf) : other, needA, needB);
    node->setBackward([op, needA, needB](Runtime &r, const TensorPtr &g, Node &n) {
        return arithmeticBackward(r, op, g, n, needA, needB);
    });
    Autograd::rebaseInplace(rt, self, node);
}

void TensorMath::fill(Runtime &rt, const TensorPtr &self, Scalar value, const std::string &opName,
                      const TensorPtr &valueTensor, bool tensorOverload)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    Autograd::checkInplace(rt, self, self->requiresGrad() || (valueTensor && valueTensor->requiresGrad()));
    Errors::checkFillValue(value, self->dtype());
    MemoryOverlap::assertNoInternalOverlap(*self);
    if (self->numel() == 1) {
        const Scalar old = item(self);
        self->storage()->backend().fill(self->ref(), value);
        self->bumpVersion();
        TensorMaker::reportElementWrite(rt, *self, old, value.castTo(self->dtype()), opName);
    } else {
        self->storage()->backend().fill(self->ref(), value);
        self->bumpVersion();
        TensorMaker::reportWrite(rt, *self, opName);
    }
    if (rt.gradEnabled() && (self->requiresGrad() || (valueTensor && valueTensor->requiresGrad()))) {
        // fill_.Scalar is FillBackward2; fill_.Tensor (FillBackward3) passes sum(grad) to the value.
        const char *name = opName == "zero_()"                  ? "ZeroBackward0"
                           : (valueTensor || tensorOverload) ? "FillBackward3"
                                                             : "FillBackward2";
        auto node = forcedNode(name, {self, valueTensor});
        node->setBackward([](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            return {zeros(r, g->sizes(), g->dtype(), g->device()), sum(r, g)};
        });
        Autograd::rebaseInplace(rt, self, node);
    }
}

void TensorMath::zero(Runtime &rt, const TensorPtr &self) { fill(rt, self, Scalar::fromInt(0), "zero_()"); }

void TensorMath::copyFrom(Runtime &rt, const TensorPtr &self, const TensorPtr &src, const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    Autograd::checkInplace(rt, self, self->requiresGrad() || src->requiresGrad());
    // TensorIterator checks memory overlap before shapes.
    MemoryOverlap::assertNoInternalOverlap(*self);
    MemoryOverlap::assertNoPartialOverlap(*self, *src);
    const Shape b = ShapeMath::broadcastTorch(self->sizes(), src->sizes());
    if (b != self->sizes())
        throw PyError("RuntimeError", "output with shape " + Errors::shapeList(self->sizes()) +
                                          " doesn't match the broadcast shape " + Errors::shapeList(b));
    const Shape strides = ShapeMath::expandedStrides(src->sizes(), src->strides(), self->sizes());
    auto expanded = std::make_shared<TensorImpl>(rt, 0, src->storage(), src->dtype(), self->sizes(), strides,
                                                 src->storageOffset(), src->versionCounter());
    const Scalar old = self->numel() == 1 ? item(self) : Scalar();
    TensorMaker::copyElements(rt, *self, *expanded, opName);
    self->bumpVersion();
    if (self->numel() == 1)
        TensorMaker::reportElementWrite(rt, *self, old, item(self), opName);
    if (rt.gradEnabled() && (self->requiresGrad() || src->requiresGrad())) {
        auto node = forcedNode("CopyBackwards", {self, src});
        node->setBackward([](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            return {zeros(r, g->sizes(), g->dtype(), g->device()), g};
        });
        Autograd::rebaseInplace(rt, self, node);
    }
}

void TensorMath::setIndex(Runtime &rt, const TensorPtr &self, const std::vector<IndexItem> &items, const Operand &value,
                          const std::string &opName)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    // Tensor.__setitem__: index to a view, then write through it as PyTorch's copy_to does.
    const TensorPtr view = TensorViews::indexForAssignment(rt, self, items);
    if (!value.isTensor()) {
        // The number becomes a 0-d tensor: fill_.Tensor.
        fill(rt, view, value.number, opName, nullptr, true);
        return;
    }
    const TensorPtr &src = value.tensor;
    if (view->sizes() == src->sizes()) {
        copyFrom(rt, view, src, opName);
        return;
    }
    if (src->dim() == 0 && src->device().isCpu()) {
        fill(rt, view, item(src), opName, src, true);
        return;
    }
    // Leading 1s of the value are dropped, then it must expand to the target.
    Shape stripped = src->sizes();
    while (!stripped.empty() && stripped.front() == 1)
        stripped.erase(stripped.begin());
    TensorPtr expanded = TensorViews::expand(rt, TensorViews::view(rt, src, stripped), view->sizes());
    copyFrom(rt, view, expanded, opName);
}

} // namespace tl
