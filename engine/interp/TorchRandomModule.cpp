// torch/random.py, torch/cuda/random.py and THPGenerator's methods
// (torch/csrc/Generator.cpp), as PyTorch 1.13 runs them.
#include "TorchRandomModule.h"

#include "Interpreter.h"
#include "PythonTypes.h"
#include "Suggestions.h"
#include "core/Errors.h"
#include "random/DeviceGenerator.h"
#include "random/TorchCpuGenerator.h"

#include <limits>
#include <set>

namespace tl {

namespace {

const std::set<std::string> kTorchFunctions = {"manual_seed", "seed", "initial_seed"};
const std::set<std::string> kCudaFunctions = {"manual_seed", "manual_seed_all", "seed", "seed_all", "initial_seed"};
const std::set<std::string> kGeneratorMethods = {"manual_seed", "seed", "initial_seed", "get_state", "set_state"};

// A seed as Python sees it: the subset's ints hold 64 signed bits, so a seed of 2**63 or
// more (one from a negative manual_seed) cannot be shown.
Value seedValue(uint64_t seed)
{
    if (seed > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
        throw UnsupportedError("Python integers beyond 64 bits");
    return Value::integer(static_cast<int64_t>(seed));
}

// torch.manual_seed's `int(seed)`, then the unsigned reinterpretation of a negative value
// (THPGenerator_manualSeed unpacks an overflowing long as signed).
uint64_t pythonSeed(Interpreter &in, const std::string &function, CallArgs &args)
{
    args.check(function, 1, {"seed"});
    auto seed = args.get(0, "seed");
    if (!seed)
        throw PyError("TypeError", function + "() missing 1 required positional argument: 'seed'");
    CallArgs toInt;
    toInt.positional.push_back(*seed);
    const Value i = in.call(Value::function("int"), toInt);
    return static_cast<uint64_t>(i.i);
}

// Seeding a CUDA device is queued until CUDA starts; without CUDA it never happens.
bool cudaUsable(Interpreter &in) { return in.runtime().requestedMode() != CudaMode::Off && in.runtime().cudaAvailable(); }

} // namespace

std::optional<Value> TorchRandomModule::moduleAttribute(Interpreter &in, const std::string &module, const std::string &name)
{
    if (module == "torch") {
        if (name == "default_generator")
            return Value::of(std::static_pointer_cast<TorchGenerator>(in.runtime().generators().cpu()));
        if (kTorchFunctions.count(name))
            return Value::function("torch." + name);
    } else if (module == "torch.cuda" && kCudaFunctions.count(name)) {
        return Value::function("torch.cuda." + name);
    }
    return std::nullopt;
}

bool TorchRandomModule::handles(const std::string &q)
{
    if (q.rfind("torch.cuda.", 0) == 0)
        return kCudaFunctions.count(q.substr(11)) > 0;
    return q.rfind("torch.", 0) == 0 && kTorchFunctions.count(q.substr(6)) > 0;
}

Value TorchRandomModule::callFunction(Interpreter &in, const std::string &q, CallArgs &args)
{
    DefaultGenerators &gens = in.runtime().generators();
    const std::string fn = q.substr(q.rfind('.') + 1);
    if (q == "torch.manual_seed") {
        const uint64_t seed = pythonSeed(in, fn, args);
        gens.seedAllCuda(seed);
        gens.cpu()->manualSeed(seed);
        return Value::of(std::static_pointer_cast<TorchGenerator>(gens.cpu()));
    }
    if (q == "torch.seed") {
        args.check(fn, 0, {});
        const uint64_t seed = gens.cpu()->reseedNondeterministically();
        gens.seedAllCuda(seed);
        return seedValue(seed);
    }
    if (q == "torch.initial_seed") {
        args.check(fn, 0, {});
        return seedValue(gens.cpu()->initialSeed());
    }
    // torch.cuda: queued (and so harmless) without CUDA, except initial_seed, which starts it.
    if (fn == "manual_seed" || fn == "manual_seed_all") {
        const uint64_t seed = pythonSeed(in, fn, args);
        if (cudaUsable(in)) {
            if (fn == "manual_seed")
                gens.cuda(0)->manualSeed(seed);
            else
                gens.seedAllCuda(seed);
        }
        return Value::none();
    }
    args.check(fn, 0, {});
    if (fn == "seed" || fn == "seed_all") {
        if (cudaUsable(in)) {
            const uint64_t seed = gens.cuda(0)->reseedNondeterministically();
            if (fn == "seed_all")
                gens.seedAllCuda(seed);
        }
        return Value::none();
    }
    if (!cudaUsable(in))
        throw Errors::cudaNotCompiled();
    return seedValue(gens.cuda(0)->initialSeed());
}

Value TorchRandomModule::generatorAttribute(Interpreter &, const Value &g, const std::string &name)
{
    if (name == "device")
        return Value::torchDevice(g.generator->device());
    if (kGeneratorMethods.count(name))
        return Value::method(g, name);
    throw Errors::noAttribute("torch._C.Generator", name).withSuggestion(Suggestions::forAttributeOf(g, name));
}

Value TorchRandomModule::callGeneratorMethod(Interpreter &, const Value &g, const std::string &name, CallArgs &args)
{
    const std::string method = "Generator." + name;
    if (name == "get_state" || name == "set_state")
        throw UnsupportedError("Generator." + name + "() (byte tensors are not modelled yet)");
    if (name == "manual_seed") {
        if (!args.keywords.empty())
            throw PyError("TypeError", method + "() takes no keyword arguments");
        if (args.positional.size() != 1)
            throw PyError("TypeError", method + "() takes exactly one argument (" + std::to_string(args.positional.size()) +
                                           " given)");
        const Value &seed = args.positional[0];
        const bool integer = seed.kind == Value::Kind::Int ||
                             (seed.kind == Value::Kind::NpScalar && !seed.scalar.isFloating() && !seed.scalar.isBool());
        if (!integer)
            throw PyError("RuntimeError", "manual_seed expected a long, but got " + PythonTypes::shortName(seed));
        g.generator->manualSeed(static_cast<uint64_t>(seed.kind == Value::Kind::Int ? seed.i : seed.scalar.toInt()));
        return g;
    }
    if (!args.keywords.empty() || !args.positional.empty())
        throw PyError("TypeError", method + "() takes no arguments (" + std::to_string(args.positional.size()) + " given)");
    if (name == "seed")
        return seedValue(g.generator->reseedNondeterministically());
    return seedValue(g.generator->initialSeed());
}

} // namespace tl
