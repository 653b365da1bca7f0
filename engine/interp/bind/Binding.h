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

// Whose argument rules a function follows, and so which TypeErrors it raises.
enum class ArgStyle {
    Torch,  // PyTorch's PythonArgParser: typed overloads (the default)
    Python, // a function written in Python (NumPy's np.ones, np.copy ...): CPython's rules
    NumpyC, // NumPy's C functions and ndarray methods (npy_parse_arguments: "(pos 0)")
    Ufunc,  // NumPy ufuncs (np.add ...): "takes from 2 to 3 positional arguments"
    Cython, // Cython def functions (numpy.random's RandomState): "takes at most 1 positional argument (2 given)"
};

struct Binding {
    // "torch.exp" (a module function), "Tensor.exp" (a method: self is not in the
    // signature), "torch.cuda.is_available", "numpy.add", "ndarray.view".
    std::string_view name;
    // Overloads in PyTorch's order; "|deprecated" ones are tried last; neither they nor "|hidden" ones are
    // listed in errors. None: a method that takes no arguments (METH_NOARGS). Other styles
    // have one, in Python's notation ("ones(shape, dtype=None, order='C', *, like=None)"), and
    // a second, marked "|current", where the profile `current`'s library changed it.
    std::vector<std::string_view> signatures;
    BindingImpl impl;
    ArgStyle style = ArgStyle::Torch;
    // Only profile `current`'s library has it (Tensor.untyped_storage is PyTorch 2's): under
    // 1.13 the name is not there at all.
    bool currentOnly = false;
};

using BindingTable = std::span<const Binding>;

} // namespace tl::bind
