#pragma once
// Executes Python statement by statement over the engine, as CPython's ceval does: module
// names are references to engine objects, functions run in frames of their own, operators
// dispatch to torch/NumPy semantics, and every module-level binding is reported to the
// event stream. The pieces: InterpreterStatements.cpp (statements), InterpreterExpressions.cpp
// (expressions), InterpreterCalls.cpp (calls and frames), InterpreterTargets.cpp
// (assignment, unpacking, del), InterpreterExceptions.cpp (raise, try, with).
#include "Ast.h"
#include "CallArgs.h"
#include "OutputSink.h"
#include "Value.h"
#include "eval/ExecutionObserver.h"
#include "eval/Flow.h"
#include "eval/Frame.h"
#include "eval/GlobalScope.h"
#include "eval/PyException.h"
#include "eval/ValueStack.h"
#include "objects/ExceptionObject.h"
#include "objects/FunctionObject.h"
#include "objects/Heap.h"
#include "objects/IteratorObject.h"
#include "objects/SourceFile.h"
#include "ops/IndexItem.h"
#include "tensor/Runtime.h"

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace tl {

class PyLibState;

class Interpreter {
public:
    Interpreter(Runtime &rt, OutputSink &output);
    ~Interpreter();
    Interpreter(const Interpreter &) = delete;
    Interpreter &operator=(const Interpreter &) = delete;

    // Where tracebacks and warnings say the code comes from (the script's path, or
    // "<stdin>"), and its lines. Functions keep the source they were defined in.
    void setSource(std::string name, std::vector<std::string> lines);
    // `__name__` and `__file__`: set by the interpreter itself, never shown as the user's names.
    static bool isModuleDunder(const std::string &name);
    // Runs one module-level statement; throws PyError (a Python exception: a PyException
    // with its traceback once it has left a frame) or UnsupportedError. A pending or
    // arriving Runtime::requestInterrupt() raises KeyboardInterrupt.
    void execute(const ast::Stmt &stmt);
    // The line of the innermost statement that the last UnsupportedError left (a loop
    // body's, a called function's), which is what the refusal names; 0 when none.
    int unsupportedLine() const { return unsupportedLine_; }
    // Value of an expression in the module's scope (the console's echo, tests).
    Value evaluate(const ast::Expr &expr);

    Runtime &runtime() { return rt_; }
    OutputSink &output() { return output_; }
    // The module's names that have a value, by name (a snapshot kept until the next binding).
    const std::map<std::string, Value> &globals() const;
    int currentLine() const;
    // The source text of the statement being executed (for event descriptions).
    std::string statementText() const;
    void clear();

    // Called before every statement (nullptr: none).
    void setObserver(ExecutionObserver *observer) { observer_ = observer; }
    // Python's interactive mode (compile(..., 'single'), sys.displayhook): the value of every
    // expression statement of module-level code, in its loops and blocks too but not in
    // function bodies, is shown unless it is None. An empty hook: a script's plain mode.
    void setDisplayHook(std::function<void(const Value &)> hook) { displayHook_ = std::move(hook); }
    const Frame &currentFrame() const { return *frame_; }

    // A warning of C code (PyErr_WarnEx, stacklevel 1) through the warnings filters: by
    // default "file:line: Category: message" + the source line, once per place.
    void warn(const std::string &category, const std::string &message);
    // C++'s TORCH_WARN_ONCE: as warn(), and only the first time in the whole program.
    void warnOnce(const std::string &category, const std::string &message);
    // A warning raised inside a library's Python code: Python names that file and line and
    // quotes its source line; the filters see that library module.
    void warnAt(const std::string &category, const std::string &message, const std::string &file, int line,
                const std::string &sourceLine);

    // iter(x) and list(x) for every iterable value (see eval/Iteration.h).
    Ref<IteratorObject> iter(const Value &iterable);
    ValueList iterate(const Value &iterable);
    // Calls any callable: builtins, torch and NumPy functions, methods, defs and lambdas.
    Value call(const Value &callee, CallArgs &args);
    Value callValue(const Value &callee, ValueList args);

    // State of the library modules (random's generator, sys's streams), made on first use.
    PyLibState &pylibState();

    // Shared helpers for the bindings.
    Value getAttribute(const Value &object, const std::string &name);
    std::vector<IndexItem> indexItems(const Value &index, bool numpy);
    static int64_t toIndexInt(const Value &v, bool numpy);
    // `t[a, b]` (a tuple, even of one item) as opposed to `t[a]`.
    static bool isTupleIndex(const Value &index);
    Value subscript(const Value &object, const Value &index);

    // The exception being handled (sys.exc_info()), nullptr outside `except` blocks.
    const Ref<ExceptionObject> *handledException() const { return handling_.empty() ? nullptr : &handling_.back(); }

    // CPython's default sys.getrecursionlimit().
    static constexpr int kRecursionLimit = 1000;

private:
    friend class InterpreterTestAccess;
    int unsupportedLine_ = 0;

    // statements
    Flow exec(const ast::Stmt &s);
    Flow execStatement(const ast::Stmt &s);
    Flow execBlock(const std::vector<ast::Stmt> &body);
    Flow execFor(const ast::Stmt &s);
    Flow execWhile(const ast::Stmt &s);
    Flow execTry(const ast::Stmt &s);
    Flow execTryExcept(const ast::Stmt &s);
    Flow execHandler(const ast::ExceptHandler &h, const Ref<ExceptionObject> &exc);
    Flow execWith(const ast::Stmt &s, size_t item);
    [[noreturn]] void execRaise(const ast::Stmt &s);
    void execAssert(const ast::Stmt &s);
    void execFunctionDef(const ast::Stmt &s);
    Value importedModule(const std::string &dotted);
    void importModule(const ast::Stmt &s);
    void importFrom(const ast::Stmt &s);

    // expressions
    Value eval(const ast::Expr &e);
    Value evalName(const ast::Expr &e);
    Value evalCall(const ast::Expr &e);
    Value evalSubscript(const ast::Expr &e);
    Value evalIndexValue(const ast::Expr &e);
    Value evalCompare(const ast::Expr &e);
    Value evalDisplay(const ast::Expr &e);
    static bool isConstant(const ast::Expr &e);
    Value evalDict(const ast::Expr &e);
    Value evalJoinedStr(const ast::Expr &e);
    Value evalLambda(const ast::Expr &e);
    Value evalComprehension(const ast::Expr &e);
    void comprehensionLoop(const ast::Expr &e, size_t generator, Value &result);
    Value contains(const Value &container, const Value &item);
    // Plain-number arithmetic of names and literals without building Values (false when
    // an operand is not a Python int or float, or the result needs the general path).
    struct Number {
        bool isFloat;
        int64_t i;
        double f;
    };
    bool evalNumber(const ast::Expr &e, Number &out);
    static bool numberOp(ast::BinaryOp op, const Number &a, const Number &b, Number &out);

    // names
    // The slot a name's value lives in when it can be written in place: a fast local, or a
    // bound global while nobody listens to bindings (nullptr otherwise).
    Value *directSlot(const ast::Expr &name);
    // The value of a bound name without copying it (nullptr when unbound).
    const Value *peekName(const ast::Expr &name);
    Value loadGlobal(const ast::Expr &e);
    GlobalScope::Slot &globalSlot(const ast::Expr &e);
    Value builtin(const std::string &name) const;
    void store(const ast::Expr &name, Value v);
    void bindGlobal(const std::string &name, Value v);
    void bindGlobal(GlobalScope::Slot &slot, Value v);
    void unbindGlobal(const std::string &name);
    void unbindGlobal(GlobalScope::Slot &slot);
    void deleteName(const ast::Expr &name);
    [[noreturn]] void nameError(const std::string &name) const;

    // targets
    void assign(const ast::Expr &target, const Value &v);
    void unpack(const ast::Expr &target, const Value &v);
    void augAssign(const ast::Stmt &s);
    void deleteTarget(const ast::Expr &target);
    void setItem(const Value &object, const Value &index, const Value &value);
    void deleteItem(const Value &object, const Value &index);
    void setAttribute(const Value &object, const std::string &name, const Value &value);

    // calls
    void buildArgs(const Value &callee, const ast::Expr &call, CallArgs &args);
    Value callFunction(FunctionObject &f, CallArgs &args);
    Value callFunctionPositional(FunctionObject &f, const ast::Expr &call);
    Value runFrame(FunctionObject &f, Frame &frame);
    Value makeFunction(const std::shared_ptr<ast::FunctionCode> &code, const std::vector<ast::ExprPtr> &defaults,
                       const std::vector<ast::ExprPtr> &kwDefaults);
    void enterFrame(Frame &frame);

    // exceptions
    // The exception object of a C++ exception caught in the current frame, with this frame's
    // traceback entry (added once per frame) and the exception it interrupted as context.
    Ref<ExceptionObject> capture(const std::exception_ptr &error);
    void addTraceback(ExceptionObject &exc, const Frame &frame);
    void chainContext(ExceptionObject &exc) const;
    bool matches(const Ref<ExceptionObject> &exc, const Value &type);
    [[noreturn]] void raise(Ref<ExceptionObject> exc);
    // The C++ exception that carries `exc` on (eval/PyException.h).
    static PyException pythonException(Ref<ExceptionObject> exc);
    Ref<ExceptionObject> newException(const Value &typeOrInstance);

    // Runs `body` in `frame` (already entered); a Python exception leaving it gets the
    // frame's traceback entry, and the caller's frame is current again however it ends.
    template <class F>
    auto inFrame(Frame &frame, F &&body) -> decltype(body());
    // Runs `body`; the Python exception it raised (nullptr when none). Others pass.
    template <class F>
    Ref<ExceptionObject> attempt(F &&body);
    // Runs `body` while `exc` is being handled (an exception raised there gets it as context).
    template <class F>
    auto whileHandling(const Ref<ExceptionObject> &exc, F &&body) -> decltype(body());

    void checkInterrupt()
    {
        if (rt_.interruptFlag().pending())
            rt_.interruptFlag().check();
    }
    void beforeStatement(const ast::Stmt &s)
    {
        frame_->stmt = &s;
        frame_->at = nullptr;
        checkInterrupt();
        if (observer_)
            observer_->beforeStatement(*frame_, s);
    }

    Runtime &rt_;
    OutputSink &output_;
    Heap heap_;
    std::unique_ptr<PyLibState> pylib_;
    GlobalScope globals_;
    ValueStack stack_;
    Frame moduleFrame_;
    Frame *frame_ = &moduleFrame_;
    SourceFilePtr source_;
    std::vector<Ref<ExceptionObject>> handling_; // exceptions being handled, innermost last
    ExecutionObserver *observer_ = nullptr;
    std::function<void(const Value &)> displayHook_;
    Value returnValue_; // what the running `return` hands to its caller
    uint64_t frameSerial_ = 1;
    mutable std::map<std::string, Value> globalsView_;
    mutable bool globalsViewValid_ = false;
};

template <class F>
auto Interpreter::inFrame(Frame &frame, F &&body) -> decltype(body())
{
    struct Leave {
        Interpreter &in;
        Frame &frame;
        ~Leave() { in.frame_ = frame.back; }
    } leave{*this, frame};
    try {
        return body();
    } catch (const PyError &) {
        throw pythonException(capture(std::current_exception()));
    } catch (const std::bad_alloc &) {
        throw pythonException(capture(std::current_exception()));
    }
}

template <class F>
Ref<ExceptionObject> Interpreter::attempt(F &&body)
{
    try {
        body();
    } catch (const PyError &) {
        return capture(std::current_exception());
    } catch (const std::bad_alloc &) {
        return capture(std::current_exception());
    }
    return nullptr;
}

template <class F>
auto Interpreter::whileHandling(const Ref<ExceptionObject> &exc, F &&body) -> decltype(body())
{
    struct Handling {
        std::vector<Ref<ExceptionObject>> &stack;
        Handling(std::vector<Ref<ExceptionObject>> &s, const Ref<ExceptionObject> &e) : stack(s) { stack.push_back(e); }
        ~Handling() { stack.pop_back(); }
    } handling(handling_, exc);
    try {
        return body();
    } catch (const PyError &) {
        throw pythonException(capture(std::current_exception()));
    } catch (const std::bad_alloc &) {
        throw pythonException(capture(std::current_exception()));
    }
}

} // namespace tl
