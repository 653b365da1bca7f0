#include "ReturnTypes.h"

namespace tl {

namespace {
const std::string kPrefix = "torch.return_types.";
const char *const kFields[] = {"values", "indices"};
} // namespace

Value ReturnTypes::make(const std::string &name, TensorPtr values, TensorPtr indices)
{
    Value v = Value::tuple({Value::of(std::move(values)), Value::of(std::move(indices))});
    v.text = kPrefix + name;
    return v;
}

bool ReturnTypes::is(const Value &v) { return v.kind == Value::Kind::Tuple && v.text.rfind(kPrefix, 0) == 0; }

std::optional<Value> ReturnTypes::field(const Value &v, const std::string &attr)
{
    if (!is(v))
        return std::nullopt;
    for (size_t i = 0; i < 2; ++i)
        if (attr == kFields[i])
            return (*v.items)[i];
    return std::nullopt;
}

std::string ReturnTypes::repr(const Value &v, const std::function<std::string(const Value &)> &itemRepr)
{
    std::string s = v.text + "(";
    for (size_t i = 0; i < v.items->size(); ++i)
        s += std::string(i ? ",\n" : "\n") + kFields[i] + "=" + itemRepr((*v.items)[i]);
    return s + ")";
}

} // namespace tl
