#include "Device.h"

namespace tl {

std::string Device::str() const
{
    if (index < 0)
        return typeName();
    return typeName() + ":" + std::to_string(index);
}

std::string Device::repr() const
{
    std::string s = "device(type='" + typeName() + "'";
    if (index >= 0)
        s += ", index=" + std::to_string(index);
    return s + ")";
}

} // namespace tl
