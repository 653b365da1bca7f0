#include "ViewElementSource.h"

#include "backend/DeviceBackend.h"

namespace tl {

Scalar ViewElementSource::at(std::span<const int64_t> index) const
{
    int64_t e = view_.storageOffset();
    for (size_t i = 0; i < index.size(); ++i)
        e += index[i] * view_.strides()[i];
    const char *p = static_cast<const char *>(view_.storage()->data()) + e * itemSize(view_.dtype());
    return view_.storage()->backend().readElement(p, view_.dtype());
}

} // namespace tl
