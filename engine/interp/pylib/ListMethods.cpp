// list_sort_impl (keyword-only key and reverse), tuple/list index and count with
// PyObject_RichCompareBool, and their CPython 3.11 errors.
#include "ListMethods.h"

#include "PyArgs.h"
#include "PyCompare.h"
#include "PyNumber.h"
#include "SequenceBuiltins.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"

namespace tl {

namespace {

int64_t sliceIndex(const Value &v)
{
    if (!PyNumber::hasIndex(v) || v.kind == Value::Kind::Tensor || v.kind == Value::Kind::Array)
        throw PyError("TypeError", "slice indices must be integers or have an __index__ method");
    return PyNumber::index(v);
}

} // namespace

bool ListMethods::has(const Value &self, const std::string &name)
{
    if (name == "index" || name == "count")
        return true;
    return self.kind == Value::Kind::List && name == "sort";
}

Value ListMethods::call(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    const bool isList = self.kind == Value::Kind::List;
    const std::string type = isList ? "list" : "tuple";
    if (name == "sort" && isList) {
        if (!args.positional.empty())
            throw PyError("TypeError", "sort() takes no positional arguments");
        for (const auto &[k, v] : args.keywords)
            if (k != "key" && k != "reverse")
                throw Errors::invalidKeyword(k, "sort()");
        const auto reverse = args.keyword("reverse");
        // The list reads as empty while it is sorted; a failed sort leaves its items permuted.
        ValueList items = std::move(*self.items);
        self.items->clear();
        try {
            SequenceBuiltins::sort(in, items, args.keyword("key"), reverse && PyNumber::index(*reverse) != 0);
        } catch (...) {
            *self.items = std::move(items);
            throw;
        }
        *self.items = std::move(items);
        return Value::none();
    }
    const ValueList items = PythonTypes::sequenceItems(self);
    if (name == "count") {
        const Value &x = PyArgs::one(args, type + ".count");
        int64_t n = 0;
        for (const auto &v : items)
            if (PyCompare::equal(in, v, x))
                ++n;
        return Value::integer(n);
    }
    if (name == "index") {
        PyArgs::positional(args, "index", 1, 3);
        const Value &x = args.positional[0];
        const int64_t len = static_cast<int64_t>(items.size());
        int64_t start = args.positional.size() > 1 ? sliceIndex(args.positional[1]) : 0;
        int64_t stop = args.positional.size() > 2 ? sliceIndex(args.positional[2]) : len;
        if (start < 0)
            start = std::max<int64_t>(0, start + len);
        if (stop < 0)
            stop = std::max<int64_t>(0, stop + len);
        for (int64_t i = start; i < std::min(stop, len); ++i)
            if (PyCompare::equal(in, items[static_cast<size_t>(i)], x))
                return Value::integer(i);
        if (isList)
            throw PyError("ValueError", ValuePrinter::repr(x) + " is not in list");
        throw PyError("ValueError", "tuple.index(x): x not in tuple");
    }
    throw UnsupportedError(type + "." + name + "()");
}

} // namespace tl
