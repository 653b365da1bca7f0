// ATen's in-place random ops (native/DistributionTemplates.h: uniform_impl_, normal_impl_,
// random_from_to_impl, bernoulli_impl_, exponential_impl_) over TensorLens's backends:
// the CPU draws from PyTorch's generator with ATen's kernels, cuda:0 from its device
// generator through the backend.
#include "RandomOps.h"

#include "autograd/Autograd.h"
#include "backend/TorchCpuRandomKernels.h"
#include "core/Errors.h"
#include "functions/TensorConvert.h"
#include "functions/TensorMath.h"
#include "ops/HostElements.h"
#include "ops/TensorMaker.h"
#include "random/DeviceGenerator.h"
#include "random/TorchCpuGenerator.h"
#include "tensor/MemoryOverlap.h"
#include "tensor/ShapeMath.h"

#include <cmath>
#include <limits>

namespace tl {

namespace {

// The kernel names AT_DISPATCH reports for a dtype it has no case for.
constexpr const char *kUniformDispatch = "check_uniform_bounds";
constexpr const char *kNormalDispatch = "normal_kernel_cpu";
constexpr const char *kExponentialDispatch = "exponential_cpu";

void requireFloating(const TensorPtr &t, const char *kernel)
{
    if (!isFloating(t->dtype()))
        throw Errors::kernelNotImplemented(kernel, t->dtype());
}

// How one op draws: on the CPU with ATen's kernel, elsewhere as a device fill.
template <typename CpuDraw>
void draw(Runtime &rt, const TensorPtr &t, const TorchGeneratorPtr &given, const std::string &op, const char *gradName,
          CpuDraw cpuDraw, DeviceRandomFill fill)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    const TorchGeneratorPtr gen = RandomOps::generatorFor(rt, t->device(), given);
    std::string source = "cpu";
    if (t->numel() > 0) {
        if (t->device().isCpu()) {
            cpuDraw(static_cast<TorchCpuGenerator &>(*gen), t->ref());
        } else {
            auto &device = static_cast<DeviceGenerator &>(*gen);
            fill.seed = device.initialSeed();
            fill.offset = device.reserve(static_cast<uint64_t>(t->numel()));
            t->storage()->backend().randomFill(t->ref(), fill);
            source = device.device().str();
        }
    }
    t->bumpVersion();
    TensorMaker::reportRandomWrite(rt, *t, op, source, !t->device().isCpu());
    if (auto node = Autograd::makeNode(rt, gradName, {t})) {
        node->setBackward([](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
            return {TensorMath::zeros(r, g->sizes(), g->dtype(), g->device())};
        });
        Autograd::rebaseInplace(rt, t, node);
    }
}

DeviceRandomFill deviceFill(DeviceRandomKind kind, double a = 0, double b = 0)
{
    DeviceRandomFill f;
    f.kind = kind;
    f.a = a;
    f.b = b;
    return f;
}

// static_cast<int64_t>(static_cast<T>(v)) as x86 computes it (out of range: INT64_MIN).
int64_t throughFloating(int64_t v, DType dtype)
{
    const double d = dtype == DType::Float32 ? static_cast<double>(static_cast<float>(v)) : static_cast<double>(v);
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0))
        return std::numeric_limits<int64_t>::min();
    return static_cast<int64_t>(d);
}

std::vector<int64_t> unravel(const std::vector<int64_t> &sizes, int64_t linear)
{
    std::vector<int64_t> index(sizes.size());
    for (size_t d = sizes.size(); d-- > 0;) {
        index[d] = linear % sizes[d];
        linear /= sizes[d];
    }
    return index;
}

int floor2(int64_t v)
{
    int n = 0;
    while (v >>= 1)
        ++n;
    return n;
}

// update_from / update_to: the nearest bounds a float dtype's casts keep inside [from, to).
int64_t updateFrom(int64_t from, DType dtype)
{
    const int digits = dtype == DType::Float32 ? 24 : 53;
    const int64_t fromPlus1 = throughFloating(from + 1, dtype);
    if (fromPlus1 < from)
        from = fromPlus1 + (int64_t{1} << (floor2(std::abs(from + 1)) - digits + 1));
    return from;
}

