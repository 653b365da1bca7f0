#include "Node.h"

#include "tensor/TensorImpl.h"

namespace tl {

std::string Node::cppName() const
{
    if (name_ == "CopySlices" || name_ == "CopyBackwards" || name_ == "AccumulateGrad")
        return "torch::autograd::" + name_;
    return name_;
}

void Node::releaseSaved()
{
    for (auto &s : saved_)
        s.release();
    released_ = true;
}

std::shared_ptr<Node> Node::makeAccumulateGrad(const TensorPtr &leaf)
{
    auto n = std::make_shared<Node>("AccumulateGrad");
    n->leaf_ = leaf;
    return n;
}

} // namespace tl
