#pragma once
// A numpy.ndarray: always in host memory; strides are exposed in bytes (NumPy's
// convention) but kept in elements here like a tensor's.
#include "StridedView.h"

#include <memory>

namespace tl {

class Runtime;
class TensorImpl;

class NdArray : public StridedView {
public:
    NdArray(Runtime &rt, uint64_t objectId, StoragePtr storage, DType dtype, std::vector<int64_t> sizes,
            std::vector<int64_t> strides, int64_t offset, std::shared_ptr<NdArray> baseArray, std::shared_ptr<TensorImpl> baseTensor,
            bool ownData);
    ~NdArray() override;

    std::string kindName() const override { return "ndarray"; }
    Library library() const override { return Library::NumPy; }

    // `.base`: the object this array borrows its memory from (an ndarray or a Tensor);
    // both null when it owns its data.
    const std::shared_ptr<NdArray> &baseArray() const { return baseArray_; }
    const std::shared_ptr<TensorImpl> &baseTensor() const { return baseTensor_; }
    bool ownData() const { return ownData_; }
    bool writeable() const { return writeable_; }
    void setWriteable(bool w) { writeable_ = w; }
    std::vector<int64_t> byteStrides() const;

    // ndarray.resize's reallocation: this very object now sees `storage` (its own) as a
    // C-contiguous array of `sizes` from its start.
    void reallocate(StoragePtr storage, std::vector<int64_t> sizes)
    {
        setStorage(std::move(storage));
        std::vector<int64_t> strides = contiguousStrides(sizes);
        setGeometry(dtype(), std::move(sizes), std::move(strides), 0);
    }

private:
    Runtime &runtime_;
    std::shared_ptr<NdArray> baseArray_;
    std::shared_ptr<TensorImpl> baseTensor_;
    bool ownData_;
    bool writeable_ = true;
};

using NdArrayPtr = std::shared_ptr<NdArray>;

} // namespace tl
