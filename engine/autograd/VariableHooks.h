#pragma once
// Autograd's answers to the tensor's AutogradHooks (torch/csrc/autograd/variable.cpp's
// VariableHooks), installed when autograd is linked in.
#include "tensor/AutogradHooks.h"

namespace tl {

class VariableHooks final : public AutogradHooks {
public:
    std::shared_ptr<Node> regeneratedViewGradFn(const TensorImpl &view) const override;
    static const VariableHooks &instance();
};

} // namespace tl
