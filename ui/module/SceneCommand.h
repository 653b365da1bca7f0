#pragma once
// `tensorlens scene FILE.py [--step N]`: runs the script in a session (no window) and
// prints, as JSON on stdout, what the window shows after step N, or after every step (a
// JSON array) without --step. The script's own output is in each step's "printed".
#include "session/EngineRuntime.h" // before CommandLine.h: Qt's emit macro
#include "CommandLine.h"

namespace tl::ui {

class SceneCommand {
public:
    explicit SceneCommand(const tl::CommandLine &commandLine) : cl_(commandLine) {}
    // 0: the script ran to its end; 1: it raised (the scenes up to the error are printed);
    // 2: unreadable script, or --step beyond the script's last step (nothing printed).
    int run();

private:
    const tl::CommandLine &cl_;
};

} // namespace tl::ui
