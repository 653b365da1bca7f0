// ATen's view_dtype (aten/src/ATen/native/TensorConversions.cpp, PyTorch 1.13): element-size
// ratios applied to the last dimension, the other strides and the storage offset.
#include "DTypeView.h"

#include "core/Errors.h"
#include "ops/TensorMaker.h"

namespace tl {

TensorPtr DTypeView::view(Runtime &rt, const TensorPtr &t, DType dtype)
{
    // Bytes other than 0 and 1 read as bool are not valid bools; PyTorch's kernels then
    // disagree with each other, which is not modelled.
    if (dtype == DType::Bool && t->dtype() != DType::Bool)
        throw UnsupportedError("view(torch.bool) of a tensor of another dtype");
    const int64_t from = itemSize(t->dtype()), to = itemSize(dtype);
    std::vector<int64_t> sizes = t->sizes(), strides = t->strides();
    int64_t offset = t->reportedStorageOffset();
    int64_t origin = t->offsetOrigin();
    const auto fail = [&](const std::string &condition, std::optional<int64_t> got = std::nullopt) {
        return Errors::viewDtypeElementSize(condition, t->dtype(), dtype, got);
    };
    if (from != to) {
        if (t->dim() == 0)
            throw fail("self.dim() cannot be 0");
        const size_t last = sizes.size() - 1;
        if (from > to) {
            const int64_t ratio = from / to;
            if (strides[last] != 1)
                throw fail("self.stride(-1) must be 1", strides[last]);
            sizes[last] *= ratio;
            for (size_t i = 0; i < last; ++i)
                strides[i] *= ratio;
            offset *= ratio;
            origin *= ratio;
        } else {
            const int64_t ratio = to / from;
            const std::string by = " must be divisible by " + std::to_string(ratio);
            if (sizes[last] % ratio != 0)
                throw fail("self.size(-1)" + by, sizes[last]);
            if (strides[last] != 1)
                throw fail("self.stride(-1) must be 1", strides[last]);
            for (size_t i = 0; i < last; ++i)
                if (strides[i] % ratio != 0)
                    throw fail("self.stride(" + std::to_string(i) + ")" + by, strides[i]);
            if (offset % ratio != 0)
                throw fail("self.storage_offset()" + by, offset);
            // A from_numpy storage that does not start on an element of the new dtype.
            if (origin % ratio != 0)
                throw UnsupportedError("view(dtype) of a tensor from NumPy whose storage does not start on a whole element");
            sizes[last] /= ratio;
            for (size_t i = 0; i < last; ++i)
                strides[i] /= ratio;
            offset /= ratio;
            origin /= ratio;
        }
    }
    Provenance why;
    if (rt.hasSinks())
        why = {"view(dtype)", true, "view(dtype) reads the same bytes as another dtype"};
    auto out = TensorMaker::view(rt, t->storage(), dtype, std::move(sizes), std::move(strides), origin + offset,
                                 t->versionCounter(), why);
    out->inheritStorageWindow(*t);
    out->setOffsetOrigin(origin);
    return out;
}

} // namespace tl
