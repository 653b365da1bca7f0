#include "ScriptRunner.h"

#include "StatementRunner.h"

namespace tl {

int ScriptRunner::run(Runtime &rt, std::string_view source, const std::string &displayName, OutputSink &output)
{
    StatementRunner runner(rt, output);
    StatementRunner::Outcome outcome = runner.load(source, displayName);
    while (outcome == StatementRunner::Ok && !runner.atEnd())
        outcome = runner.step();
    if (outcome == StatementRunner::Exited)
        return runner.exitStatus();
    return outcome;
}

} // namespace tl
