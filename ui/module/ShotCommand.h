#pragma once
// `tensorlens shot FILE.py -o OUT.png [--size WxH] [--canvas-only] [--projector] [--svg]`:
// runs the script in the window (no dialogs, projector mode if asked) and saves the window,
// or only the canvas, as a PNG; with --svg (or OUT.svg) the canvas as an SVG drawing of
// that size; --step N: the state after step N; --pdf (or OUT.pdf): a storyboard PDF, a page
// a step. The script's output goes to stdout/stderr as `tensorlens run` prints it.
#include "session/EngineRuntime.h" // before CommandLine.h: Qt's emit macro
#include "CommandLine.h"

class QFileInfo;

namespace tl::ui {

class MainWindow;

class ShotCommand {
public:
    explicit ShotCommand(const tl::CommandLine &commandLine) : cl_(commandLine) {}
    // 0: written; 1: the script raised (the shot is still written, showing the error);
    // 2: bad arguments, unreadable script or unwritable output.
    int run();

private:
    // --step N and --pdf: the script stepped through (ScriptTimeline), not run to its end.
    int runSteps(MainWindow &window, const QFileInfo &info, bool storyboard);
    // Writes the picture (PNG or SVG) of the window as it stands; `status` when written.
    int write(MainWindow &window, int status);

    const tl::CommandLine &cl_;
};

} // namespace tl::ui
