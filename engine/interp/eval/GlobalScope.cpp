// The module namespace as slots (see GlobalScope.h).
#include "GlobalScope.h"

#include <algorithm>

namespace tl {

int GlobalScope::slotOf(const std::string &name)
{
    auto [it, added] = index_.emplace(name, static_cast<int>(slots_.size()));
    if (added) {
        Slot s;
        s.name = name;
        slots_.push_back(std::move(s));
    }
    return it->second;
}

int GlobalScope::find(const std::string &name) const
{
    auto it = index_.find(name);
    return it == index_.end() ? -1 : it->second;
}

void GlobalScope::noteBound(const std::string &name) { order_.push_back(name); }

void GlobalScope::noteUnbound(const std::string &name)
{
    auto it = std::find(order_.begin(), order_.end(), name);
    if (it != order_.end())
        order_.erase(it);
}

} // namespace tl
