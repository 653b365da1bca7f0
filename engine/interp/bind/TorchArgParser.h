#pragma once
// Matches a call's arguments against a torch function's overloads the way PyTorch's
// PythonArgParser does (torch/csrc/utils/python_arg_parser.cpp, invalid_arguments.cpp):
// the first overload that accepts them wins; otherwise the TypeError PyTorch raises, word
// for word ("argument 'other' (position 2) must be Tensor, not str", "received an invalid
// combination of arguments - got (...), but expected one of: ...").
#include "Signature.h"
#include "interp/CallArgs.h"

#include <optional>
#include <vector>

namespace tl::bind {

class TorchArgParser {
public:
    explicit TorchArgParser(const std::vector<std::string_view> &signatures);

    struct Match {
        int overload = 0; // index into signatures() (declaration order)
        std::vector<std::optional<Value>> slots; // one per parameter; nullopt = not given
    };
    // Throws PyError(TypeError) when no overload accepts the arguments.
    Match parse(const CallArgs &args) const;
    const std::vector<Signature> &signatures() const { return signatures_; }

private:
    bool tryParse(const Signature &s, const CallArgs &args, std::vector<std::optional<Value>> &slots, bool raise) const;
    [[noreturn]] void raiseInvalid(const CallArgs &args) const;

    std::vector<Signature> signatures_;
    std::vector<int> order_; // deprecated overloads are tried last
};

} // namespace tl::bind
