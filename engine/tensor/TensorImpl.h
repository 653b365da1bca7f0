#pragma once
// A torch.Tensor: a view onto a Storage plus autograd state (as c10::TensorImpl with
// its AutogradMeta).
#include "StridedView.h"
#include "VersionCounter.h"

#include <memory>

namespace tl {

class Node;
class TensorImpl;
using TensorPtr = std::shared_ptr<TensorImpl>;

class TensorImpl : public StridedView, public std::enable_shared_from_this<TensorImpl> {
public:
    TensorImpl(Runtime &rt, uint64_t objectId, StoragePtr storage, DType dtype, std::vector<int64_t> sizes,
               std::vector<int64_t> strides, int64_t offset, VersionCounterPtr version);
    ~TensorImpl() override;

    std::string kindName() const override { return "Tensor"; }
    Library library() const override { return Library::Torch; }

    // autograd
    // A differentiable view requires grad when its base does, even one made in no_grad mode
    // (DifferentiableViewMeta::requires_grad).
    bool requiresGrad() const { return requiresGrad_ || (viewBase_ && viewBase_->requiresGrad()) || gradFn() != nullptr; }
    bool isLeaf() const { return gradFn() == nullptr; }
    void setLeafRequiresGrad(bool v) { requiresGrad_ = v; }
    // A view whose memory changed in place since its grad_fn was made gets a new one,
    // as_strided from its base's current history (PyTorch's lazy view regeneration).
    const std::shared_ptr<Node> &gradFn() const;
    void setGradFn(std::shared_ptr<Node> fn)
    {
        gradFn_ = std::move(fn);
        requiresGrad_ = false;
        viewAttrVersion_ = version_->value;
    }
    // The grad_fn as last set, without regenerating a stale view's.
    const std::shared_ptr<Node> &storedGradFn() const { return gradFn_; }
    // Index of this tensor among its grad_fn's outputs (split(), unbind() number theirs).
    int outputNr() const { return outputNr_; }
    void setOutputNr(int n) { outputNr_ = n; }
    const TensorPtr &grad() const { return grad_; }
    // retain_grad(): a non-leaf whose gradient backward stores in .grad.
    bool retainsGrad() const { return retainsGrad_ && !isLeaf(); }
    void setRetainsGrad() { retainsGrad_ = true; }
    void setGrad(TensorPtr g) { grad_ = std::move(g); }
    // The AccumulateGrad node of a leaf, shared by every graph that uses it while one holds
    // it (autograd makes it).
    std::weak_ptr<Node> &gradAccumulatorSlot() { return gradAccumulator_; }

    // _version
    const VersionCounterPtr &versionCounter() const { return version_; }
    int64_t version() const { return version_->value; }
    void bumpVersion() { ++version_->value; }

    // Differentiable views (indexing, view, t, ...) remember their base.
    const TensorPtr &viewBase() const { return viewBase_; }
    void setViewBase(TensorPtr base)
    {
        viewBase_ = std::move(base);
        viewAttrVersion_ = version_->value;
    }
    bool isView() const { return viewBase_ != nullptr; }
    // A view made by an op with several view outputs (split, chunk, unbind), or a view of
    // one: PyTorch's CreationMeta::MULTI_OUTPUT_NODE, which forbids in-place changes that
    // autograd would have to replay.
    bool multiOutputView() const { return multiOutputView_; }
    void setMultiOutputView(bool v) { multiOutputView_ = v; }
    // A view made in no_grad mode, or a view of one: CreationMeta::NO_GRAD_MODE, which
    // forbids in-place changes with grad mode enabled.
    bool noGradView() const { return noGradView_; }
    void setNoGradView(bool v) { noGradView_ = v; }

    // Replace this tensor's contents in place (detach_(), requires_grad flags on it).
    Runtime &runtime() const { return runtime_; }

    // out= resizing (at::native::resize_output): contiguous `sizes` over `storage` from `offset`.
    void resizeForOutput(StoragePtr storage, std::vector<int64_t> sizes, int64_t offset)
    {
        setStorage(std::move(storage));
        std::vector<int64_t> strides = contiguousStrides(sizes);
        setGeometry(dtype(), std::move(sizes), std::move(strides), offset);
    }

private:
    Runtime &runtime_;
    VersionCounterPtr version_;
    bool requiresGrad_ = false;
    bool retainsGrad_ = false;
    mutable std::shared_ptr<Node> gradFn_;
    mutable int64_t viewAttrVersion_ = 0;
    std::weak_ptr<Node> gradAccumulator_;
    TensorPtr grad_;
    TensorPtr viewBase_;
    int outputNr_ = 0;
    bool multiOutputView_ = false;
    bool noGradView_ = false;
};

} // namespace tl
