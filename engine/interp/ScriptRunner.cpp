#include "ScriptRunner.h"

#include "Interpreter.h"
#include "Parser.h"
#include "core/PyError.h"

namespace tl {

namespace {

std::string stripped(const std::vector<std::string> &lines, int line, int *removed = nullptr)
{
    if (line < 1 || line > static_cast<int>(lines.size()))
        return "";
    const std::string &s = lines[static_cast<size_t>(line - 1)];
    const auto first = s.find_first_not_of(" \t\f");
    if (removed)
        *removed = first == std::string::npos ? 0 : static_cast<int>(first);
    if (first == std::string::npos)
        return "";
    auto last = s.find_last_not_of(" \t\f\r\n");
    std::string text = s.substr(first, last - first + 1);
    // A pasted megabyte-long line is quoted, not dumped.
    constexpr size_t kMaxQuoted = 200;
    if (text.size() > kMaxQuoted)
        text = text.substr(0, kMaxQuoted) + "...";
    return text;
}

void reportError(Runtime &rt, const std::string &type, const std::string &message, const std::string &fix, int line)
{
    if (!rt.hasSinks())
        return;
    Event e;
    e.type = EventType::Error;
    e.errorType = type;
    e.message = message;
    e.fix = fix;
    e.line = line;
    rt.emit(e);
}

} // namespace

int ScriptRunner::run(Runtime &rt, std::string_view source, const std::string &displayName, OutputSink &output)
{
    ast::ParseResult parsed = Parser::parse(source);
    const auto &lines = parsed.module.lines;
    if (parsed.syntaxError) {
        const auto &se = *parsed.syntaxError;
        // Bytes that are not UTF-8 in a file without a coding line: CPython's file reader
        // rejects them before parsing, in its own words and without quoting the line.
        static const std::string kUndecodable = "(unicode error) 'utf-8' codec can't decode byte 0x";
        if (se.type == "SyntaxError" && se.message.rfind(kUndecodable, 0) == 0) {
            const std::string message = "Non-UTF-8 code starting with '\\x" + se.message.substr(kUndecodable.size(), 2) +
                                        "' in file " + displayName + " on line " + std::to_string(se.line) +
                                        ", but no encoding declared; see https://peps.python.org/pep-0263/ for details";
            output.err("SyntaxError: " + message + "\n");
            reportError(rt, se.type, message, "", se.line);
            return PythonException;
        }
        int removed = 0;
        const std::string text = stripped(lines, se.line, &removed);
        std::string msg = "  File \"" + displayName + "\", line " + std::to_string(se.line) + "\n";
        if (!text.empty()) {
            msg += "    " + text + "\n";
            const int caret = std::max(0, se.col - removed);
            msg += "    " + std::string(static_cast<size_t>(std::min<int>(caret, static_cast<int>(text.size()))), ' ') + "^\n";
        }
        msg += se.type + ": " + se.message + "\n";
        output.err(msg);
        reportError(rt, se.type, se.message, "", se.line);
        return PythonException;
    }
    if (parsed.unsupported) {
        const auto &u = *parsed.unsupported;
        output.err("tensorlens: " + displayName + ", line " + std::to_string(u.line) + ": " + u.construct +
                   " is not supported by tensorlens run (it runs a subset of Python)\n    " + stripped(lines, u.line) + "\n");
        reportError(rt, "NotSupported", u.construct + " is not supported", "", u.line);
        return NotSupported;
    }

    Interpreter interpreter(rt, output);
    interpreter.setSource(displayName, lines);
    for (const auto &stmt : parsed.module.body) {
        try {
            interpreter.execute(stmt);
        } catch (const PyError &e) {
            std::string msg = "Traceback (most recent call last):\n  File \"" + displayName + "\", line " +
                              std::to_string(stmt.line) + ", in <module>\n";
            // Python quotes the failing line from the file (not from stdin).
            const std::string text = displayName == "<stdin>" ? std::string() : stripped(lines, stmt.line);
            if (!text.empty())
                msg += "    " + text + "\n";
            msg += e.lastLine() + "\n";
            output.err(msg);
            reportError(rt, e.type(), e.message(), e.fix(), stmt.line);
            return e.type() == "KeyboardInterrupt" ? Interrupted : PythonException;
        } catch (const std::bad_alloc &) {
            output.err("Traceback (most recent call last):\n  File \"" + displayName + "\", line " + std::to_string(stmt.line) +
                       ", in <module>\nMemoryError\n");
            reportError(rt, "MemoryError", "", "", stmt.line);
            return PythonException;
        } catch (const UnsupportedError &e) {
            output.err("tensorlens: " + displayName + ", line " + std::to_string(stmt.line) + ": " + e.what() +
                       " is not supported by tensorlens run (it runs a subset of Python)\n    " + stripped(lines, stmt.line) +
                       "\n");
            reportError(rt, "NotSupported", std::string(e.what()) + " is not supported", "", stmt.line);
            return NotSupported;
        } catch (const std::exception &e) {
            // A defect of ours, not the script's: say so plainly instead of aborting.
            output.err("tensorlens: internal error at " + displayName + ", line " + std::to_string(stmt.line) + ": " + e.what() +
                       "\n");
            reportError(rt, "InternalError", e.what(), "", stmt.line);
            return InternalError;
        }
    }
    return Ok;
}

} // namespace tl
