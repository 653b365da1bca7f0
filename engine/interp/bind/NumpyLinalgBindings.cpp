// NumPy 1.24's matrix products: np.matmul (a ufunc: `@` calls it too), np.dot (a Python
// function dispatching to the C one) and ndarray.dot, each with its own argument rules.
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"
#include "ops/ArrayUfuncs.h"
#include "ops/NumpyLinalg.h"

namespace tl::bind {

namespace {

Value result(const NdArrayPtr &r)
{
    if (r->dim() == 0)
        return Value::npScalar(NumpyLinalg::scalarOf(*r));
    return Value::of(r);
}

bool isNumber(const Value &v) { return v.isNumber() || v.kind == Value::Kind::NpScalar; }

Value product(ParsedArgs &a, bool dot, const Value &x, const Value &y)
{
    using K = Value::Kind;
    if (a.signature().indexOf("out") >= 0 && a.has("out"))
        throw UnsupportedError("np." + a.signature().name() + "(out=...)");
    Runtime &rt = a.runtime();
    // np.dot of a scalar is a multiplication.
    if (dot && (isNumber(x) || isNumber(y)) && (x.kind == K::Array || isNumber(x)) && (y.kind == K::Array || isNumber(y)))
        return result(ArrayUfuncs::binary(rt, BinaryKernel::Mul, Operators::arrayOperand(rt, x), Operators::arrayOperand(rt, y)));
    if (x.kind != K::Array || y.kind != K::Array)
        throw UnsupportedError("np." + a.signature().name() + " of a " + PythonTypes::qualifiedName(x.kind == K::Array ? y : x) +
                               " (only ndarrays)");
    return result(dot ? NumpyLinalg::dot(rt, x.array, y.array) : NumpyLinalg::matmul(rt, x.array, y.array));
}

Value matmul(ParsedArgs &a) { return product(a, false, a.value("x1"), a.value("x2")); }
Value dot(ParsedArgs &a) { return product(a, true, a.value("a"), a.value("b")); }
Value dotMethod(ParsedArgs &a) { return product(a, true, a.self(), a.value("b")); }

const Binding kNumpyLinalgBindings[] = {
    {"numpy.matmul", {"matmul(x1, x2, /, out=None, *, casting='same_kind', order='K', dtype=None, subok=True)"}, matmul,
     ArgStyle::Ufunc},
    {"numpy.dot", {"dot(a, b, out=None)"}, dot, ArgStyle::Python},
    {"ndarray.dot", {"dot(b, out=None)"}, dotMethod, ArgStyle::NumpyC},
};

} // namespace

BindingTable numpyLinalgBindings() { return kNumpyLinalgBindings; }

} // namespace tl::bind
