#pragma once
// The arguments of one call, with Python's rules for reading them by position or keyword
// and TypeErrors worded as CPython/PyTorch word them.
#include "Value.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tl {

class CallArgs {
public:
    std::vector<Value> positional;
    std::vector<std::pair<std::string, Value>> keywords;

    // Argument `index` (by position) or `name` (by keyword); nullopt when absent.
    std::optional<Value> get(size_t index, const std::string &name) const;
    std::optional<Value> keyword(const std::string &name) const;
    // Fails unless every keyword is one of `allowed` and at most `maxPositional` are given.
    void check(const std::string &function, size_t maxPositional, const std::vector<std::string> &allowed) const;
    void checkNone(const std::string &function) const { check(function, 0, {}); }
};

} // namespace tl