int64_t updateTo(int64_t to, DType dtype)
{
    const int digits = dtype == DType::Float32 ? 24 : 53;
    const int64_t toMinus1 = throughFloating(to - 1, dtype);
    if (toMinus1 >= to)
        to = toMinus1 - (int64_t{1} << (floor2(std::abs(to - 1)) - digits + 1));
    return to;
}

// check_from_to_in_range: integer dtypes refuse bounds they cannot hold; float dtypes
// warn beyond their exact integers.
void checkInRange(int64_t from, int64_t toInc, DType dtype, std::vector<std::string> &warnings)
{
    if (isFloating(dtype)) {
        const int digits = dtype == DType::Float32 ? 24 : 53;
        const int64_t limit = int64_t{1} << digits;
        if (from < -limit || from > limit)
            warnings.push_back(Errors::randomPrecisionWarning("from", dtype));
        if (toInc < -limit || toInc > limit)
            warnings.push_back(Errors::randomPrecisionWarning("to - 1", dtype));
        return;
    }
    const int64_t lo = dtype == DType::Bool ? 0 : dtype == DType::Int32 ? std::numeric_limits<int32_t>::min()
                                                                        : std::numeric_limits<int64_t>::min();
    const int64_t hi = dtype == DType::Bool ? 1 : dtype == DType::Int32 ? std::numeric_limits<int32_t>::max()
                                                                        : std::numeric_limits<int64_t>::max();
    if (from < lo || from > hi)
        throw Errors::randomOutOfBounds("from", dtype);
    if (toInc < lo || toInc > hi)
        throw Errors::randomOutOfBounds("to - 1", dtype);
}

} // namespace

TorchGeneratorPtr RandomOps::generatorFor(Runtime &rt, const Device &device, const TorchGeneratorPtr &given)
{
    if (given) {
        if (given->device().type != device.type)
            throw Errors::generatorDevice(device, given->device());
        return given;
    }
    if (device.isCpu())
        return rt.generators().cpu();
    return rt.generators().cuda(device.index < 0 ? 0 : device.index);
}

TorchGeneratorPtr RandomOps::newGenerator(Runtime &rt, const Device &device)
{
    if (device.isCpu())
        return std::make_shared<TorchCpuGenerator>();
    // A build without CUDA knows no CUDA generator.
    if (!rt.cudaAvailable())
        throw PyError("RuntimeError", "Device type CUDA is not supported for torch.Generator() api.");
    return std::make_shared<DeviceGenerator>(rt.checkDevice(device).withDefaultIndex());
}

void RandomOps::uniform(Runtime &rt, const TensorPtr &t, double from, double to, const TorchGeneratorPtr &gen,
                        const std::string &op)
{
    Autograd::checkInplace(rt, t, t->requiresGrad());
    requireFloating(t, kUniformDispatch);
    const double max = t->dtype() == DType::Float32 ? std::numeric_limits<float>::max() : std::numeric_limits<double>::max();
    if (!(from >= -max && from <= max))
        throw Errors::randomOutOfBounds("from", t->dtype());
    if (!(to >= -max && to <= max))
        throw Errors::randomOutOfBounds("to", t->dtype());
    if (!(from <= to))
        throw Errors::uniformRange(from, to);
    if (!(to - from <= max))
        throw Errors::uniformSpan(t->dtype(), from, to);
    MemoryOverlap::assertNoInternalOverlap(*t);
    draw(rt, t, gen, op, "UniformBackward0",
         [&](TorchCpuGenerator &g, const StridedRef &r) { TorchCpuRandomKernels::uniform(r, g, from, to); },
         deviceFill(DeviceRandomKind::Uniform, from, to));
}

void RandomOps::normal(Runtime &rt, const TensorPtr &t, double mean, double std, const TorchGeneratorPtr &gen,
                       const std::string &op)
{
    Autograd::checkInplace(rt, t, t->requiresGrad());
    if (!(std >= 0.0))
        throw Errors::normalStd(std);
    if (t->numel() > 0) {
        requireFloating(t, kNormalDispatch);
        // The Box-Muller fill of contiguous tensors does without TensorIterator's check.
        if (t->numel() < 16 || !t->isContiguous())
            MemoryOverlap::assertNoInternalOverlap(*t);
    }
    draw(rt, t, gen, op, "NormalBackward0",
         [&](TorchCpuGenerator &g, const StridedRef &r) { TorchCpuRandomKernels::normal(r, g, mean, std); },
         deviceFill(DeviceRandomKind::Normal, mean, std));
}

