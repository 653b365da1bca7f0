#pragma once
// sys.stdout and sys.stderr: the text streams print(file=...) and .write() go to
// (CPython's _io.TextIOWrapper over the process's standard output and error).
#include "interp/CallArgs.h"
#include "interp/objects/Object.h"

#include <string>

namespace tl {

class Interpreter;

class TextStreamObject : public Object {
public:
    explicit TextStreamObject(bool error) : error_(error) {}
    std::string typeName() const override { return "_io.TextIOWrapper"; }
    bool isError() const { return error_; }
    std::string repr() const override;
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;
    // write(s) (the number of characters written) and flush().
    Value call(Interpreter &in, const std::string &method, CallArgs &args) const;

private:
    bool error_;
};

} // namespace tl
