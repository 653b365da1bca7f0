#include "TensorImpl.h"

#include "Runtime.h"
#include "autograd/Autograd.h"
#include "autograd/Node.h"
#include "core/ShapeErrors.h"

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
        if (multiOutputView_)
            Autograd::refuseMultiOutputRebase(*this, true);
        if (noGradView_)
            throw ShapeErrors::noGradViewModified(true);
        gradFn_ = Autograd::asStridedNode(viewBase_, *this);
        viewAttrVersion_ = version_->value;
    }
    return gradFn_;
}

std::shared_ptr<Node> TensorImpl::gradAccumulator()
{
    if (auto acc = gradAccumulator_.lock())
        return acc;
    auto acc = Node::makeAccumulateGrad(shared_from_this());
    gradAccumulator_ = acc;
    return acc;
}

} // namespace tl
