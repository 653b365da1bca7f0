#pragma once
// The conformance runner's rule for stderr (../shared/conformance/run, last_line): compare
// only the last non-blank line, its trailing whitespace removed.
#include <QString>

#include <string>

namespace tl::test {

struct LastLine {
    static QString of(const QString &text);
    static std::string of(const std::string &text);
};

} // namespace tl::test
