// The _saved_* properties of torch/csrc/autograd/generated/python_functions.cpp (1.13): a
// SavedVariable unpacked (inputs are the tensors themselves, outputs get their grad_fn
// back), a saved Scalar as a Python number.
#include "GradFnSavedAttributes.h"

#include "Suggestions.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "ops/TensorFactory.h"

#include <vector>

namespace tl {

namespace {

enum class Kind { Input, Output, Exponent, NotModelled };

struct SavedAttribute {
    const char *name;
    Kind kind;
    size_t slot; // index into Node::saved() for Input and Output
};

struct NodeAttributes {
    const char *node;
    std::vector<SavedAttribute> attributes;
};

// The engine's slots: binary ops save (self, other, result); unary ones their one value;
// mm and dot (self, other).
const std::vector<NodeAttributes> &table()
{
    static const std::vector<NodeAttributes> nodes = {
        {"MulBackward0", {{"_saved_other", Kind::Input, 1}, {"_saved_self", Kind::Input, 0}}},
        {"DivBackward0", {{"_saved_other", Kind::Input, 1}, {"_saved_self", Kind::Input, 0}}},
        {"PowBackward1",
         {{"_saved_exponent", Kind::Input, 1}, {"_saved_result", Kind::Output, 2}, {"_saved_self", Kind::Input, 0}}},
        {"PowBackward0", {{"_saved_exponent", Kind::Exponent, 0}, {"_saved_self", Kind::Input, 0}}},
        {"ExpBackward0", {{"_saved_result", Kind::Output, 0}}},
        {"SigmoidBackward0", {{"_saved_result", Kind::Output, 0}}},
        {"TanhBackward0", {{"_saved_result", Kind::Output, 0}}},
        {"SinBackward0", {{"_saved_self", Kind::Input, 0}}},
        {"CosBackward0", {{"_saved_self", Kind::Input, 0}}},
        {"LogBackward0", {{"_saved_self", Kind::Input, 0}}},
        {"MmBackward0",
         {{"_saved_mat2", Kind::Input, 1}, {"_saved_mat2_sym_sizes", Kind::NotModelled, 0},
          {"_saved_mat2_sym_strides", Kind::NotModelled, 0}, {"_saved_self", Kind::Input, 0},
          {"_saved_self_sym_sizes", Kind::NotModelled, 0}, {"_saved_self_sym_strides", Kind::NotModelled, 0}}},
        {"DotBackward0", {{"_saved_self", Kind::Input, 0}, {"_saved_tensor", Kind::Input, 1}}},
    };
    return nodes;
}

// dir(grad_fn) apart from the saved values, for CPython's "Did you mean" suggestion.
const std::vector<std::string> kCommonNames = {"metadata", "name", "next_functions", "register_hook", "register_prehook",
                                               "requires_grad", "_register_hook_dict"};

} // namespace

bool GradFnSavedAttributes::isSavedName(const std::string &name)
{
    return name.rfind("_saved_", 0) == 0 || name.rfind("_raw_saved_", 0) == 0;
}

Value GradFnSavedAttributes::get(Runtime &rt, const std::shared_ptr<Node> &node, const std::string &name)
{
    const NodeAttributes *row = nullptr;
    for (const auto &r : table())
        if (node->name() == r.node)
            row = &r;
    if (!row)
        throw UnsupportedError("the saved values of a " + node->name() + " node");
    std::vector<std::string> names = kCommonNames;
    for (const auto &a : row->attributes) {
        names.emplace_back(a.name);
        if (a.kind == Kind::Input || a.kind == Kind::Output)
            names.push_back(std::string("_raw") + a.name);
        if (name != a.name)
            continue;
        if (a.kind == Kind::NotModelled)
            throw UnsupportedError("the grad_fn attribute '" + name + "'");
        if (a.kind == Kind::Exponent) {
            const Scalar e = node->savedScalar("exponent");
            return e.isFloating() ? Value::real(e.toDouble()) : e.isBool() ? Value::boolean(e.toBool()) : Value::integer(e.toInt());
        }
        const SavedVariable &saved = node->saved().at(a.slot);
        if (!saved.defined())
            return Value::none();
        TensorPtr t = saved.unpack();
        if (!t) { // a Python number, wrapped as wrapped_scalar_tensor does
            const Scalar n = saved.number();
            const DType dtype = n.isFloating() ? DType::Float64 : n.isBool() ? DType::Bool : DType::Int64;
            return Value::of(TensorFactory::full(rt, {}, n, dtype, Device::cpu(), false, name));
        }
        if (a.kind == Kind::Output) {
            // A new tensor over the saved output with the node as its history again.
            auto out = std::make_shared<TensorImpl>(rt, 0, t->storage(), t->dtype(), t->sizes(), t->strides(),
                                                    t->storageOffset(), t->versionCounter());
            out->setGradFn(node);
            return Value::of(std::move(out));
        }
        return Value::of(std::move(t));
    }
    for (const auto &n : names)
        if (n == name) // _raw_saved_*: the SavedVariable object itself
            throw UnsupportedError("the grad_fn attribute '" + name + "'");
    throw Errors::noAttribute(node->name(), name).withSuggestion(Suggestions::best(name, names));
}

} // namespace tl
