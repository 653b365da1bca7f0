#include "UnreadableScript.h"

#include "interp/OutputSink.h"
#include "interp/Parser.h"
#include "interp/ScriptRunner.h"

#include <QByteArrayView>

#include <string_view>

namespace tl::ui {

std::optional<std::string> UnreadableScript::refusal(const QByteArray &bytes, const std::string &displayName)
{
    // Only bytes CPython's reader could refuse are parsed here: every other script is parsed
    // once, by the session that runs it.
    if (!bytes.contains('\0') && QByteArrayView(bytes).isValidUtf8())
        return std::nullopt;
    const std::string_view source(bytes.constData(), size_t(bytes.size()));
    const ast::ParseResult parsed = Parser::parse(source);
    if (!parsed.syntaxError)
        return std::nullopt;
    const std::string &message = parsed.syntaxError->message;
    const bool undecodable = message.rfind("(unicode error) 'utf-8' codec can't decode", 0) == 0;
    const bool nulBytes = message == "source code cannot contain null bytes";
    if (!undecodable && !nulBytes)
        return std::nullopt;
    // The script does not parse, so nothing of it runs: this only has `run` word it.
    Runtime runtime(CudaMode::Off);
    StringOutput output;
    ScriptRunner::run(runtime, source, displayName, output);
    return output.stderrText;
}

} // namespace tl::ui
