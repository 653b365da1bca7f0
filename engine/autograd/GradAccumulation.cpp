// AccumulateGrad::accumulateGrad's first gradient: a buffer nobody else holds that
// obeys the layout contract is kept as it is (its _version as made); any other is copied by
// clone_obey_contract, whose copy_ counts as a write (_version 1).
#include "GradAccumulation.h"

#include "ops/TensorCopy.h"
#include "tensor/MemoryOverlap.h"

namespace tl {

TensorPtr GradAccumulation::firstGrad(Runtime &rt, const TensorPtr &grad, const StridedView &leaf, bool heldElsewhere)
{
    // A gradient of its own, never a view of a graph buffer or of an expanded one.
    TensorPtr own = TensorCopy::clone(rt, grad, "grad", false);
    if (heldElsewhere || !obeysLayoutContract(*grad, leaf))
        own->bumpVersion();
    else // kept as it is: with the writes the buffer had (PyTorch 2's in-place accumulation)
        own->versionCounter()->value = grad->version();
    return own;
}

bool GradAccumulation::obeysLayoutContract(const StridedView &grad, const StridedView &leaf)
{
    if (!MemoryOverlap::nonOverlappingAndDense(leaf))
        return grad.isContiguous();
    for (size_t d = 0; d < grad.sizes().size(); ++d)
        if (grad.sizes()[d] != 1 && grad.strides()[d] != leaf.strides()[d])
            return false;
    return true;
}

} // namespace tl
