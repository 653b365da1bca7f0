#pragma once
// Python's `copy` module (Lib/copy.py): copy.copy and copy.deepcopy of Python containers
// with the memo that keeps shared references shared, and of tensors and arrays with
// PyTorch 1.13's and NumPy 1.24's semantics (Tensor.__reduce_ex__ / __deepcopy__,
// ndarray.__copy__ / __deepcopy__).
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class Interpreter;

class CopyModule {
public:
    static const std::vector<std::string> &names(); // dir(copy)
    static std::optional<Value> attribute(const std::string &name);
    static Value call(Interpreter &in, const std::string &name, CallArgs &args);

    static Value copy(Interpreter &in, const Value &x);
    static Value deepcopy(Interpreter &in, const Value &x);
};

} // namespace tl
