#pragma once
// Every declared binding by qualified name, with its argument parser built once. The
// interpreter asks here first when it looks up `torch.X`, `t.X`, `np.X` or `a.X`.
#include "Binding.h"
#include "PythonArgParser.h"
#include "TorchArgParser.h"

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

namespace tl {
class Interpreter;
}

namespace tl::bind {

class BindingRegistry {
public:
    static const BindingRegistry &instance();

    bool has(std::string_view qualifiedName) const;
    // Parses `args` against the binding's overloads and runs it. `self` is the receiver of a
    // method call (null for module functions).
    Value call(Interpreter &in, std::string_view qualifiedName, const CallArgs &args, const Value *self) const;
    // The name a binding declared with Python's notation gives itself in its signature
    // (np.abs is "absolute", np.max "amax"): its __name__. Empty for PyTorch-style bindings.
    std::string pythonName(std::string_view qualifiedName) const;
    // A ufunc's number of inputs (its nin); 0 for a binding that is no ufunc.
    int64_t ufuncInputs(std::string_view qualifiedName) const;
    // Every name declared under `prefix` ("Tensor.", "torch."): for "Did you mean" hints and tests.
    std::vector<std::string> namesUnder(std::string_view prefix) const;

private:
    BindingRegistry();
    void add(BindingTable table);
    Value dispatch(Interpreter &in, std::string_view qualifiedName, const CallArgs &args, const Value *self) const;

    struct Entry {
        const Binding *binding;
        std::unique_ptr<TorchArgParser> torchParser;   // ArgStyle::Torch
        std::unique_ptr<PythonArgParser> pythonParser; // every other style
        // Its signature under profile `current`, where the library changed it (Binding).
        std::unique_ptr<PythonArgParser> currentPythonParser;
        const PythonArgParser *python() const;
    };
    std::unordered_map<std::string, Entry> entries_;
};

} // namespace tl::bind
