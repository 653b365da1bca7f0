#include "PythonNames.h"

#include <algorithm>
#include <string_view>

namespace tl {

namespace {
#include "PythonNames.inc"

template <size_t N>
bool contains(const std::string_view (&table)[N], std::string_view name)
{
    return std::binary_search(std::begin(table), std::end(table), name);
}
} // namespace

bool PythonNames::torchHas(std::string_view n) { return contains(kTorchNames, n); }
bool PythonNames::torchCudaHas(std::string_view n) { return contains(kTorchCudaNames, n); }
bool PythonNames::torchNnHas(std::string_view n) { return contains(kTorchNnNames, n); }
bool PythonNames::tensorHas(std::string_view n) { return contains(kTensorNames, n); }
bool PythonNames::numpyHas(std::string_view n) { return contains(kNumpyNames, n); }
bool PythonNames::ndarrayHas(std::string_view n) { return contains(kNdarrayNames, n); }
bool PythonNames::builtinHas(std::string_view n) { return contains(kBuiltinNames, n); }

std::span<const std::string_view> PythonNames::tensorNames() { return kTensorNames; }
std::span<const std::string_view> PythonNames::ndarrayNames() { return kNdarrayNames; }
std::span<const std::string_view> PythonNames::torchCudaNames() { return kTorchCudaNames; }
std::span<const std::string_view> PythonNames::torchNnNames() { return kTorchNnNames; }
std::span<const std::string_view> PythonNames::builtinDictOrder() { return kBuiltinDictOrder; }
std::span<const std::string_view> PythonNames::numpyNames() { return kNumpyNames; }
std::span<const std::string_view> PythonNames::tensorClassNames() { return kTensorClassNames; }
std::span<const std::string_view> PythonNames::deviceNames() { return kDeviceNames; }
std::span<const std::string_view> PythonNames::sizeNames() { return kSizeNames; }
std::span<const std::string_view> PythonNames::torchDtypeNames() { return kTorchDtypeNames; }
std::span<const std::string_view> PythonNames::numpyDtypeNames() { return kNumpyDtypeNames; }
std::span<const std::string_view> PythonNames::flagsNames() { return kFlagsNames; }
std::span<const std::string_view> PythonNames::strNames() { return kStrNames; }
std::span<const std::string_view> PythonNames::listNames() { return kListNames; }
std::span<const std::string_view> PythonNames::dictNames() { return kDictNames; }
std::span<const std::string_view> PythonNames::setNames() { return kSetNames; }
std::span<const std::string_view> PythonNames::frozensetNames() { return kFrozensetNames; }
std::span<const std::string_view> PythonNames::rangeNames() { return kRangeNames; }
std::span<const std::string_view> PythonNames::sliceNames() { return kSliceNames; }
std::span<const std::string_view> PythonNames::functionNames() { return kFunctionNames; }
std::span<const std::string_view> PythonNames::exceptionNames() { return kExceptionNames; }
std::span<const std::string_view> PythonNames::tupleNames() { return kTupleNames; }
std::span<const std::string_view> PythonNames::intNames() { return kIntNames; }
std::span<const std::string_view> PythonNames::floatNames() { return kFloatNames; }
std::span<const std::string_view> PythonNames::boolNames() { return kBoolNames; }
std::span<const std::string_view> PythonNames::noneNames() { return kNoneNames; }
std::span<const std::string_view> PythonNames::numpyScalarNames() { return kNumpyScalarNames; }

} // namespace tl
