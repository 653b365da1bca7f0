#pragma once
// The text of one loaded chunk of source, shared by everything defined in it: a function
// defined in one chunk and failing in a later one still quotes its own lines.
#include <memory>
#include <string>
#include <vector>

namespace tl {

struct SourceFile {
    std::string name;               // as tracebacks print it ("x.py", "<stdin>")
    std::vector<std::string> lines; // without line terminators

    // Line `n` (1-based), "" when out of range.
    const std::string &line(int n) const
    {
        static const std::string none;
        return n >= 1 && n <= static_cast<int>(lines.size()) ? lines[static_cast<size_t>(n - 1)] : none;
    }
};

using SourceFilePtr = std::shared_ptr<const SourceFile>;

} // namespace tl
