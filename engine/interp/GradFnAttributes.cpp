// grad_fn.next_functions as THPCppFunction_next_functions builds it: a tuple of
// (next node or None, input_nr) pairs, in the order of the op's differentiable inputs.
#include "GradFnAttributes.h"

#include "core/PyError.h"

#include <set>
#include <string>

namespace tl {

namespace {

// Nodes whose edges are those of PyTorch 1.13's node of the same name: the op's inputs in
// its order, a Python number (wrapped into a tensor by the Tensor overload) as None. Nodes
// that record other inputs (a where() condition, a masked_fill mask) stay off the list.
const std::set<std::string> kCheckedNodes = {
    "AbsBackward0",     "AccumulateGrad",        "AddBackward0",        "CatBackward0",       "CloneBackward0",
    "CopySlices",       "DivBackward0",          "DotBackward0",        "ExpBackward0",       "ExpandBackward0",
    "LogBackward0",     "MaxBackward1",          "MeanBackward0",       "MmBackward0",        "MulBackward0",
    "MvBackward0",      "NegBackward0",          "PowBackward0",        "PowBackward1",       "PowBackward2",
    "ProdBackward0",
    "ReciprocalBackward0", "ReluBackward0",      "ReshapeAliasBackward0", "RsubBackward1",    "SelectBackward0",
    "SigmoidBackward0", "SinBackward0",          "SliceBackward0",      "SoftmaxBackward0",   "SplitBackward0",
    "SqrtBackward0",    "StackBackward0",        "StdBackward0",        "SubBackward0",       "SumBackward0",
    "TBackward0",       "TanhBackward0",         "ToCopyBackward0",     "UnbindBackward0",    "UnsqueezeBackward0",
    "ViewBackward0",
};

} // namespace

Value GradFnAttributes::nextFunctions(const Node &node)
{
    if (!kCheckedNodes.count(node.name()))
        throw UnsupportedError("next_functions of a " + node.name() + " node");
    ValueList pairs;
    for (const Edge &e : node.next())
        pairs.push_back(Value::tuple({e.fn ? Value::gradFn(e.fn) : Value::none(), Value::integer(e.inputNr)}));
    return Value::tuple(std::move(pairs));
}

} // namespace tl
