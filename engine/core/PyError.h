#pragma once
// A user-facing error: Python's exception type and exactly the text PyTorch/NumPy/CPython
// print, plus the fix the UI can offer. Our own invariant violations are not PyErrors.
#include <optional>
#include <stdexcept>
#include <string>

namespace tl {

class PyError : public std::runtime_error {
public:
    PyError(std::string type, std::string message, std::string fix = {})
        : std::runtime_error(type + ": " + message), type_(std::move(type)), message_(std::move(message)), fix_(std::move(fix))
    {
    }
    const std::string &type() const { return type_; }
    const std::string &message() const { return message_; }
    // The PyTorch-level fix, e.g. "detach()" or "cpu()"; empty when there is none.
    const std::string &fix() const { return fix_; }
    // The traceback's last line: "Type: message" (just "Type" when the message is empty),
    // with CPython's ". Did you mean: 'x'?" when there is a suggestion.
    std::string lastLine() const
    {
        std::string line = message_.empty() ? type_ : type_ + ": " + message_;
        if (!suggestion_.empty())
            line += ". Did you mean: '" + suggestion_ + "'?";
        return line;
    }
    const std::string &suggestion() const { return suggestion_; }
    // What happened, as a stable name ("numpy_requires_grad", "leaf_in_place"...) for the
    // errors engine/core/Errors makes; empty for the rest. Explanations switch on it.
    const std::string &id() const { return id_; }
    void setId(std::string id) { id_ = std::move(id); }
    PyError &&withSuggestion(std::optional<std::string> s) &&
    {
        suggestion_ = s.value_or("");
        return std::move(*this);
    }

private:
    std::string type_;
    std::string message_;
    std::string fix_;
    std::string suggestion_;
    std::string id_;
};

// Valid Python that tensorlens does not model: reported plainly, exit status 2.
class UnsupportedError : public std::runtime_error {
public:
    explicit UnsupportedError(const std::string &what) : std::runtime_error(what) {}
};

} // namespace tl
