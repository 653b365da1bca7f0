// PyObject_RichCompareBool (Objects/object.c): identity implies equality; otherwise the
// comparison operator and the truth of its result.
#include "PyCompare.h"

#include "interp/Interpreter.h"
#include "interp/Operators.h"
#include "interp/PythonTypes.h"

namespace tl {

bool PyCompare::test(Interpreter &in, ast::CompareOp op, const Value &a, const Value &b)
{
    return PythonTypes::truthy(Operators::compare(in.runtime(), op, a, b));
}

bool PyCompare::equal(Interpreter &in, const Value &a, const Value &b)
{
    if (PythonTypes::truthy(Operators::compare(in.runtime(), ast::CompareOp::Is, a, b)))
        return true;
    return test(in, ast::CompareOp::Eq, a, b);
}

Value PyCompare::call1(Interpreter &in, const Value &f, const Value &x)
{
    CallArgs args;
    args.positional.push_back(x);
    return in.call(f, args);
}

} // namespace tl
