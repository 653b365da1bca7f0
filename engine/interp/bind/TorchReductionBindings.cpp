// torch's reductions and their Tensor methods (sum, mean, prod, std/var, max/min with
// and without dim, amax/amin, argmax/argmin, all/any, norm, cumsum, softmax/log_softmax)
// with PyTorch 1.13's signatures; max(dim) returns torch.return_types.max.
#include "BindingTables.h"
#include "OutArgument.h"
#include "ParsedArgs.h"
#include "core/Errors.h"
#include "core/MathErrors.h"
#include "core/PyError.h"
#include "functions/BinaryFunctions.h"
#include "functions/Recorder.h"
#include "functions/ReductionFunctions.h"
#include "functions/TensorViews.h"
#include "functions/UnaryFunctions.h"
#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"
#include "interp/ReturnTypes.h"
#include "ops/Pointwise.h"
#include "tensor/ShapeMath.h"

#include <cmath>

namespace tl::bind {

namespace {

using RF = ReductionFunctions;

bool torchReductionIsMethod(const ParsedArgs &a) { return a.isMethodCall(); }
TensorPtr torchReductionSelfOf(const ParsedArgs &a) { return torchReductionIsMethod(a) ? a.selfTensor() : a.tensor("input"); }

void refuseNames(const ParsedArgs &a)
{
    for (const Param &p : a.signature().params())
        if ((p.type == ParamType::Dimname || p.type == ParamType::DimnameList) && a.has(p.name))
            throw UnsupportedError("named tensors (a dimension given by name)");
}

// The result stored into out= (shape checked and resized first), or returned.
Value finish(ParsedArgs &a, const TensorPtr &result, const char *op)
{
    const TensorPtr out = a.signature().indexOf("out") >= 0 ? a.optionalTensor("out") : nullptr;
    if (!out)
        return Value::of(result);
    Recorder::checkOut(a.runtime(), op, {torchReductionSelfOf(a), out});
    OutArgument::prepare(a.interpreter(), out, result->sizes(), result->device());
    if (!canCast(result->dtype(), out->dtype()))
        throw MathErrors::cannotCastResult(result->dtype(), out->dtype());
    Pointwise::store(a.runtime(), out, result, std::string(op) + "(out=)");
    out->bumpVersion();
    return Value::of(out);
}

RF::Dims dimsOf(const ParsedArgs &a)
{
    if (a.signature().indexOf("dim") < 0)
        return std::nullopt;
    return a.optionalIntList("dim").value_or(std::vector<int64_t>{});
}

Value torchReductionSum(ParsedArgs &a)
{
    refuseNames(a);
    const bool withDim = a.signature().indexOf("dim") >= 0;
    return finish(a, RF::sum(a.runtime(), torchReductionSelfOf(a), withDim ? dimsOf(a) : std::nullopt, withDim && a.toBool("keepdim"), a.dtype("dtype")),
                  "sum");
}

Value torchReductionMean(ParsedArgs &a)
{
    refuseNames(a);
    const bool withDim = a.signature().indexOf("dim") >= 0;
    return finish(a, RF::mean(a.runtime(), torchReductionSelfOf(a), withDim ? dimsOf(a) : std::nullopt, withDim && a.toBool("keepdim"), a.dtype("dtype")),
                  "mean");
}

Value prod(ParsedArgs &a)
{
    refuseNames(a);
    const bool withDim = a.signature().indexOf("dim") >= 0;
    return finish(a,
                  RF::prod(a.runtime(), torchReductionSelfOf(a), withDim ? std::optional<int64_t>(a.toInt("dim")) : std::nullopt,
                           withDim && a.toBool("keepdim"), a.dtype("dtype")),
                  "prod");
}

template <bool Sqrt>
Value varStd(ParsedArgs &a)
{
    refuseNames(a);
    const Signature &s = a.signature();
    int64_t correction = 1;
    if (s.indexOf("correction") >= 0)
        correction = a.optionalInt("correction").value_or(1);
    else if (s.indexOf("unbiased") >= 0)
        correction = a.toBool("unbiased") ? 1 : 0;
    const bool keepdim = s.indexOf("keepdim") >= 0 && a.toBool("keepdim");
    RF::Dims dims = std::nullopt;
    if (s.indexOf("dim") >= 0 && a.has("dim"))
        dims = a.intList("dim");
    return finish(a, RF::varStd(a.runtime(), torchReductionSelfOf(a), dims, correction, keepdim, Sqrt), Sqrt ? "std" : "var");
}

template <bool Max>
Value torchReductionExtreme(ParsedArgs &a)
{
    refuseNames(a);
    Runtime &rt = a.runtime();
    const TensorPtr x = torchReductionSelfOf(a);
    const Signature &s = a.signature();
    if (s.indexOf("other") >= 0) { // max(input, other): torch.maximum
        const Operand other = Operand::of(a.tensor("other"));
        const TensorPtr r = BinaryFunctions::call(rt, Max ? BinaryOp::Maximum : BinaryOp::Minimum, Operand::of(x), other);
        return finish(a, r, Max ? "max" : "min");
    }
    if (s.indexOf("dim") < 0)
        return Value::of(RF::extremeAll(rt, x, Max));
    if (s.indexOf("out") >= 0 && a.has("out"))
        throw UnsupportedError(std::string(Max ? "max" : "min") + "(dim, out=(values, indices))");
    auto [values, indices] = RF::extremeDim(rt, x, a.toInt("dim"), a.toBool("keepdim"), Max);
    return ReturnTypes::make(Max ? "max" : "min", values, indices);
}

template <bool Max>
Value amax(ParsedArgs &a)
{
    return finish(a, RF::amax(a.runtime(), torchReductionSelfOf(a), a.intList("dim"), a.toBool("keepdim"), Max), Max ? "amax" : "amin");
}

template <bool Max>
Value torchReductionArgmax(ParsedArgs &a)
{
    return finish(a, RF::argmax(a.runtime(), torchReductionSelfOf(a), a.optionalInt("dim"), a.toBool("keepdim"), Max), Max ? "argmax" : "argmin");
}

template <bool All>
Value allAny(ParsedArgs &a)
{
    refuseNames(a);
    const bool withDim = a.signature().indexOf("dim") >= 0;
    return finish(a,
                  RF::allAny(a.runtime(), torchReductionSelfOf(a), withDim ? std::optional<int64_t>(a.toInt("dim")) : std::nullopt,
                             withDim && a.toBool("keepdim"), All),
                  All ? "all" : "any");
}

Value torchReductionCumsum(ParsedArgs &a)
{
    refuseNames(a);
    return finish(a, RF::cumsum(a.runtime(), torchReductionSelfOf(a), a.toInt("dim"), a.dtype("dtype")), "cumsum");
}

template <bool Log>
Value torchReductionSoftmax(ParsedArgs &a)
{
    refuseNames(a);
    return finish(a, RF::softmax(a.runtime(), torchReductionSelfOf(a), a.toInt("dim"), a.dtype("dtype"), Log), Log ? "log_softmax" : "softmax");
}

// at::frobenius_norm over two dimensions: sqrt(sum(x * x, dims)), not the norm kernel.
TensorPtr frobeniusOverTwoDims(Runtime &rt, const TensorPtr &x, const std::vector<int64_t> &dims, bool keepdim)
{
    if (dims.size() > 2)
        throw PyError("RuntimeError", "Expected at most 2 dimensions, but got " + std::to_string(dims.size()) +
                                          " dimensions instead.");
    if (ShapeMath::wrapDim(dims[0], x->dim()) == ShapeMath::wrapDim(dims[1], x->dim()))
        throw PyError("RuntimeError", "Expected dims to be different, got " + Errors::shapeList(dims) + " instead");
    if (!isFloating(x->dtype())) // PyTorch fails an internal assert here
        throw UnsupportedError("frobenius_norm of an integer tensor");
    const TensorPtr squares = BinaryFunctions::call(rt, BinaryOp::Mul, Operand::of(x), Operand::of(x));
    return UnaryFunctions::call(rt, UnaryOp::Sqrt, RF::sum(rt, squares, dims, keepdim, std::nullopt));
}

// Tensor.norm (torch/_tensor.py) -> torch.norm (torch/functional.py): p a number, "fro"
// (2 over the given dims) or inf. Both are Python functions: arguments they would pass on
// unchecked (a non-tensor input, a non-bool keepdim) are refused rather than mis-typed.
Value norm(ParsedArgs &a)
{
    if (!torchReductionIsMethod(a) && a.value("input").kind != Value::Kind::Tensor)
        throw UnsupportedError("torch.norm() of a " + PythonTypes::shortName(a.value("input")));
    double order = 2;
    const Value *pGiven = a.given("p"); // p="fro" by default; an explicit None means 2
    const bool frobenius = !pGiven || (pGiven->kind == Value::Kind::Str && pGiven->text == "fro");
    if (const Value *p = a.get("p")) {
        if (p->kind == Value::Kind::Str) {
            if (p->text != "fro")
                throw UnsupportedError("norm(p='" + p->text + "')");
        } else if (p->isNumber() || p->kind == Value::Kind::NpScalar) {
            order = Operators::tensorOperand(*p).number.toDouble();
        } else {
            throw UnsupportedError("norm(p=) given a " + PythonTypes::shortName(*p)); // _VF.norm's overload error
        }
    }
    if (a.has("dtype") || (a.signature().indexOf("out") >= 0 && a.get("out")))
        throw UnsupportedError("norm(dtype=..., out=...)");
    RF::Dims dims = std::nullopt;
    if (const Value *d = a.get("dim")) {
        if (d->kind == Value::Kind::Int)
            dims = std::vector<int64_t>{d->i};
        else if (d->kind == Value::Kind::Tuple || d->kind == Value::Kind::List || d->kind == Value::Kind::Size)
            dims = a.intList("dim");
        else
            throw PyError("TypeError", "norm(): argument 'dim' must be tuple of ints, not " + PythonTypes::shortName(*d));
    }
    bool keepdim = false;
    if (const Value *k = a.get("keepdim")) {
        if (k->kind != Value::Kind::Bool)
            throw UnsupportedError("norm(keepdim=) given a non-bool");
        keepdim = k->b;
    }
    const TensorPtr x = torchReductionIsMethod(a) ? a.selfTensor() : a.value("input").tensor;
    if (frobenius && dims && dims->size() >= 2)
        return Value::of(frobeniusOverTwoDims(a.runtime(), x, *dims, keepdim));
    return Value::of(RF::norm(a.runtime(), x, order, dims, keepdim));
}

#define TL_BOTH(name, fn, fnSigs, methodSigs) {"torch." name, fnSigs, fn}, {"Tensor." name, methodSigs, fn}

const Binding kTorchReductionBindings[] = {
    {"torch.sum",
     {"sum(Tensor input, *, ScalarType? dtype=None)",
      "sum(Tensor input, IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)",
      "sum(Tensor input, DimnameList[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)"},
     torchReductionSum},
    {"Tensor.sum",
     {"sum(*, ScalarType? dtype=None)", "sum(IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)",
      "sum(DimnameList[1] dim, bool keepdim=False, *, ScalarType? dtype=None)"},
     torchReductionSum},
    {"torch.mean",
     {"mean(Tensor input, *, ScalarType? dtype=None)",
      "mean(Tensor input, IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)",
      "mean(Tensor input, DimnameList[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)"},
     torchReductionMean},
    {"Tensor.mean",
     {"mean(*, ScalarType? dtype=None)", "mean(IntArrayRef[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)",
      "mean(DimnameList[1] dim, bool keepdim=False, *, ScalarType? dtype=None)"},
     torchReductionMean},
    {"torch.prod",
     {"prod(Tensor input, *, ScalarType? dtype=None)",
      "prod(Tensor input, int64_t dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)",
      "prod(Tensor input, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor out=None)"},
     prod},
    {"Tensor.prod",
     {"prod(*, ScalarType? dtype=None)", "prod(int64_t dim, bool keepdim=False, *, ScalarType? dtype=None)",
      "prod(Dimname dim, bool keepdim=False, *, ScalarType? dtype=None)"},
     prod},
    {"torch.std",
     {"std(Tensor input, IntArrayRef[1]? dim, *, int64_t? correction, bool keepdim=False, Tensor out=None)",
      "std(Tensor input, IntArrayRef[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor out=None)",
      "std(Tensor input, bool unbiased=True)",
      "std(Tensor input, DimnameList[1] dim, *, int64_t? correction, bool keepdim=False, Tensor out=None)",
      "std(Tensor input, DimnameList[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor out=None)"},
     varStd<true>},
    {"Tensor.std",
     {"std(IntArrayRef[1]? dim, *, int64_t? correction, bool keepdim=False)",
      "std(IntArrayRef[1]? dim, bool unbiased=True, bool keepdim=False)", "std(bool unbiased=True)",
      "std(DimnameList[1] dim, *, int64_t? correction, bool keepdim=False)",
      "std(DimnameList[1] dim, bool unbiased=True, bool keepdim=False)"},
     varStd<true>},
    {"torch.var",
     {"var(Tensor input, IntArrayRef[1]? dim, *, int64_t? correction, bool keepdim=False, Tensor out=None)",
      "var(Tensor input, IntArrayRef[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor out=None)",
      "var(Tensor input, bool unbiased=True)",
      "var(Tensor input, DimnameList[1] dim, *, int64_t? correction, bool keepdim=False, Tensor out=None)",
      "var(Tensor input, DimnameList[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor out=None)"},
     varStd<false>},
    {"Tensor.var",
     {"var(IntArrayRef[1]? dim, *, int64_t? correction, bool keepdim=False)",
      "var(IntArrayRef[1]? dim, bool unbiased=True, bool keepdim=False)", "var(bool unbiased=True)",
      "var(DimnameList[1] dim, *, int64_t? correction, bool keepdim=False)",
      "var(DimnameList[1] dim, bool unbiased=True, bool keepdim=False)"},
     varStd<false>},
    {"torch.max",
     {"max(Tensor input)", "max(Tensor input, Tensor other, *, Tensor out=None)",
      "max(Tensor input, int64_t dim, bool keepdim=False, *, TensorList[2] out=None)",
      "max(Tensor input, Dimname dim, bool keepdim=False, *, TensorList[2] out=None)"},
     torchReductionExtreme<true>},
    {"Tensor.max", {"max()", "max(Tensor other)", "max(int64_t dim, bool keepdim=False)", "max(Dimname dim, bool keepdim=False)"},
     torchReductionExtreme<true>},
    {"torch.min",
     {"min(Tensor input)", "min(Tensor input, Tensor other, *, Tensor out=None)",
      "min(Tensor input, int64_t dim, bool keepdim=False, *, TensorList[2] out=None)",
      "min(Tensor input, Dimname dim, bool keepdim=False, *, TensorList[2] out=None)"},
     torchReductionExtreme<false>},
    {"Tensor.min", {"min()", "min(Tensor other)", "min(int64_t dim, bool keepdim=False)", "min(Dimname dim, bool keepdim=False)"},
     torchReductionExtreme<false>},
    {"torch.amax", {"amax(Tensor input, IntArrayRef[1] dim=None, bool keepdim=False, *, Tensor out=None)"}, amax<true>},
    {"Tensor.amax", {"amax(IntArrayRef[1] dim=None, bool keepdim=False)"}, amax<true>},
    {"torch.amin", {"amin(Tensor input, IntArrayRef[1] dim=None, bool keepdim=False, *, Tensor out=None)"}, amax<false>},
    {"Tensor.amin", {"amin(IntArrayRef[1] dim=None, bool keepdim=False)"}, amax<false>},
    {"torch.argmax", {"argmax(Tensor input, int64_t? dim=None, bool keepdim=False, *, Tensor out=None)"}, torchReductionArgmax<true>},
    {"Tensor.argmax", {"argmax(int64_t? dim=None, bool keepdim=False)"}, torchReductionArgmax<true>},
    {"torch.argmin", {"argmin(Tensor input, int64_t? dim=None, bool keepdim=False, *, Tensor out=None)"}, torchReductionArgmax<false>},
    {"Tensor.argmin", {"argmin(int64_t? dim=None, bool keepdim=False)"}, torchReductionArgmax<false>},
    {"torch.all",
     {"all(Tensor input, *, Tensor out=None)", "all(Tensor input, int64_t dim, bool keepdim=False, *, Tensor out=None)",
      "all(Tensor input, Dimname dim, bool keepdim=False, *, Tensor out=None)"},
     allAny<true>},
    {"Tensor.all", {"all()", "all(int64_t dim, bool keepdim=False)", "all(Dimname dim, bool keepdim=False)"}, allAny<true>},
    {"torch.any",
     {"any(Tensor input, *, Tensor out=None)", "any(Tensor input, int64_t dim, bool keepdim=False, *, Tensor out=None)",
      "any(Tensor input, Dimname dim, bool keepdim=False, *, Tensor out=None)"},
     allAny<false>},
    {"Tensor.any", {"any()", "any(int64_t dim, bool keepdim=False)", "any(Dimname dim, bool keepdim=False)"}, allAny<false>},
    {"torch.cumsum",
     {"cumsum(Tensor input, int64_t dim, *, ScalarType? dtype=None, Tensor out=None)",
      "cumsum(Tensor input, Dimname dim, *, ScalarType? dtype=None, Tensor out=None)"},
     torchReductionCumsum},
    {"Tensor.cumsum", {"cumsum(int64_t dim, *, ScalarType? dtype=None)", "cumsum(Dimname dim, *, ScalarType? dtype=None)"}, torchReductionCumsum},
    {"torch.softmax",
     {"softmax(Tensor input, int64_t dim, ScalarType? dtype=None, *, Tensor out=None)",
      "softmax(Tensor input, Dimname dim, *, ScalarType? dtype=None)"},
     torchReductionSoftmax<false>},
    {"Tensor.softmax", {"softmax(int64_t dim, ScalarType? dtype=None)", "softmax(Dimname dim, *, ScalarType? dtype=None)"},
     torchReductionSoftmax<false>},
    {"torch.log_softmax",
     {"log_softmax(Tensor input, int64_t dim, ScalarType? dtype=None, *, Tensor out=None)",
      "log_softmax(Tensor input, Dimname dim, *, ScalarType? dtype=None)"},
     torchReductionSoftmax<true>},
    {"Tensor.log_softmax", {"log_softmax(int64_t dim, ScalarType? dtype=None)", "log_softmax(Dimname dim, *, ScalarType? dtype=None)"},
     torchReductionSoftmax<true>},
    // torch/_tensor.py's Tensor.norm(p="fro", dim=None, keepdim=False, dtype=None)
    {"Tensor.norm", {"norm(PyObject* p=None, PyObject* dim=None, PyObject* keepdim=False, ScalarType? dtype=None)"}, norm},
    // torch/functional.py's norm(input, p="fro", dim=None, keepdim=False, out=None, dtype=None)
    {"torch.norm",
     {"norm(PyObject* input, PyObject* p=None, PyObject* dim=None, PyObject* keepdim=False, PyObject* out=None, "
      "ScalarType? dtype=None)"},
     norm},
};
#undef TL_BOTH

} // namespace

BindingTable torchReductionBindings() { return kTorchReductionBindings; }

} // namespace tl::bind
