#include "CallArgs.h"

#include "core/PyError.h"

#include <algorithm>

namespace tl {

std::optional<Value> CallArgs::get(size_t index, const std::string &name) const
{
    if (index < positional.size())
        return positional[index];
    return keyword(name);
}

std::optional<Value> CallArgs::keyword(const std::string &name) const
{
    for (const auto &[k, v] : keywords)
        if (k == name)
            return v;
    return std::nullopt;
}

void CallArgs::check(const std::string &function, size_t maxPositional, const std::vector<std::string> &allowed) const
{
    if (positional.size() > maxPositional)
        throw PyError("TypeError", function + "() takes " + std::to_string(maxPositional) +
                                       " positional argument" + (maxPositional == 1 ? "" : "s") + " but " +
                                       std::to_string(positional.size()) + (positional.size() == 1 ? " was" : " were") +
                                       " given");
    for (const auto &[k, v] : keywords)
        if (std::find(allowed.begin(), allowed.end(), k) == allowed.end())
            throw PyError("TypeError", function + "() got an unexpected keyword argument '" + k + "'");
}

} // namespace tl
