#pragma once
// Parsing of `tensorlens [SUBCOMMAND] [OPTIONS] [FILE]`.
#include "core/VersionProfile.h"
#include "tensor/Runtime.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

struct CommandLine {
    // Exit status of `run` and `shot` when --timeout stopped the script (as timeout(1) reports it).
    static constexpr int kTimedOut = 124;

    std::string command;           // "run", "info", "version", "help", "gui", "shot", "scene"
    std::string file;              // script path, or "-" for stdin
    CudaMode cuda = CudaMode::Auto;
    // The release set the built-in engine answers as: --profile, else TENSORLENS_PROFILE
    // (nullopt: neither; the engine's default, or the window's setting).
    std::optional<VersionProfile> profile;
    bool trace = false;
    std::string traceFile;         // empty: stderr
    double timeoutSeconds = 0;     // run, shot: stop the script after this long (0: never)
    Runtime::MemoryCaps memoryCaps; // run: --max-memory / TENSORLENS_MAX_MEMORY
    std::string error;             // set when the arguments are invalid
    // shot: where the PNG goes, its size in pixels, and whether only the canvas is drawn;
    // svg: the canvas as an SVG drawing instead (also when the output ends in .svg).
    std::string output;
    int width = 1400;
    int height = 900;
    bool canvasOnly = false;
    bool projector = false;        // shot: the window in projector mode
    bool autograd = false;         // shot: with the autograd overlay (grad_fn edges) on
    bool svg = false;
    // pdf: a storyboard PDF of every step instead (also when the output ends in .pdf).
    bool pdf = false;
    // scene: the step whose scene is printed (-1: every step); shot: the step whose state
    // is drawn (-1: the script run to its end).
    int step = -1;
    // scene/shot --python[=PATH]: run the script in a real CPython (the live engine) instead
    // of the built-in engine. `python` is the interpreter ("" with --python alone:
    // TENSORLENS_PYTHON, else python3 from PATH).
    bool live = false;
    std::string python;

    // Commands that need the explainer window's module (Qt); the others never load it.
    bool needsGui() const { return command == "gui" || command == "shot" || (command == "scene" && !live); }

    static CommandLine parse(const std::vector<std::string> &args);
    static std::string usage();
    // "1280x800" -> 1280, 800; false (nothing set) for anything else.
    static bool parseSize(const std::string &text, int &width, int &height);
};

} // namespace tl
