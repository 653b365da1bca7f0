#include "Autograd.h"

#include "autograd/GradAccumulation.h"
#include "autograd/VariableHooks.h"
#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "core/ShapeErrors.h"
#include "core/VersionProfile.h"
#include "ops/Pointwise.h"
#include "ops/Reductions.h"
#include "ops/TensorCopy.h"
#include "ops/TensorFactory.h"
#include "tensor/MemoryOverlap.h"

#include <algorithm>
#include <deque>
#include <unordered_map>
#include <unordered_set>

namespace tl {

namespace {

// Every program that records a graph links this file, so the tensor's hooks are in place
// before any differentiable view exists.
[[maybe_unused]] const bool hooksInstalled = (AutogradHooks::install(&VariableHooks::instance()), true);

// The leaf's AccumulateGrad node, shared by every graph that uses the leaf.
std::shared_ptr<Node> accumulatorOf(const TensorPtr &leaf)
{
    if (auto acc = leaf->gradAccumulatorSlot().lock())
        return acc;
    auto acc = Node::makeAccumulateGrad(leaf);
    leaf->gradAccumulatorSlot() = acc;
    return acc;
}

// The layout of a view's base, kept by value: holding the base itself from its own
// grad_fn would be a reference cycle.
struct BaseLayout {
    DType dtype;
    Device device;
    std::vector<int64_t> sizes;
    std::vector<int64_t> strides;
};

// A tensor laid out like the base (same sizes and strides) in fresh memory, so a view's
// geometry relative to the base's offset addresses the same elements in it.
TensorPtr emptyLikeBase(Runtime &rt, const BaseLayout &base, bool zero)
{
    int64_t span = 1, numel = 1;
    for (size_t i = 0; i < base.sizes.size(); ++i) {
        span += (base.sizes[i] - 1) * base.strides[i];
        numel *= base.sizes[i];
    }
    if (numel == 0)
        span = 0;
    const uint64_t bytes = static_cast<uint64_t>(span) * itemSize(base.dtype);
    StoragePtr s = rt.allocate(base.device, bytes, "backward");
    auto t = TensorMaker::view(rt, s, base.dtype, base.sizes, base.strides, 0, nullptr, {"backward", false, "gradient buffer"});
    if (zero) {
        StridedRef whole;
        whole.data = s->data();
        whole.dtype = base.dtype;
        whole.sizes = {span};
        whole.strides = {1};
        s->backend().fill(whole, Scalar::fromInt(0));
    }
    return t;
}

TensorPtr regionOf(Runtime &rt, const TensorPtr &buffer, const std::vector<int64_t> &sizes, const std::vector<int64_t> &strides,
                   int64_t relativeOffset)
{
    return TensorMaker::view(rt, buffer->storage(), buffer->dtype(), sizes, strides, relativeOffset, buffer->versionCounter(),
                             {"as_strided()", true, "a strided view of the same storage"});
}

TensorPtr adapt(Runtime &rt, TensorPtr g, const InputMeta &meta)
{
    if (g->sizes() != meta.sizes)
        g = Reductions::sumTo(rt, g, meta.sizes);
    if (g->dtype() != meta.dtype || g->device() != meta.device)
        g = TensorCopy::to(rt, g, meta.device, meta.dtype, false, "backward");
    return g;
}

TensorPtr addGrads(Runtime &rt, const TensorPtr &a, const TensorPtr &b)
{
    return Pointwise::add(rt, Operand::of(a), Operand::of(b));
}

} // namespace

bool Autograd::anyRequiresGrad(Runtime &rt, const std::vector<TensorPtr> &inputs)
{
    if (!rt.gradEnabled())
        return false;
    return std::any_of(inputs.begin(), inputs.end(), [](const TensorPtr &t) { return t && t->requiresGrad(); });
}

Edge Autograd::edgeOf(const TensorPtr &t)
{
    Edge e;
    if (!t)
        return e;
    e.meta = {t->dtype(), t->sizes(), t->device()};
    if (!t->requiresGrad())
        return e;
    e.fn = t->isLeaf() ? accumulatorOf(t) : t->gradFn();
    e.inputNr = t->isLeaf() ? 0 : t->outputNr();
    return e;
}

std::shared_ptr<Node> Autograd::makeNode(Runtime &rt, const std::string &name, const std::vector<TensorPtr> &inputs)
{
    if (!anyRequiresGrad(rt, inputs))
        return nullptr;
    auto node = std::make_shared<Node>(name);
    for (const auto &t : inputs)
        node->next().push_back(edgeOf(t));
    return node;
}

void Autograd::setHistory(const TensorPtr &out, const std::shared_ptr<Node> &node)
{
    if (node)
        out->setGradFn(node);
}

void Autograd::checkInplace(Runtime &rt, const TensorPtr &self, bool anyRequiresGrad)
{
    if (!rt.gradEnabled() || !anyRequiresGrad)
        return;
    if (self->isView() && self->multiOutputView())
        refuseMultiOutputRebase(*self, false);
    if (self->isView() && self->noGradView())
        throw ShapeErrors::noGradViewModified(false);
    if (self->isView() && self->requiresGrad() && self->viewBase()->isLeaf())
        throw Errors::viewOfLeafInPlace();
    if (self->requiresGrad() && self->isLeaf())
        throw Errors::leafInPlace();
}

void Autograd::refuseMultiOutputRebase(const TensorImpl &view, bool indirect)
{
    throw ShapeErrors::multiOutputViewModified(view.storedGradFn() ? view.storedGradFn()->name() : "", view.outputNr(), indirect);
}

void Autograd::rebaseInplace(Runtime &, const TensorPtr &self, const std::shared_ptr<Node> &node)
{
    if (!self->isView()) {
        self->setGradFn(node);
        return;
    }
    // In-place on a view rewrites part of its base: the base's history becomes CopySlices
    // (the old base gradient, with the view's part routed through `node`), and the view's
    // own grad_fn is regenerated from the base as an as_strided view.
    const TensorPtr &baseTensor = self->viewBase();
    const BaseLayout base{baseTensor->dtype(), baseTensor->device(), baseTensor->sizes(), baseTensor->strides()};
    const std::vector<int64_t> sizes = self->sizes(), strides = self->strides();
    const int64_t rel = self->storageOffset() - baseTensor->storageOffset();
    auto cs = std::make_shared<Node>("CopySlices");
    cs->next().push_back(edgeOf(baseTensor));
    for (size_t i = 1; i < node->next().size(); ++i)
        cs->next().push_back(node->next()[i]);
    cs->setBackward([node, base, sizes, strides, rel](Runtime &r, const TensorPtr &g, Node &) {
        auto gBase = emptyLikeBase(r, base, false);
        TensorMaker::copyElements(r, *gBase, *g, "backward");
        auto region = regionOf(r, gBase, sizes, strides, rel);
        auto res = node->apply(r, TensorCopy::clone(r, region, "clone()", false));
        if (res.empty() || !res[0]) {
            region->storage()->backend().fill(region->ref(), Scalar::fromInt(0));
            TensorMaker::reportWrite(r, *region, "backward");
        }
        else
            TensorMaker::copyElements(r, *region, *res[0], "backward");
        std::vector<TensorPtr> out{gBase};
        for (size_t i = 1; i < res.size(); ++i)
            out.push_back(res[i]);
        return out;
    });
    cs->setHoldsState();
    baseTensor->setGradFn(cs);
    self->setGradFn(asStridedNode(baseTensor, *self));
}

std::shared_ptr<Node> Autograd::asStridedNode(const TensorPtr &baseTensor, const StridedView &view)
{
    const BaseLayout base{baseTensor->dtype(), baseTensor->device(), baseTensor->sizes(), baseTensor->strides()};
    const std::vector<int64_t> sizes = view.sizes(), strides = view.strides();
    const int64_t rel = view.storageOffset() - baseTensor->storageOffset();
    auto node = std::make_shared<Node>("AsStridedBackward0");
    node->next().push_back(edgeOf(baseTensor));
    node->setBackward([base, sizes, strides, rel](Runtime &r, const TensorPtr &g, Node &) -> std::vector<TensorPtr> {
        auto z = emptyLikeBase(r, base, true);
        TensorMaker::copyElements(r, *regionOf(r, z, sizes, strides, rel), *g, "backward");
        return {z};
    });
    return node;
}

void Autograd::retainGrad(const TensorPtr &t)
{
    if (!t->requiresGrad())
        throw PyError("RuntimeError", "can't retain_grad on Tensor that has requires_grad=False");
    if (t->isLeaf() || t->retainsGrad())
        return;
    t->setRetainsGrad();
    t->gradFn()->retainGradOf(t);
}

namespace {

// The nodes from which one of the inputs' AccumulateGrad nodes can be reached; `deps`
// counts the edges into every node below `root`. Kahn's order from the root, walked backwards.
std::unordered_set<Node *> nodesLeadingTo(Node *root, const std::vector<TensorPtr> &inputs,
                                          std::unordered_map<Node *, int> deps)
{
    std::vector<Node *> order{root};
    for (size_t i = 0; i < order.size(); ++i)
        for (auto &e : order[i]->next())
            if (e.fn && --deps[e.fn.get()] == 0)
                order.push_back(e.fn.get());
    std::unordered_set<Node *> needed;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        Node *n = *it;
        bool need = false;
        for (const auto &t : inputs)
            need = need || n->leaf() == t;
        for (auto &e : n->next())
            need = need || (e.fn && needed.count(e.fn.get()));
        if (need)
            needed.insert(n);
    }
    return needed;
}

} // namespace

