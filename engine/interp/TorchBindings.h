#pragma once
// The `torch` module and torch.Tensor's attributes and methods, mapped onto the engine.
#include "CallArgs.h"
#include "Value.h"

#include <optional>

namespace tl {

class Interpreter;

class TorchBindings {
public:
    static Value moduleAttribute(Interpreter &in, const std::string &module, const std::string &name);
    static Value callFunction(Interpreter &in, const std::string &qualified, CallArgs &args);
    static Value tensorAttribute(Interpreter &in, const Value &self, const std::string &name);
    static Value callTensorMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args);
    static void setTensorAttribute(Interpreter &in, const Value &self, const std::string &name, const Value &v);

    static Device parseDevice(const Value &v);
    static std::optional<DType> parseDType(const Value &v, bool allowNumpy);
    // `2, 3`, `(2, 3)`, `[2, 3]` or `torch.Size([2, 3])` starting at positional `first`.
    static std::vector<int64_t> parseSizes(const CallArgs &args, size_t first, const std::string &function);
    // Parses every declared binding's signatures now (bind::BindingRegistry parses each at its
    // first call): a malformed one fails its internal assertion. For the tests.
    static void parseEverySignature();
};

} // namespace tl
