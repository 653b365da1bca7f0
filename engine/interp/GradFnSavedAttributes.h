#pragma once
// A grad_fn's saved values as PyTorch's generated nodes expose them (_saved_self,
// _saved_other, _saved_exponent, _saved_result ...), for the nodes whose saved slots the
// engine keeps as PyTorch does.
#include "Value.h"

#include <string>

namespace tl {

class Runtime;

class GradFnSavedAttributes {
public:
    // Whether `name` is one of the saved-value attributes a node may have.
    static bool isSavedName(const std::string &name);
    // The attribute of `node`: an input as the same tensor, an output as a new tensor with
    // the node as grad_fn, a number PyTorch wrapped as a 0-d tensor, None when the slot was
    // not saved. AttributeError with PyTorch's text when the node has no such attribute.
    static Value get(Runtime &rt, const std::shared_ptr<Node> &node, const std::string &name);
};

} // namespace tl