std::vector<std::string> RandomOps::random(Runtime &rt, const TensorPtr &t, int64_t from, std::optional<int64_t> to,
                                           const TorchGeneratorPtr &gen, const std::string &op, bool toOnly)
{
    Autograd::checkInplace(rt, t, t->requiresGrad());
    MemoryOverlap::assertNoInternalOverlap(*t);
    const DType dtype = t->dtype();
    std::vector<std::string> warnings;
    DeviceRandomFill fill;
    const char *gradName = toOnly ? "RandomBackward1" : "RandomBackward0";
    if (to) {
        if (!(from < *to))
            throw Errors::randomFromTo(from, *to);
        int64_t last = *to;
        if (isFloating(dtype)) {
            from = updateFrom(from, dtype);
            last = updateTo(last, dtype);
            if (!(from < last))
                throw Errors::randomFromToCast(from, last);
        }
        checkInRange(from, last - 1, dtype, warnings);
        fill = deviceFill(DeviceRandomKind::IntFromTo);
        fill.range = static_cast<uint64_t>(last) - static_cast<uint64_t>(from);
    } else if (from != std::numeric_limits<int64_t>::min()) {
        int64_t toInc = 0;
        if (isFloating(dtype)) {
            toInc = int64_t{1} << (dtype == DType::Float32 ? 24 : 53);
            from = updateFrom(from, dtype);
            if (!(from < toInc))
                throw Errors::randomFromToIncCast(from, toInc);
        } else {
            toInc = dtype == DType::Bool ? 1 : dtype == DType::Int32 ? std::numeric_limits<int32_t>::max()
                                                                       : std::numeric_limits<int64_t>::max();
        }
        checkInRange(from, toInc, dtype, warnings);
        fill = deviceFill(DeviceRandomKind::IntFromTo);
        fill.range = static_cast<uint64_t>(toInc) - static_cast<uint64_t>(from) + 1;
    } else {
        if (dtype != DType::Int64 && !isFloating(dtype))
            throw PyError("RuntimeError", "random_full_64_bits_range_kernel_cpu handles only int64, double, float and bfloat16");
        fill = deviceFill(DeviceRandomKind::IntFull64);
    }
    fill.base = from;
    const uint64_t range = fill.range;
    const bool full = fill.kind == DeviceRandomKind::IntFull64;
    draw(rt, t, gen, op, gradName,
         [&](TorchCpuGenerator &g, const StridedRef &r) {
             if (full)
                 TorchCpuRandomKernels::randomFull64(r, g);
             else
                 TorchCpuRandomKernels::randomFromTo(r, g, range, from);
         },
         fill);
    return warnings;
}

void RandomOps::random(Runtime &rt, const TensorPtr &t, const TorchGeneratorPtr &gen, const std::string &op)
{
    Autograd::checkInplace(rt, t, t->requiresGrad());
    MemoryOverlap::assertNoInternalOverlap(*t);
    draw(rt, t, gen, op, "RandomBackward2",
         [&](TorchCpuGenerator &g, const StridedRef &r) { TorchCpuRandomKernels::randomDefault(r, g); },
         deviceFill(DeviceRandomKind::IntDefault));
}

void RandomOps::bernoulli(Runtime &rt, const TensorPtr &t, double p, const TorchGeneratorPtr &gen, const std::string &op)
{
    Autograd::checkInplace(rt, t, t->requiresGrad());
    if (!(0 <= p && p <= 1))
        throw Errors::bernoulliP(p);
    MemoryOverlap::assertNoInternalOverlap(*t);
    draw(rt, t, gen, op, "BernoulliBackward2",
         [&](TorchCpuGenerator &g, const StridedRef &r) { TorchCpuRandomKernels::bernoulli(r, g, p); },
         deviceFill(DeviceRandomKind::Bernoulli, p));
}

