// Assignment targets (CPython's STORE_* / DELETE_* and UNPACK_SEQUENCE / UNPACK_EX):
// names, attributes, subscripts, unpacking with a starred target, augmented assignment
// and del.
#include "Interpreter.h"
#include "core/VersionProfile.h"

#include "builtins/ContainerMethods.h"
#include "NumpyBindings.h"
#include "NumpyFlatIterator.h"
#include "Operators.h"
#include "TensorOperators.h"
#include "PythonTypes.h"
#include "SubscriptItems.h"
#include "StorageObject.h"
#include "core/Errors.h"
#include "eval/Iteration.h"
#include "eval/WriterScope.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "objects/DictObject.h"
#include "objects/SetObject.h"
#include "objects/SliceObject.h"
#include "ops/ArrayOps.h"

namespace tl {

void Interpreter::assign(const ast::Expr &target, const Value &v)
{
    switch (target.kind) {
    case ast::ExprKind::Name:
        store(target, v);
        return;
    case ast::ExprKind::Subscript: {
        Value object = eval(*target.a);
        Value index = evalIndexValue(*target.b);
        frame_->at = &target;
        WriterScope writer(rt_, *target.a);
        setItem(object, index, v);
        return;
    }
    case ast::ExprKind::Attribute: {
        Value object = eval(*target.a);
        frame_->at = &target;
        setAttribute(object, target.text, v);
        return;
    }
    case ast::ExprKind::Tuple:
    case ast::ExprKind::List:
        unpack(target, v);
        return;
    default:
        throw UnsupportedError("this assignment target");
    }
}

void Interpreter::unpack(const ast::Expr &target, const Value &v)
{
    const size_t n = target.items.size();
    size_t star = n;
    for (size_t i = 0; i < n; ++i)
        if (target.items[i]->kind == ast::ExprKind::Starred)
            star = i;
    ValueList items;
    using K = Value::Kind;
    frame_->at = &target;
    if (v.kind == K::List || v.kind == K::Tuple) {
        items = *v.items;
    } else if (v.kind == K::Size || v.kind == K::Str || v.kind == K::Dict || v.kind == K::Set || v.kind == K::Range ||
               v.kind == K::Iterator || v.kind == K::Array || v.kind == K::Tensor) {
        // An iterator is read one past what the targets take, to tell "too many".
        Ref<IteratorObject> it = Iteration::iter(*this, v);
        Value x;
        // CPython 3.14 counts what a dict has past the targets (as a list's or a tuple's).
        const bool countAll = v.kind == K::Dict && Profile::isCurrent();
        while ((star < n || items.size() <= n || countAll) && it->next(x))
            items.push_back(std::move(x));
    } else {
        throw PyError("TypeError", "cannot unpack non-iterable " + PythonTypes::shortName(v) + " object");
    }
    frame_->at = &target;
    if (star == n) {
        if (items.size() > n) {
            const bool counted = Profile::isCurrent() && (v.kind == K::List || v.kind == K::Tuple || v.kind == K::Dict);
            throw PyError("ValueError", "too many values to unpack (expected " + std::to_string(n) +
                                            (counted ? ", got " + std::to_string(items.size()) : std::string()) + ")");
        }
        if (items.size() < n)
            throw PyError("ValueError", "not enough values to unpack (expected " + std::to_string(n) + ", got " +
                                            std::to_string(items.size()) + ")");
        for (size_t i = 0; i < n; ++i)
            assign(*target.items[i], items[i]);
        return;
    }
    if (items.size() < n - 1)
        throw PyError("ValueError", "not enough values to unpack (expected at least " + std::to_string(n - 1) + ", got " +
                                        std::to_string(items.size()) + ")");
    const size_t after = n - star - 1;
    for (size_t i = 0; i < star; ++i)
        assign(*target.items[i], items[i]);
    assign(*target.items[star]->a, Value::list(ValueList(items.begin() + static_cast<std::ptrdiff_t>(star),
                                                         items.end() - static_cast<std::ptrdiff_t>(after))));
    for (size_t i = 0; i < after; ++i)
        assign(*target.items[star + 1 + i], items[items.size() - after + i]);
}

namespace {

// `x.data = y` where y already is x's data (storage, geometry, dtype): Tensor.data's setter
// (set_data) copies metadata x already has, so nothing changes. This is what `x.data *= 2`
// ends with.
bool isOwnData(const Value &object, const std::string &name, const Value &v)
{
    if (object.kind != Value::Kind::Tensor || name != "data" || v.kind != Value::Kind::Tensor)
        return false;
    const TensorImpl &a = *object.tensor, &b = *v.tensor;
    return a.storage() == b.storage() && a.sizes() == b.sizes() && a.strides() == b.strides() &&
           a.storageOffset() == b.storageOffset() && a.dtype() == b.dtype();
}

bool inPlaceOp(ast::BinaryOp op)
{
    return op == ast::BinaryOp::Add || op == ast::BinaryOp::Sub || op == ast::BinaryOp::Mul || op == ast::BinaryOp::Div ||
           op == ast::BinaryOp::FloorDiv || op == ast::BinaryOp::Mod || op == ast::BinaryOp::Pow;
}

const char *inPlaceName(ast::BinaryOp op)
{
    switch (op) {
    case ast::BinaryOp::Add: return "+=";
    case ast::BinaryOp::Sub: return "-=";
    case ast::BinaryOp::Mul: return "*=";
    case ast::BinaryOp::FloorDiv: return "//=";
    case ast::BinaryOp::Mod: return "%=";
    case ast::BinaryOp::Pow: return "**=";
    default: return "/=";
    }
}

} // namespace

void Interpreter::augAssign(const ast::Stmt &s)
{
    const ast::Expr &target = *s.target;
    // x += 1 on a Python number in a fast slot: no Value is built.
    if (target.kind == ast::ExprKind::Name && s.value->pureArithmetic) {
        Value *slot = directSlot(target);
        if (slot && (slot->kind == Value::Kind::Int || slot->kind == Value::Kind::Float)) {
            Number a{slot->kind == Value::Kind::Float, slot->i, slot->f}, b, r;
            if (evalNumber(*s.value, b) && numberOp(s.augOp, a, b, r)) {
                if (r.isFloat)
                    slot->setFloat(r.f);
                else
                    slot->setInt(r.i);
                return;
            }
        }
    }
    Value object, index, current;
    switch (target.kind) {
    case ast::ExprKind::Name:
        current = evalName(target);
        break;
    case ast::ExprKind::Attribute:
        object = eval(*target.a);
        frame_->at = &target;
        current = getAttribute(object, target.text);
        break;
    case ast::ExprKind::Subscript:
        object = eval(*target.a);
        index = evalIndexValue(*target.b);
        frame_->at = &target;
        current = subscript(object, index);
        break;
    default: throw UnsupportedError("this augmented assignment target");
    }
    const Value rhs = eval(*s.value);
    frame_->at = nullptr;
    WriterScope writer(rt_, target);
    Value result;
    using K = Value::Kind;
    if (current.kind == K::Tensor && rhs.kind == K::Array && TensorOperators::hasInplace(s.augOp))
        throw UnsupportedError("mixing a tensor and an ndarray in arithmetic");
    // Other right-hand sides fall to Python's rules (the tensor's method returns NotImplemented).
    if (current.kind == K::Tensor && TensorOperators::hasInplace(s.augOp) &&
        (rhs.kind == K::Tensor || rhs.isNumber() || rhs.kind == K::NpScalar)) {
        TensorOperators::inplace(rt_, s.augOp, current, rhs, inPlaceName(s.augOp));
        result = current;
    } else if (current.kind == K::Array && inPlaceOp(s.augOp)) {
        if (rhs.kind == K::Tensor)
            throw UnsupportedError("mixing an ndarray and a tensor in arithmetic");
        Operators::arrayArithmetic(rt_, s.augOp, current, rhs, current.array, inPlaceName(s.augOp));
        result = current;
    } else {
        result = Operators::inPlace(*this, s.augOp, current, rhs);
    }
    switch (target.kind) {
    case ast::ExprKind::Name: store(target, std::move(result)); break;
    case ast::ExprKind::Attribute:
        if (!isOwnData(object, target.text, result))
            setAttribute(object, target.text, result);
        break;
    default: setItem(object, index, result); break;
    }
}

void Interpreter::deleteTarget(const ast::Expr &target)
{
    switch (target.kind) {
    case ast::ExprKind::Name:
        deleteName(target);
        return;
    case ast::ExprKind::Subscript: {
        Value object = eval(*target.a);
        Value index = evalIndexValue(*target.b);
        frame_->at = &target;
        deleteItem(object, index);
        return;
    }
    case ast::ExprKind::Tuple:
    case ast::ExprKind::List:
        for (const auto &t : target.items)
            deleteTarget(*t);
        return;
    case ast::ExprKind::Attribute: {
        // `del t.grad` is THPVariable_set_grad with no value: it clears the gradient.
        Value object = eval(*target.a);
        frame_->at = &target;
        if (object.kind == Value::Kind::Tensor && target.text == "grad") {
            setAttribute(object, target.text, Value::none());
            return;
        }
        throw UnsupportedError("deleting an attribute");
    }
    default:
        throw UnsupportedError("deleting an attribute");
    }
}

void Interpreter::setItem(const Value &object, const Value &index, const Value &value)
{
    // Events name the write as the user wrote it ("na[0][0] = 10"); nobody listening, no text.
    using K = Value::Kind;
    if (const auto *storage = StorageObject::from(object)) {
        setItem(Value::of(storage->assignmentTarget(rt_, index, value)), index, value);
        return;
    }
    if (object.kind == K::Tensor) {
        const std::string op = rt_.hasSinks() ? statementText() : std::string();
        auto items = indexItems(index, false);
        if (value.kind == K::Tensor) {
            TensorMath::setIndex(rt_, object.tensor, items, Operand::of(value.tensor), op);
        } else if (value.kind == K::NpScalar) {
            // THPVariable_setitem takes NumPy integers (THPUtils_checkLong) and np.float64 (a
            // float subclass) as numbers; np.float32, np.bool_... are refused.
            const Scalar &n = value.scalar;
            const TensorPtr &t = object.tensor;
            if (n.isBool() || (n.isFloating() && n.dtype() != DType::Float64))
                throw PyError("TypeError", "can't assign a " + PythonTypes::qualifiedName(value) + " to a torch." +
                                               (t->device().isCuda() ? "cuda." : "") + std::string(legacyTypeName(t->dtype())));
            const Value asPython = n.isFloating() ? Value::real(n.toDouble()) : Value::integer(n.toInt());
            TensorMath::setIndex(rt_, t, items, Operators::tensorOperand(asPython), op);
        } else if (value.isNumber()) {
            TensorMath::setIndex(rt_, object.tensor, items, Operators::tensorOperand(value), op);
        } else {
            throw SubscriptItems::unassignable(value, object.tensor);
        }
        return;
    }
    if (object.kind == K::Array) {
        const std::string op = rt_.hasSinks() ? statementText() : std::string();
        auto items = indexItems(index, true);
        if (value.kind == K::Array || value.isNumber() || value.kind == K::NpScalar) {
            ArrayOps::setIndex(rt_, object.array, items, Operators::arrayOperand(rt_, value), op);
            return;
        }
        if (value.kind == K::List || value.kind == K::Tuple) {
            ArrayOps::setIndex(rt_, object.array, items, SubscriptItems::assignedArray(rt_, value), op);
            return;
        }
        throw UnsupportedError("assigning a " + PythonTypes::qualifiedName(value) + " into an ndarray");
    }
    if (object.kind == K::Dict) {
        object.as<DictObject>().set(index, value);
        return;
    }
    if (object.kind == K::List) {
        ContainerMethods::setListItem(*this, object, index, value);
        return;
    }
    if (object.kind == K::Flags) {
        // array_flags' mapping: the WRITEABLE flag by its name or letter, as `flags.writeable = `.
        if (index.kind == K::Str && (index.text == "WRITEABLE" || index.text == "W")) {
            NumpyBindings::setFlag(*this, object, "writeable", value);
            return;
        }
        throw UnsupportedError("item assignment on a " + PythonTypes::qualifiedName(object));
    }
    if (NumpyFlatIterator::is(object)) {
        const auto i = index.kind == K::Bool ? std::nullopt : PythonTypes::index(index);
        if (!i)
            throw UnsupportedError("item assignment on a numpy.flatiter with a " + PythonTypes::qualifiedName(index) + " index");
        static_cast<const NumpyFlatIterator &>(*object.obj).setItem(rt_, *i, value);
        return;
    }
    throw PyError("TypeError", "'" + PythonTypes::shortName(object) + "' object does not support item assignment");
}

void Interpreter::deleteItem(const Value &object, const Value &index)
{
    using K = Value::Kind;
    if (object.kind == K::Dict) {
        if (!object.as<DictObject>().erase(index))
            raise(make<ExceptionObject>("KeyError", ValueList{index}));
        return;
    }
    if (object.kind == K::List) {
        ContainerMethods::deleteListItem(*this, object, index);
        return;
    }
    if (object.kind == K::Tensor || object.kind == K::Array)
        throw UnsupportedError("deleting items of a " + PythonTypes::qualifiedName(object));
    throw PyError("TypeError", "'" + PythonTypes::shortName(object) + "' object doesn't support item deletion");
}

} // namespace tl
