// torch's selection ops and their Tensor methods (where, masked_fill, index_select, gather,
// scatter, index_add) and the factories eye, linspace and logspace, with PyTorch 1.13's
// signatures.
#include "BindingTables.h"
#include "OutArgument.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "functions/IndexingFunctions.h"
#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "ops/Indexing.h"
#include "ops/Pointwise.h"
#include "ops/TensorFactory.h"

namespace tl::bind {

namespace {

using IF = IndexingFunctions;

bool isMethod(const ParsedArgs &a) { return a.isMethodCall(); }
TensorPtr selfOf(const ParsedArgs &a) { return isMethod(a) ? a.selfTensor() : a.tensor("input"); }
Operand operandOf(const ParsedArgs &a, std::string_view name) { return Operators::tensorOperand(a.value(name)); }

void torchIndexingRefuse(const ParsedArgs &a, std::initializer_list<std::string_view> names)
{
    for (std::string_view n : names) {
        if (a.signature().indexOf(n) < 0 || !a.has(n))
            continue;
        if (n == "sparse_grad" && !a.toBool(n))
            continue;
        if (n == "pin_memory" && !a.toBool(n))
            continue;
        throw UnsupportedError(a.signature().name() + "() with " + std::string(n) + "=");
    }
    for (const Param &p : a.signature().params())
        if ((p.type == ParamType::Dimname || p.type == ParamType::DimnameList) && a.has(p.name))
            throw UnsupportedError("named tensors (a dimension given by name)");
}

Value where(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"out"});
    Runtime &rt = a.runtime();
    const TensorPtr cond = a.tensor("condition");
    if (isMethod(a)) // self.where(condition, other)
        return Value::of(IF::where(rt, cond, Operand::of(a.selfTensor()), Operand::of(a.tensor("other"))));
    if (a.signature().indexOf("other") < 0) { // where(condition): the nonzero indices per dimension
        ValueList items;
        for (const TensorPtr &t : Indexing::nonzeroPerDim(rt, cond))
            items.push_back(Value::of(t));
        return Value::tuple(std::move(items));
    }
    const Operand x = operandOf(a, a.signature().indexOf("self") >= 0 ? "self" : "input");
    return Value::of(IF::where(rt, cond, x, operandOf(a, "other")));
}

Value maskedFill(ParsedArgs &a)
{
    return Value::of(IF::maskedFill(a.runtime(), selfOf(a), a.tensor("mask"), operandOf(a, "value")));
}

Value maskedFillInPlace(ParsedArgs &a)
{
    IF::maskedFillInPlace(a.runtime(), a.selfTensor(), a.tensor("mask"), operandOf(a, "value"));
    return a.self();
}

Value maskedSelect(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"out"});
    Interpreter &in = a.interpreter();
    return Value::of(IF::maskedSelect(a.runtime(), selfOf(a), a.tensor("mask"),
                                      [&in](const std::string &m) { in.warn("UserWarning", m); }));
}

// torch/functional.py's unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None)
// and Tensor.unique: one tensor, or a tuple with the inverse indices and counts asked for.
Value unique(ParsedArgs &a)
{
    const Value *input = isMethod(a) ? &a.self() : &a.value("input");
    if (input->kind != Value::Kind::Tensor)
        throw UnsupportedError("torch.unique() of a value that is not a tensor");
    auto flag = [&](std::string_view name, bool fallback) {
        const Value *v = a.get(name);
        if (!v)
            return fallback;
        if (v->kind != Value::Kind::Bool)
            throw UnsupportedError("unique(" + std::string(name) + "=) given a non-bool");
        return v->b;
    };
    if (!flag("sorted", true))
        throw UnsupportedError("unique(sorted=False) (its order comes from a hash set)");
    if (a.get("dim"))
        throw UnsupportedError("unique(dim=)");
    const bool inverse = flag("return_inverse", false), counts = flag("return_counts", false);
    const std::vector<TensorPtr> r = IF::unique(a.runtime(), input->tensor, inverse, counts);
    if (r.size() == 1)
        return Value::of(r[0]);
    ValueList items;
    for (const TensorPtr &t : r)
        items.push_back(Value::of(t));
    return Value::tuple(std::move(items));
}

