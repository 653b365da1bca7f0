// numpy/core/src/multiarray/iterators.c (1.24): arr_iter_next walks the elements in C order,
// each returned as a NumPy scalar.
#include "NumpyFlatIterator.h"

#include "core/PyError.h"
#include "interp/Value.h"
#include "ops/ArrayOps.h"

#include <set>

namespace tl {

namespace {

const std::set<std::string> kUnmodelled = {"base", "coords", "index", "copy", "__array__", "__getitem__", "__setitem__"};

} // namespace

NumpyFlatIterator::NumpyFlatIterator(NdArrayPtr array)
    : IteratorObject("numpy.flatiter",
                     [a = array, k = int64_t{0}](Value &out) mutable {
                         if (k >= a->numel())
                             return false;
                         // Element k in C order: its index along each axis, last axis fastest.
                         std::vector<int64_t> index(a->sizes().size());
                         int64_t rest = k++;
                         for (size_t d = index.size(); d-- > 0;) {
                             index[d] = rest % a->sizes()[d];
                             rest /= a->sizes()[d];
                         }
                         out = Value::npScalar(ArrayOps::elementAt(*a, index));
                         return true;
                     }),
      array_(std::move(array))
{
}

bool NumpyFlatIterator::attribute(Interpreter &, const std::string &name, Value &)
{
    if (kUnmodelled.count(name))
        throw UnsupportedError("numpy.flatiter." + name);
    return false;
}

bool NumpyFlatIterator::is(const Value &v)
{
    return v.kind == Value::Kind::Iterator && v.obj->typeName() == "numpy.flatiter";
}

} // namespace tl
