// numpy/core/src/multiarray/iterators.c (1.24): arr_iter_next walks the elements in C order,
// each returned as a NumPy scalar; iter_subscript and iter_ass_subscript index them.
#include "NumpyFlatIterator.h"

#include "core/PyError.h"
#include "interp/Value.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"
#include "ops/ArrayOps.h"

#include <set>

namespace tl {

namespace {

// Element k in C order: its index along each axis, last axis fastest.
std::vector<int64_t> indexOf(const NdArray &a, int64_t k)
{
    std::vector<int64_t> index(a.sizes().size());
    for (size_t d = index.size(); d-- > 0;) {
        index[d] = k % a.sizes()[d];
        k /= a.sizes()[d];
    }
    return index;
}

const std::set<std::string> kNumpyFlatIteratorUnmodelled = {"base", "coords", "index", "copy", "__array__", "__getitem__", "__setitem__"};

} // namespace

NumpyFlatIterator::NumpyFlatIterator(NdArrayPtr array)
    : IteratorObject("numpy.flatiter",
                     [a = array, k = int64_t{0}](Value &out) mutable {
                         if (k >= a->numel())
                             return false;
                         out = Value::npScalar(ArrayOps::elementAt(*a, indexOf(*a, k++)));
                         return true;
                     }),
      array_(std::move(array))
{
}

bool NumpyFlatIterator::attribute(Interpreter &, const std::string &name, Value &)
{
    if (kNumpyFlatIteratorUnmodelled.count(name))
        throw UnsupportedError("numpy.flatiter." + name);
    return false;
}

Value NumpyFlatIterator::item(int64_t index) const
{
    const int64_t n = array_->numel();
    if (index < -n || index >= n)
        throw PyError("IndexError", "index " + std::to_string(index) + " is out of bounds for axis 0 with size " +
                                        std::to_string(n));
    return Value::npScalar(ArrayOps::elementAt(*array_, indexOf(*array_, index < 0 ? index + n : index)));
}

Value NumpyFlatIterator::slice(Runtime &rt, const SliceObject::Bounds &bounds) const
{
    std::vector<Scalar> values;
    for (int64_t i = 0, k = bounds.start; i < bounds.length; ++i, k += bounds.step)
        values.push_back(ArrayOps::elementAt(*array_, indexOf(*array_, k)));
    return Value::of(ArrayOps::fromValues(rt, values, {bounds.length}, array_->dtype(), "flat[]"));
}

void NumpyFlatIterator::setItem(Runtime &rt, int64_t index, const Value &value) const
{
    if (!value.isNumber() && value.kind != Value::Kind::NpScalar)
        throw UnsupportedError("assigning a " + PythonTypes::qualifiedName(value) + " into a numpy.flatiter");
    const int64_t n = array_->numel();
    if (index < -n || index >= n)
        throw PyError("IndexError", "index " + std::to_string(index) + " is out of bounds for size " + std::to_string(n));
    std::vector<IndexItem> items;
    for (int64_t i : indexOf(*array_, index < 0 ? index + n : index))
        items.push_back(IndexItem::integer(i));
    ArrayOps::setIndex(rt, array_, items, Operators::arrayOperand(rt, value), "flat[] =");
}

bool NumpyFlatIterator::is(const Value &v)
{
    return v.kind == Value::Kind::Iterator && v.obj->typeName() == "numpy.flatiter";
}

} // namespace tl
