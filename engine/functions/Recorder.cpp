#include "Recorder.h"

#include "core/MathErrors.h"

namespace tl {

TensorPtr GradContext::saved(size_t slot) const { return node.saved()[slot].unpack(); }

Operand GradContext::operand(size_t slot) const
{
    const SavedVariable &sv = node.saved()[slot];
    if (TensorPtr t = sv.unpack())
        return Operand::of(t);
    return Operand::of(sv.number());
}

std::shared_ptr<Node> Recorder::node(Runtime &rt, const std::string &name, const std::vector<TensorPtr> &inputs)
{
    return Autograd::makeNode(rt, name, inputs);
}

std::shared_ptr<Node> Recorder::inplaceNode(Runtime &rt, const std::string &name, const std::vector<TensorPtr> &inputs)
{
    if (!Autograd::anyRequiresGrad(rt, inputs))
        return nullptr;
    auto n = std::make_shared<Node>(name);
    for (const auto &t : inputs)
        n->next().push_back(Autograd::edgeOf(t));
    return n;
}

void Recorder::saveInput(Node &n, const TensorPtr &t) { n.saved().emplace_back(t); }

void Recorder::saveOperand(Node &n, const Operand &o)
{
    if (o.isTensor())
        n.saved().emplace_back(o.tensor);
    else
        n.saved().emplace_back(o.number);
}

void Recorder::saveOutput(Node &n, const TensorPtr &out) { n.saved().emplace_back(alias(out), n.name()); }

void Recorder::saveNothing(Node &n) { n.saved().emplace_back(); }

void Recorder::finish(const std::shared_ptr<Node> &n, const TensorPtr &out, Formula f)
{
    n->setBackward([f = std::move(f)](Runtime &r, const TensorPtr &g, Node &self) { return f(GradContext{r, g, self}); });
    Autograd::setHistory(out, n);
}

void Recorder::finishInplace(Runtime &rt, const std::shared_ptr<Node> &n, const TensorPtr &self, Formula f)
{
    n->setBackward([f = std::move(f)](Runtime &r, const TensorPtr &g, Node &me) { return f(GradContext{r, g, me}); });
    Autograd::rebaseInplace(rt, self, n);
}

void Recorder::checkOut(Runtime &rt, const std::string &op, const std::vector<TensorPtr> &inputs)
{
    if (Autograd::anyRequiresGrad(rt, inputs))
        throw MathErrors::outRequiresGrad(op);
}

void Recorder::checkInplace(Runtime &rt, const TensorPtr &self, const std::vector<TensorPtr> &inputs)
{
    bool any = self->requiresGrad();
    for (const auto &t : inputs)
        any = any || (t && t->requiresGrad());
    Autograd::checkInplace(rt, self, any);
}

TensorPtr Recorder::alias(const TensorPtr &t)
{
    // Object id 0: an internal value no event ever names.
    return std::make_shared<TensorImpl>(t->runtime(), 0, t->storage(), t->dtype(), t->sizes(), t->strides(), t->storageOffset(),
                                        t->versionCounter());
}

} // namespace tl
