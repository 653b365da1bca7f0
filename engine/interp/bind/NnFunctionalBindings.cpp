// torch.nn.functional's activations (torch/nn/functional.py in 1.13): relu (inplace=),
// softmax / log_softmax (the implicit-dim warning and choice), and the deprecated sigmoid
// and tanh, which warn from functional.py and call the tensor methods.
#include "BindingTables.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "ParsedArgs.h"
#include "functions/IndexingFunctions.h"
#include "functions/LossFunctions.h"
#include "functions/ReductionFunctions.h"
#include "functions/UnaryFunctions.h"
#include "interp/Interpreter.h"

namespace tl::bind {

namespace {

const char *kFunctional = "/usr/lib/python3/dist-packages/torch/nn/functional.py";

Value relu(ParsedArgs &a)
{
    const TensorPtr x = a.tensor("input");
    if (a.toBool("inplace")) {
        UnaryFunctions::callInPlace(a.runtime(), UnaryOp::Relu, x);
        return Value::of(x);
    }
    return Value::of(UnaryFunctions::call(a.runtime(), UnaryOp::Relu, x));
}

// _get_softmax_dim: dim 0 for 0-, 1- and 3-d inputs, else 1, with a deprecation warning.
template <bool Log>
Value softmax(ParsedArgs &a)
{
    const TensorPtr x = a.tensor("input");
    int64_t dim;
    if (a.has("dim")) {
        dim = a.toInt("dim");
    } else {
        const char *name = Log ? "log_softmax" : "softmax";
        a.interpreter().warn("UserWarning", std::string("Implicit dimension choice for ") + name +
                                                " has been deprecated. Change the call to include dim=X as an argument.");
        const int64_t n = x->dim();
        dim = (n == 0 || n == 1 || n == 3) ? 0 : 1;
    }
    return Value::of(ReductionFunctions::softmax(a.runtime(), x, dim, a.dtype("dtype"), Log));
}

Value oneHot(ParsedArgs &a) { return Value::of(IndexingFunctions::oneHot(a.runtime(), a.tensor("input"), a.toInt("num_classes"))); }

// _Reduction.get_enum; the legacy size_average= / reduce= pair is not modelled.
LossReduction reductionOf(const ParsedArgs &a)
{
    if (a.get("size_average") || a.get("reduce"))
        throw UnsupportedError("the legacy size_average= / reduce= arguments of a loss");
    const Value *given = a.get("reduction");
    if (given && given->kind != Value::Kind::Str)
        throw UnsupportedError("a loss's reduction= given as a non-string");
    const std::string r = a.string("reduction");
    if (r == "none")
        return LossReduction::None;
    if (r == "mean")
        return LossReduction::Mean;
    if (r == "sum")
        return LossReduction::Sum;
    if (r == "elementwise_mean")
        throw UnsupportedError("the deprecated reduction='elementwise_mean'");
    throw PyError("ValueError", r + " is not a valid value for reduction");
}

TensorPtr tensorArg(const ParsedArgs &a, std::string_view name, bool optional)
{
    const Value *v = a.get(name);
    if (!v && optional)
        return nullptr;
    if (!v || v->kind != Value::Kind::Tensor)
        throw UnsupportedError("a loss's " + std::string(name) + "= that is not a tensor");
    return v->tensor;
}

Value binaryCrossEntropyWithLogits(ParsedArgs &a)
{
    const TensorPtr input = tensorArg(a, "input", false), target = tensorArg(a, "target", false);
    const TensorPtr weight = tensorArg(a, "weight", true), posWeight = tensorArg(a, "pos_weight", true);
    const LossReduction reduction = reductionOf(a);
    if (target->sizes() != input->sizes())
        throw PyError("ValueError", "Target size (torch.Size(" + Errors::shapeList(target->sizes()) +
                                        ")) must be the same as input size (torch.Size(" + Errors::shapeList(input->sizes()) + "))");
    return Value::of(LossFunctions::binaryCrossEntropyWithLogits(a.runtime(), input, target, weight, posWeight, reduction));
}

template <UnaryOp Op>
Value deprecatedActivation(ParsedArgs &a)
{
    const bool sigmoid = Op == UnaryOp::Sigmoid;
    const std::string message = std::string("nn.functional.") + (sigmoid ? "sigmoid" : "tanh") +
                                " is deprecated. Use torch." + (sigmoid ? "sigmoid" : "tanh") + " instead.";
    a.interpreter().warnAt("UserWarning", message, kFunctional, sigmoid ? 1967 : 1956, "warnings.warn(\"" + message + "\")");
    return Value::of(UnaryFunctions::call(a.runtime(), Op, a.tensor("input")));
}

const Binding kNnFunctionalBindings[] = {
    {"torch.nn.functional.one_hot", {"one_hot(Tensor input, int64_t num_classes=-1)"}, oneHot}, // torch._C._nn.one_hot
    // Python functions: the parser stands in for CPython's argument binding.
    {"torch.nn.functional.relu", {"relu(Tensor input, bool inplace=False)"}, relu},
    {"torch.nn.functional.softmax", {"softmax(Tensor input, int64_t? dim=None, int64_t _stacklevel=3, ScalarType? dtype=None)"},
     softmax<false>},
    {"torch.nn.functional.log_softmax",
     {"log_softmax(Tensor input, int64_t? dim=None, int64_t _stacklevel=3, ScalarType? dtype=None)"}, softmax<true>},
    {"torch.nn.functional.sigmoid", {"sigmoid(Tensor input)"}, deprecatedActivation<UnaryOp::Sigmoid>},
    {"torch.nn.functional.tanh", {"tanh(Tensor input)"}, deprecatedActivation<UnaryOp::Tanh>},
    {"torch.nn.functional.binary_cross_entropy_with_logits",
     {"binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None, reduction='mean', "
      "pos_weight=None)"},
     binaryCrossEntropyWithLogits, ArgStyle::Python},
};

} // namespace

BindingTable nnFunctionalBindings() { return kNnFunctionalBindings; }

} // namespace tl::bind
