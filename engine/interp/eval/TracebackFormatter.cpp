// Python/pythonrun.c print_exception_recursive and Python/traceback.c tb_print_internal,
// tb_displayline and print_error_location_carets (CPython 3.11).
#include "TracebackFormatter.h"

#include <set>

namespace tl {

namespace {

constexpr int kRecursiveCutoff = 3; // TB_RECURSIVE_CUTOFF
constexpr size_t kMaxQuoted = 200;  // a pasted megabyte-long line is quoted, not dumped

// Code points of UTF-8 text (columns count code points).
size_t codePoints(const std::string &s)
{
    size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;
    return n;
}

void formatOne(const ExceptionObject &exc, std::string &out, std::set<const ExceptionObject *> &seen)
{
    seen.insert(&exc);
    if (exc.cause && !seen.count(exc.cause.get())) {
        formatOne(*exc.cause, out, seen);
        out += "\nThe above exception was the direct cause of the following exception:\n\n";
    } else if (exc.context && !exc.suppressContext && !seen.count(exc.context.get())) {
        formatOne(*exc.context, out, seen);
        out += "\nDuring handling of the above exception, another exception occurred:\n\n";
    }
    if (!exc.traceback.empty()) {
        out += "Traceback (most recent call last):\n";
        // Entries were added innermost first; CPython prints the outermost first.
        const ExceptionObject::TracebackEntry *last = nullptr;
        int count = 0;
        auto flushRepeats = [&] {
            if (count > kRecursiveCutoff) {
                const int more = count - kRecursiveCutoff;
                out += "  [Previous line repeated " + std::to_string(more) + " more time" + (more > 1 ? "s" : "") + "]\n";
            }
        };
        for (auto it = exc.traceback.rbegin(); it != exc.traceback.rend(); ++it) {
            if (!last || it->source->name != last->source->name || it->line != last->line || it->function != last->function) {
                flushRepeats();
                last = &*it;
                count = 0;
            }
            if (++count <= kRecursiveCutoff)
                out += TracebackFormatter::entry(*it);
        }
        flushRepeats();
    }
    out += exc.lastLine() + "\n";
}

} // namespace

std::string TracebackFormatter::entry(const ExceptionObject::TracebackEntry &t)
{
    std::string out = "  File \"" + t.source->name + "\", line " + std::to_string(t.line) + ", in " + t.function + "\n";
    // Python quotes the line from the file (not from stdin).
    if (t.source->name == "<stdin>")
        return out;
    const std::string &raw = t.source->line(t.line);
    const size_t first = raw.find_first_not_of(" \t\f");
    if (first == std::string::npos)
        return out;
    std::string text = raw.substr(first);
    if (text.size() > kMaxQuoted)
        return out + "    " + text.substr(0, kMaxQuoted) + "...\n";
    out += "    " + text + "\n";
    if (t.col < 0)
        return out;
    // tb_displayline: marks from the failing operation's columns, unless they cover the line.
    const int truncation = static_cast<int>(codePoints(raw.substr(0, first)));
    const int start = t.col;
    int end = t.endCol;
    const bool anchors = t.leftEnd >= 0 && t.line == t.endLine;
    if (t.line != t.endLine) {
        const size_t lastChar = raw.find_last_not_of(" \t\f\r\n");
        end = static_cast<int>(codePoints(raw.substr(0, lastChar + 1)));
    }
    const int lineLength = static_cast<int>(codePoints(text));
    if (end - start == lineLength && !anchors)
        return out;
    std::string marks = "    ";
    for (int offset = truncation + 1; offset <= end; ++offset) {
        if (offset <= start)
            marks += ' ';
        else if (anchors && t.leftEnd < offset && offset <= t.rightStart)
            marks += t.secondary;
        else
            marks += t.primary;
    }
    return out + marks + "\n";
}

std::string TracebackFormatter::format(const ExceptionObject &exc)
{
    std::string out;
    std::set<const ExceptionObject *> seen;
    formatOne(exc, out, seen);
    return out;
}

} // namespace tl
