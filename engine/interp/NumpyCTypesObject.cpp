#include "NumpyCTypesObject.h"

#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/Value.h"

#include <set>

namespace tl {

std::string NumpyCTypesObject::typeName() const
{
    return Profile::isCurrent() ? "numpy._core._internal._ctypes" : "numpy.core._internal._ctypes";
}

bool NumpyCTypesObject::attribute(Interpreter &, const std::string &name, Value &out)
{
    if (name == "data") {
        const auto base = reinterpret_cast<uintptr_t>(array_->storage()->data());
        out = Value::integer(static_cast<int64_t>(base + static_cast<uintptr_t>(array_->storageOffset() * itemSize(array_->dtype()))));
        return true;
    }
    static const std::set<std::string> kNotModelled = {"shape", "strides", "data_as", "shape_as", "strides_as", "get_data",
                                                       "get_shape", "get_strides", "get_as_parameter", "_as_parameter_"};
    if (kNotModelled.count(name))
        throw UnsupportedError("ndarray.ctypes." + name);
    return false;
}

} // namespace tl