Value indexSelect(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"out"});
    return Value::of(IF::indexSelect(a.runtime(), selfOf(a), a.toInt("dim"), a.tensor("index")));
}

Value gather(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"out", "sparse_grad"});
    return Value::of(IF::gather(a.runtime(), selfOf(a), a.toInt("dim"), a.tensor("index")));
}

// scatter's src (a tensor) or value (a number); `reduce=` is not modelled.
std::pair<TensorPtr, Scalar> scatterSource(const ParsedArgs &a)
{
    if (a.signature().indexOf("src") >= 0)
        return {a.tensor("src"), {}};
    return {nullptr, a.scalar("value")};
}

Value scatter(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"out", "reduce"});
    const auto [src, value] = scatterSource(a);
    return Value::of(IF::scatter(a.runtime(), selfOf(a), a.toInt("dim"), a.tensor("index"), src, value));
}

Value scatterInPlace(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"reduce"});
    const auto [src, value] = scatterSource(a);
    IF::scatterInPlace(a.runtime(), a.selfTensor(), a.toInt("dim"), a.tensor("index"), src, value);
    return a.self();
}

Value indexAdd(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"out"});
    return Value::of(IF::indexAdd(a.runtime(), selfOf(a), a.toInt("dim"), a.tensor("index"), a.tensor("source"), a.scalar("alpha")));
}

Value indexAddInPlace(ParsedArgs &a)
{
    IF::indexAddInPlace(a.runtime(), a.selfTensor(), a.toInt("dim"), a.tensor("index"), a.tensor("source"), a.scalar("alpha"));
    return a.self();
}

// Factories: their dtype (the default float32 unless given), device and requires_grad.
TensorPtr finishFactory(ParsedArgs &a, TensorPtr t)
{
    const bool rg = a.toBool("requires_grad");
    TensorFactory::checkRequiresGradDtype(t->dtype(), rg);
    t->setLeafRequiresGrad(rg);
    return t;
}

Value torchIndexingEye(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"out", "layout", "pin_memory"});
    const int64_t n = a.toInt("n");
    const int64_t m = a.signature().indexOf("m") >= 0 ? a.toInt("m") : n;
    const DType dt = a.dtype("dtype").value_or(DType::Float32);
    return Value::of(finishFactory(a, Indexing::eye(a.runtime(), n, m, dt, a.device("device").value_or(Device::cpu()))));
}

template <bool Log>
Value torchIndexingLinspace(ParsedArgs &a)
{
    torchIndexingRefuse(a, {"out", "layout", "pin_memory"});
    const DType dt = a.dtype("dtype").value_or(DType::Float32);
    std::optional<double> base;
    if (Log)
        base = a.toDouble("base");
    return Value::of(finishFactory(a, Indexing::linspace(a.runtime(), a.scalar("start"), a.scalar("end"), a.toInt("steps"), dt,
                                                         a.device("device").value_or(Device::cpu()), base)));
}

