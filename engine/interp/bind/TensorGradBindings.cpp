// Autograd itself: Tensor.retain_grad() (a METH_NOARGS method of _TensorBase in 1.13) and
// torch.autograd.grad (torch/autograd/__init__.py) for one output and leaf inputs.
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "autograd/Autograd.h"
#include "core/PyError.h"
#include "interp/Value.h"

namespace tl::bind {

namespace {

Value retainGrad(ParsedArgs &a)
{
    Autograd::retainGrad(a.selfTensor());
    return Value::none();
}

// A tensor or a sequence of tensors (_tensor_or_tensors_to_tuple).
std::vector<TensorPtr> tensorsOf(const Value &v, const char *what)
{
    if (v.kind == Value::Kind::Tensor)
        return {v.tensor};
    std::vector<TensorPtr> out;
    if ((v.kind == Value::Kind::Tuple || v.kind == Value::Kind::List) && v.items)
        for (const Value &item : *v.items) {
            if (item.kind != Value::Kind::Tensor)
                throw UnsupportedError(std::string("torch.autograd.grad() with ") + what + " that are not all tensors");
            out.push_back(item.tensor);
        }
    else
        throw UnsupportedError(std::string("torch.autograd.grad() with ") + what + " that are not tensors");
    return out;
}

Value autogradGrad(ParsedArgs &a)
{
    const bool createGraph = a.get("create_graph") && a.toBool("create_graph");
    if (createGraph || (a.get("is_grads_batched") && a.toBool("is_grads_batched")) || a.has("only_inputs"))
        throw UnsupportedError("torch.autograd.grad() with create_graph, is_grads_batched or only_inputs");
    const std::vector<TensorPtr> outputs = tensorsOf(a.value("outputs"), "outputs");
    const std::vector<TensorPtr> inputs = tensorsOf(a.value("inputs"), "inputs");
    if (outputs.size() != 1)
        throw UnsupportedError("torch.autograd.grad() of several outputs");
    TensorPtr gradOutput;
    if (const Value *g = a.get("grad_outputs")) {
        const std::vector<TensorPtr> gs = tensorsOf(*g, "grad_outputs");
        if (gs.size() != 1 || gs[0]->sizes() != outputs[0]->sizes() || gs[0]->dtype() != outputs[0]->dtype())
            throw UnsupportedError("torch.autograd.grad() with grad_outputs of another count, shape or dtype");
        gradOutput = gs[0];
    }
    const bool retain = a.get("retain_graph") ? a.toBool("retain_graph") : createGraph;
    const bool allowUnused = a.get("allow_unused") && a.toBool("allow_unused");
    ValueList result;
    for (const TensorPtr &g : Autograd::grad(a.runtime(), outputs[0], gradOutput, retain, inputs, allowUnused))
        result.push_back(g ? Value::of(g) : Value::none());
    return Value::tuple(std::move(result));
}

const Binding kTensorGradBindings[] = {
    {"Tensor.retain_grad", {}, retainGrad},
    {"torch.autograd.grad",
     {"grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, only_inputs=True, "
      "allow_unused=False, is_grads_batched=False)"},
     autogradGrad, ArgStyle::Python},
};

} // namespace

BindingTable tensorGradBindings() { return kTensorGradBindings; }

} // namespace tl::bind
