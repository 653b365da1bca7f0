#include "Suggestions.h"

#include "PythonNames.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace tl {

namespace {
constexpr size_t kMaxCandidates = 750;
constexpr size_t kMaxStringSize = 40;
constexpr size_t kMoveCost = 2;
constexpr size_t kCaseCost = 1;

size_t substitutionCost(char a, char b)
{
    if (a == b)
        return 0;
    if (std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b)))
        return kCaseCost;
    return kMoveCost;
}
} // namespace

size_t Suggestions::distance(std::string_view a, std::string_view b, size_t maxCost)
{
    while (!a.empty() && !b.empty() && a.front() == b.front()) {
        a.remove_prefix(1);
        b.remove_prefix(1);
    }
    while (!a.empty() && !b.empty() && a.back() == b.back()) {
        a.remove_suffix(1);
        b.remove_suffix(1);
    }
    if (a.empty() || b.empty())
        return (a.size() + b.size()) * kMoveCost;
    if (a.size() > kMaxStringSize || b.size() > kMaxStringSize)
        return maxCost + 1;
    if (b.size() < a.size())
        std::swap(a, b);
    if ((b.size() - a.size()) * kMoveCost > maxCost)
        return maxCost + 1;
    // One row of the edit-distance matrix, updated in place.
    std::vector<size_t> row(a.size());
    for (size_t i = 0; i < a.size(); ++i)
        row[i] = (i + 1) * kMoveCost;
    size_t result = 0;
    for (size_t bi = 0; bi < b.size(); ++bi) {
        size_t dist = result = bi * kMoveCost;
        size_t minimum = std::numeric_limits<size_t>::max();
        for (size_t ai = 0; ai < a.size(); ++ai) {
            const size_t substitute = dist + substitutionCost(b[bi], a[ai]);
            dist = row[ai];
            const size_t insertDelete = std::min(result, dist) + kMoveCost;
            result = std::min(insertDelete, substitute);
            row[ai] = result;
            minimum = std::min(minimum, result);
        }
        if (minimum > maxCost)
            return maxCost + 1;
    }
    return result;
}

std::optional<std::string> Suggestions::best(std::string_view wrong, std::span<const std::string_view> candidates)
{
    if (candidates.size() >= kMaxCandidates || wrong.size() > kMaxStringSize)
        return std::nullopt;
    std::optional<std::string> suggestion;
    size_t bestDistance = std::numeric_limits<size_t>::max();
    for (std::string_view c : candidates) {
        if (c == wrong)
            continue;
        // No more than a third of the characters involved may change.
        size_t maxDistance = (wrong.size() + c.size() + 3) * kMoveCost / 6;
        maxDistance = std::min(maxDistance, bestDistance - 1);
        const size_t d = distance(wrong, c, maxDistance);
        if (d > maxDistance)
            continue;
        if (!suggestion || d < bestDistance) {
            suggestion = std::string(c);
            bestDistance = d;
        }
    }
    return suggestion;
}

std::optional<std::string> Suggestions::best(std::string_view wrong, const std::vector<std::string> &candidates)
{
    std::vector<std::string_view> views(candidates.begin(), candidates.end());
    return best(wrong, std::span<const std::string_view>(views));
}

std::optional<std::string> Suggestions::forName(std::string_view wrong, const std::vector<std::string> &globals)
{
    if (auto s = best(wrong, globals))
        return s;
    return best(wrong, PythonNames::builtinDictOrder());
}

std::optional<std::string> Suggestions::forTensorAttribute(std::string_view wrong)
{
    return best(wrong, PythonNames::tensorNames());
}

std::optional<std::string> Suggestions::forArrayAttribute(std::string_view wrong)
{
    return best(wrong, PythonNames::ndarrayNames());
}

std::optional<std::string> Suggestions::forModuleAttribute(std::string_view module, std::string_view wrong)
{
    // NumPy's module __getattr__ raises an AttributeError Python cannot add hints to;
    // torch has more names than Python searches.
    if (module == "numpy")
        return best(wrong, PythonNames::numpyNames());
    if (module == "torch.cuda")
        return best(wrong, PythonNames::torchCudaNames());
    if (module == "torch.nn")
        return best(wrong, PythonNames::torchNnNames());
    return std::nullopt;
}

namespace {

// dir() of the value's type (sorted), or an empty list where we do not know it.
std::span<const std::string_view> dirOf(const Value &object)
{
    using K = Value::Kind;
    switch (object.kind) {
    case K::Tensor: return PythonNames::tensorNames();
    case K::Array: return PythonNames::ndarrayNames();
    case K::Device: return PythonNames::deviceNames();
    case K::Size: return PythonNames::sizeNames();
    case K::DType: return PythonNames::torchDtypeNames();
    case K::NpDType: return PythonNames::numpyDtypeNames();
    case K::Flags: return PythonNames::flagsNames();
    case K::Str: return PythonNames::strNames();
    case K::List: return PythonNames::listNames();
    case K::Tuple: return PythonNames::tupleNames();
    case K::Int: return PythonNames::intNames();
    case K::Float: return PythonNames::floatNames();
    case K::Bool: return PythonNames::boolNames();
    case K::None: return PythonNames::noneNames();
    case K::NpScalar: return PythonNames::numpyScalarNames();
    case K::Dict: return PythonNames::dictNames();
    case K::Set: return object.obj->typeName() == "frozenset" ? PythonNames::frozensetNames() : PythonNames::setNames();
    case K::Range: return PythonNames::rangeNames();
    case K::Slice: return PythonNames::sliceNames();
    case K::PyFunction: return PythonNames::functionNames();
    case K::Exception: return PythonNames::exceptionNames();
    case K::Type:
        if (object.text == "torch.Tensor")
            return PythonNames::tensorClassNames();
        return {};
    default: return {};
    }
}

} // namespace

std::optional<std::string> Suggestions::forAttributeOf(const Value &object, std::string_view wrong)
{
    const auto names = dirOf(object);
    if (names.empty())
        return std::nullopt;
    return best(wrong, names);
}

bool Suggestions::hasAttribute(const Value &object, std::string_view name)
{
    const auto names = dirOf(object);
    return std::binary_search(names.begin(), names.end(), name);
}

} // namespace tl
