#pragma once
// The arguments of one torch call after they matched an overload: each parameter's value
// (or its declared default), read with the conversions PyTorch's PythonArgs applies
// (intlist, scalartype, device...) and their TypeErrors.
#include "Signature.h"
#include "core/PyError.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tl {
class CallArgs;
class Interpreter;
class Runtime;
}

namespace tl::bind {

// The TypeError of an int list argument with an element that is no int (`what`: the
// element's type name, `pos` from 1): "ones(): argument 'size' must be tuple of ints, but
// found element of type float at pos 2"; PyTorch 2 says the list "failed to unpack".
PyError intListElementError(const std::string &function, const std::string &arg, const std::string &typeName,
                            const std::string &what, size_t pos);

class ParsedArgs {
public:
    ParsedArgs(Interpreter &in, const Signature &signature, int overload, std::vector<std::optional<Value>> slots,
               const Value *self, const CallArgs *passed = nullptr);

    Interpreter &interpreter() const { return in_; }
    Runtime &runtime() const;
    const Signature &signature() const { return *signature_; }
    // Which of the binding's signatures matched (in declaration order).
    int overload() const { return overload_; }
    // The receiver of a method call (`t` in `t.add(1)`).
    const Value &self() const { return *self_; }
    bool isMethodCall() const { return self_ != nullptr; }
    const TensorPtr &selfTensor() const { return self_->tensor; }
    // The arguments as the call passed them, before parsing (nullptr when not kept).
    const CallArgs *passed() const { return passed_; }

    // Given and not None.
    bool has(std::string_view name) const;
    // The given value; nullptr when absent or None.
    const Value *get(std::string_view name) const;
    // The given value, None included; nullptr when absent.
    const Value *given(std::string_view name) const;
    // The given value (None included), for a parameter that cannot be absent.
    const Value &value(std::string_view name) const;

    TensorPtr tensor(std::string_view name) const;
    TensorPtr optionalTensor(std::string_view name) const; // null when absent or None
    Scalar scalar(std::string_view name) const;
    int64_t toInt(std::string_view name) const;
    std::optional<int64_t> optionalInt(std::string_view name) const;
    double toDouble(std::string_view name) const;
    bool toBool(std::string_view name) const;
    std::vector<int64_t> intList(std::string_view name) const;
    std::optional<std::vector<int64_t>> optionalIntList(std::string_view name) const;
    std::vector<TensorPtr> tensorList(std::string_view name) const;
    std::optional<DType> dtype(std::string_view name) const;
    // A device argument checked against the devices the runtime has (cuda:N ordinals).
    std::optional<Device> device(std::string_view name) const;
    std::string string(std::string_view name) const;

private:
    int indexOf(std::string_view name) const;
    const Param &param(std::string_view name) const;

    Interpreter &in_;
    const Signature *signature_;
    int overload_;
    std::vector<std::optional<Value>> slots_;
    const Value *self_;
    const CallArgs *passed_ = nullptr;
};

} // namespace tl::bind
