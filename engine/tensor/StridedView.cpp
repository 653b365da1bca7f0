#include "StridedView.h"

#include "MemoryOverlap.h"
#include "OutputLayout.h"

#include <algorithm>
#include <numeric>

namespace tl {

StridedView::StridedView(uint64_t objectId, StoragePtr storage, DType dtype, std::vector<int64_t> sizes,
                         std::vector<int64_t> strides, int64_t offset)
    : objectId_(objectId), storage_(std::move(storage)), dtype_(dtype), sizes_(std::move(sizes)), strides_(std::move(strides)),
      offset_(offset)
{
}

void StridedView::setGeometry(DType dtype, std::vector<int64_t> sizes, std::vector<int64_t> strides, int64_t offset)
{
    dtype_ = dtype;
    sizes_ = std::move(sizes);
    strides_ = std::move(strides);
    offset_ = offset;
}

int64_t StridedView::numel() const
{
    return std::accumulate(sizes_.begin(), sizes_.end(), int64_t{1}, std::multiplies<>());
}

bool StridedView::isContiguous() const { return ref().isContiguous(); }

std::vector<int64_t> StridedView::contiguousStrides(const std::vector<int64_t> &sizes)
{
    std::vector<int64_t> strides(sizes.size());
    int64_t s = 1;
    for (size_t i = sizes.size(); i-- > 0;) {
        strides[i] = s;
        s *= std::max<int64_t>(sizes[i], 1);
    }
    return strides;
}

std::vector<int64_t> StridedView::fortranStrides(const std::vector<int64_t> &sizes)
{
    std::vector<int64_t> strides(sizes.size());
    int64_t s = 1;
    for (size_t i = 0; i < sizes.size(); ++i) {
        strides[i] = s;
        s *= std::max<int64_t>(sizes[i], 1);
    }
    return strides;
}

bool StridedView::isFortranContiguous() const
{
    if (numel() == 0)
        return true; // as for C order: an array without elements is contiguous either way
    int64_t expected = 1;
    for (size_t i = 0; i < sizes_.size(); ++i) {
        if (sizes_[i] != 1 && strides_[i] != expected)
            return false;
        expected *= sizes_[i];
    }
    return true;
}

std::vector<int64_t> StridedView::preservedStrides(const StridedView &v)
{
    if (MemoryOverlap::nonOverlappingAndDense(v))
        return v.strides();
    return OutputLayout::inferDenseStrides(v.sizes(), v.strides());
}

StridedRef StridedView::ref() const
{
    StridedRef r;
    r.data = static_cast<char *>(storage_->data()) + offset_ * itemSize(dtype_);
    r.dtype = dtype_;
    r.sizes = sizes_;
    r.strides = strides_;
    return r;
}

std::pair<uint64_t, uint64_t> StridedView::byteRange() const
{
    if (numel() == 0)
        return {static_cast<uint64_t>(offset_ * itemSize(dtype_)), static_cast<uint64_t>(offset_ * itemSize(dtype_))};
    int64_t lo = offset_, hi = offset_;
    for (size_t i = 0; i < sizes_.size(); ++i) {
        const int64_t span = (sizes_[i] - 1) * strides_[i];
        if (span < 0)
            lo += span;
        else
            hi += span;
    }
    const int64_t item = itemSize(dtype_);
    return {static_cast<uint64_t>(lo * item), static_cast<uint64_t>((hi + 1) * item)};
}

uint64_t StridedView::byteOffsetOf(const std::vector<int64_t> &index) const
{
    int64_t e = offset_;
    for (size_t i = 0; i < index.size(); ++i)
        e += index[i] * strides_[i];
    return static_cast<uint64_t>(e * itemSize(dtype_));
}

std::optional<std::vector<int64_t>> StridedView::indexOfByte(uint64_t byteOffset) const
{
    const int64_t item = itemSize(dtype_);
    if (byteOffset % static_cast<uint64_t>(item) != 0 || numel() == 0)
        return std::nullopt;
    const auto [lo, hi] = byteRange();
    if (byteOffset < lo || byteOffset >= hi)
        return std::nullopt;
    int64_t rem = static_cast<int64_t>(byteOffset) / item - offset_;
    // Solve rem = sum(index[d] * stride[d]) greedily over dimensions by decreasing |stride|;
    // exact for every layout our view ops produce (no overlapping non-zero strides).
    std::vector<size_t> order(sizes_.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return std::abs(strides_[a]) > std::abs(strides_[b]); });
    std::vector<int64_t> index(sizes_.size(), 0);
    for (size_t d : order) {
        const int64_t st = strides_[d];
        if (st == 0 || sizes_[d] == 1)
            continue;
        int64_t i = rem / st;
        if (i < 0 || i >= sizes_[d])
            return std::nullopt;
        index[d] = i;
        rem -= i * st;
    }
    if (rem != 0)
        return std::nullopt;
    return index;
}

uint64_t StridedView::storageWindowBytes() const
{
    if (windowBytes_)
        return *windowBytes_;
    const uint64_t origin = static_cast<uint64_t>(offsetOrigin_) * itemSize(dtype_);
    return storage_->nbytes() > origin ? storage_->nbytes() - origin : 0;
}

} // namespace tl
