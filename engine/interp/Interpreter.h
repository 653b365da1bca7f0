#pragma once
// Executes the Python subset statement by statement over the engine: names are
// references to engine objects, operators dispatch to torch/NumPy semantics, and every
// binding is reported to the event stream.
#include "Ast.h"
#include "CallArgs.h"
#include "OutputSink.h"
#include "Value.h"
#include "ops/IndexItem.h"
#include "tensor/Runtime.h"

#include <map>
#include <set>
#include <string>

namespace tl {

class Interpreter {
public:
    Interpreter(Runtime &rt, OutputSink &output);
    ~Interpreter();
    Interpreter(const Interpreter &) = delete;
    Interpreter &operator=(const Interpreter &) = delete;

    // Where warnings say they come from (the script's path, or "<stdin>").
    void setSource(std::string name, std::vector<std::string> lines);
    // Runs one statement; throws PyError (Python exception) or UnsupportedError. A pending
    // or arriving Runtime::requestInterrupt() raises KeyboardInterrupt. Returns the value of
    // an expression statement (what Python's interactive console echoes), None otherwise.
    Value execute(const ast::Stmt &stmt);
    // Value of an expression (the console's echo, tests).
    Value evaluate(const ast::Expr &expr);

    Runtime &runtime() { return rt_; }
    OutputSink &output() { return output_; }
    const std::map<std::string, Value> &globals() const { return globals_; }
    int currentLine() const { return line_; }
    // The source text of the statement being executed (for event descriptions).
    std::string statementText() const;
    void clear();

    // Python's warnings.warn: "file:line: Category: message" + the source line, once per place.
    void warn(const std::string &category, const std::string &message);

    // Shared helpers for the bindings.
    Value call(const Value &callee, CallArgs &args);
    Value getAttribute(const Value &object, const std::string &name);
    std::vector<IndexItem> indexItems(const Value &index, bool numpy);
    static int64_t toIndexInt(const Value &v, bool numpy);
    // `t[a, b]` (a tuple, even of one item) as opposed to `t[a]`.
    static bool isTupleIndex(const Value &index);

private:
    Value eval(const ast::Expr &e);
    Value evalCall(const ast::Expr &e);
    Value evalSubscript(const ast::Expr &e);
    Value evalIndexValue(const ast::Expr &e);
    void assign(const ast::Expr &target, const Value &v);
    void augAssign(const ast::Stmt &s);
    void setItem(const Value &object, const Value &index, const Value &value);
    void bind(const std::string &name, Value v);
    void unbind(const std::string &name);
    Value lookup(const std::string &name) const;
    void importModule(const ast::Stmt &s);

    Runtime &rt_;
    OutputSink &output_;
    std::map<std::string, Value> globals_;
    std::vector<std::string> bindingOrder_; // Python's dict order, for "Did you mean"
    std::string sourceName_ = "<stdin>";
    std::vector<std::string> sourceLines_;
    std::set<std::pair<int, std::string>> warned_;
    int line_ = 0;
};

} // namespace tl
