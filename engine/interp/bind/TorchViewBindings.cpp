// torch functions and Tensor methods that reshape, reorder, cut or join tensors (unsqueeze,
// squeeze, permute, flatten, narrow, movedim, split, chunk, unbind, cat, stack, flip,
// repeat ...), with PyTorch 1.13's signatures (python_variable_methods, _VariableFunctions)
// and, for Tensor.split / torch.split, the Python wrappers of torch/_tensor.py and
// torch/functional.py in front of torch._VF.
#include "BindingRegistry.h"
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "functions/AdvancedIndex.h"
#include "functions/DimensionViews.h"
#include "functions/TensorConvert.h"
#include "functions/TensorJoins.h"
#include "functions/TensorMath.h"
#include "functions/TensorRearrange.h"
#include "functions/TensorSplits.h"
#include "functions/TensorViews.h"
#include "interp/CallArgs.h"
#include "interp/PythonTypes.h"
#include "ops/HostElements.h"

namespace tl::bind {

namespace {

// The Dimname overloads: this engine's tensors carry no dimension names, so PyTorch's lookup fails.
[[noreturn]] void noSuchName(const TensorPtr &t, const std::string &name)
{
    std::string dims;
    for (int64_t i = 0; i < t->dim(); ++i)
        dims += i ? ", None" : "None";
    throw PyError("RuntimeError", "Name '" + name + "' not found in Tensor[" + dims + "].");
}

TensorPtr input(const ParsedArgs &a)
{
    return a.signature().indexOf("input") >= 0 ? a.tensor("input") : a.selfTensor();
}

Value tensors(const std::vector<TensorPtr> &ts)
{
    ValueList items;
    for (const auto &t : ts)
        items.push_back(Value::of(t));
    return Value::tuple(std::move(items));
}

void refuseOut(const ParsedArgs &a)
{
    if (a.has("out"))
        throw UnsupportedError("torch." + a.signature().name() + "(out=...)");
}

Value unsqueeze(ParsedArgs &a)
{
    return Value::of(DimensionViews::unsqueeze(a.runtime(), input(a), a.toInt("dim")));
}

Value unsqueezeInPlace(ParsedArgs &a)
{
    DimensionViews::unsqueezeInPlace(a.runtime(), a.selfTensor(), a.toInt("dim"));
    return a.self();
}

// squeeze overloads: (), (int dim), (name dim).
std::optional<int64_t> squeezeDim(ParsedArgs &a)
{
    if (a.overload() == 2)
        noSuchName(input(a), a.string("dim"));
    return a.overload() == 1 ? std::optional<int64_t>(a.toInt("dim")) : std::nullopt;
}

Value squeeze(ParsedArgs &a)
{
    return Value::of(DimensionViews::squeeze(a.runtime(), input(a), squeezeDim(a)));
}

Value squeezeInPlace(ParsedArgs &a)
{
    DimensionViews::squeezeInPlace(a.runtime(), a.selfTensor(), squeezeDim(a));
    return a.self();
}

Value permute(ParsedArgs &a)
{
    return Value::of(DimensionViews::permute(a.runtime(), input(a), a.intList("dims")));
}

Value torchViewFlatten(ParsedArgs &a)
{
    // (int, int, name out_dim), (int, int), (name, name, name), (names, name).
    if (a.overload() == 2)
        noSuchName(input(a), a.string("start_dim"));
    if (a.overload() == 3) {
        const Value &dims = a.value("dims");
        noSuchName(input(a), dims.items && !dims.items->empty() ? (*dims.items)[0].text : dims.text);
    }
    if (a.overload() == 0)
        throw UnsupportedError("flatten() with out_dim= (named tensors)");
    return Value::of(DimensionViews::flatten(a.runtime(), input(a), a.toInt("start_dim"), a.toInt("end_dim")));
}

Value torchViewRavel(ParsedArgs &a)
{
    return Value::of(DimensionViews::ravel(a.runtime(), input(a)));
}

Value unflatten(ParsedArgs &a)
{
    if (a.overload() == 0)
        noSuchName(input(a), a.string("dim"));
    return Value::of(DimensionViews::unflatten(a.runtime(), input(a), a.toInt("dim"), a.intList("sizes")));
}

// Tensor.unflatten(self, dim, sizes), written in Python in torch/_tensor.py.
Value unflattenMethod(ParsedArgs &a)
{
    const Value &sizes = a.value("sizes");
    if ((sizes.kind == Value::Kind::Tuple || sizes.kind == Value::Kind::List) && sizes.items->empty())
        throw PyError("RuntimeError", "unflatten: sizes must be non-empty");
    CallArgs args;
    args.positional = {a.self(), a.value("dim"), sizes};
    return BindingRegistry::instance().call(a.interpreter(), "torch.unflatten", args, nullptr);
}

Value narrow(ParsedArgs &a)
{
    int64_t start = 0;
    if (a.overload() == 0) {
        const TensorPtr s = a.tensor("start");
        if (s->dim() != 0 || isFloating(s->dtype()) || s->dtype() == DType::Bool)
            throw PyError("RuntimeError", "start must be an 0-dim integral Tensor.");
        start = HostElements::item(s).toInt();
    } else {
        start = a.toInt("start");
    }
    return Value::of(DimensionViews::narrow(a.runtime(), input(a), a.toInt("dim"), start, a.toInt("length")));
}

Value expandAs(ParsedArgs &a)
{
    return Value::of(TensorViews::expand(a.runtime(), a.selfTensor(), a.tensor("other")->sizes()));
}

Value viewAs(ParsedArgs &a)
{
    return Value::of(TensorViews::view(a.runtime(), a.selfTensor(), a.tensor("other")->sizes(), "view_as()"));
}

Value reshapeAs(ParsedArgs &a)
{
    return Value::of(TensorViews::reshape(a.runtime(), a.selfTensor(), a.tensor("other")->sizes(), "reshape_as()"));
}

Value repeat(ParsedArgs &a)
{
    return Value::of(TensorRearrange::repeat(a.runtime(), a.selfTensor(), a.intList("repeats")));
}
Value torchViewFlip(ParsedArgs &a)
{
    return Value::of(TensorRearrange::flip(a.runtime(), input(a), a.intList("dims")));
}

Value torchViewFliplr(ParsedArgs &a)
{
    const TensorPtr t = input(a);
    if (t->dim() < 2)
        throw PyError("RuntimeError", "Input must be >= 2-d.");
    return Value::of(TensorRearrange::flip(a.runtime(), t, {1}));
}

Value torchViewFlipud(ParsedArgs &a)
{
    const TensorPtr t = input(a);
    if (t->dim() < 1)
        throw PyError("RuntimeError", "Input must be >= 1-d.");
    return Value::of(TensorRearrange::flip(a.runtime(), t, {0}));
}

Value movedim(ParsedArgs &a)
{
    if (a.overload() == 0)
        return Value::of(DimensionViews::movedim(a.runtime(), input(a), {a.toInt("source")}, {a.toInt("destination")}));
    return Value::of(DimensionViews::movedim(a.runtime(), input(a), a.intList("source"), a.intList("destination")));
}

Value torchViewTranspose(ParsedArgs &a)
{
    if (a.overload() == 1)
        noSuchName(input(a), a.string("dim1")); // ATen looks the second name up first
    return Value::of(TensorViews::transpose(a.runtime(), input(a), a.toInt("dim0"), a.toInt("dim1")));
}

Value torchViewSwapaxes(ParsedArgs &a)
{
    return Value::of(TensorViews::transpose(a.runtime(), input(a), a.toInt("axis0"), a.toInt("axis1")));
}

Value swapaxesInPlace(ParsedArgs &a)
{
    DimensionViews::transposeInPlace(a.runtime(), a.selfTensor(), a.toInt("axis0"), a.toInt("axis1"));
    return a.self();
}

Value transposeInPlace(ParsedArgs &a)
{
    DimensionViews::transposeInPlace(a.runtime(), a.selfTensor(), a.toInt("dim0"), a.toInt("dim1"));
    return a.self();
}

Value torchT(ParsedArgs &a)
{
    return Value::of(TensorViews::t(a.runtime(), a.tensor("input")));
}

Value tInPlace(ParsedArgs &a)
{
    DimensionViews::tInPlace(a.runtime(), a.selfTensor());
    return a.self();
}

Value chunk(ParsedArgs &a)
{
    return tensors(TensorSplits::chunk(a.runtime(), input(a), a.toInt("chunks"), a.toInt("dim")));
}

Value unbind(ParsedArgs &a)
{
    if (a.overload() == 1)
        noSuchName(input(a), a.string("dim"));
    return tensors(TensorSplits::unbind(a.runtime(), input(a), a.toInt("dim")));
}

Value splitWithSizes(ParsedArgs &a)
{
    return tensors(TensorSplits::splitWithSizes(a.runtime(), input(a), a.intList("split_sizes"), a.toInt("dim")));
}

// torch._VF.split: (int split_size) or (tuple of ints split_size).
Value vfSplit(ParsedArgs &a)
{
    if (a.overload() == 1)
        return tensors(
            TensorSplits::splitWithSizes(a.runtime(), a.tensor("input"), a.intList("split_size"), a.toInt("dim")));
    return tensors(TensorSplits::split(a.runtime(), a.tensor("input"), a.toInt("split_size"), a.toInt("dim")));
}

// Tensor.split (torch/_tensor.py): a one-element tensor counts as its int; an int goes to
// _VF.split, anything else to _VF.split_with_sizes, whose parsers word the TypeErrors.
Value splitPython(ParsedArgs &a, const Value &self, const Value &sizes)
{
    Value size = sizes;
    if (size.kind == Value::Kind::Tensor && size.tensor->numel() == 1)
        size = Value::fromScalar(HostElements::item(size.tensor));
    CallArgs args;
    args.positional = {self, size};
    if (const Value *dim = a.given("dim"))
        args.positional.push_back(*dim);
    const bool integer = size.kind == Value::Kind::Int || size.kind == Value::Kind::Bool;
    return BindingRegistry::instance().call(a.interpreter(), integer ? "torch._VF.split" : "torch.split_with_sizes", args,
                                            nullptr);
}

Value splitMethod(ParsedArgs &a)
{
    return splitPython(a, a.self(), a.value("split_size"));
}

Value splitFunction(ParsedArgs &a)
{
    const Value &t = a.value("tensor");
    if (t.kind != Value::Kind::Tensor)
        throw PyError("AttributeError", "'" + PythonTypes::shortName(t) + "' object has no attribute 'split'");
    return splitPython(a, t, a.value("split_size_or_sections"));
}

Value cat(ParsedArgs &a)
{
    refuseOut(a);
    if (a.overload() == 1)
        noSuchName(a.tensorList("tensors").at(0), a.string("dim"));
    return Value::of(TensorJoins::cat(a.runtime(), a.tensorList("tensors"), a.toInt("dim")));
}

Value torchViewStack(ParsedArgs &a)
{
    refuseOut(a);
    return Value::of(TensorJoins::stack(a.runtime(), a.tensorList("tensors"), a.toInt("dim")));
}

Value hstack(ParsedArgs &a)
{
    refuseOut(a);
    return Value::of(TensorJoins::hstack(a.runtime(), a.tensorList("tensors")));
}

Value vstack(ParsedArgs &a)
{
    refuseOut(a);
    return Value::of(TensorJoins::vstack(a.runtime(), a.tensorList("tensors")));
}

// index_put_ / index_put: the indices as a list of index tensors (one per leading dimension).
Value indexPutInPlace(ParsedArgs &a)
{
    AdvancedIndex::indexPut(a.runtime(), a.selfTensor(), a.tensorList("indices"), a.tensor("values"), a.toBool("accumulate"),
                            "index_put_()");
    return a.self();
}

Value indexPut(ParsedArgs &a)
{
    auto out = TensorConvert::clone(a.runtime(), input(a), "index_put()");
    AdvancedIndex::indexPut(a.runtime(), out, a.tensorList("indices"), a.tensor("values"), a.toBool("accumulate"),
                            "index_put()");
    return Value::of(out);
}

#define TL_CAT_SIGNATURES(name)                                                                                             \
    {                                                                                                                       \
        name "(TensorList tensors, int64_t dim=0, *, Tensor out=None)",                                                     \
            name "(TensorList tensors, Dimname dim, *, Tensor out=None)"                                                    \
    }

const Binding kTorchViewBindings[] = {
    {"Tensor.unsqueeze", {"unsqueeze(int64_t dim)"}, unsqueeze},
    {"torch.unsqueeze", {"unsqueeze(Tensor input, int64_t dim)"}, unsqueeze},
    {"Tensor.unsqueeze_", {"unsqueeze_(int64_t dim)"}, unsqueezeInPlace},
    {"Tensor.squeeze", {"squeeze()", "squeeze(int64_t dim)", "squeeze(Dimname dim)"}, squeeze},
    {"torch.squeeze",
     {"squeeze(Tensor input)", "squeeze(Tensor input, int64_t dim)", "squeeze(Tensor input, Dimname dim)"},
     squeeze},
    {"Tensor.squeeze_", {"squeeze_()", "squeeze_(int64_t dim)", "squeeze_(Dimname dim)"}, squeezeInPlace},
    {"Tensor.permute", {"permute(IntArrayRef dims)"}, permute},
    {"torch.permute", {"permute(Tensor input, IntArrayRef dims)"}, permute},
    {"Tensor.flatten",
     {"flatten(int64_t start_dim, int64_t end_dim, Dimname out_dim)", "flatten(int64_t start_dim=0, int64_t end_dim=-1)",
      "flatten(Dimname start_dim, Dimname end_dim, Dimname out_dim)", "flatten(DimnameList dims, Dimname out_dim)"},
     torchViewFlatten},
    {"torch.flatten",
     {"flatten(Tensor input, int64_t start_dim, int64_t end_dim, Dimname out_dim)",
      "flatten(Tensor input, int64_t start_dim=0, int64_t end_dim=-1)",
      "flatten(Tensor input, Dimname start_dim, Dimname end_dim, Dimname out_dim)",
      "flatten(Tensor input, DimnameList dims, Dimname out_dim)"},
     torchViewFlatten},
    {"Tensor.ravel", {}, torchViewRavel},
    {"torch.ravel", {"ravel(Tensor input)"}, torchViewRavel},
    {"torch.unflatten",
     {"unflatten(Tensor input, Dimname dim, IntArrayRef sizes, DimnameList names)",
      "unflatten(Tensor input, int64_t dim, IntArrayRef sizes)"},
     unflatten},
    {"Tensor.unflatten", {"Tensor.unflatten(self, dim, sizes)"}, unflattenMethod, ArgStyle::Python},
    {"Tensor.narrow",
     {"narrow(int64_t dim, Tensor start, int64_t length)", "narrow(int64_t dim, int64_t start, int64_t length)"},
     narrow},
    {"torch.narrow",
     {"narrow(Tensor input, int64_t dim, Tensor start, int64_t length)",
      "narrow(Tensor input, int64_t dim, int64_t start, int64_t length)"},
     narrow},
    {"Tensor.expand_as", {"expand_as(Tensor other)"}, expandAs},
    {"Tensor.view_as", {"view_as(Tensor other)"}, viewAs},
    {"Tensor.reshape_as", {"reshape_as(Tensor other)"}, reshapeAs},
    {"Tensor.repeat", {"repeat(SymIntArrayRef repeats)"}, repeat},
    {"Tensor.flip", {"flip(IntArrayRef dims)"}, torchViewFlip},
    {"torch.flip", {"flip(Tensor input, IntArrayRef dims)"}, torchViewFlip},
    {"Tensor.fliplr", {}, torchViewFliplr},
    {"torch.fliplr", {"fliplr(Tensor input)"}, torchViewFliplr},
    {"Tensor.flipud", {}, torchViewFlipud},
    {"torch.flipud", {"flipud(Tensor input)"}, torchViewFlipud},
    {"Tensor.movedim",
     {"movedim(int64_t source, int64_t destination)", "movedim(IntArrayRef source, IntArrayRef destination)"},
     movedim},
    {"torch.movedim",
     {"movedim(Tensor input, int64_t source, int64_t destination)",
      "movedim(Tensor input, IntArrayRef source, IntArrayRef destination)"},
     movedim},
    {"Tensor.moveaxis",
     {"moveaxis(int64_t source, int64_t destination)", "moveaxis(IntArrayRef source, IntArrayRef destination)"},
     movedim},
    {"torch.moveaxis",
     {"moveaxis(Tensor input, int64_t source, int64_t destination)",
      "moveaxis(Tensor input, IntArrayRef source, IntArrayRef destination)"},
     movedim},
    {"torch.transpose",
     {"transpose(Tensor input, int64_t dim0, int64_t dim1)", "transpose(Tensor input, Dimname dim0, Dimname dim1)"},
     torchViewTranspose},
    {"Tensor.transpose_", {"transpose_(int64_t dim0, int64_t dim1)"}, transposeInPlace},
    {"torch.t", {"t(Tensor input)"}, torchT},
    {"Tensor.t_", {}, tInPlace},
    {"Tensor.swapaxes", {"swapaxes(int64_t axis0, int64_t axis1)"}, torchViewSwapaxes},
    {"torch.swapaxes", {"swapaxes(Tensor input, int64_t axis0, int64_t axis1)"}, torchViewSwapaxes},
    {"Tensor.swapaxes_", {"swapaxes_(int64_t axis0, int64_t axis1)"}, swapaxesInPlace},
    {"Tensor.swapdims", {"swapdims(int64_t dim0, int64_t dim1)"}, torchViewTranspose},
    {"torch.swapdims", {"swapdims(Tensor input, int64_t dim0, int64_t dim1)"}, torchViewTranspose},
    {"Tensor.swapdims_", {"swapdims_(int64_t dim0, int64_t dim1)"}, transposeInPlace},
    {"Tensor.chunk", {"chunk(int64_t chunks, int64_t dim=0)"}, chunk},
    {"torch.chunk", {"chunk(Tensor input, int64_t chunks, int64_t dim=0)"}, chunk},
    {"Tensor.unbind", {"unbind(int64_t dim=0)", "unbind(Dimname dim)"}, unbind},
    {"torch.unbind", {"unbind(Tensor input, int64_t dim=0)", "unbind(Tensor input, Dimname dim)"}, unbind},
    {"Tensor.split_with_sizes", {"split_with_sizes(IntArrayRef split_sizes, int64_t dim=0)"}, splitWithSizes},
    {"torch.split_with_sizes", {"split_with_sizes(Tensor input, IntArrayRef split_sizes, int64_t dim=0)"}, splitWithSizes},
    {"torch._VF.split",
     {"split(Tensor input, int64_t split_size, int64_t dim=0)",
      "split(Tensor input, IntArrayRef split_size, int64_t dim=0)"},
     vfSplit},
    {"Tensor.split", {"Tensor.split(self, split_size, dim=0)"}, splitMethod, ArgStyle::Python},
    {"torch.split", {"split(tensor, split_size_or_sections, dim=0)"}, splitFunction, ArgStyle::Python},
    {"torch.cat", TL_CAT_SIGNATURES("cat"), cat},
    {"torch.concat", TL_CAT_SIGNATURES("concat"), cat},
    {"torch.concatenate", TL_CAT_SIGNATURES("concatenate"), cat},
    {"torch.stack", {"stack(TensorList tensors, int64_t dim=0, *, Tensor out=None)"}, torchViewStack},
    {"torch.hstack", {"hstack(TensorList tensors, *, Tensor out=None)"}, hstack},
    // c10::List<c10::optional<Tensor>> in PyTorch's strings; parsed and named as a TensorList.
    {"Tensor.index_put_", {"index_put_(TensorList indices, Tensor values, bool accumulate=False)"}, indexPutInPlace},
    {"Tensor.index_put", {"index_put(TensorList indices, Tensor values, bool accumulate=False)"}, indexPut},
    {"torch.index_put", {"index_put(Tensor input, TensorList indices, Tensor values, bool accumulate=False)"}, indexPut},
    {"torch.vstack", {"vstack(TensorList tensors, *, Tensor out=None)"}, vstack},
};

#undef TL_CAT_SIGNATURES

} // namespace

BindingTable torchViewBindings()
{
    return kTorchViewBindings;
}

} // namespace tl::bind
