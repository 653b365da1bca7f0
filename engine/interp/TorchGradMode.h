#pragma once
// torch.no_grad(), torch.enable_grad() and torch.set_grad_enabled(mode)
// (torch/autograd/grad_mode.py): context managers that switch the engine's grad mode and
// put it back, usable as decorators (`@torch.no_grad()`); torch.is_grad_enabled().
#include "CallArgs.h"
#include "Value.h"

#include <optional>
#include <string>

namespace tl {

class Interpreter;

class TorchGradMode {
public:
    // The value of torch.<name> when it is one of these (nullopt otherwise).
    static std::optional<Value> moduleAttribute(const std::string &name);
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);
};

} // namespace tl
