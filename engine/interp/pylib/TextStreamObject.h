#pragma once
// sys.stdout and sys.stderr: the text streams print(file=...) and .write() go to
// (CPython's _io.TextIOWrapper over the process's standard output and error).
#include "interp/objects/Object.h"

#include <string>

namespace tl {

class TextStreamObject : public Object {
public:
    explicit TextStreamObject(bool error) : error_(error) {}
    std::string typeName() const override { return "_io.TextIOWrapper"; }
    bool isError() const { return error_; }
    std::string repr() const
    {
        return std::string("<_io.TextIOWrapper name='") + (error_ ? "<stderr>" : "<stdout>") + "' mode='w' encoding='utf-8'>";
    }

private:
    bool error_;
};

} // namespace tl
