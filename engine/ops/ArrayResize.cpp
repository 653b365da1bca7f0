// ndarray.resize as NumPy 1.24's PyArray_Resize: a new byte size needs an array that owns
// its buffer and that nothing else refers to; the buffer is reallocated (the old bytes kept
// in memory order, new ones zeroed) and the shape made C-contiguous.
#include "ArrayResize.h"

#include "TensorMaker.h"
#include "core/Errors.h"
#include "tensor/Runtime.h"
#include "tensor/ShapeMath.h"

#include <algorithm>
#include <cstring>

namespace tl {

void ArrayResize::inPlace(Runtime &rt, const NdArrayPtr &a, const std::vector<int64_t> &sizes, bool refcheck, bool referenced)
{
    for (int64_t s : sizes)
        if (s < 0)
            throw PyError("ValueError", "negative dimensions not allowed");
    // A Fortran-ordered array keeps Fortran strides (_array_fill_strides): not modelled.
    if (!a->isContiguous())
        throw UnsupportedError("ndarray.resize of an array that is not C-contiguous");
    const uint64_t elsize = itemSize(a->dtype());
    const uint64_t oldBytes = static_cast<uint64_t>(a->numel()) * elsize;
    const uint64_t newBytes = ShapeMath::checkedBytes(sizes, elsize);
    if (oldBytes != newBytes) {
        if (!a->ownData())
            throw PyError("ValueError", "cannot resize this array: it does not own its data");
        // Views and tensors of the array hold a reference to it, as other names do.
        if (refcheck && (referenced || rt.ownerCount(a->storage()->id()) > 1))
            throw PyError("ValueError", "cannot resize an array that references or is referenced\n"
                                        "by another array in this way.\n"
                                        "Use the np.resize function or refcheck=False");
        if (!refcheck && rt.ownerCount(a->storage()->id()) > 1)
            throw UnsupportedError("ndarray.resize(refcheck=False) of an array other views still use");
        if (newBytes > oldBytes && !a->writeable())
            throw UnsupportedError("ndarray.resize growing a read-only array (NumPy leaves the new bytes unset)");
        // realloc keeps the bytes from the array's start (an owning array starts its buffer).
        StoragePtr grown = rt.allocate(a->device(), std::max<uint64_t>(newBytes, elsize), "resize");
        auto *dst = static_cast<unsigned char *>(grown->data());
        const auto *src = static_cast<const unsigned char *>(a->storage()->data()) + a->storageOffset() * elsize;
        const uint64_t kept = std::min(oldBytes, newBytes);
        std::memcpy(dst, src, kept);
        std::memset(dst + kept, 0, grown->nbytes() - kept);
        grown->noteWrite();
        a->reallocate(std::move(grown), sizes);
        rt.trackView(a);
    } else {
        a->restride(sizes, StridedView::contiguousStrides(sizes));
    }
    TensorMaker::reportRestride(rt, *a, {"resize()", true, "resize() changes this array in place"});
}

} // namespace tl
