#include "LossFunctions.h"

#include "FormulaOperands.h"
#include "Recorder.h"
#include "core/PyError.h"
#include "ops/Pointwise.h"
#include "ops/Reductions.h"

namespace tl {

namespace {

using P = Pointwise;
using operands::T;
using operands::I;

// The cases whose in-place arithmetic (ATen's mul_/add_ into the first operand) the
// out-of-place ops below would not reproduce: mixed dtypes, and weights that broadcast the
// loss to a larger shape.
void refuseUnmodelled(const TensorPtr &input, const TensorPtr &target, const TensorPtr &weight, const TensorPtr &posWeight)
{
    if (!isFloating(input->dtype()))
        throw UnsupportedError("binary_cross_entropy_with_logits of integer tensors");
    for (const TensorPtr &t : {target, weight, posWeight}) {
        if (!t)
            continue;
        if (t->dtype() != input->dtype())
            throw UnsupportedError("binary_cross_entropy_with_logits with tensors of different dtypes");
        if (P::broadcastShape({T(input), T(t)}) != input->sizes())
            throw UnsupportedError("binary_cross_entropy_with_logits with a weight larger than the input");
        if (t != target && t->requiresGrad())
            throw UnsupportedError("binary_cross_entropy_with_logits with a weight that requires grad");
    }
    if (target->requiresGrad())
        throw UnsupportedError("binary_cross_entropy_with_logits with a target that requires grad");
}

TensorPtr reduced(Runtime &rt, const TensorPtr &loss, LossReduction reduction)
{
    switch (reduction) {
    case LossReduction::None: return loss;
    case LossReduction::Mean: return Reductions::mean(rt, loss, {}, false, std::nullopt);
    case LossReduction::Sum: return Reductions::sum(rt, loss, {}, false, std::nullopt);
    }
    return loss;
}

} // namespace

TensorPtr LossFunctions::binaryCrossEntropyWithLogits(Runtime &rt, const TensorPtr &input, const TensorPtr &target,
                                                      const TensorPtr &weight, const TensorPtr &posWeight, LossReduction reduction)
{
    refuseUnmodelled(input, target, weight, posWeight);
    TensorPtr out;
    {
        NoGradGuard ng(rt);
        const TensorPtr maxVal = P::apply(rt, UnaryKernel::Clamp, P::neg(rt, input), [] {
            UnaryParams p;
            p.low = Scalar::fromInt(0);
            return p;
        }());
        // log(exp(-max_val) + exp(-x - max_val))
        const TensorPtr logTerm =
            P::apply(rt, UnaryKernel::Log,
                     P::add(rt, T(P::apply(rt, UnaryKernel::Exp, P::neg(rt, maxVal))),
                            T(P::apply(rt, UnaryKernel::Exp, P::sub(rt, T(P::neg(rt, input)), T(maxVal))))));
        const TensorPtr linear = P::mul(rt, T(P::sub(rt, I(1), T(target))), T(input));
        TensorPtr loss;
        if (posWeight) {
            const TensorPtr logWeight = P::add(rt, T(P::mul(rt, T(P::sub(rt, T(posWeight), I(1))), T(target))), I(1));
            loss = P::add(rt, T(linear), T(P::mul(rt, T(logWeight), T(P::add(rt, T(logTerm), T(maxVal))))));
        } else {
            loss = P::add(rt, T(P::add(rt, T(linear), T(maxVal))), T(logTerm));
        }
        if (weight)
            loss = P::mul(rt, T(loss), T(weight));
        out = reduced(rt, loss, reduction);
    }
    if (auto n = Recorder::node(rt, "BinaryCrossEntropyWithLogitsBackward0", {input, target})) {
        Recorder::saveInput(*n, input);
        Recorder::saveInput(*n, target);
        for (const TensorPtr &t : {weight, posWeight}) {
            if (t)
                Recorder::saveInput(*n, t);
            else
                Recorder::saveNothing(*n);
        }
        const int64_t numel = input->numel();
        const bool hasWeight = weight != nullptr, hasPosWeight = posWeight != nullptr;
        Recorder::finish(n, out, [numel, hasWeight, hasPosWeight, reduction](const GradContext &c) -> std::vector<TensorPtr> {
            // binary_cross_entropy_with_logits_backward (FunctionsManual.cpp)
            const TensorPtr x = c.saved(0), y = c.saved(1);
            const TensorPtr sig = P::apply(c.rt, UnaryKernel::Sigmoid, x);
            TensorPtr g;
            if (hasPosWeight) {
                const TensorPtr t = P::mul(c.rt, T(c.saved(3)), T(y));
                g = P::sub(c.rt, T(P::mul(c.rt, T(P::sub(c.rt, T(P::add(c.rt, T(t), I(1))), T(y))), T(sig))), T(t));
            } else {
                g = P::sub(c.rt, T(sig), T(y));
            }
            g = P::mul(c.rt, T(g), T(c.grad));
            if (hasWeight)
                g = P::mul(c.rt, T(g), T(c.saved(2)));
            if (reduction == LossReduction::Mean)
                g = P::div(c.rt, T(g), I(numel));
            return {g, nullptr};
        });
    }
    return out;
}

} // namespace tl
