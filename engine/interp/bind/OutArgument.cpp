#include "OutArgument.h"

#include "core/Errors.h"
#include "interp/Interpreter.h"
#include "tensor/Runtime.h"
#include "tensor/ShapeMath.h"

namespace tl::bind {

void OutArgument::prepare(Interpreter &in, const TensorPtr &out, const std::vector<int64_t> &shape, const Device &device)
{
    if (out->device() != device)
        throw Errors::mixedDevices(device, out->device());
    if (out->sizes() == shape)
        return;
    if (out->numel() != 0)
        in.warn("UserWarning", "An output with one or more elements was resized since it had shape " +
                                   Errors::shapeList(out->sizes()) + ", which does not match the required output shape " +
                                   Errors::shapeList(shape) +
                                   ". This behavior is deprecated, and in a future PyTorch release outputs will not be resized "
                                   "unless they have zero elements. You can explicitly reuse an out tensor t by resizing it, "
                                   "inplace, to zero elements with t.resize_(0). (Triggered internally at  "
                                   "./aten/src/ATen/native/Resize.cpp:17.)");
    resize(in, out, shape);
}

void OutArgument::resize(Interpreter &in, const TensorPtr &out, const std::vector<int64_t> &shape)
{
    if (out->sizes() == shape)
        return;
    const uint64_t need = ShapeMath::checkedBytes(shape, itemSize(out->dtype()));
    const uint64_t have = out->storage()->nbytes() - static_cast<uint64_t>(out->storageOffset()) * itemSize(out->dtype());
    if (need <= have) {
        out->resizeForOutput(out->storage(), shape, out->storageOffset());
        return;
    }
    // PyTorch grows the storage in place, which every view of it sees; a new storage
    // matches that only while no other view of the old one is alive.
    // (A storage() object holds the storage too: it would keep showing the old bytes.)
    if (in.runtime().ownerCount(out->storage()->id()) > 1 || out->storage().use_count() > 1)
        throw UnsupportedError("out= growing a tensor whose storage other tensors, arrays or storage() objects share");
    out->resizeForOutput(in.runtime().allocate(out->device(), need, "out="), shape, 0);
}

} // namespace tl::bind
