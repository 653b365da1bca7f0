// NumPy 1.24's scalar type tree (numerictypes.py's docstring): generic > number > integer >
// signedinteger / unsignedinteger, number > inexact > floating, generic > bool_; float64
// also derives from Python's float.
#include "NumpyTypeHierarchy.h"

#include "core/VersionProfile.h"

#include <array>
#include <utility>

namespace tl {

namespace {

// Each abstract class with its parent.
constexpr std::array<std::pair<const char *, const char *>, 7> kAbstract = {{
    {"numpy.generic", "object"},
    {"numpy.number", "numpy.generic"},
    {"numpy.integer", "numpy.number"},
    {"numpy.signedinteger", "numpy.integer"},
    {"numpy.unsignedinteger", "numpy.integer"},
    {"numpy.inexact", "numpy.number"},
    {"numpy.floating", "numpy.inexact"},
}};

std::string parentOf(const std::string &cls)
{
    for (const auto &[name, parent] : kAbstract)
        if (cls == name)
            return parent;
    if (cls == "numpy.bool_" || cls == "numpy.bool")
        return "numpy.generic";
    for (DType d : kAllDTypes) {
        if (!hasNumpyType(d) || d == DType::Bool || cls != NumpyTypeHierarchy::classOf(d))
            continue;
        return numpyKind(d) == 'f' ? "numpy.floating" : numpyKind(d) == 'u' ? "numpy.unsignedinteger" : "numpy.signedinteger";
    }
    return "";
}

} // namespace

bool NumpyTypeHierarchy::isAbstract(const std::string &qualifiedName)
{
    for (const auto &entry : kAbstract)
        if (qualifiedName == entry.first)
            return true;
    return false;
}

std::string NumpyTypeHierarchy::classOf(DType d)
{
    // NumPy 2 named its bool type numpy.bool (np.bool_ is another name for it).
    if (d == DType::Bool)
        return Profile::isCurrent() ? "numpy.bool" : "numpy.bool_";
    return "numpy." + std::string(numpyName(d));
}

bool NumpyTypeHierarchy::isSubclass(const std::string &cls, const std::string &base)
{
    if (cls == "numpy.float64" && base == "float")
        return true;
    for (std::string c = cls; !c.empty(); c = parentOf(c))
        if (c == base)
            return true;
    return false;
}

} // namespace tl
