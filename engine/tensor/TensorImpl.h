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

    // autograd
    bool requiresGrad() const { return requiresGrad_ || gradFn() != nullptr; }
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
    // Index of this tensor among its grad_fn's outputs (always 0 for the ops we model).
    int outputNr() const { return 0; }
    const TensorPtr &grad() const { return grad_; }
    void setGrad(TensorPtr g) { grad_ = std::move(g); }
    // The AccumulateGrad node of a leaf, shared by every graph that uses it.
    std::shared_ptr<Node> gradAccumulator();

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
    // Output `nr` of an op that returns several views at once (unbind): PyTorch refuses to
    // modify such a view in place while autograd records (CreationMeta::MULTI_OUTPUT_NODE).
    int multiOutputNr() const { return multiOutputNr_; }
    void setMultiOutputNr(int nr) { multiOutputNr_ = nr; }

    // Replace this tensor's contents in place (detach_(), requires_grad flags on it).
    Runtime &runtime() const { return runtime_; }

private:
    Runtime &runtime_;
    VersionCounterPtr version_;
    bool requiresGrad_ = false;
    mutable std::shared_ptr<Node> gradFn_;
    mutable int64_t viewAttrVersion_ = 0;
    std::weak_ptr<Node> gradAccumulator_;
    TensorPtr grad_;
    TensorPtr viewBase_;
    int multiOutputNr_ = -1;
};

} // namespace tl
