#include "TensorImpl.h"

#include "AutogradHooks.h"
#include "Runtime.h"
#include "core/InternalAssert.h"

namespace tl {

TensorImpl::TensorImpl(Runtime &rt, uint64_t objectId, StoragePtr storage, DType dtype, std::vector<int64_t> sizes,
                       std::vector<int64_t> strides, int64_t offset, VersionCounterPtr version)
    : StridedView(objectId, std::move(storage), dtype, std::move(sizes), std::move(strides), offset), runtime_(rt),
      version_(version ? std::move(version) : std::make_shared<VersionCounter>())
{
}

TensorImpl::~TensorImpl()
{
    if (objectId() != 0) // id 0: an internal temporary no event ever named
        runtime_.objectReleased(objectId(), "Tensor", storage() ? storage()->id() : 0);
}

const std::shared_ptr<Node> &TensorImpl::gradFn() const
{
    if (!viewBase_ || !isFloating(dtype()))
        return gradFn_;
    if (!gradFn_ && !viewBase_->requiresGrad())
        return gradFn_;
    if (viewAttrVersion_ != version_->value) {
        const AutogradHooks *hooks = AutogradHooks::installed();
        TL_INTERNAL_ASSERT(hooks, "a differentiable view exists without autograd");
        gradFn_ = hooks->regeneratedViewGradFn(*this);
        viewAttrVersion_ = version_->value;
    }
    return gradFn_;
}

} // namespace tl
