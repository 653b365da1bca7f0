#pragma once
// A value an autograd node keeps for its backward formula, with the _version it had when
// saved, so later in-place changes are detected as PyTorch detects them. Outputs are
// saved as a history-free alias of the same memory (no reference cycle through grad_fn).
#include "core/Scalar.h"

#include <cstdint>
#include <memory>
#include <string>

namespace tl {

class TensorImpl;
using TensorPtr = std::shared_ptr<TensorImpl>;

class SavedVariable {
public:
    // An input tensor.
    explicit SavedVariable(TensorPtr t);
    // An output tensor of the node named `producer` (saved as an alias).
    SavedVariable(TensorPtr alias, std::string producer);
    // A Python number PyTorch wraps into a tensor and saves (so it, too, is freed).
    explicit SavedVariable(Scalar number);
    // Nothing saved in this slot (the formula that would need it is not required).
    SavedVariable() = default;
    bool defined() const { return defined_; }

    // The saved tensor (null for a number); throws PyTorch's errors when it was freed or
    // modified in place since.
    TensorPtr unpack() const;
    Scalar number() const;
    void release();

private:
    void checkReleased() const;
    TensorPtr tensor_;
    Scalar number_;
    std::string producer_;
    int64_t savedVersion_ = 0;
    bool released_ = false;
    bool defined_ = false;
};

} // namespace tl
