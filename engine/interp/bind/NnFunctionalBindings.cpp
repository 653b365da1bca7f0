// torch.nn.functional's activations (torch/nn/functional.py in 1.13): relu (inplace=),
// softmax / log_softmax (the implicit-dim warning and choice), and the deprecated sigmoid
// and tanh, which warn from functional.py and call the tensor methods.
#include "BindingTables.h"
#include "ParsedArgs.h"
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

template <UnaryOp Op>
Value deprecatedActivation(ParsedArgs &a)
{
    const bool sigmoid = Op == UnaryOp::Sigmoid;
    const std::string message = std::string("nn.functional.") + (sigmoid ? "sigmoid" : "tanh") +
                                " is deprecated. Use torch." + (sigmoid ? "sigmoid" : "tanh") + " instead.";
    a.interpreter().warnAt("UserWarning", message, kFunctional, sigmoid ? 1967 : 1956, "warnings.warn(\"" + message + "\")");
    return Value::of(UnaryFunctions::call(a.runtime(), Op, a.tensor("input")));
}

// Python functions: the parser stands in for CPython's argument binding.
const Binding kBindings[] = {
    {"torch.nn.functional.relu", {"relu(Tensor input, bool inplace=False)"}, relu},
    {"torch.nn.functional.softmax", {"softmax(Tensor input, int64_t? dim=None, int64_t _stacklevel=3, ScalarType? dtype=None)"},
     softmax<false>},
    {"torch.nn.functional.log_softmax",
     {"log_softmax(Tensor input, int64_t? dim=None, int64_t _stacklevel=3, ScalarType? dtype=None)"}, softmax<true>},
    {"torch.nn.functional.sigmoid", {"sigmoid(Tensor input)"}, deprecatedActivation<UnaryOp::Sigmoid>},
    {"torch.nn.functional.tanh", {"tanh(Tensor input)"}, deprecatedActivation<UnaryOp::Tanh>},
};

} // namespace

BindingTable nnFunctionalBindings() { return kBindings; }

} // namespace tl::bind
