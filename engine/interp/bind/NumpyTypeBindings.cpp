// NumPy 1.24's questions about scalar types: np.issubdtype (numerictypes.py: each argument
// that is not a NumPy scalar class becomes dtype(arg).type, then issubclass) and the class
// np.iinfo and np.finfo (getlimits.py).
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "interp/Interpreter.h"
#include "interp/NumpyDTypeObject.h"
#include "interp/NumpyFloatInfo.h"
#include "interp/NumpyIntegerInfo.h"
#include "interp/NumpyTypeHierarchy.h"
#include "interp/pylib/PyLibState.h"

namespace tl::bind {

namespace {

// issubclass_(arg, generic) ? arg : dtype(arg).type
std::string scalarClass(const Value &v)
{
    if (v.kind == Value::Kind::Type && NumpyTypeHierarchy::isSubclass(v.text, "numpy.generic"))
        return v.text;
    return NumpyTypeHierarchy::classOf(NumpyDTypeObject::convert(v));
}

Value issubdtype(ParsedArgs &a)
{
    return Value::boolean(NumpyTypeHierarchy::isSubclass(scalarClass(a.value("arg1")), scalarClass(a.value("arg2"))));
}

Value iinfo(ParsedArgs &a) { return Value::object(Value::Kind::Object, make<NumpyIntegerInfo>(a.value("int_type"))); }

// finfo.__new__ keeps one instance per dtype (finfo(np.float32) is finfo('f4')).
Value finfo(ParsedArgs &a)
{
    const DType d = NumpyFloatInfo::dtypeOf(a.value("dtype"));
    auto &cache = a.interpreter().pylibState().numpyFloatInfo;
    auto it = cache.find(d);
    if (it == cache.end())
        it = cache.emplace(d, Value::object(Value::Kind::Object, make<NumpyFloatInfo>(d))).first;
    return it->second;
}

const Binding kNumpyTypeBindings[] = {
    {"numpy.issubdtype", {"issubdtype(arg1, arg2)"}, issubdtype, ArgStyle::Python},
    // A class: np.iinfo is reached as a type and constructed through __init__.
    {"class.numpy.iinfo", {"iinfo.__init__(self, int_type)"}, iinfo, ArgStyle::Python},
    {"class.numpy.finfo", {"finfo.__new__(cls, dtype)"}, finfo, ArgStyle::Python},
};

} // namespace

BindingTable numpyTypeBindings() { return kNumpyTypeBindings; }

} // namespace tl::bind
