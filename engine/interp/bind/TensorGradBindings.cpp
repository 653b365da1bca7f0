// Tensor methods of autograd itself: retain_grad() (a METH_NOARGS method of _TensorBase
// in 1.13).
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "autograd/Autograd.h"

namespace tl::bind {

namespace {

Value retainGrad(ParsedArgs &a)
{
    Autograd::retainGrad(a.selfTensor());
    return Value::none();
}

const Binding kBindings[] = {
    {"Tensor.retain_grad", {}, retainGrad},
};

} // namespace

BindingTable tensorGradBindings() { return kBindings; }

} // namespace tl::bind
