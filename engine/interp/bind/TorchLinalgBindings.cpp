// torch's matrix products and their Tensor methods (matmul, mm, bmm, mv, dot, outer, einsum) and
// the matrix helpers diag and trace, with PyTorch 1.13's signatures.
#include "BindingTables.h"
#include "OutArgument.h"
#include "ParsedArgs.h"
#include "core/MathErrors.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "functions/Einsum.h"
#include "functions/IndexingFunctions.h"
#include "functions/LinalgFunctions.h"
#include "functions/Recorder.h"
#include "interp/Interpreter.h"
#include "ops/Pointwise.h"

namespace tl::bind {

namespace {

using LF = LinalgFunctions;
using Product = TensorPtr (*)(Runtime &, const TensorPtr &, const TensorPtr &);

bool torchLinalgIsMethod(const ParsedArgs &a) { return a.isMethodCall(); }
TensorPtr torchLinalgSelfOf(const ParsedArgs &a) { return torchLinalgIsMethod(a) ? a.selfTensor() : a.tensor("input"); }
TensorPtr secondOf(const ParsedArgs &a)
{
    for (const char *name : {"other", "mat2", "vec", "tensor", "vec2"})
        if (a.signature().indexOf(name) >= 0)
            return a.tensor(name);
    return nullptr;
}

template <Product F>
Value torchLinalgProduct(ParsedArgs &a)
{
    Runtime &rt = a.runtime();
    const TensorPtr x = torchLinalgSelfOf(a), y = secondOf(a);
    const TensorPtr out = a.signature().indexOf("out") >= 0 ? a.optionalTensor("out") : nullptr;
    if (!out)
        return Value::of(F(rt, x, y));
    Recorder::checkOut(rt, a.signature().name(), {x, y, out});
    const TensorPtr r = F(rt, x, y);
    if (out->dtype() != r->dtype())
        throw MathErrors::scalarTypeMismatch(r->dtype(), out->dtype());
    OutArgument::prepare(a.interpreter(), out, r->sizes(), r->device());
    Pointwise::store(rt, out, r, a.signature().name() + "(out=)");
    out->bumpVersion();
    return Value::of(out);
}

Value diag(ParsedArgs &a)
{
    if (a.signature().indexOf("out") >= 0 && a.has("out"))
        throw UnsupportedError("diag(out=...)");
    return Value::of(IndexingFunctions::diag(a.runtime(), torchLinalgSelfOf(a), a.toInt("diagonal")));
}

Value trace(ParsedArgs &a) { return Value::of(IndexingFunctions::trace(a.runtime(), torchLinalgSelfOf(a))); }

// torch/functional.py's einsum(*args): the equation and its operands (or one list of them).
Value einsum(ParsedArgs &a)
{
    const ValueList &args = *a.value("args").items;
    if (args.size() < 2)
        throw PyError("ValueError", "einsum(): must specify the equation string and at least one operand, or at least one "
                                    "operand and its subscripts list");
    if (args[0].kind != Value::Kind::Str)
        throw UnsupportedError("einsum() with subscript lists instead of an equation string");
    std::vector<const Value *> items;
    if (args.size() == 2 && (args[1].kind == Value::Kind::List || args[1].kind == Value::Kind::Tuple)) {
        for (const Value &v : *args[1].items) // the old interface: operands in one list
            items.push_back(&v);
    } else {
        for (size_t i = 1; i < args.size(); ++i)
            items.push_back(&args[i]);
    }
    std::vector<TensorPtr> operands;
    for (const Value *v : items) {
        if (v->kind != Value::Kind::Tensor)
            throw UnsupportedError("einsum() of an operand that is not a tensor");
        operands.push_back(v->tensor);
    }
    return Value::of(Einsum::compute(a.runtime(), args[0].text, operands));
}

// torch.cross(input, other, dim=None): without dim, the first dimension of size 3.
Value cross(ParsedArgs &a)
{
    if (a.signature().indexOf("out") >= 0 && a.has("out"))
        throw UnsupportedError("cross(out=)");
    const TensorPtr x = torchLinalgSelfOf(a), y = a.tensor("other");
    int64_t dim = -1;
    if (a.has("dim")) {
        dim = a.toInt("dim");
        const int64_t n = x->dim();
        if (dim < -n || dim >= n || x->sizes()[static_cast<size_t>(dim < 0 ? dim + n : dim)] != 3)
            throw UnsupportedError("cross() along a dimension that is out of range or not of size 3");
        dim = dim < 0 ? dim + n : dim;
    } else {
        if (Profile::isCurrent()) // PyTorch 2 deprecates the default (TORCH_WARN_ONCE)
            a.interpreter().warnOnce("UserWarning",
                                     "Using torch.cross without specifying the dim arg is deprecated.\nPlease either pass the dim "
                                     "explicitly or simply use torch.linalg.cross.\nThe default value of dim will change to agree "
                                     "with that of linalg.cross in a future release. (Triggered internally at "
                                     "./aten/src/ATen/native/Cross.cpp:63.)");
        for (size_t d = 0; d < x->sizes().size() && dim < 0; ++d)
            if (x->sizes()[d] == 3)
                dim = static_cast<int64_t>(d);
        if (dim < 0)
            throw PyError("RuntimeError", "no dimension of size 3 in input");
    }
    return Value::of(LF::cross(a.runtime(), x, y, dim));
}

const Binding kTorchLinalgBindings[] = {
    {"torch.cross", {"cross(Tensor input, Tensor other, int64_t? dim=None, *, Tensor out=None)"}, cross},
    {"Tensor.cross", {"cross(Tensor other, int64_t? dim=None)"}, cross},
    {"torch.einsum", {"einsum(*args)"}, einsum, ArgStyle::Python},
    {"torch.matmul", {"matmul(Tensor input, Tensor other, *, Tensor out=None)"}, torchLinalgProduct<LF::matmul>},
    {"Tensor.matmul", {"matmul(Tensor other)"}, torchLinalgProduct<LF::matmul>},
    {"torch.mm", {"mm(Tensor input, Tensor mat2, *, Tensor out=None)"}, torchLinalgProduct<LF::mm>},
    {"Tensor.mm", {"mm(Tensor mat2)"}, torchLinalgProduct<LF::mm>},
    {"torch.bmm", {"bmm(Tensor input, Tensor mat2, *, Tensor out=None)"}, torchLinalgProduct<LF::bmm>},
    {"Tensor.bmm", {"bmm(Tensor mat2)"}, torchLinalgProduct<LF::bmm>},
    {"torch.mv", {"mv(Tensor input, Tensor vec, *, Tensor out=None)"}, torchLinalgProduct<LF::mv>},
    {"Tensor.mv", {"mv(Tensor vec)"}, torchLinalgProduct<LF::mv>},
    {"torch.dot", {"dot(Tensor input, Tensor tensor, *, Tensor out=None)"}, torchLinalgProduct<LF::dot>},
    {"Tensor.dot", {"dot(Tensor tensor)"}, torchLinalgProduct<LF::dot>},
    {"torch.outer", {"outer(Tensor input, Tensor vec2, *, Tensor out=None)"}, torchLinalgProduct<LF::outer>},
    {"Tensor.outer", {"outer(Tensor vec2)"}, torchLinalgProduct<LF::outer>},
    {"torch.diag", {"diag(Tensor input, int64_t diagonal=0, *, Tensor out=None)"}, diag},
    {"Tensor.diag", {"diag(int64_t diagonal=0)"}, diag},
    {"torch.trace", {"trace(Tensor input)"}, trace},
    {"Tensor.trace", {}, trace},
};

} // namespace

BindingTable torchLinalgBindings() { return kTorchLinalgBindings; }

} // namespace tl::bind
