#pragma once
// `tensorlens shot FILE.py -o OUT.png [--size WxH] [--canvas-only] [--projector]`: runs the
// script in the window (no dialogs, projector mode if asked) and saves the window, or only
// the canvas, as a PNG. The script's
// output goes to stdout/stderr as `tensorlens run` prints it.
#include "session/EngineRuntime.h" // before CommandLine.h: Qt's emit macro
#include "CommandLine.h"

namespace tl::ui {

class ShotCommand {
public:
    explicit ShotCommand(const tl::CommandLine &commandLine) : cl_(commandLine) {}
    // 0: written; 1: the script raised (the shot is still written, showing the error);
    // 2: bad arguments, unreadable script or unwritable PNG.
    int run();

private:
    const tl::CommandLine &cl_;
};

} // namespace tl::ui
