#pragma once
// Creation of tensor objects with the bookkeeping every op needs: registering the view
// for alias tracking and reporting it (shares or copies, and why) to the event stream.
#include "tensor/NdArray.h"
#include "tensor/Runtime.h"
#include "tensor/TensorImpl.h"

#include <chrono>
#include <string>

namespace tl {

struct Provenance {
    std::string op;     // e.g. "detach()", "clone()", "torch.ones"
    bool shares = false;
    std::string reason; // e.g. "detach() returns a new tensor on the same storage"
};

class TensorMaker {
public:
    using Shape = std::vector<int64_t>;

    // A tensor object over an existing storage.
    static TensorPtr view(Runtime &rt, const StoragePtr &storage, DType dtype, Shape sizes, Shape strides, int64_t offset,
                          VersionCounterPtr version, const Provenance &why);
    // A fresh tensor (uninitialised storage: callers fill it), row-major unless `strides`
    // (dense, e.g. from OutputLayout) are given.
    static TensorPtr empty(Runtime &rt, const Shape &sizes, DType dtype, const Device &device, const Provenance &why,
                           const Shape &strides = {});
    // torch.empty: as empty(), and the storage stays marked uninitialised until written.
    static TensorPtr uninitialized(Runtime &rt, const Shape &sizes, DType dtype, const Device &device,
                                   const Provenance &why, const Shape &strides = {});
    // An ndarray object over an existing storage (host only).
    static NdArrayPtr array(Runtime &rt, const StoragePtr &storage, DType dtype, Shape sizes, Shape strides, int64_t offset,
                            NdArrayPtr baseArray, TensorPtr baseTensor, bool ownData, const Provenance &why);
    static NdArrayPtr emptyArray(Runtime &rt, const Shape &sizes, DType dtype, const Provenance &why,
                                 const Shape &strides = {}, bool uninitialized = false);
    // Host memory for an ndarray, refused with NumPy's errors.
    static StoragePtr arrayStorage(Runtime &rt, const Shape &sizes, DType dtype, const std::string &op,
                                   bool uninitialized = false);

    // An existing tensor or array given new sizes and strides in place (t_(), a.shape = ...):
    // reported as a view of the same storage.
    static void reportRestride(Runtime &rt, const StridedView &v, const Provenance &why);
    // dst = src elementwise (casting), across devices when needed; reports the copy.
    static void copyElements(Runtime &rt, const StridedView &dst, const StridedView &src, const std::string &op);
    // Bytes moved between two storages, reported as a Copy event.
    static void reportCopy(Runtime &rt, const Storage &src, const Storage &dst, uint64_t bytes, int64_t ns,
                           const std::string &op);
    // A bulk write to part of a storage.
    static void reportWrite(Runtime &rt, const StridedView &dst, const std::string &op);
    // A single-element write: the old and new value and every live view that sees it.
    static void reportElementWrite(Runtime &rt, const StridedView &dst, const Scalar &oldValue, const Scalar &newValue,
                                   const std::string &op);
    // A bulk write of random values, naming the generator they came from ("cpu", "cuda:0",
    // "numpy"); `deviceGenerated`: a device generator's values, not PyTorch's.
    static void reportRandomWrite(Runtime &rt, const StridedView &dst, const std::string &op, const std::string &generator,
                                  bool deviceGenerated);

private:
    // Bytes `dst` covers are no longer uninitialised; reported when that changed anything.
    static void noteInitialized(Runtime &rt, const StridedView &dst);
};

} // namespace tl
