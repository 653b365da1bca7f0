#pragma once
// Binds a call's arguments to one Python-notation signature with the rules and TypeErrors of
// the function's own implementation: CPython's for functions written in Python (NumPy's
// np.ones, np.copy...), npy_parse_arguments' for NumPy's C functions and ndarray methods, and
// the ufunc machinery's for np.add and friends.
#include "Binding.h"
#include "Signature.h"
#include "interp/CallArgs.h"

#include <optional>
#include <vector>

namespace tl::bind {

class PythonArgParser {
public:
    PythonArgParser(std::string_view signature, ArgStyle style);

    // One slot per parameter (nullopt = not given); throws PyError(TypeError) on a bad call.
    std::vector<std::optional<Value>> parse(const CallArgs &args) const;
    const Signature &signature() const { return signature_; }

private:
    [[noreturn]] void tooManyPositional(size_t given) const;
    [[noreturn]] void missing(const std::vector<size_t> &params, bool keywordOnly) const;

    Signature signature_;
    ArgStyle style_;
};

} // namespace tl::bind