void Autograd::assignGrad(const TensorPtr &t, const TensorPtr &grad)
{
    if (!grad) {
        t->setGrad(nullptr);
        return;
    }
    if (grad == t)
        throw Errors::gradAssignSelf();
    // options().type_equal: the dtype and the kind of device.
    if (grad->dtype() != t->dtype() || grad->device().isCuda() != t->device().isCuda())
        throw Errors::gradAssignType(grad->dtype(), t->dtype());
    if (t->device().isCuda() && grad->device() != t->device())
        throw Errors::gradAssignDevice();
    if (grad->sizes() != t->sizes())
        throw Errors::gradAssignSize(grad->sizes(), t->sizes());
    // AccumulateGrad warns about a gradient whose strides break its layout contract; that
    // case is not modelled.
    if (!grad->isContiguous() || !t->isContiguous())
        throw UnsupportedError("assigning a non-contiguous .grad (or a .grad to a non-contiguous tensor)");
    t->setGrad(grad);
}

void Autograd::backward(Runtime &rt, const TensorPtr &root, TensorPtr gradient, bool retainGraph)
{
    run(rt, root, std::move(gradient), retainGraph, nullptr);
}

std::vector<TensorPtr> Autograd::grad(Runtime &rt, const TensorPtr &root, TensorPtr gradient, bool retainGraph,
                                      const std::vector<TensorPtr> &inputs, bool allowUnused)
{
    for (const auto &t : inputs) {
        if (!t->requiresGrad())
            throw Errors::gradInputNoGrad();
        if (!t->isLeaf())
            throw UnsupportedError("torch.autograd.grad() with respect to a non-leaf tensor");
    }
    std::vector<TensorPtr> grads = run(rt, root, std::move(gradient), retainGraph, &inputs);
    for (size_t i = 0; i < grads.size(); ++i)
        if (!grads[i] && !allowUnused)
            throw Errors::gradInputUnused(i);
    return grads;
}

