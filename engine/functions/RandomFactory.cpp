// ATen's random factories (native/TensorFactories.cpp rand/randn/randint/randperm,
// native/Distributions.cpp normal/bernoulli/multinomial): a new tensor, then the in-place
// draw; requires_grad is applied last, as the Python bindings apply it.
#include "RandomFactory.h"

#include "core/VersionProfile.h"

#include "RandomOps.h"
#include "autograd/Autograd.h"
#include "backend/TorchCpuRandomKernels.h"
#include "core/Errors.h"
#include "functions/TensorMath.h"
#include "ops/HostElements.h"
#include "ops/Pointwise.h"
#include "ops/TensorFactory.h"
#include "ops/TensorMaker.h"
#include "random/DeviceGenerator.h"
#include "random/TorchCpuGenerator.h"
#include "random/TorchDistributions.h"
#include "tensor/ShapeMath.h"

#include <algorithm>
#include <cmath>

namespace tl {

namespace {

TensorPtr fresh(Runtime &rt, const RandomFactory::Shape &size, const RandomFactory::Options &o, const std::string &op,
                const std::string &how)
{
    return TensorMaker::empty(rt, size, o.dtype, o.device, {op, false, op + " allocates a new storage " + how}, o.strides);
}

// ATen's factories draw into their new tensor below the autograd layer that counts
// in-place writes (at::empty(...).uniform_() in C++): it starts at _version 0.
const TensorPtr &unversioned(const TensorPtr &t)
{
    t->versionCounter()->value = 0;
    return t;
}

TensorPtr finish(const TensorPtr &t, const RandomFactory::Options &o)
{
    unversioned(t);
    TensorFactory::checkRequiresGradDtype(t->dtype(), o.requiresGrad);
    t->setLeafRequiresGrad(o.requiresGrad);
    return t;
}

// normal()'s CHECK_NORMAL_TENSOR_STD: every element >= 0 (NaN fails, as min() is NaN).
void checkStdTensor(const TensorPtr &std)
{
    if (std->numel() == 0)
        return;
    std::vector<int64_t> index(std->sizes().size(), 0);
    while (true) {
        if (!(HostElements::at(*std, index).toDouble() >= 0))
            throw Errors::normalTensorStd();
        size_t d = index.size();
        while (d > 0 && ++index[d - 1] == std->sizes()[d - 1])
            index[--d] = 0;
        if (d == 0)
            return;
    }
}

// Zero gradients for every input, as derivatives.yaml gives normal and bernoulli.
void recordZeroGradient(Runtime &rt, const TensorPtr &out, const char *name, const std::vector<TensorPtr> &inputs)
{
    auto node = Autograd::makeNode(rt, name, inputs);
    if (!node)
        return;
    node->setBackward([](Runtime &r, const TensorPtr &, Node &n) {
        std::vector<TensorPtr> grads;
        for (const Edge &e : n.next())
            grads.push_back(e.fn ? TensorMath::zeros(r, e.meta.sizes, e.meta.dtype, e.meta.device) : nullptr);
        return grads;
    });
    Autograd::setHistory(out, node);
}

// topk(q, k) along the last dimension as ATen's CPU topk_impl_loop orders it (libstdc++'s
// partial_sort, or nth_element then sort of the first k - 1), NaN above every number.
std::vector<int64_t> topIndices(const std::vector<double> &row, int64_t k)
{
    using Element = std::pair<double, int64_t>;
    std::vector<Element> queue(row.size());
    for (size_t j = 0; j < row.size(); ++j)
        queue[j] = {row[j], static_cast<int64_t>(j)};
    const auto above = [](const Element &x, const Element &y) {
        return (std::isnan(x.first) && !std::isnan(y.first)) || x.first > y.first;
    };
    if (k * 64 <= static_cast<int64_t>(row.size())) {
        std::partial_sort(queue.begin(), queue.begin() + k, queue.end(), above);
    } else {
        std::nth_element(queue.begin(), queue.begin() + k - 1, queue.end(), above);
        std::sort(queue.begin(), queue.begin() + k - 1, above);
    }
    std::vector<int64_t> out;
    for (int64_t j = 0; j < k; ++j)
        out.push_back(queue[j].second);
    return out;
}

// argmax: the first largest, a NaN beating every number.
int64_t argmax(const std::vector<double> &row)
{
    int64_t best = 0;
    for (size_t j = 1; j < row.size(); ++j) {
        if (std::isnan(row[best]))
            break;
        if (std::isnan(row[j]) || row[j] > row[best])
            best = static_cast<int64_t>(j);
    }
    return best;
}

} // namespace

TensorPtr RandomFactory::rand(Runtime &rt, const Shape &size, const Options &o, const std::string &op)
{
    auto t = fresh(rt, size, o, op, "of uniform random numbers");
    RandomOps::uniform(rt, t, 0.0, 1.0, o.generator, op);
    return finish(t, o);
}

TensorPtr RandomFactory::randn(Runtime &rt, const Shape &size, const Options &o, const std::string &op)
{
    auto t = fresh(rt, size, o, op, "of normal random numbers");
    RandomOps::normal(rt, t, 0.0, 1.0, o.generator, op);
    return finish(t, o);
}

TensorPtr RandomFactory::randint(Runtime &rt, int64_t low, int64_t high, const Shape &size, const Options &o,
                                 const std::string &op, std::vector<std::string> &warnings)
{
    auto t = fresh(rt, size, o, op, "of random integers");
    warnings = RandomOps::random(rt, t, low, high, o.generator, op);
    return finish(t, o);
}

TensorPtr RandomFactory::randperm(Runtime &rt, int64_t n, const Options &o)
{
    const std::string op = "torch.randperm";
    auto t = fresh(rt, {n}, o, op, "for a random permutation");
    if ((o.dtype == DType::Float32 && n > (int64_t{1} << 24) + 1) || (o.dtype == DType::Float64 && n > (int64_t{1} << 53) + 1))
        throw Errors::randpermTooLarge(o.dtype);
    if (o.dtype == DType::Bool)
        throw Errors::kernelNotImplemented("randperm", o.dtype);
    const TorchGeneratorPtr gen = RandomOps::generatorFor(rt, t->device(), o.generator);
    if (t->device().isCpu()) {
        TorchCpuRandomKernels::randperm(t->ref(), static_cast<TorchCpuGenerator &>(*gen));
    } else {
        // The device generator's stream shuffles on the host; the permutation is copied over.
        auto &device = static_cast<DeviceGenerator &>(*gen);
        auto host = TensorMaker::empty(rt, {n}, o.dtype, Device::cpu(), {op, false, op + " stages the permutation"});
        DeviceRandomFill keys;
        keys.kind = DeviceRandomKind::IntFull64;
        keys.seed = device.initialSeed();
        keys.offset = device.reserve(static_cast<uint64_t>(n));
        std::vector<int64_t> perm(static_cast<size_t>(n));
        for (int64_t i = 0; i < n; ++i)
            perm[i] = i;
        for (int64_t i = 0; i + 1 < n; ++i) {
            const auto draw = static_cast<uint64_t>(deviceRandomElement<int64_t>(keys, static_cast<uint64_t>(i)));
            std::swap(perm[i], perm[i + static_cast<int64_t>(draw % static_cast<uint64_t>(n - i))]);
        }
        for (int64_t i = 0; i < n; ++i)
            rt.cpuBackend().writeElement(static_cast<char *>(host->ref().data) + i * itemSize(o.dtype), o.dtype,
                                         Scalar::fromInt(perm[i]).castTo(o.dtype));
        TensorMaker::copyElements(rt, *t, *host, op);
    }
    t->bumpVersion();
    TensorMaker::reportRandomWrite(rt, *t, op, t->device().isCpu() ? "cpu" : t->device().str(), !t->device().isCpu());
    return finish(t, o);
}

TensorPtr RandomFactory::normal(Runtime &rt, double mean, double std, const Shape &size, const Options &o)
{
    auto t = fresh(rt, size, o, "torch.normal", "of normal random numbers");
    RandomOps::normal(rt, t, mean, std, o.generator, "torch.normal");
    return finish(t, o);
}

TensorPtr RandomFactory::normal(Runtime &rt, const TensorPtr &mean, double meanValue, const TensorPtr &std, double stdValue,
                                const TorchGeneratorPtr &gen)
{
    const std::string op = "torch.normal";
    if (std)
        checkStdTensor(std);
    else if (!(stdValue >= 0.0))
        throw Errors::normalStd(stdValue);
    const TensorPtr &like = mean ? mean : std;
    const Shape shape = mean && std ? ShapeMath::broadcastTorch(mean->sizes(), std->sizes()) : like->sizes();
    Options o;
    o.dtype = like->dtype();
    o.device = like->device();
    auto out = fresh(rt, shape, o, op, "of normal random numbers");
    {
        NoGradGuard noGrad(rt);
        // normal_(0, std) then + mean; with a std tensor: normal_(0, 1), * std, + mean.
        RandomOps::normal(rt, out, 0.0, std ? 1.0 : stdValue, gen, op);
        auto inPlace = [&](BinaryKernel k, const Operand &other) {
            Pointwise::binaryInPlace(rt, k, out, other, Pointwise::resultType({Operand::of(out), other}),
                                     Scalar::fromInt(1), op);
        };
        if (std)
            inPlace(BinaryKernel::Mul, Operand::of(std));
        inPlace(BinaryKernel::Add, mean ? Operand::of(mean) : Operand::of(Scalar::fromDouble(meanValue)));
    }
    if (mean && std)
        recordZeroGradient(rt, out, "NormalBackward3", {mean, std});
    else if (mean)
        recordZeroGradient(rt, out, "NormalBackward1", {mean});
    else
        recordZeroGradient(rt, out, "NormalBackward2", {std});
    return unversioned(out);
}

TensorPtr RandomFactory::bernoulli(Runtime &rt, const TensorPtr &input, const TorchGeneratorPtr &gen)
{
    Options o;
    o.dtype = input->dtype();
    o.device = input->device();
    auto out = fresh(rt, input->sizes(), o, "torch.bernoulli", "of random bits");
    {
        NoGradGuard noGrad(rt);
        RandomOps::bernoulli(rt, out, input, gen, "torch.bernoulli");
    }
    recordZeroGradient(rt, out, "BernoulliBackward0", {input});
    return unversioned(out);
}

TensorPtr RandomFactory::bernoulli(Runtime &rt, const TensorPtr &input, double p, const TorchGeneratorPtr &gen)
{
    Options o;
    o.dtype = input->dtype();
    o.device = input->device();
    o.strides = StridedView::preservedStrides(*input);
    auto out = fresh(rt, input->sizes(), o, "torch.bernoulli", "of random bits");
    RandomOps::bernoulli(rt, out, p, gen, "torch.bernoulli");
    // PyTorch 1.13 fills it with bernoulli_ (a version bump); 2.x's bernoulli.p kernel does not.
    return Profile::isCurrent() ? unversioned(out) : out;
}

TensorPtr RandomFactory::multinomial(Runtime &rt, const TensorPtr &probs, int64_t samples, bool replacement,
                                     const TorchGeneratorPtr &gen)
{
    const std::string op = "torch.multinomial";
    if (probs->dim() < 1 || probs->dim() > 2)
        throw Errors::multinomialDims();
    if (!isFloating(probs->dtype()))
        throw Errors::multinomialDtype(probs->dtype());
    if (samples <= 0)
        throw Errors::multinomialSamples();
    const int64_t categories = probs->sizes().back();
    if (!replacement && samples > categories)
        throw Errors::multinomialTooManySamples();
    if (categories > (int64_t{1} << 24))
        throw PyError("RuntimeError", "number of categories cannot exceed 2^24");
    if (!probs->device().isCpu())
        throw UnsupportedError("torch.multinomial of a cuda tensor");
    const bool rows = probs->dim() == 2;
    const int64_t distributions = rows ? probs->sizes()[0] : 1;
    Options o;
    o.dtype = DType::Int64;
    auto out = fresh(rt, rows ? Shape{distributions, samples} : Shape{samples}, o, op, "of sampled indices");
    const TorchGeneratorPtr g = RandomOps::generatorFor(rt, probs->device(), gen);
    auto &cpu = static_cast<TorchCpuGenerator &>(*g);
    if (out->numel() > 0) {
        if (replacement && samples > 1) {
            TorchCpuRandomKernels::multinomialWithReplacement(out->ref(), probs->ref(), samples, cpu);
        } else {
            // Gumbel-max: argmax / topk of p / q with q ~ Exp(1), drawn in q's memory order.
            const auto row = [&](int64_t i, int64_t j) {
                return HostElements::at(*probs, rows ? std::vector<int64_t>{i, j} : std::vector<int64_t>{j}).toDouble();
            };
            bool valid = true;
            for (int64_t i = 0; i < distributions && valid; ++i) {
                bool allZero = true;
                for (int64_t j = 0; j < categories; ++j) {
                    const double v = row(i, j);
                    valid = valid && v < INFINITY && v >= 0;
                    allZero = allZero && v == 0;
                }
                if (valid && allZero)
                    throw Errors::multinomialSumNotPositive();
            }
            if (!valid)
                throw Errors::multinomialInvalidProbabilities();
            Options qo;
            qo.dtype = probs->dtype();
            qo.strides = StridedView::preservedStrides(*probs);
            auto q = fresh(rt, probs->sizes(), qo, op, "for exponential draws");
            TorchCpuRandomKernels::exponential(q->ref(), cpu, 1.0);
            for (int64_t i = 0; i < distributions; ++i) {
                std::vector<double> ratio(static_cast<size_t>(categories));
                for (int64_t j = 0; j < categories; ++j) {
                    const std::vector<int64_t> index = rows ? std::vector<int64_t>{i, j} : std::vector<int64_t>{j};
                    const double qv = HostElements::at(*q, index).toDouble();
                    ratio[j] = probs->dtype() == DType::Float32 ? static_cast<double>(static_cast<float>(row(i, j)) /
                                                                                       static_cast<float>(qv))
                                                                 : row(i, j) / qv;
                }
                const std::vector<int64_t> picked = samples == 1 ? std::vector<int64_t>{argmax(ratio)}
                                                                 : topIndices(ratio, samples);
                for (int64_t j = 0; j < samples; ++j)
                    rt.cpuBackend().writeElement(static_cast<char *>(out->ref().data) +
                                                     (i * (rows ? out->strides()[0] : 0) + j * out->strides().back()) * 8,
                                                 DType::Int64, Scalar::fromInt(picked[j]));
            }
        }
    }
    out->bumpVersion();
    TensorMaker::reportRandomWrite(rt, *out, op, "cpu", false);
    return unversioned(out);
}

TensorPtr RandomFactory::empty(Runtime &rt, const Shape &size, const Options &o, const std::string &op)
{
    auto t = TensorMaker::uninitialized(rt, size, o.dtype, o.device,
                                        {op, false, op + " allocates a new storage and leaves it uninitialised"}, o.strides);
    return finish(t, o);
}

} // namespace tl
