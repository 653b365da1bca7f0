#pragma once
// The elements of a storage from one element on, as a flat view of one dtype: what
// PyTorch's TypedStorage indexes (storage()[i], tolist()) and what a storage clone copies.
#include "StridedView.h"

namespace tl {

class StorageWindow : public StridedView {
public:
    StorageWindow(StoragePtr s, DType dtype, int64_t first, int64_t n)
        : StridedView(0, std::move(s), dtype, {n}, {1}, first)
    {
    }
    std::string kindName() const override { return "storage"; }
    Library library() const override { return Library::Torch; }
};

} // namespace tl
