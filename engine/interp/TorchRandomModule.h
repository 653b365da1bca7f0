#pragma once
// The Python-level seeding functions of torch/random.py and torch/cuda/random.py
// (torch.manual_seed, seed, initial_seed, default_generator, torch.cuda.manual_seed ...)
// and the methods of torch._C.Generator objects.
#include "CallArgs.h"
#include "Value.h"

#include <optional>
#include <string>

namespace tl {

class Interpreter;

class TorchRandomModule {
public:
    // torch.<name> / torch.cuda.<name> when it is one of these; nullopt otherwise.
    static std::optional<Value> moduleAttribute(Interpreter &in, const std::string &module, const std::string &name);
    static bool handles(const std::string &qualified);
    static Value callFunction(Interpreter &in, const std::string &qualified, CallArgs &args);

    static Value generatorAttribute(Interpreter &in, const Value &generator, const std::string &name);
    static Value callGeneratorMethod(Interpreter &in, const Value &generator, const std::string &name, CallArgs &args);
};

} // namespace tl
