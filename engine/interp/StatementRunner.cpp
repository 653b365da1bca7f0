#include "StatementRunner.h"

#include "Parser.h"
#include "ValuePrinter.h"
#include "pylib/SystemExitError.h"
#include "core/PyError.h"
#include "eval/PyException.h"
#include "eval/TracebackFormatter.h"

#include <algorithm>

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

bool blankOrComment(const std::string &line)
{
    const auto first = line.find_first_not_of(" \t\f\r");
    return first == std::string::npos || line[first] == '#';
}

} // namespace

StatementRunner::StatementRunner(Runtime &rt, OutputSink &output) : rt_(rt), output_(output), interpreter_(rt, output) {}

void StatementRunner::fail(std::string text, std::string type, std::string message, std::string fix, int line, std::string id,
                           std::string suggestion)
{
    output_.err(text);
    failure_ = {std::move(type), std::move(message), std::move(fix), line, std::move(id), std::move(suggestion)};
    if (!rt_.hasSinks())
        return;
    Event e;
    e.type = EventType::Error;
    e.errorType = failure_.type;
    e.message = failure_.message;
    e.fix = failure_.fix;
    e.errorId = failure_.id;
    e.line = line;
    rt_.emit(e);
}

StatementRunner::Outcome StatementRunner::load(std::string_view source, const std::string &displayName)
{
    module_ = {};
    next_ = 0;
    displayName_ = displayName;
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
            fail("SyntaxError: " + message + "\n", se.type, message, "", se.line);
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
        fail(msg, se.type, se.message, "", se.line);
        return PythonException;
    }
    if (parsed.unsupported) {
        const auto &u = *parsed.unsupported;
        fail("tensorlens: " + displayName + ", line " + std::to_string(u.line) + ": " + u.construct +
                 " is not supported by tensorlens run (it runs a subset of Python)\n    " + stripped(lines, u.line) + "\n",
             "NotSupported", u.construct + " is not supported", "", u.line);
        return NotSupported;
    }
    module_ = std::move(parsed.module);
    interpreter_.setSource(displayName, module_.lines);
    return Ok;
}

StatementRunner::Outcome StatementRunner::step(const std::function<void(const std::string &)> &echo)
{
    if (atEnd())
        return Ok;
    const ast::Stmt &stmt = module_.body[next_++];
    struct Echo {
        Interpreter &interpreter;
        ~Echo() { interpreter.setDisplayHook({}); }
    } echoing{interpreter_};
    if (echo)
        interpreter_.setDisplayHook([&echo](const Value &v) { echo(ValuePrinter::repr(v) + "\n"); });
    const auto &lines = module_.lines;
    const std::string where = "  File \"" + displayName_ + "\", line " + std::to_string(stmt.line);
    pausedMid_ = false;
    try {
        interpreter_.execute(stmt);
    } catch (const ExecutionPause &pause) {
        // Paused before the statement itself started: it runs on the next step().
        if (pause.at == &stmt)
            --next_;
        else
            pausedMid_ = true;
        return Paused;
    } catch (const PyException &e) {
        if (e.exception->type == "SystemExit") {
            // No traceback: the message (if any) alone, as CPython's handle_system_exit.
            exitStatus_ = SystemExitError::status(*e.exception);
            const std::string text = SystemExitError::stderrText(*e.exception);
            if (!text.empty())
                fail(text, e.type(), e.message(), "", stmt.line);
            else
                failure_ = {e.type(), e.message(), "", stmt.line, e.id(), {}};
            return Exited;
        }
        fail(TracebackFormatter::format(*e.exception), e.type(), e.message(), e.fix(), e.exception->traceback.front().line, e.id(), e.suggestion());
        return e.type() == "KeyboardInterrupt" ? Interrupted : PythonException;
    } catch (const PyError &e) {
        std::string msg = "Traceback (most recent call last):\n" + where + ", in <module>\n";
        // Python quotes the failing line from the file (not from stdin).
        const std::string text = displayName_ == "<stdin>" ? std::string() : stripped(lines, stmt.line);
        if (!text.empty())
            msg += "    " + text + "\n";
        msg += e.lastLine() + "\n";
        fail(msg, e.type(), e.message(), e.fix(), stmt.line, e.id(), e.suggestion());
        return e.type() == "KeyboardInterrupt" ? Interrupted : PythonException;
    } catch (const std::bad_alloc &) {
        fail("Traceback (most recent call last):\n" + where + ", in <module>\nMemoryError\n", "MemoryError", "", "", stmt.line);
        return PythonException;
    } catch (const UnsupportedError &e) {
        // The refused construct's own line, inside a loop or a called function too.
        const int line = interpreter_.unsupportedLine() ? interpreter_.unsupportedLine() : stmt.line;
        fail("tensorlens: " + displayName_ + ", line " + std::to_string(line) + ": " + e.what() +
                 " is not supported by tensorlens run (it runs a subset of Python)\n    " + stripped(lines, line) + "\n",
             "NotSupported", std::string(e.what()) + " is not supported", "", line);
        return NotSupported;
    } catch (const std::exception &e) {
        // A defect of ours, not the script's: say so plainly instead of aborting.
        fail("tensorlens: internal error at " + displayName_ + ", line " + std::to_string(stmt.line) + ": " + e.what() + "\n",
             "InternalError", e.what(), "", stmt.line);
        return InternalError;
    }
    return Ok;
}

std::string StatementRunner::statementText(size_t i) const
{
    const auto &body = module_.body;
    const auto &lines = module_.lines;
    if (i >= body.size())
        return "";
    const int first = body[i].line;
    int last = i + 1 < body.size() ? std::max(first, body[i + 1].line - 1) : static_cast<int>(lines.size());
    while (last > first && last <= static_cast<int>(lines.size()) && blankOrComment(lines[static_cast<size_t>(last - 1)]))
        --last;
    std::string text;
    for (int l = first; l <= last && l <= static_cast<int>(lines.size()); ++l) {
        if (!text.empty())
            text += '\n';
        text += lines[static_cast<size_t>(l - 1)];
    }
    // Leading indentation of the first line and trailing spaces carry no meaning here.
    const auto a = text.find_first_not_of(" \t\f");
    const auto b = text.find_last_not_of(" \t\f\r\n");
    return a == std::string::npos ? std::string() : text.substr(a, b - a + 1);
}

} // namespace tl
