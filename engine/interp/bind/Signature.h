#pragma once
// One overload of a torch function as PyTorch's Python bindings declare it
// ("add(Tensor input, Tensor other, *, Scalar alpha=1, Tensor? out=None)"), parsed the way
// torch/csrc/utils/python_arg_parser.cpp's FunctionSignature reads those strings, so the
// TypeErrors we raise name the same types, positions and overload lists as PyTorch's.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tl::bind {

// PyTorch's ParameterType, restricted to what the engine's functions take.
enum class ParamType {
    Tensor,
    Scalar,       // "Number"
    Int64,        // "int"
    Double,       // "float"
    Bool,
    IntList,      // "tuple of ints" (IntArrayRef)
    SymIntList,   // "tuple of SymInts" (SymIntArrayRef: how 1.13 names sizes of some factories)
    TensorList,   // "tuple of Tensors"
    ScalarType,   // "torch.dtype"
    Device,       // "torch.device"
    Layout,       // "torch.layout"
    MemoryFormat, // "torch.memory_format"
    Generator,    // "torch.Generator"
    String,       // "str"
    Dimname,      // "name"
    DimnameList,  // "tuple of names"
    PyObject,     // "object"
    Storage,      // "torch.Storage" (no storage objects are modelled: never matches)
};

struct Param {
    ParamType type = ParamType::Tensor;
    std::string name;
    bool optional = false;    // has a default
    bool allowNone = false;   // `Type?` or a default of None
    bool keywordOnly = false;
    int size = 0;             // IntArrayRef[2]: a single int is broadcast to this many
    std::string defaultText;  // as written after '=' ("1", "False", "None", "{}", "torch.int64")
    bool numbersAsTensors = false; // add/sub/mul/div...: a Python number binds to a Tensor
    bool positionalOnly = false;   // before a '/' in a Python-style signature
    bool varargs = false;          // `*args` in a Python-style signature: the extra positionals as a tuple
    bool varkeywords = false;      // `**kwargs` in a Python-style signature: the other keywords as a dict

    // How PyTorch's messages name the type ("Tensor", "Number", "tuple of ints" ...).
    std::string typeName() const;
};

class Signature {
public:
    // `text` is "name(params)" optionally followed by "|hidden" or "|deprecated".
    explicit Signature(std::string_view text);
    // A Python-level signature, "ones(shape, dtype=None, order='C', *, like=None)": untyped
    // parameters (PyObject), '/' and '*' as in Python.
    static Signature python(std::string_view text);

    const std::string &name() const { return name_; }
    const std::vector<Param> &params() const { return params_; }
    bool hidden() const { return hidden_; }
    // Deprecated overloads are tried after all others (hidden ones keep their place).
    bool deprecated() const { return deprecated_; }
    size_t minArgs() const { return minArgs_; }
    size_t maxArgs() const { return params_.size(); }
    size_t maxPositional() const { return maxPositional_; }
    int indexOf(std::string_view paramName) const;
    // "(Tensor input, Tensor other, *, Number alpha, Tensor out)", as FunctionSignature::toString.
    std::string toString() const;

private:
    Signature() = default;
    void count();

    std::string name_;
    std::vector<Param> params_;
    bool hidden_ = false;
    bool deprecated_ = false;
    size_t minArgs_ = 0;
    size_t maxPositional_ = 0;
};

} // namespace tl::bind
