#include "SavedVariable.h"

#include "autograd/Node.h"
#include "core/Errors.h"
#include "tensor/TensorImpl.h"

namespace tl {

SavedVariable::SavedVariable(TensorPtr t)
    : tensor_(std::move(t)), savedVersion_(tensor_ ? tensor_->version() : 0), defined_(true)
{
}

SavedVariable::SavedVariable(TensorPtr alias, std::string producer)
    : tensor_(std::move(alias)), producer_(std::move(producer)), savedVersion_(tensor_ ? tensor_->version() : 0),
      defined_(true)
{
}

SavedVariable::SavedVariable(Scalar number) : number_(number), defined_(true) {}

void SavedVariable::checkReleased() const
{
    if (released_)
        throw Errors::backwardTwice();
}

void SavedVariable::release()
{
    tensor_.reset();
    released_ = true;
}

Scalar SavedVariable::number() const
{
    checkReleased();
    return number_;
}

TensorPtr SavedVariable::unpack() const
{
    checkReleased();
    if (tensor_ && tensor_->version() != savedVersion_) {
        const std::string type = std::string("torch.") + (tensor_->device().isCuda() ? "cuda." : "") +
                                 std::string(legacyTypeName(tensor_->dtype()));
        std::string outputOf;
        if (!producer_.empty())
            outputOf = "output 0 of " + Errors::producerName(producer_);
        else if (tensor_->gradFn())
            outputOf = "output " + std::to_string(tensor_->outputNr()) + " of " + tensor_->gradFn()->cppName();
        throw Errors::versionMismatch(type, tensor_->sizes(), outputOf, tensor_->version(), savedVersion_);
    }
    return tensor_;
}

} // namespace tl
