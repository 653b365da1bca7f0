// Tensor methods that give a new view of the same storage or describe its geometry
// (view, reshape, expand ...), with PyTorch 1.13's signatures (python_variable_methods).
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "ops/TensorViews.h"

namespace tl::bind {

namespace {

Value view(ParsedArgs &a)
{
    if (a.overload() == 0)
        throw UnsupportedError("view(dtype)");
    return Value::of(TensorViews::view(a.runtime(), a.selfTensor(), a.intList("size")));
}

Value reshape(ParsedArgs &a) { return Value::of(TensorViews::reshape(a.runtime(), a.selfTensor(), a.intList("shape"))); }

Value torchReshape(ParsedArgs &a) { return Value::of(TensorViews::reshape(a.runtime(), a.tensor("input"), a.intList("shape"))); }

Value expand(ParsedArgs &a) { return Value::of(TensorViews::expand(a.runtime(), a.selfTensor(), a.intList("size"))); }

const Binding kBindings[] = {
    {"Tensor.view", {"view(ScalarType dtype)", "view(SymIntArrayRef size)"}, view},
    {"Tensor.reshape", {"reshape(SymIntArrayRef shape)"}, reshape},
    {"torch.reshape", {"reshape(Tensor input, SymIntArrayRef shape)"}, torchReshape},
    {"Tensor.expand", {"expand(SymIntArrayRef size, *, bool implicit=False)"}, expand},
};

} // namespace

BindingTable tensorShapeBindings() { return kBindings; }

} // namespace tl::bind