void RandomOps::bernoulli(Runtime &rt, const TensorPtr &t, const TensorPtr &p, const TorchGeneratorPtr &gen,
                          const std::string &op)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    Autograd::checkInplace(rt, t, t->requiresGrad() || p->requiresGrad());
    if (t->numel() == 0)
        return;
    MemoryOverlap::assertNoInternalOverlap(*t);
    // The CPU kernel reads p from host memory (p_.to(kCPU)), expanded to self's shape.
    const bool onCpu = t->device().isCpu();
    TensorPtr probs = p;
    if (onCpu && !p->device().isCpu())
        probs = TensorConvert::to(rt, p, Device::cpu(), std::nullopt, false, op);
    else if (!onCpu && p->device() != t->device())
        throw UnsupportedError(op + " of a cuda tensor with p on another device");
    StridedRef pRef = probs->ref();
    const std::string pType = std::string(p->device().isCuda() ? "torch.cuda." : "torch.") + std::string(legacyTypeName(p->dtype()));
    pRef.strides = ShapeMath::expandStridesTorch(probs->sizes(), probs->strides(), t->sizes(), pType);
    pRef.sizes = t->sizes();
    if (!isFloating(p->dtype()))
        throw Errors::kernelNotImplemented("bernoulli_tensor_cpu_p_", p->dtype());
    // ATen stops at the first p outside [0, 1] with the elements before it drawn; checked
    // first here, so that a failed statement leaves the tensor as it was.
    if (onCpu)
        for (int64_t i = 0; i < probs->numel(); ++i)
            if (const double v = HostElements::at(*probs, unravel(probs->sizes(), i)).toDouble(); !(v >= 0 && v <= 1))
                throw Errors::bernoulliProbability();
    const TorchGeneratorPtr g = generatorFor(rt, t->device(), gen);
    if (onCpu) {
        TorchCpuRandomKernels::bernoulli(t->ref(), static_cast<TorchCpuGenerator &>(*g), pRef);
    } else {
        // On the device: uniforms in a scratch tensor, then (u < p) into t.
        auto &device = static_cast<DeviceGenerator &>(*g);
        DeviceBackend &backend = t->storage()->backend();
        NoGradGuard noGrad(rt);
        const TensorPtr u = TensorMaker::empty(rt, t->sizes(), DType::Float64, t->device(), {op, false, op + " scratch"});
        DeviceRandomFill fill = deviceFill(DeviceRandomKind::Uniform, 0.0, 1.0);
        fill.seed = device.initialSeed();
        fill.offset = device.reserve(static_cast<uint64_t>(t->numel()));
        backend.randomFill(u->ref(), fill);
        const StridedRef uRef = u->ref();
        backend.binary(BinaryKernel::Lt, t->ref(), BinaryOperand{&uRef, {}}, BinaryOperand{&pRef, {}}, DType::Float64);
    }
    t->bumpVersion();
    TensorMaker::reportRandomWrite(rt, *t, op, onCpu ? "cpu" : t->device().str(), !onCpu);
    if (auto node = Autograd::makeNode(rt, "BernoulliBackward1", {t, p})) {
        node->setBackward([](Runtime &r, const TensorPtr &grad, Node &n) -> std::vector<TensorPtr> {
            const InputMeta &pm = n.next()[1].meta;
            return {TensorMath::zeros(r, grad->sizes(), grad->dtype(), grad->device()),
                    TensorMath::zeros(r, pm.sizes, pm.dtype, pm.device)};
        });
        Autograd::rebaseInplace(rt, t, node);
    }
}

void RandomOps::exponential(Runtime &rt, const TensorPtr &t, double lambda, const TorchGeneratorPtr &gen,
                            const std::string &op)
{
    Autograd::checkInplace(rt, t, t->requiresGrad());
    if (!(lambda >= 0.0))
        throw Errors::exponentialLambda(lambda);
    MemoryOverlap::assertNoInternalOverlap(*t);
    requireFloating(t, kExponentialDispatch);
    draw(rt, t, gen, op, "ExponentialBackward0",
         [&](TorchCpuGenerator &g, const StridedRef &r) { TorchCpuRandomKernels::exponential(r, g, lambda); },
         deviceFill(DeviceRandomKind::Exponential, lambda));
}

} // namespace tl
