#pragma once
// Does real PyTorch / NumPy / Python have this name? Decides between "not supported"
// (it exists, we do not model it) and the AttributeError/NameError Python would raise.
#include <span>
#include <string_view>

namespace tl {

class PythonNames {
public:
    static bool torchHas(std::string_view name);
    static bool torchCudaHas(std::string_view name);
    static bool torchNnHas(std::string_view name);
    static bool tensorHas(std::string_view name);
    static bool numpyHas(std::string_view name);
    static bool ndarrayHas(std::string_view name);
    static bool builtinHas(std::string_view name);

    // The whole lists (sorted as dir() sorts them; builtins in their dict order).
    static std::span<const std::string_view> tensorNames();
    static std::span<const std::string_view> ndarrayNames();
    static std::span<const std::string_view> torchCudaNames();
    static std::span<const std::string_view> torchNnNames();
    static std::span<const std::string_view> builtinDictOrder();
    static std::span<const std::string_view> numpyNames();
    static std::span<const std::string_view> tensorClassNames();
    static std::span<const std::string_view> deviceNames();
    static std::span<const std::string_view> sizeNames();
    static std::span<const std::string_view> torchDtypeNames();
    static std::span<const std::string_view> numpyDtypeNames();
    static std::span<const std::string_view> flagsNames();
    static std::span<const std::string_view> strNames();
    static std::span<const std::string_view> listNames();
    static std::span<const std::string_view> tupleNames();
    static std::span<const std::string_view> intNames();
    static std::span<const std::string_view> floatNames();
    static std::span<const std::string_view> boolNames();
    static std::span<const std::string_view> noneNames();
    static std::span<const std::string_view> numpyScalarNames();
    static std::span<const std::string_view> dictNames();
    static std::span<const std::string_view> setNames();
    static std::span<const std::string_view> frozensetNames();
    static std::span<const std::string_view> rangeNames();
    static std::span<const std::string_view> sliceNames();
    static std::span<const std::string_view> functionNames();
    static std::span<const std::string_view> exceptionNames();
};

} // namespace tl
