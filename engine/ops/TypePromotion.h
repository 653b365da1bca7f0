#pragma once
// Result dtypes of mixed arithmetic: PyTorch's result_type (dimensioned tensors, 0-d
// tensors and Python numbers ranked by category) and NumPy's: 1.24's value-based casting, or
// NumPy 2's weak Python scalars (NEP 50) under profile current.
#include "core/DType.h"
#include "core/Scalar.h"

#include <optional>
#include <vector>

namespace tl {

class TypePromotion {
public:
    struct TorchArg {
        DType dtype;
        bool isNumber = false; // a Python number (wrapped)
        bool zeroDim = false;
    };
    static DType torchResultType(const std::vector<TorchArg> &args);

    struct NumpyArg {
        DType dtype;
        bool isPythonScalar = false;
        Scalar value; // the Python scalar's value (value-based casting looks at it)
        bool zeroDim = false;
    };
    static DType numpyResultType(const std::vector<NumpyArg> &args);
};

} // namespace tl
