#pragma once
// One Python-visible function of torch or NumPy, declared once: its qualified name, its
// overloads as PyTorch's bindings write them, and the engine call that implements it (in the
// spirit of native_functions.yaml driving PyTorch's generated Python bindings). Argument
// parsing and its TypeErrors come from one place for every function (TorchArgParser).
#include <span>
#include <string_view>
#include <vector>

namespace tl {
struct Value;
}

namespace tl::bind {

class ParsedArgs;

using BindingImpl = Value (*)(ParsedArgs &);

struct Binding {
    // "torch.exp" (a module function), "Tensor.exp" (a method: self is not in the
    // signature), "torch.cuda.is_available", "numpy.add", "ndarray.view".
    std::string_view name;
    // Overloads in PyTorch's order; "|hidden" / "|deprecated" ones are tried last and not
    // listed in errors.
    std::vector<std::string_view> signatures;
    BindingImpl impl;
};

using BindingTable = std::span<const Binding>;

} // namespace tl::bind
