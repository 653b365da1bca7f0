#pragma once
// CPython 3.11's "Did you mean: 'x'?" for NameError and AttributeError: the closest
// candidate by its weighted Levenshtein distance (Python/suggestions.c).
#include "Value.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tl {

class Suggestions {
public:
    // The best candidate for `wrong`, or nullopt (too many candidates, too long a name, or
    // nothing close enough).
    static std::optional<std::string> best(std::string_view wrong, std::span<const std::string_view> candidates);
    static std::optional<std::string> best(std::string_view wrong, const std::vector<std::string> &candidates);
    // Candidates Python searches for a module-level NameError, in its order: the module's
    // globals, then the builtins.
    static std::optional<std::string> forName(std::string_view wrong, const std::vector<std::string> &globals);
    static std::optional<std::string> forTensorAttribute(std::string_view wrong);
    static std::optional<std::string> forArrayAttribute(std::string_view wrong);
    static std::optional<std::string> forModuleAttribute(std::string_view module, std::string_view wrong);
    // The hint for a missing attribute of any other value, from dir() of its type.
    static std::optional<std::string> forAttributeOf(const Value &object, std::string_view wrong);
    // Whether dir() of the value's type has the name (then it exists but is not modelled).
    static bool hasAttribute(const Value &object, std::string_view name);

    static size_t distance(std::string_view a, std::string_view b, size_t maxCost);
};

} // namespace tl
