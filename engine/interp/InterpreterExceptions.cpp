// Exceptions (CPython's RAISE_VARARGS, RERAISE, exception tables of try/except/finally and
// with, PyTraceBack_Here and _PyErr_SetObject's context chaining).
#include "Interpreter.h"

#include "PythonTypes.h"
#include "core/Errors.h"
#include "eval/ExceptionClasses.h"
#include "eval/PyException.h"

namespace tl {

PyException Interpreter::pythonException(Ref<ExceptionObject> exc) { return PyException(std::move(exc)); }

void Interpreter::chainContext(ExceptionObject &exc) const
{
    if (handling_.empty())
        return;
    const Ref<ExceptionObject> &handled = handling_.back();
    if (handled.get() == &exc)
        return;
    // Break a cycle the new context would close (_PyErr_SetObject).
    for (ExceptionObject *o = handled.get(); o;) {
        ExceptionObject *next = o->context.get();
        if (next == &exc) {
            o->context.reset();
            break;
        }
        o = next;
    }
    exc.context = handled;
}

void Interpreter::addTraceback(ExceptionObject &exc, const Frame &frame)
{
    ExceptionObject::TracebackEntry t;
    const Frame *owner = &frame;
    while (owner->code && !owner->function && owner->back)
        owner = owner->back; // a comprehension quotes the source of the frame it runs in
    t.source = owner->function ? owner->function->source : source_;
    t.function = frame.name();
    const ast::Expr *at = frame.at;
    if (at) {
        t.line = at->line;
        t.endLine = at->endLine;
        t.col = at->col;
        t.endCol = at->endCol;
        // Binary operators and subscripts get secondary marks (traceback.c extract_anchors_from_expr).
        if (at->line == at->endLine) {
            if (at->kind == ast::ExprKind::Binary && at->a->endLine == at->line && at->b->line == at->line) {
                const std::string &text = t.source->line(at->line);
                for (int i = at->a->endCol; i < at->b->col; ++i) {
                    const size_t byte = static_cast<size_t>(i); // ASCII operators: columns are bytes here
                    if (byte < text.size() && (text[byte] == ' ' || text[byte] == '\t' || text[byte] == '\f'))
                        continue;
                    t.leftEnd = i;
                    t.rightStart = i + 1;
                    if (i + 1 < at->b->col && byte + 1 < text.size() && text[byte + 1] != ' ' && text[byte + 1] != '\t')
                        ++t.rightStart;
                    t.primary = '~';
                    t.secondary = '^';
                    break;
                }
            } else if (at->kind == ast::ExprKind::Subscript) {
                t.leftEnd = at->a->endCol;
                t.rightStart = at->b->endCol + 1;
                t.primary = '~';
                t.secondary = '^';
            }
        }
    } else if (frame.stmt) {
        t.line = frame.stmt->line;
        t.endLine = frame.stmt->endLine;
        t.col = frame.stmt->col;
        t.endCol = frame.stmt->endCol;
    }
    exc.traceback.push_back(std::move(t));
    exc.tracedFrame = frame.serial;
}

namespace {

// An exception as it is raised, for whoever watches the engine (the step view shows it even
// when an `except` catches it).
void reportRaised(Runtime &rt, const ExceptionObject &exc, int line)
{
    if (!rt.hasSinks())
        return;
    Event e;
    e.type = EventType::ExceptionRaised;
    e.errorType = exc.type;
    e.message = exc.str();
    e.errorId = exc.id;
    e.line = line;
    rt.emit(e);
}

} // namespace

Ref<ExceptionObject> Interpreter::capture(const std::exception_ptr &error)
{
    Ref<ExceptionObject> exc;
    try {
        std::rethrow_exception(error);
    } catch (const PyException &e) {
        exc = e.exception;
        if (exc->tracedFrame == 0)
            chainContext(*exc); // made by a builtin (KeyError(key)), not raised before
    } catch (const PyError &e) {
        exc = make<ExceptionObject>(e.type(), e.message().empty() ? ValueList{} : ValueList{Value::str(e.message())});
        if (!e.message().empty())
            exc->text = e.message();
        exc->fix = e.fix();
        exc->id = e.id();
        exc->suggestion = e.suggestion();
        chainContext(*exc);
    } catch (const std::bad_alloc &) {
        exc = make<ExceptionObject>("MemoryError", ValueList{});
        chainContext(*exc);
    }
    // Raised here for the first time: said once, whether or not it is caught later.
    if (exc->tracedFrame == 0)
        reportRaised(rt_, *exc, frame_->stmt ? frame_->stmt->line : 0);
    // Once per frame the exception passes through (a re-raise in the same frame adds nothing).
    if (exc->tracedFrame != frame_->serial)
        addTraceback(*exc, *frame_);
    return exc;
}

void Interpreter::raise(Ref<ExceptionObject> exc)
{
    if (exc->tracedFrame == 0)
        reportRaised(rt_, *exc, frame_->stmt ? frame_->stmt->line : 0);
    chainContext(*exc);
    addTraceback(*exc, *frame_);
    throw PyException(std::move(exc));
}

Ref<ExceptionObject> Interpreter::newException(const Value &v)
{
    if (v.kind == Value::Kind::Exception)
        return Ref<ExceptionObject>(&v.as<ExceptionObject>());
    if (v.kind == Value::Kind::Type && ExceptionClasses::isClass(v.text))
        return make<ExceptionObject>(v.text, ValueList{});
    throw PyError("TypeError", "exceptions must derive from BaseException");
}

void Interpreter::execRaise(const ast::Stmt &s)
{
    if (!s.value) {
        // Bare `raise`: the exception being handled goes on, with the traceback it has.
        if (handling_.empty())
            throw PyError("RuntimeError", "No active exception to reraise");
        throw PyException(handling_.back());
    }
    Ref<ExceptionObject> exc = newException(eval(*s.value));
    if (s.cause) {
        const Value cause = eval(*s.cause);
        frame_->at = nullptr;
        if (cause.kind == Value::Kind::None)
            exc->cause.reset();
        else if (cause.kind == Value::Kind::Exception || cause.kind == Value::Kind::Type)
            exc->cause = newException(cause);
        else
            throw PyError("TypeError", "exception causes must derive from BaseException");
        exc->suppressContext = true;
    }
    frame_->at = nullptr;
    raise(std::move(exc));
}

bool Interpreter::matches(const Ref<ExceptionObject> &exc, const Value &type)
{
    if (type.kind == Value::Kind::Tuple) {
        for (const Value &t : *type.items)
            if (matches(exc, t))
                return true;
        return false;
    }
    if (type.kind != Value::Kind::Type || !ExceptionClasses::isClass(type.text))
        throw PyError("TypeError", "catching classes that do not inherit from BaseException is not allowed");
    return ExceptionClasses::isSubclass(exc->type, type.text);
}

Flow Interpreter::execHandler(const ast::ExceptHandler &h, const Ref<ExceptionObject> &exc)
{
    const Flow flow = whileHandling(exc, [&] {
        if (h.target)
            store(*h.target, Value::object(Value::Kind::Exception, exc));
        return execBlock(h.body);
    });
    // `except E as e` ends with `del e` (the name would keep the traceback's frames alive).
    if (h.target) {
        const Value *bound = nullptr;
        if (h.target->scope == ast::NameScope::Local)
            bound = &frame_->fast[h.target->slot];
        if (!bound || bound->kind != Value::Kind::Unbound)
            deleteName(*h.target);
    }
    return flow;
}

Flow Interpreter::execTryExcept(const ast::Stmt &s)
{
    Flow flow = Flow::Normal;
    const Ref<ExceptionObject> exc = attempt([&] { flow = execBlock(s.body); });
    if (!exc)
        return flow != Flow::Normal ? flow : execBlock(s.orelse);
    for (const ast::ExceptHandler &h : s.handlers) {
        const bool match = !h.type || whileHandling(exc, [&] {
            const Value type = eval(*h.type);
            frame_->at = h.type.get();
            return matches(exc, type);
        });
        if (match)
            return execHandler(h, exc);
    }
    throw PyException(exc); // no handler matched: it goes on
}

Flow Interpreter::execTry(const ast::Stmt &s)
{
    if (s.finalbody.empty())
        return execTryExcept(s);
    Flow flow = Flow::Normal;
    const Ref<ExceptionObject> exc =
        attempt([&] { flow = s.handlers.empty() ? execBlock(s.body) : execTryExcept(s); });
    if (!exc) {
        // A return or break in `finally` replaces the try's own; calls in it must not
        // replace the value being returned.
        Value returning = flow == Flow::Return ? std::move(returnValue_) : Value();
        const Flow fin = execBlock(s.finalbody);
        if (fin != Flow::Normal)
            return fin;
        if (flow == Flow::Return)
            returnValue_ = std::move(returning);
        return flow;
    }
    const Flow fin = whileHandling(exc, [&] { return execBlock(s.finalbody); });
    if (fin != Flow::Normal)
        return fin; // return/break/continue in finally discards the exception
    throw PyException(exc);
}

Flow Interpreter::execWith(const ast::Stmt &s, size_t item)
{
    if (item == s.items.size())
        return execBlock(s.body);
    const ast::WithItem &w = s.items[item];
    const Value manager = eval(*w.context);
    frame_->at = nullptr;
    if ((manager.kind != Value::Kind::Object && manager.kind != Value::Kind::Iterator) || !manager.obj->isContextManager())
        throw PyError("TypeError", "'" + PythonTypes::shortName(manager) +
                                       "' object does not support the context manager protocol");
    Ref<Object> obj = manager.obj;
    const Value entered = obj->enter(*this);
    Flow flow = Flow::Normal;
    Ref<ExceptionObject> exc;
    try {
        exc = attempt([&] {
            if (w.target)
                assign(*w.target, entered);
            flow = execWith(s, item + 1);
        });
    } catch (...) {
        obj->exit(*this, nullptr); // not a Python exception (an unsupported construct): leave cleanly
        throw;
    }
    if (!exc) {
        obj->exit(*this, nullptr);
        return flow;
    }
    if (whileHandling(exc, [&] { return obj->exit(*this, exc.get()); }))
        return Flow::Normal; // __exit__ returned true: the exception is suppressed
    throw PyException(exc);
}

} // namespace tl
