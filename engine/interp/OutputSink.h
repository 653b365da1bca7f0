#pragma once
// Where a script's printed text and its diagnostics go (the terminal, the GUI's output
// pane, a test's buffer).
#include <string>
#include <string_view>

namespace tl {

class OutputSink {
public:
    virtual ~OutputSink() = default;
    virtual void out(std::string_view text) = 0; // what print() writes (stdout)
    virtual void err(std::string_view text) = 0; // tracebacks and warnings (stderr)
};

// Collects both streams in memory.
class StringOutput : public OutputSink {
public:
    void out(std::string_view t) override { stdoutText.append(t); }
    void err(std::string_view t) override { stderrText.append(t); }
    std::string stdoutText;
    std::string stderrText;
};

} // namespace tl
