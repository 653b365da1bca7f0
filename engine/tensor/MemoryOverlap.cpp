#include "MemoryOverlap.h"

#include "core/PyError.h"

#include <algorithm>
#include <numeric>

namespace tl {

bool MemoryOverlap::nonOverlappingAndDense(const StridedView &t)
{
    if (t.isContiguous())
        return true; // includes every tensor without elements, as PyTorch's flag does
    const auto &sizes = t.sizes();
    const auto &strides = t.strides();
    if (sizes.size() == 1)
        return sizes[0] < 2 || strides[0] == 1;
    std::vector<size_t> perm(sizes.size());
    std::iota(perm.begin(), perm.end(), 0);
    // By stride, with dimensions of size 0 or 1 last (they constrain nothing).
    std::sort(perm.begin(), perm.end(), [&](size_t a, size_t b) {
        if (sizes[a] < 2)
            return false;
        if (sizes[b] < 2)
            return true;
        return strides[a] < strides[b];
    });
    int64_t required = 1;
    for (size_t d : perm) {
        if (sizes[d] < 2)
            return true;
        if (strides[d] != required)
            return false;
        required *= sizes[d];
    }
    return true;
}

MemoryOverlap::Status MemoryOverlap::between(const StridedView &a, const StridedView &b)
{
    if (&a == &b)
        return Status::Full;
    if (a.numel() == 0 || b.numel() == 0)
        return Status::No;
    if (!nonOverlappingAndDense(a) || !nonOverlappingAndDense(b))
        return Status::TooHard;
    if (a.storage() != b.storage())
        return Status::No;
    const int64_t aBegin = a.storageOffset() * itemSize(a.dtype()), aEnd = aBegin + a.numel() * itemSize(a.dtype());
    const int64_t bBegin = b.storageOffset() * itemSize(b.dtype()), bEnd = bBegin + b.numel() * itemSize(b.dtype());
    if (aBegin == bBegin && aEnd == bEnd)
        return a.strides() == b.strides() ? Status::Full : Status::Partial;
    if (aBegin < bEnd && bBegin < aEnd)
        return Status::Partial;
    return Status::No;
}

void MemoryOverlap::assertNoInternalOverlap(const StridedView &out)
{
    if (nonOverlappingAndDense(out))
        return;
    for (size_t i = 0; i < out.sizes().size(); ++i)
        if (out.strides()[i] == 0 && out.sizes()[i] > 1)
            throw PyError("RuntimeError", "unsupported operation: more than one element of the written-to tensor refers to a "
                                          "single memory location. Please clone() the tensor before performing the operation.",
                          "clone()");
}

void MemoryOverlap::assertNoPartialOverlap(const StridedView &out, const StridedView &in)
{
    if (between(out, in) == Status::Partial)
        throw PyError("RuntimeError", "unsupported operation: some elements of the input tensor and the written-to tensor "
                                      "refer to a single memory location. Please clone() the tensor before performing the "
                                      "operation.",
                      "clone()");
}

} // namespace tl
