#pragma once
// The families of declared bindings, one table per file (TorchFactoryBindings.cpp, ...).
// A new family adds its function here and one line to BindingRegistry's constructor.
#include "Binding.h"

namespace tl::bind {

BindingTable torchFactoryBindings();  // torch.ones, torch.zeros_like, torch.tensor ...
BindingTable tensorShapeBindings();   // Tensor.view, torch.reshape ...
BindingTable dtypeBindings();         // Tensor.half, Tensor.type, torch.result_type ...

} // namespace tl::bind