std::vector<TensorPtr> Autograd::run(Runtime &rt, const TensorPtr &root, TensorPtr gradient, bool retainGraph,
                                     const std::vector<TensorPtr> *inputs)
{
    InterruptFlag::Deferral writesRunToTheEnd;
    if (!root->requiresGrad())
        throw Errors::noGradFn();
    if (!gradient) {
        if (root->numel() != 1)
            throw Errors::gradNonScalar();
        gradient = TensorFactory::full(rt, root->sizes(), Scalar::fromInt(1), root->dtype(), root->device(), false,
                                       "backward");
    }
    NoGradGuard noGrad(rt);

    // autograd.grad: the gradients reaching `inputs` are returned, no .grad is touched, and
    // only the nodes on a path to an input run (the engine's exec_info).
    std::vector<TensorPtr> captured(inputs ? inputs->size() : 0);
    const TensorPtr rootGradient = gradient;
    // Gradients a node handed to several inputs at once (AddBackward's): another buffer
    // holds them when the leaf's AccumulateGrad, which runs first, takes one.
    std::vector<TensorPtr> handedTwice;
    auto accumulate = [&rt, inputs, &captured, &rootGradient, &handedTwice](const TensorPtr &leaf, TensorPtr g) {
        g = adapt(rt, g, {leaf->dtype(), leaf->sizes(), leaf->device()});
        if (inputs) {
            for (size_t i = 0; i < inputs->size(); ++i)
                if ((*inputs)[i] == leaf)
                    captured[i] = captured[i] ? addGrads(rt, captured[i], g) : g;
            return;
        }
        if (!leaf->grad()) {
            const bool held = g == rootGradient || std::find(handedTwice.begin(), handedTwice.end(), g) != handedTwice.end();
            leaf->setGrad(GradAccumulation::firstGrad(rt, g, *leaf, held));
        } else {
            const TensorPtr &acc = leaf->grad();
            Pointwise::binaryInPlace(rt, BinaryKernel::Add, acc, Operand::of(g), Pointwise::resultType({Operand::of(acc), Operand::of(g)}),
                                     Scalar::fromInt(1), "grad +=");
        }
    };

    if (root->isLeaf()) {
        accumulate(root, gradient);
        return captured;
    }

    // Dependencies: how many edges point at each node reachable from the root.
    std::unordered_map<Node *, int> deps;
    std::unordered_set<Node *> seen;
    std::vector<Node *> stack{root->gradFn().get()};
    seen.insert(stack.back());
    while (!stack.empty()) {
        Node *n = stack.back();
        stack.pop_back();
        for (auto &e : n->next()) {
            if (!e.fn)
                continue;
            ++deps[e.fn.get()];
            if (seen.insert(e.fn.get()).second)
                stack.push_back(e.fn.get());
        }
    }

    std::unordered_set<Node *> needed;
    if (inputs)
        needed = nodesLeadingTo(root->gradFn().get(), *inputs, deps);

    std::unordered_map<Node *, TensorPtr> buffers;
    buffers[root->gradFn().get()] = gradient;
    std::deque<std::shared_ptr<Node>> ready{root->gradFn()};
    std::vector<std::shared_ptr<Node>> executed;
    while (!ready.empty()) {
        std::shared_ptr<Node> node = ready.front();
        ready.pop_front();
        TensorPtr g = buffers[node.get()];
        buffers.erase(node.get());
        std::vector<TensorPtr> grads;
        if (g && (!inputs || needed.count(node.get()))) {
            if (node->leaf()) {
                accumulate(node->leaf(), g);
                continue;
            }
            if (node->savedReleased() && node->hadSaved())
                throw Errors::backwardTwice();
            // retain_grad's hook: the first gradient cloned contiguous, later ones added.
            for (const auto &weak : node->retained()) {
                const TensorPtr t = weak.lock();
                if (!t || t->gradFn() != node)
                    continue;
                t->setGrad(t->grad() ? Pointwise::add(rt, Operand::of(t->grad()), Operand::of(g))
                                     : TensorCopy::clone(rt, g, "grad", true));
            }
            grads = node->apply(rt, g);
            executed.push_back(node);
        }
        for (size_t i = 0; i < node->next().size(); ++i) {
            Edge &e = node->next()[i];
            if (!e.fn)
                continue;
            if (i < grads.size() && grads[i]) {
                TensorPtr gi = adapt(rt, grads[i], e.meta);
                for (size_t j = 0; j < grads.size() && j < node->next().size(); ++j)
                    if (j != i && grads[j] == gi && node->next()[j].fn)
                        handedTwice.push_back(gi);
                auto &slot = buffers[e.fn.get()];
                if (!slot) {
                    slot = gi;
                } else {
                    // PyTorch 2's InputBuffer adds into a buffer only it holds (add_: _version + 1);
                    // 1.13 always adds out of place.
                    auto stealable = [&](const TensorPtr &t) {
                        return t != rootGradient && std::find(handedTwice.begin(), handedTwice.end(), t) == handedTwice.end() &&
                               MemoryOverlap::nonOverlappingAndDense(*t) && rt.ownerCount(t->storage()->id()) == 1;
                    };
                    const TensorPtr *into = !Profile::isCurrent() ? nullptr : stealable(slot) ? &slot : stealable(gi) ? &gi : nullptr;
                    const int64_t version = into ? (*into)->version() + 1 : 0;
                    slot = addGrads(rt, slot, gi);
                    if (into)
                        slot->versionCounter()->value = version;
                }
            }
            if (--deps[e.fn.get()] == 0)
                ready.push_back(e.fn);
        }
    }
    if (!retainGraph)
        for (auto &n : executed)
            n->releaseSaved();
    return captured;
}

} // namespace tl
