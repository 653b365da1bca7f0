// numpy/core/src/umath/ufunc_object.c (1.24): a ufunc's attributes, and reduce/accumulate
// as the reductions NumPy itself defines through them (np.sum is add.reduce over an axis,
// np.cumsum add.accumulate, np.amax maximum.reduce); outer as the ufunc over A reshaped to
// A.shape + (1,) * B.ndim and B.
#include "NumpyUfuncs.h"

#include "CallArgs.h"
#include "Interpreter.h"
#include "PythonTypes.h"
#include "bind/BindingRegistry.h"
#include "core/PyError.h"
#include "ops/ArrayOps.h"

#include <set>

namespace tl {

namespace {

const bind::BindingRegistry &registry() { return bind::BindingRegistry::instance(); }

std::string nameOf(const Value &ufunc) { return registry().pythonName(ufunc.text); }

int64_t inputsOf(const Value &ufunc) { return registry().ufuncInputs(ufunc.text); }

// The reductions NumPy implements with this ufunc's reduce / accumulate.
const char *reductionOf(const std::string &ufunc, const std::string &method)
{
    if (method == "reduce")
        return ufunc == "add" ? "numpy.sum" : ufunc == "maximum" ? "numpy.amax" : ufunc == "minimum" ? "numpy.amin" : nullptr;
    return ufunc == "add" ? "numpy.cumsum" : ufunc == "multiply" ? "numpy.cumprod" : nullptr;
}

// The arguments a reduction is given: the array, axis (the ufunc methods' default is 0),
// and the keywords that mean the same to both; anything else is not modelled.
CallArgs reductionArgs(const std::string &what, const CallArgs &args, const std::set<std::string> &passed)
{
    if (args.positional.empty() || args.positional.size() > 2)
        throw UnsupportedError(what + " with these arguments");
    const Value &array = args.positional[0];
    if (array.isNumber() || array.kind == Value::Kind::NpScalar)
        throw UnsupportedError(what + " of a scalar");
    CallArgs out;
    out.positional.push_back(array);
    std::optional<Value> axis = args.positional.size() > 1 ? std::optional<Value>(args.positional[1]) : std::nullopt;
    for (const auto &[k, v] : args.keywords) {
        if (k == "axis" && !axis)
            axis = v;
        else if (passed.count(k))
            out.keywords.emplace_back(k, v);
        else
            throw UnsupportedError(what + " with " + k + "=");
    }
    out.keywords.emplace_back("axis", axis.value_or(Value::integer(0)));
    return out;
}

} // namespace

bool NumpyUfuncs::is(const Value &v) { return v.kind == Value::Kind::Function && registry().ufuncInputs(v.text) > 0; }

std::string NumpyUfuncs::repr(const Value &ufunc) { return "<ufunc '" + nameOf(ufunc) + "'>"; }

bool NumpyUfuncs::attribute(const Value &ufunc, const std::string &name, Value &out)
{
    const int64_t nin = inputsOf(ufunc);
    if (name == "nin")
        out = Value::integer(nin);
    else if (name == "nout")
        out = Value::integer(1);
    else if (name == "nargs")
        out = Value::integer(nin + 1);
    else if (name == "identity") // of the ufuncs declared, only these two have one
        out = nameOf(ufunc) == "add" ? Value::integer(0) : nameOf(ufunc) == "multiply" ? Value::integer(1) : Value::none();
    else if (name == "reduce" || name == "accumulate" || name == "outer" || name == "reduceat")
        out = Value::method(ufunc, name);
    else
        return false;
    return true;
}

Value NumpyUfuncs::callMethod(Interpreter &in, const Value &ufunc, const std::string &method, const CallArgs &args)
{
    const std::string name = nameOf(ufunc);
    const std::string what = "np." + name + "." + method + "()";
    if (inputsOf(ufunc) != 2) {
        if (method == "outer")
            throw PyError("ValueError", "outer product only supported for binary functions");
        throw PyError("ValueError", method + " only supported for binary functions");
    }
    if (method == "reduce" || method == "accumulate") {
        const char *reduction = reductionOf(name, method);
        if (!reduction)
            throw UnsupportedError(what);
        const std::set<std::string> passed =
            method == "accumulate" ? std::set<std::string>{"dtype"}
            : name == "add"        ? std::set<std::string>{"dtype", "keepdims"}
                                   : std::set<std::string>{"keepdims"};
        return registry().call(in, reduction, reductionArgs(what, args, passed), nullptr);
    }
    if (method != "outer" || args.positional.size() != 2 || !args.keywords.empty())
        throw UnsupportedError(what);
    // outer(A, B): A gets B.ndim trailing axes of length 1, then the ufunc broadcasts.
    CallArgs asA, asB;
    asA.positional.push_back(args.positional[0]);
    asB.positional.push_back(args.positional[1]);
    const Value a = registry().call(in, "numpy.asarray", asA, nullptr);
    const Value b = registry().call(in, "numpy.asarray", asB, nullptr);
    if (a.kind != Value::Kind::Array || b.kind != Value::Kind::Array)
        throw UnsupportedError(what);
    std::vector<int64_t> shape = a.array->sizes();
    shape.insert(shape.end(), static_cast<size_t>(b.array->dim()), 1);
    CallArgs apply;
    apply.positional = {Value::of(ArrayOps::reshape(in.runtime(), a.array, shape)), b};
    return registry().call(in, ufunc.text, apply, nullptr);
}

} // namespace tl
