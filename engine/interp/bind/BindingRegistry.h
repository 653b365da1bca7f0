#pragma once
// Every declared binding by qualified name, with its argument parser built once, when the
// binding is first used (a short script calls a few dozen of about 1,500: parsing every
// signature up front was a third of its start). The interpreter asks here first when it
// looks up `torch.X`, `t.X`, `np.X` or `a.X`.
#include "Binding.h"
#include "PythonArgParser.h"
#include "TorchArgParser.h"

#include <memory>
#include <mutex>
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
    // Parses every declared signature now (a malformed one fails its internal assertion):
    // for the tests, as parsing is otherwise left to each binding's first call.
    void parseEverySignature() const;

private:
    BindingRegistry();
    void add(BindingTable table);
    Value dispatch(Interpreter &in, std::string_view qualifiedName, const CallArgs &args, const Value *self) const;

    struct Entry {
        const Binding *binding = nullptr;
        // The parsers, built by parsed() on first use (from any thread: the window measures
        // copies on a thread of its own).
        const TorchArgParser *torch() const;   // ArgStyle::Torch
        const PythonArgParser *python() const; // every other style, as the profile declares it

    private:
        void parse() const;
        mutable std::once_flag parsed_;
        mutable std::unique_ptr<TorchArgParser> torchParser_;
        mutable std::unique_ptr<PythonArgParser> pythonParser_;
        // Its signature under profile `current`, where the library changed it (Binding).
        mutable std::unique_ptr<PythonArgParser> currentPythonParser_;
    };
    std::unordered_map<std::string, Entry> entries_;
};

} // namespace tl::bind
