// Statements (CPython's compiler and ceval for if/while/for/def/return/assert/...): each
// runs its blocks and passes break/continue/return outwards as a Flow.
#include "Interpreter.h"

#include "PythonTypes.h"
#include "ValuePrinter.h"
#include "eval/Iteration.h"
#include "objects/DictObject.h"
#include "objects/RangeObject.h"

namespace tl {

Flow Interpreter::execBlock(const std::vector<ast::Stmt> &body)
{
    for (const ast::Stmt &s : body) {
        const Flow f = exec(s);
        if (f != Flow::Normal)
            return f;
    }
    return Flow::Normal;
}

Flow Interpreter::exec(const ast::Stmt &s)
{
    try {
        return execStatement(s);
    } catch (const UnsupportedError &) {
        // The innermost statement is first to see it; the ones around it keep its line.
        if (unsupportedLine_ == 0)
            unsupportedLine_ = s.line;
        throw;
    }
}

Flow Interpreter::execStatement(const ast::Stmt &s)
{
    beforeStatement(s);
    using SK = ast::StmtKind;
    switch (s.kind) {
    case SK::ExprStmt:
        if (displayHook_ && frame_ == &moduleFrame_) {
            const Value v = eval(*s.value);
            if (v.kind != Value::Kind::None)
                displayHook_(v);
        } else {
            eval(*s.value);
        }
        return Flow::Normal;
    case SK::Assign: {
        if (s.targets.size() == 1 && s.targets[0]->kind == ast::ExprKind::Name && !s.test) {
            store(*s.targets[0], eval(*s.value));
            return Flow::Normal;
        }
        if (s.value) {
            const Value v = eval(*s.value);
            for (const auto &t : s.targets)
                assign(*t, v);
        }
        if (s.test)
            eval(*s.test); // a module-level annotation is evaluated (and kept in __annotations__)
        return Flow::Normal;
    }
    case SK::AugAssign:
        augAssign(s);
        return Flow::Normal;
    case SK::If:
        if (PythonTypes::truthy(eval(*s.test)))
            return execBlock(s.body);
        return execBlock(s.orelse);
    case SK::For: return execFor(s);
    case SK::While: return execWhile(s);
    case SK::Break: return Flow::Break;
    case SK::Continue: return Flow::Continue;
    case SK::Return:
        if (s.value)
            returnValue_ = eval(*s.value);
        else
            returnValue_ = Value::none();
        return Flow::Return;
    case SK::Pass:
    case SK::Global:
    case SK::Nonlocal: return Flow::Normal;
    case SK::FunctionDef:
        execFunctionDef(s);
        return Flow::Normal;
    case SK::Import:
        importModule(s);
        return Flow::Normal;
    case SK::ImportFrom:
        importFrom(s);
        return Flow::Normal;
    case SK::Del:
        for (const auto &t : s.targets)
            deleteTarget(*t);
        return Flow::Normal;
    case SK::Try: return execTry(s);
    case SK::Raise: execRaise(s);
    case SK::Assert:
        execAssert(s);
        return Flow::Normal;
    case SK::With: return execWith(s, 0);
    }
    return Flow::Normal;
}

Flow Interpreter::execWhile(const ast::Stmt &s)
{
    while (PythonTypes::truthy(eval(*s.test))) {
        const Flow f = execBlock(s.body);
        if (f == Flow::Break)
            return Flow::Normal;
        if (f == Flow::Return)
            return f;
        checkInterrupt(); // `while x: continue` runs no statement between tests
    }
    return execBlock(s.orelse);
}

Flow Interpreter::execFor(const ast::Stmt &s)
{
    const Value iterable = eval(*s.value);
    const ast::Expr &target = *s.target;
    // One pass of the body; false when the loop ends there (`ended` says how).
    Flow ended = Flow::Normal;
    auto pass = [&] {
        const Flow f = execBlock(s.body);
        if (f == Flow::Break || f == Flow::Return) {
            ended = f == Flow::Return ? f : Flow::Normal;
            return false;
        }
        checkInterrupt();
        return true;
    };
    // Range, list and tuple are walked directly; everything else through its iterator.
    if (iterable.kind == Value::Kind::Range) {
        const RangeObject &r = iterable.as<RangeObject>();
        const uint64_t n = r.length();
        const bool name = target.kind == ast::ExprKind::Name;
        for (uint64_t k = 0; k < n; ++k) {
            if (Value *slot = name ? directSlot(target) : nullptr)
                slot->setInt(r.at(k));
            else
                assign(target, Value::integer(r.at(k)));
            if (!pass())
                return ended;
        }
    } else if (iterable.kind == Value::Kind::List || iterable.kind == Value::Kind::Tuple) {
        // A list grows or shrinks under its iterator as CPython's listiter sees it.
        const auto items = iterable.items;
        for (size_t k = 0; k < items->size(); ++k) {
            assign(target, (*items)[k]);
            if (!pass())
                return ended;
        }
    } else {
        frame_->at = nullptr; // CPython reports GET_ITER and FOR_ITER at the `for` statement
        Ref<IteratorObject> it = Iteration::iter(*this, iterable);
        Value item;
        while (true) {
            frame_->at = nullptr;
            if (!it->next(item))
                break;
            assign(target, item);
            if (!pass())
                return ended;
        }
    }
    return execBlock(s.orelse);
}

void Interpreter::execFunctionDef(const ast::Stmt &s)
{
    // compiler_function: decorators first, then defaults, then annotations, then the function.
    ValueList decorators;
    for (const auto &d : s.decorators)
        decorators.push_back(eval(*d));
    Value f = makeFunction(s.code, s.defaults, s.kwDefaults);
    for (const auto &a : s.annotations)
        eval(*a);
    for (size_t i = decorators.size(); i-- > 0;) {
        frame_->at = s.decorators[i].get();
        f = callValue(decorators[i], {f});
    }
    store(*s.target, std::move(f));
}

void Interpreter::execAssert(const ast::Stmt &s)
{
    if (PythonTypes::truthy(eval(*s.test)))
        return;
    ValueList args;
    if (s.value)
        args.push_back(eval(*s.value));
    frame_->at = s.test.get(); // CPython 3.11 places the raise at the test
    raise(make<ExceptionObject>("AssertionError", std::move(args)));
}

} // namespace tl