const Binding kTorchIndexingBindings[] = {
    {"torch.where",
     {"where(Tensor condition)", "where(Tensor condition, Tensor input, Tensor other, *, Tensor out=None)",
      "where(Tensor condition, Scalar self, Tensor other)", "where(Tensor condition, Tensor input, Scalar other)",
      "where(Tensor condition, Scalar self, Scalar other)"},
     where},
    {"Tensor.where", {"where(Tensor condition, Tensor other)"}, where},
    {"torch.masked_fill", {"masked_fill(Tensor input, Tensor mask, Tensor value)", "masked_fill(Tensor input, Tensor mask, Scalar value)"},
     maskedFill},
    {"Tensor.masked_fill", {"masked_fill(Tensor mask, Tensor value)", "masked_fill(Tensor mask, Scalar value)"}, maskedFill},
    {"Tensor.masked_fill_", {"masked_fill_(Tensor mask, Tensor value)", "masked_fill_(Tensor mask, Scalar value)"}, maskedFillInPlace},
    {"torch.unique", {"unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None)"}, unique,
     ArgStyle::Python},
    {"Tensor.unique", {"unique(sorted=True, return_inverse=False, return_counts=False, dim=None)"}, unique, ArgStyle::Python},
    {"torch.masked_select", {"masked_select(Tensor input, Tensor mask, *, Tensor out=None)"}, maskedSelect},
    {"Tensor.masked_select", {"masked_select(Tensor mask)"}, maskedSelect},
    {"torch.index_select",
     {"index_select(Tensor input, int64_t dim, Tensor index, *, Tensor out=None)",
      "index_select(Tensor input, Dimname dim, Tensor index, *, Tensor out=None)"},
     indexSelect},
    {"Tensor.index_select", {"index_select(int64_t dim, Tensor index)", "index_select(Dimname dim, Tensor index)"}, indexSelect},
    {"torch.gather",
     {"gather(Tensor input, int64_t dim, Tensor index, *, bool sparse_grad=False, Tensor out=None)",
      "gather(Tensor input, Dimname dim, Tensor index, *, bool sparse_grad=False, Tensor out=None)"},
     gather},
    {"Tensor.gather",
     {"gather(int64_t dim, Tensor index, *, bool sparse_grad=False)", "gather(Dimname dim, Tensor index, *, bool sparse_grad=False)"},
     gather},
    {"torch.scatter",
     {"scatter(Tensor input, int64_t dim, Tensor index, Tensor src, *, Tensor out=None)",
      "scatter(Tensor input, int64_t dim, Tensor index, Tensor src, *, c10::string_view reduce, Tensor out=None)",
      "scatter(Tensor input, Dimname dim, Tensor index, Tensor src)",
      "scatter(Tensor input, int64_t dim, Tensor index, Scalar value, *, Tensor out=None)",
      "scatter(Tensor input, int64_t dim, Tensor index, Scalar value, *, c10::string_view reduce, Tensor out=None)",
      "scatter(Tensor input, Dimname dim, Tensor index, Scalar value)"},
     scatter},
    {"Tensor.scatter",
     {"scatter(int64_t dim, Tensor index, Tensor src)", "scatter(int64_t dim, Tensor index, Tensor src, *, c10::string_view reduce)",
      "scatter(Dimname dim, Tensor index, Tensor src)", "scatter(int64_t dim, Tensor index, Scalar value)",
      "scatter(int64_t dim, Tensor index, Scalar value, *, c10::string_view reduce)", "scatter(Dimname dim, Tensor index, Scalar value)"},
     scatter},
    {"Tensor.scatter_",
     {"scatter_(int64_t dim, Tensor index, Tensor src)", "scatter_(int64_t dim, Tensor index, Tensor src, *, c10::string_view reduce)",
      "scatter_(int64_t dim, Tensor index, Scalar value)", "scatter_(int64_t dim, Tensor index, Scalar value, *, c10::string_view reduce)"},
     scatterInPlace},
    {"torch.index_add",
     {"index_add(Tensor input, int64_t dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor out=None)",
      "index_add(Tensor input, Dimname dim, Tensor index, Tensor source, *, Scalar alpha=1)"},
     indexAdd},
    {"Tensor.index_add",
     {"index_add(int64_t dim, Tensor index, Tensor source, *, Scalar alpha=1)",
      "index_add(Dimname dim, Tensor index, Tensor source, *, Scalar alpha=1)"},
     indexAdd},
    {"Tensor.index_add_", {"index_add_(int64_t dim, Tensor index, Tensor source, *, Scalar alpha=1)"}, indexAddInPlace},
    {"torch.eye",
     {"eye(int64_t n, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, "
      "bool? requires_grad=False)",
      "eye(int64_t n, int64_t m, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, "
      "bool? pin_memory=False, bool? requires_grad=False)"},
     torchIndexingEye},
    {"torch.linspace",
     {"linspace(Scalar start, Scalar end, int64_t steps, *, Tensor out=None, ScalarType? dtype=None, Layout? layout=None, "
      "Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"},
     torchIndexingLinspace<false>},
    {"torch.logspace",
     {"logspace(Scalar start, Scalar end, int64_t steps, double base=10.0, *, Tensor out=None, ScalarType? dtype=None, "
      "Layout? layout=None, Device? device=None, bool? pin_memory=False, bool? requires_grad=False)"},
     torchIndexingLinspace<true>},
};

} // namespace

BindingTable torchIndexingBindings() { return kTorchIndexingBindings; }

} // namespace tl::bind
