#include "NumpyLinalgBindings.h"

#include "Interpreter.h"
#include "Operators.h"
#include "PythonTypes.h"
#include "core/PyError.h"
#include "ops/ArrayOps.h"
#include "ops/NumpyLinalg.h"

namespace tl {

namespace {

Value result(const NdArrayPtr &r)
{
    if (r->dim() == 0)
        return Value::npScalar(NumpyLinalg::scalarOf(*r));
    return Value::of(r);
}

const Value &operand(const CallArgs &args, size_t i, const char *fn)
{
    if (i >= args.positional.size())
        throw PyError("TypeError", std::string(fn) + "() takes from 2 to 3 positional arguments but " +
                                       std::to_string(args.positional.size()) + " were given");
    return args.positional[i];
}

Value product(Interpreter &in, const std::string &fn, const Value &a, const Value &b)
{
    using K = Value::Kind;
    Runtime &rt = in.runtime();
    const bool arrays = a.kind == K::Array && b.kind == K::Array;
    if (fn == "dot" && !arrays && (a.kind != K::Array || b.kind != K::Array) &&
        (a.isNumber() || a.kind == K::NpScalar || b.isNumber() || b.kind == K::NpScalar) &&
        (a.kind == K::Array || a.isNumber() || a.kind == K::NpScalar) && (b.kind == K::Array || b.isNumber() || b.kind == K::NpScalar))
        return result(ArrayOps::binary(rt, BinaryKernel::Mul, Operators::arrayOperand(a), Operators::arrayOperand(b)));
    if (!arrays)
        throw UnsupportedError("np." + fn + " of a " + PythonTypes::qualifiedName(a.kind == K::Array ? b : a) +
                               " (only ndarrays)");
    return result(fn == "dot" ? NumpyLinalg::dot(rt, a.array, b.array) : NumpyLinalg::matmul(rt, a.array, b.array));
}

} // namespace

bool NumpyLinalgBindings::has(const std::string &name) { return name == "dot" || name == "matmul"; }

Value NumpyLinalgBindings::callFunction(Interpreter &in, const std::string &name, CallArgs &args)
{
    for (const auto &[key, value] : args.keywords)
        if (!(key == "out" && value.kind == Value::Kind::None))
            throw UnsupportedError("np." + name + "(" + key + "=...)");
    if (args.positional.size() > 2)
        throw UnsupportedError("np." + name + " with out=");
    return product(in, name, operand(args, 0, name.c_str()), operand(args, 1, name.c_str()));
}

Value NumpyLinalgBindings::callMethod(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    args.check(name, 2, {"b", "out"});
    auto b = args.get(0, "b");
    if (!b)
        throw PyError("TypeError", "dot() missing required argument 'b' (pos 1)");
    if (auto out = args.get(1, "out"); out && out->kind != Value::Kind::None)
        throw UnsupportedError("ndarray.dot(out=...)");
    return product(in, "dot", self, *b);
}

} // namespace tl
