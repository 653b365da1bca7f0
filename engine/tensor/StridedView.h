#pragma once
// Common ground of Tensor and ndarray: a typed window (sizes, strides and offset in
// elements) onto a Storage. Identity matters (`is`), so views are shared objects.
#include "Storage.h"
#include "backend/StridedRef.h"
#include "core/DType.h"
#include "core/ElementTypes.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class StridedView {
public:
    StridedView(uint64_t objectId, StoragePtr storage, DType dtype, std::vector<int64_t> sizes, std::vector<int64_t> strides,
                int64_t offset);
    virtual ~StridedView() = default;

    uint64_t objectId() const { return objectId_; }
    virtual std::string kindName() const = 0; // "Tensor" / "ndarray"
    // Whose casting results writes into this view follow (NumPy's for an ndarray).
    virtual Library library() const = 0;

    const StoragePtr &storage() const { return storage_; }
    DType dtype() const { return dtype_; }
    const std::vector<int64_t> &sizes() const { return sizes_; }
    const std::vector<int64_t> &strides() const { return strides_; }
    int64_t storageOffset() const { return offset_; }
    // What storage_offset() reports: PyTorch gives torch.from_numpy(view) a storage that
    // starts at the array's first element, so offsets count from there.
    int64_t reportedStorageOffset() const { return offset_ - offsetOrigin_; }
    int64_t offsetOrigin() const { return offsetOrigin_; }
    void setOffsetOrigin(int64_t origin) { offsetOrigin_ = origin; }
    // The bytes of the storage PyTorch's own storage object covers from the origin:
    // from_blob's computeStorageNbytes for torch.from_numpy, otherwise the rest of the storage.
    uint64_t storageWindowBytes() const;
    void setStorageWindowBytes(uint64_t bytes) { windowBytes_ = bytes; }
    // A view made of `from` sees the same storage window.
    void inheritStorageWindow(const StridedView &from)
    {
        offsetOrigin_ = from.offsetOrigin_;
        windowBytes_ = from.windowBytes_;
    }
    int64_t dim() const { return static_cast<int64_t>(sizes_.size()); }
    int64_t numel() const;
    bool isContiguous() const;
    // Column-major (Fortran) contiguity, as NumPy's F_CONTIGUOUS flag.
    bool isFortranContiguous() const;
    const Device &device() const { return storage_->device(); }

    // Kernel view of the elements.
    StridedRef ref() const;
    // First and one-past-last byte this view can touch (empty range for no elements).
    std::pair<uint64_t, uint64_t> byteRange() const;
    // The index at which this view sees the element at `byteOffset`, if it does.
    std::optional<std::vector<int64_t>> indexOfByte(uint64_t byteOffset) const;
    // Byte offset of the element at `index` within the storage.
    uint64_t byteOffsetOf(const std::vector<int64_t> &index) const;

    // In-place geometry changes of this very object (Tensor.t_(), squeeze_(), ndarray.shape = ...):
    // the same storage and offset seen with new sizes and strides.
    void restride(std::vector<int64_t> sizes, std::vector<int64_t> strides)
    {
        setGeometry(dtype_, std::move(sizes), std::move(strides), offset_);
    }

    static std::vector<int64_t> contiguousStrides(const std::vector<int64_t> &sizes);
    static std::vector<int64_t> fortranStrides(const std::vector<int64_t> &sizes);
    // memory_format=torch.preserve_format: the strides of a dense, non-overlapping view,
    // otherwise dense strides in the view's stride order (at::empty_like).
    static std::vector<int64_t> preservedStrides(const StridedView &v);

protected:
    void setGeometry(DType dtype, std::vector<int64_t> sizes, std::vector<int64_t> strides, int64_t offset);
    void setStorage(StoragePtr s) { storage_ = std::move(s); }

private:
    uint64_t objectId_;
    StoragePtr storage_;
    DType dtype_;
    std::vector<int64_t> sizes_;
    std::vector<int64_t> strides_;
    int64_t offset_;
    int64_t offsetOrigin_ = 0;
    std::optional<uint64_t> windowBytes_;
};

} // namespace tl
