// torch's random factories and in-place random ops (torch.rand, randn, randint, randperm,
// normal, bernoulli, multinomial, the *_like forms, Tensor.uniform_ / normal_ / random_ /
// bernoulli_ / exponential_) and the uninitialised factories (torch.empty, empty_like,
// Tensor.new_empty), with PyTorch 1.13's signatures as python_torch_functions and
// python_variable_methods declare them.
#include "BindingTables.h"
#include "OutArgument.h"
#include "ParsedArgs.h"
#include "core/Errors.h"
#include "core/VersionProfile.h"
#include "core/PyError.h"
#include "functions/RandomFactory.h"
#include "functions/RandomOps.h"
#include "interp/Interpreter.h"
#include "interp/TorchBindings.h"
#include "ops/Pointwise.h"
#include "random/TorchGenerator.h"
#include "tensor/StridedView.h"

namespace tl::bind {

namespace {

// Keywords PyTorch accepts that the engine does not model: refused, never ignored
// (pin_memory=False and names=None are the defaults and pass).
void refuseKeywords(const ParsedArgs &a, std::initializer_list<std::string_view> keywords)
{
    for (std::string_view k : keywords) {
        const bool declared = a.signature().indexOf(k) >= 0;
        if (declared && a.has(k) && !(k == "pin_memory" && !a.toBool(k)))
            throw UnsupportedError(a.signature().name() + "() with " + std::string(k) + "=");
    }
}

TorchGeneratorPtr generatorArg(const ParsedArgs &a)
{
    if (a.signature().indexOf("generator") < 0)
        return nullptr;
    const Value *g = a.get("generator");
    return g ? g->generator : nullptr;
}

// dtype, device and requires_grad of a new tensor; `like` gives the defaults of *_like.
RandomFactory::Options optionsOf(const ParsedArgs &a, DType dtype, const TensorPtr &like = nullptr)
{
    RandomFactory::Options o;
    o.dtype = a.dtype("dtype").value_or(like ? like->dtype() : dtype);
    o.device = a.device("device").value_or(like ? like->device() : Device::cpu());
    o.requiresGrad = a.signature().indexOf("requires_grad") >= 0 && a.toBool("requires_grad");
    o.generator = generatorArg(a);
    if (like)
        o.strides = StridedView::preservedStrides(*like); // memory_format=torch.preserve_format
    return o;
}

std::string torchOp(const ParsedArgs &a) { return "torch." + a.signature().name(); }

void warnAll(const ParsedArgs &a, const std::vector<std::string> &warnings)
{
    for (const auto &w : warnings)
        a.interpreter().warn("UserWarning", w);
}

// The out= tensor of a random factory (null when none): its dtype and device are the
// result's; rand_out & co resize it (Tensor.resize_) and fill it in place.
TensorPtr torchRandomOutOf(const ParsedArgs &a)
{
    if (a.signature().indexOf("out") < 0 || !a.has("out"))
        return nullptr;
    const TensorPtr out = a.optionalTensor("out");
    if (a.has("dtype") && a.dtype("dtype") && *a.dtype("dtype") != out->dtype())
        throw PyError("RuntimeError", "dtype " + std::string(scalarTypeName(*a.dtype("dtype"))) +
                                          " does not match dtype of out parameter (" +
                                          std::string(scalarTypeName(out->dtype())) + ")");
    if (a.has("device") || a.toBool("requires_grad") || out->requiresGrad())
        throw UnsupportedError(a.signature().name() + "(out=...) with device=, requires_grad or an out that requires grad");
    if (!out->isContiguous() && out->numel() > 0)
        throw UnsupportedError(a.signature().name() + "(out=...) into a non-contiguous tensor");
    return out;
}

RandomFactory::Options factoryOptions(const ParsedArgs &a, DType dtype, const TensorPtr &out)
{
    RandomFactory::Options o = optionsOf(a, out ? out->dtype() : dtype);
    if (out)
        o.device = out->device();
    return o;
}

// The freshly drawn `result` written into `out` (resized to its shape), or returned as is.
Value deliver(ParsedArgs &a, const TensorPtr &out, const TensorPtr &result)
{
    if (!out)
        return Value::of(result);
    OutArgument::resize(a.interpreter(), out, result->sizes());
    Pointwise::store(a.runtime(), out, result, a.signature().name() + "(out=)");
    out->bumpVersion();
    return a.value("out");
}

Value torchRandomRand(ParsedArgs &a)
{
    refuseKeywords(a, {"names", "layout", "pin_memory"});
    const TensorPtr out = torchRandomOutOf(a);
    if (out && !isFloating(out->dtype()))
        throw Errors::kernelNotImplemented("check_uniform_bounds", out->dtype());
    return deliver(a, out, RandomFactory::rand(a.runtime(), a.intList("size"), factoryOptions(a, DType::Float32, out), "torch.rand"));
}

Value torchRandomRandn(ParsedArgs &a)
{
    refuseKeywords(a, {"names", "layout", "pin_memory"});
    const TensorPtr out = torchRandomOutOf(a);
    if (out && !isFloating(out->dtype()))
        throw Errors::kernelNotImplemented("normal_kernel_cpu", out->dtype());
    return deliver(a, out, RandomFactory::randn(a.runtime(), a.intList("size"), factoryOptions(a, DType::Float32, out), "torch.randn"));
}

Value torchRandomRandint(ParsedArgs &a)
{
    refuseKeywords(a, {"layout", "pin_memory"});
    const TensorPtr out = torchRandomOutOf(a);
    const int64_t low = a.signature().indexOf("low") >= 0 ? a.toInt("low") : 0;
    std::vector<std::string> warnings;
    auto t = RandomFactory::randint(a.runtime(), low, a.toInt("high"), a.intList("size"), factoryOptions(a, DType::Int64, out),
                                    "torch.randint", warnings);
    warnAll(a, warnings);
    return deliver(a, out, t);
}

Value randperm(ParsedArgs &a)
{
    refuseKeywords(a, {"out", "layout", "pin_memory"});
    return Value::of(RandomFactory::randperm(a.runtime(), a.toInt("n"), optionsOf(a, DType::Int64)));
}

Value randLike(ParsedArgs &a)
{
    refuseKeywords(a, {"memory_format", "layout", "pin_memory"});
    const TensorPtr like = a.tensor("input");
    const RandomFactory::Options o = optionsOf(a, like->dtype(), like);
    const std::string op = torchOp(a);
    if (a.signature().name() == "rand_like")
        return Value::of(RandomFactory::rand(a.runtime(), like->sizes(), o, op));
    if (a.signature().name() == "randn_like")
        return Value::of(RandomFactory::randn(a.runtime(), like->sizes(), o, op));
    const int64_t low = a.signature().indexOf("low") >= 0 ? a.toInt("low") : 0;
    std::vector<std::string> warnings;
    auto t = RandomFactory::randint(a.runtime(), low, a.toInt("high"), like->sizes(), o, op, warnings);
    warnAll(a, warnings);
    return Value::of(t);
}

Value torchRandomNormal(ParsedArgs &a)
{
    refuseKeywords(a, {"out", "layout", "pin_memory"});
    Runtime &rt = a.runtime();
    const TorchGeneratorPtr gen = generatorArg(a);
    if (a.signature().indexOf("size") >= 0)
        return Value::of(RandomFactory::normal(rt, a.toDouble("mean"), a.toDouble("std"), a.intList("size"),
                                               optionsOf(a, DType::Float32)));
    const Value &mean = a.value("mean");
    const Value &std = a.signature().params()[1].type == ParamType::Tensor ? a.value("std") : Value::real(a.toDouble("std"));
    const bool meanTensor = mean.kind == Value::Kind::Tensor, stdTensor = std.kind == Value::Kind::Tensor;
    return Value::of(RandomFactory::normal(rt, meanTensor ? mean.tensor : nullptr, meanTensor ? 0.0 : a.toDouble("mean"),
                                           stdTensor ? std.tensor : nullptr, stdTensor ? 0.0 : a.toDouble("std"), gen));
}

Value bernoulli(ParsedArgs &a)
{
    refuseKeywords(a, {"out"});
    const TensorPtr input = a.signature().indexOf("input") >= 0 ? a.tensor("input") : a.selfTensor();
    if (a.signature().indexOf("p") >= 0)
        return Value::of(RandomFactory::bernoulli(a.runtime(), input, a.toDouble("p"), generatorArg(a)));
    return Value::of(RandomFactory::bernoulli(a.runtime(), input, generatorArg(a)));
}

Value multinomial(ParsedArgs &a)
{
    refuseKeywords(a, {"out"});
    const TensorPtr input = a.signature().indexOf("input") >= 0 ? a.tensor("input") : a.selfTensor();
    return Value::of(RandomFactory::multinomial(a.runtime(), input, a.toInt("num_samples"), a.toBool("replacement"),
                                                generatorArg(a)));
}

Value torchRandomEmpty(ParsedArgs &a)
{
    refuseKeywords(a, {"names", "memory_format", "out", "layout", "pin_memory"});
    return Value::of(RandomFactory::empty(a.runtime(), a.intList("size"), optionsOf(a, DType::Float32), "torch.empty"));
}

Value torchRandomEmptyLike(ParsedArgs &a)
{
    refuseKeywords(a, {"memory_format", "layout", "pin_memory"});
    const TensorPtr like = a.tensor("input");
    return Value::of(RandomFactory::empty(a.runtime(), like->sizes(), optionsOf(a, like->dtype(), like), "torch.empty_like"));
}

Value newEmpty(ParsedArgs &a)
{
    refuseKeywords(a, {"layout", "pin_memory"});
    const TensorPtr self = a.selfTensor();
    RandomFactory::Options o = optionsOf(a, self->dtype());
    o.device = a.device("device").value_or(self->device());
    return Value::of(RandomFactory::empty(a.runtime(), a.intList("size"), o, "new_empty()"));
}

// --- in-place methods: each returns self
std::string methodOp(const ParsedArgs &a) { return a.signature().name() + "()"; }

Value torchRandomUniform(ParsedArgs &a)
{
    RandomOps::uniform(a.runtime(), a.selfTensor(), a.toDouble("from"), a.toDouble("to"), generatorArg(a), methodOp(a));
    return a.self();
}

Value normalInPlace(ParsedArgs &a)
{
    RandomOps::normal(a.runtime(), a.selfTensor(), a.toDouble("mean"), a.toDouble("std"), generatorArg(a), methodOp(a));
    return a.self();
}

Value torchRandomRandom(ParsedArgs &a)
{
    const Signature &s = a.signature();
    if (s.indexOf("to") < 0) {
        RandomOps::random(a.runtime(), a.selfTensor(), generatorArg(a), methodOp(a));
        return a.self();
    }
    const bool toOnly = s.indexOf("from") < 0;
    const int64_t from = toOnly ? 0 : a.toInt("from");
    warnAll(a, RandomOps::random(a.runtime(), a.selfTensor(), from, a.optionalInt("to"), generatorArg(a), methodOp(a), toOnly));
    return a.self();
}

Value bernoulliInPlace(ParsedArgs &a)
{
    if (a.signature().params()[0].type == ParamType::Tensor)
        RandomOps::bernoulli(a.runtime(), a.selfTensor(), a.tensor("p"), generatorArg(a), methodOp(a));
    else
        RandomOps::bernoulli(a.runtime(), a.selfTensor(), a.toDouble("p"), generatorArg(a), methodOp(a));
    return a.self();
}

Value exponential(ParsedArgs &a)
{
    RandomOps::exponential(a.runtime(), a.selfTensor(), a.toDouble("lambd"), generatorArg(a), methodOp(a));
    return a.self();
}

// torch.Generator(device): a new generator seeded with default_rng_seed_val.
Value generator(ParsedArgs &a)
{
    const Value *device = a.get("device");
    return Value::of(RandomOps::newGenerator(a.runtime(), device ? TorchBindings::parseDevice(*device) : Device::cpu()));
}

#define TL_FACTORY_TAIL "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"
#define TL_LIKE_TAIL                                                                                                   \
    "*, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "        \
    "bool? pin_memory=False, bool? requires_grad=False)"

const Binding kTorchRandomBindings[] = {
    {"torch.rand",
     {"rand(IntArrayRef size, *, Generator? generator, DimnameList? names, " TL_FACTORY_TAIL,
      "rand(IntArrayRef size, *, Generator? generator, Tensor out=None, " TL_FACTORY_TAIL,
      "rand(IntArrayRef size, *, Tensor out=None, " TL_FACTORY_TAIL,
      "rand(IntArrayRef size, *, DimnameList? names, " TL_FACTORY_TAIL},
     torchRandomRand},
    {"torch.randn",
     {"randn(IntArrayRef size, *, Generator? generator, DimnameList? names, " TL_FACTORY_TAIL,
      "randn(IntArrayRef size, *, Generator? generator, Tensor out=None, " TL_FACTORY_TAIL,
      "randn(IntArrayRef size, *, Tensor out=None, " TL_FACTORY_TAIL,
      "randn(IntArrayRef size, *, DimnameList? names, " TL_FACTORY_TAIL},
     torchRandomRandn},
    {"torch.randint",
     {"randint(int64_t high, IntArrayRef size, *, Generator? generator, Tensor out=None, " TL_FACTORY_TAIL,
      "randint(int64_t high, IntArrayRef size, *, Tensor out=None, " TL_FACTORY_TAIL,
      "randint(int64_t low, int64_t high, IntArrayRef size, *, Generator? generator, Tensor out=None, " TL_FACTORY_TAIL,
      "randint(int64_t low, int64_t high, IntArrayRef size, *, Tensor out=None, " TL_FACTORY_TAIL},
     torchRandomRandint},
    {"torch.randperm",
     {"randperm(int64_t n, *, Generator? generator, Tensor out=None, " TL_FACTORY_TAIL,
      "randperm(int64_t n, *, Tensor out=None, " TL_FACTORY_TAIL},
     randperm},
    {"torch.rand_like", {"rand_like(Tensor input, " TL_LIKE_TAIL}, randLike},
    {"torch.randn_like", {"randn_like(Tensor input, " TL_LIKE_TAIL}, randLike},
    {"torch.randint_like",
     {"randint_like(Tensor input, int64_t high, " TL_LIKE_TAIL, "randint_like(Tensor input, int64_t low, int64_t high, " TL_LIKE_TAIL},
     randLike},
    {"torch.normal",
     {"normal(Tensor mean, Tensor std, *, Generator? generator=None, Tensor out=None)",
      "normal(Tensor mean, double std=1, *, Generator? generator=None, Tensor out=None)",
      "normal(double mean, Tensor std, *, Generator? generator=None, Tensor out=None)",
      "normal(double mean, double std, IntArrayRef size, *, Generator? generator=None, Tensor out=None, " TL_FACTORY_TAIL},
     torchRandomNormal},
    {"torch.bernoulli",
     {"bernoulli(Tensor input, *, Generator? generator=None, Tensor out=None)",
      "bernoulli(Tensor input, double p, *, Generator? generator=None)"},
     bernoulli},
    {"torch.multinomial",
     {"multinomial(Tensor input, int64_t num_samples, bool replacement=False, *, Generator? generator=None, Tensor out=None)"},
     multinomial},
    {"torch.empty",
     {"empty(IntArrayRef size, *, DimnameList? names, MemoryFormat? memory_format=None, " TL_FACTORY_TAIL,
      "empty(SymIntArrayRef size, *, MemoryFormat? memory_format=None, Tensor out=None, " TL_FACTORY_TAIL},
     torchRandomEmpty},
    {"torch.empty_like", {"empty_like(Tensor input, " TL_LIKE_TAIL}, torchRandomEmptyLike},
    {"torch.Generator", {"Generator(Device device=None)"}, generator},
    {"Tensor.new_empty", {"new_empty(SymIntArrayRef size, *, " TL_FACTORY_TAIL}, newEmpty},
    {"Tensor.uniform_", {"uniform_(double from=0, double to=1, *, Generator? generator=None)"}, torchRandomUniform},
    {"Tensor.normal_", {"normal_(double mean=0, double std=1, *, Generator? generator=None)"}, normalInPlace},
    {"Tensor.random_",
     {"random_(*, Generator? generator=None)", "random_(int64_t from, int64_t? to, *, Generator? generator=None)",
      "random_(int64_t to, *, Generator? generator=None)"},
     torchRandomRandom},
    {"Tensor.bernoulli_",
     {"bernoulli_(Tensor p, *, Generator? generator=None)", "bernoulli_(double p=0.5, *, Generator? generator=None)"},
     bernoulliInPlace},
    {"Tensor.exponential_", {"exponential_(double lambd=1, *, Generator? generator=None)"}, exponential},
    {"Tensor.bernoulli", {"bernoulli(*, Generator? generator=None)", "bernoulli(double p, *, Generator? generator=None)"},
     bernoulli},
    {"Tensor.multinomial", {"multinomial(int64_t num_samples, bool replacement=False, *, Generator? generator=None)"},
     multinomial},
};

#undef TL_FACTORY_TAIL
#undef TL_LIKE_TAIL

} // namespace

BindingTable torchRandomBindings() { return kTorchRandomBindings; }

} // namespace tl::bind
