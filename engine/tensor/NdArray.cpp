#include "NdArray.h"

#include "Runtime.h"
#include "TensorImpl.h"

namespace tl {

NdArray::NdArray(Runtime &rt, uint64_t objectId, StoragePtr storage, DType dtype, std::vector<int64_t> sizes,
                 std::vector<int64_t> strides, int64_t offset, std::shared_ptr<NdArray> baseArray,
                 std::shared_ptr<TensorImpl> baseTensor, bool ownData)
    : StridedView(objectId, std::move(storage), dtype, std::move(sizes), std::move(strides), offset), runtime_(rt),
      baseArray_(std::move(baseArray)), baseTensor_(std::move(baseTensor)), ownData_(ownData)
{
}

NdArray::~NdArray()
{
    if (objectId() != 0) // id 0: an internal temporary no event ever named
        runtime_.objectReleased(objectId(), "ndarray", storage() ? storage()->id() : 0);
}

std::vector<int64_t> NdArray::byteStrides() const
{
    std::vector<int64_t> b = strides();
    for (auto &s : b)
        s *= itemSize(dtype());
    return b;
}

} // namespace tl
