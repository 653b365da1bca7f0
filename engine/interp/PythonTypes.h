#pragma once
// Python-level names of values: what type(x) prints, what error messages call them.
#include "Value.h"

#include <optional>
#include <string>

namespace tl {

class PythonTypes {
public:
    // Qualified class name as in "<class 'torch.Tensor'>".
    static std::string qualifiedName(const Value &v);
    // The name errors use, as in "'Tensor' object has no attribute ..." (CPython's tp_name).
    static std::string shortName(const Value &v);
    static std::string shortNameOf(const std::string &qualified);
    // A class's __name__: its bare name, or for NumPy's _display_as_base exception classes
    // (_UFuncOutputCastingError ...) the name of the public base they stand for.
    static std::string displayNameOf(const std::string &qualified);
    // A qualified name as the active release spells its module: NumPy 2 moved numpy.core to
    // numpy._core ("numpy._core._exceptions._ArrayMemoryError").
    static std::string releaseSpelling(const std::string &qualified);
    // The class of a NumPy dtype instance: numpy.dtype[float32] (NumPy 1.24), or NumPy 2's
    // numpy.dtypes.Float32DType.
    static std::string numpyDTypeClass(DType d);
    static bool truthy(const Value &v);
    // operator.index(v) for the integers a script holds: int, bool and NumPy integer scalars.
    static std::optional<int64_t> index(const Value &v);
    // The class a value stands for when it is itself a class (int, torch.Size, np.float32,
    // type(x)...), by qualified name; nullopt for ordinary values.
    static std::optional<std::string> classNameOf(const Value &v);
    // isinstance(v, cls) for a class given by qualified name (bool is an int, np.float64 a float).
    static bool isInstanceOf(const Value &v, const std::string &className);
    // The items of a tuple, list or torch.Size (a tuple of ints).
    static ValueList sequenceItems(const Value &v);
};

} // namespace tl
