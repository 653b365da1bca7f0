#include "CommandLine.h"

#include <cmath>
#include <cstdlib>

namespace tl {

std::string CommandLine::usage()
{
    return "usage: tensorlens [--cuda=auto|gpu|sim|off] [FILE.py]       open the explainer window (and run FILE.py in it)\n"
           "       tensorlens run [--cuda=MODE] [--trace[=FILE]] FILE.py  run a script (FILE '-' reads stdin)\n"
           "              [--profile=current|1.13]\n"
           "              [--timeout=SECONDS] [--max-memory=cpu:SIZE,cuda:SIZE]\n"
           "       tensorlens shot [--cuda=MODE] FILE.py -o OUT.png [--size WxH] [--canvas-only] [--projector] [--autograd]\n"
           "              [--timeout=SECONDS]\n"
           "                                                          run a script in the window and save it as PNG\n"
           "              [--svg]                                     (or the canvas as an SVG drawing: --svg or OUT.svg)\n"
           "              [--step N] [--pdf]                          (after step N; --pdf or OUT.pdf: a storyboard, a page a step)\n"
           "              [--python[=PATH]]                           (the script run by your Python, as scene --python)\n"
           "       tensorlens scene [--cuda=MODE] FILE.py [--step N]       print what the window shows after each step\n"
           "                                                          (or after step N) as JSON\n"
           "              [--python[=PATH]]                           (the script run by a real python3 with its own\n"
           "                                                          torch and numpy: PATH, TENSORLENS_PYTHON or python3)\n"
           "       tensorlens info [--cuda=MODE]                          show the active CUDA backend\n"
           "       tensorlens --version\n"
           "\n"
           "--cuda (or TENSORLENS_CUDA): auto uses a usable NVIDIA GPU, else a simulated cuda:0;\n"
           "gpu requires a GPU; sim always simulates; off behaves like a CPU-only PyTorch build.\n"
           "--profile (or TENSORLENS_PROFILE): the versions the built-in engine answers as: current is\n"
           "PyTorch 2.14, NumPy 2.4 and Python 3.14; 1.13 is PyTorch 1.13, NumPy 1.24 and Python 3.11\n"
           "(the default).\n"
           "--trace writes the engine's events as JSON lines to stderr, or to FILE.\n"
           "--timeout stops a script that runs longer (KeyboardInterrupt, exit status 124).\n"
           "--max-memory (or TENSORLENS_MAX_MEMORY) caps what a script may allocate per device, e.g.\n"
           "cpu:2G,cuda:512M (K, M, G, T: powers of 1024); beyond it PyTorch's out-of-memory errors.\n";
}

bool CommandLine::parseSize(const std::string &text, int &width, int &height)
{
    const auto x = text.find_first_of("xX");
    if (x == std::string::npos || x == 0 || x + 1 == text.size())
        return false;
    const std::string w = text.substr(0, x), h = text.substr(x + 1);
    if (w.size() > 5 || h.size() > 5 || w.find_first_not_of("0123456789") != std::string::npos ||
        h.find_first_not_of("0123456789") != std::string::npos)
        return false;
    const int wi = std::stoi(w), hi = std::stoi(h);
    if (wi < 64 || hi < 64 || wi > 8192 || hi > 8192)
        return false;
    width = wi;
    height = hi;
    return true;
}

CommandLine CommandLine::parse(const std::vector<std::string> &args)
{
    CommandLine cl;
    cl.cuda = Runtime::cudaModeFromEnvironment();
    if (const char *env = std::getenv("TENSORLENS_CUDA"); env && *env && !Runtime::parseCudaMode(env))
        cl.error = "TENSORLENS_CUDA must be auto, gpu, sim or off (got '" + std::string(env) + "')";
    if (const char *env = std::getenv("TENSORLENS_MAX_MEMORY"); env && *env) {
        if (auto caps = Runtime::parseMemoryCaps(env))
            cl.memoryCaps = *caps;
        else
            cl.error = "TENSORLENS_MAX_MEMORY must look like cpu:2G,cuda:512M (got '" + std::string(env) + "')";
    }
    {
        std::string profileError;
        cl.profile = Profile::fromEnvironment(&profileError);
        if (!profileError.empty())
            cl.error = profileError;
    }
    size_t i = 0;
    bool maxMemoryGiven = false;
    cl.command = "gui";
    if (i < args.size() && !args[i].empty() && args[i][0] != '-') {
        if (args[i] == "run" || args[i] == "info" || args[i] == "shot" || args[i] == "scene") {
            cl.command = args[i];
            ++i;
        }
    }
    for (; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--version" || a == "-V") {
            cl.command = "version";
        } else if (a == "--help" || a == "-h") {
            cl.command = "help";
        } else if (a.rfind("--cuda=", 0) == 0) {
            auto m = Runtime::parseCudaMode(a.substr(7));
            if (!m)
                cl.error = "--cuda must be auto, gpu, sim or off (got '" + a.substr(7) + "')";
            else
                cl.cuda = *m;
        } else if (a == "--cuda" && i + 1 < args.size()) {
            auto m = Runtime::parseCudaMode(args[++i]);
            if (!m)
                cl.error = "--cuda must be auto, gpu, sim or off (got '" + args[i] + "')";
            else
                cl.cuda = *m;
        } else if (a.rfind("--profile=", 0) == 0 || (a == "--profile" && i + 1 < args.size())) {
            const std::string name = a == "--profile" ? args[++i] : a.substr(10);
            if (auto p = Profile::named(name))
                cl.profile = *p;
            else
                cl.error = "--profile must be current or 1.13 (got '" + name + "')";
        } else if (a.rfind("--timeout=", 0) == 0) {
            char *end = nullptr;
            const std::string v = a.substr(10);
            const double seconds = std::strtod(v.c_str(), &end);
            if (v.empty() || *end != '\0' || !std::isfinite(seconds) || seconds <= 0)
                cl.error = "--timeout must be a positive number of seconds (got '" + v + "')";
            else
                cl.timeoutSeconds = seconds;
        } else if (a.rfind("--max-memory=", 0) == 0) {
            maxMemoryGiven = true;
            if (auto caps = Runtime::parseMemoryCaps(a.substr(13)))
                cl.memoryCaps = *caps;
            else
                cl.error = "--max-memory must look like cpu:2G,cuda:512M (got '" + a.substr(13) + "')";
        } else if (a == "--trace") {
            cl.trace = true;
        } else if (a.rfind("--trace=", 0) == 0) {
            cl.trace = true;
            cl.traceFile = a.substr(8);
        } else if (cl.command == "shot" && (a == "-o" || a == "--output") && i + 1 < args.size()) {
            cl.output = args[++i];
        } else if (cl.command == "shot" && a.rfind("--output=", 0) == 0) {
            cl.output = a.substr(9);
        } else if (cl.command == "shot" && (a == "--size" || a.rfind("--size=", 0) == 0)) {
            std::string size = a == "--size" ? (i + 1 < args.size() ? args[++i] : "") : a.substr(7);
            if (!parseSize(size, cl.width, cl.height))
                cl.error = "--size must be WIDTHxHEIGHT, each 64 to 8192 pixels (got '" + size + "')";
        } else if (cl.command == "shot" && a == "--canvas-only") {
            cl.canvasOnly = true;
        } else if (cl.command == "shot" && a == "--projector") {
            cl.projector = true;
        } else if (cl.command == "shot" && a == "--autograd") {
            cl.autograd = true;
        } else if (cl.command == "shot" && a == "--svg") {
            cl.svg = true;
        } else if (cl.command == "shot" && a == "--pdf") {
            cl.pdf = true;
        } else if ((cl.command == "scene" || cl.command == "shot") && (a == "--python" || a.rfind("--python=", 0) == 0)) {
            cl.live = true;
            cl.python = a == "--python" ? "" : a.substr(9);
            if (a != "--python" && cl.python.empty())
                cl.error = "--python= needs the path of a Python interpreter";
        } else if ((cl.command == "scene" || cl.command == "shot") && (a == "--step" || a.rfind("--step=", 0) == 0)) {
            const std::string v = a == "--step" ? (i + 1 < args.size() ? args[++i] : "") : a.substr(7);
            char *end = nullptr;
            const long n = std::strtol(v.c_str(), &end, 10);
            if (v.empty() || *end != '\0' || n < 0 || n > 1000000000)
                cl.error = "--step must be a step number, 0 or more (got '" + v + "')";
            else
                cl.step = static_cast<int>(n);
        } else if (a == "-" || a.empty() || a[0] != '-') {
            if (!cl.file.empty()) {
                cl.error = "only one script may be given (got '" + cl.file + "' and '" + a + "')";
            }
            cl.file = a;
        } else {
            cl.error = "unknown option '" + a + "'";
        }
    }
    if (cl.command == "run" && cl.file.empty() && cl.error.empty())
        cl.error = "run needs a script: tensorlens run FILE.py (or - for stdin)";
    if (cl.command == "shot" && cl.error.empty()) {
        if (cl.file.empty() || cl.file == "-")
            cl.error = "shot needs a script file: tensorlens shot FILE.py -o OUT.png";
        else if (cl.output.empty())
            cl.error = "shot needs an output file: -o OUT.png";
        else if (cl.pdf && (cl.svg || cl.step >= 0))
            cl.error = "--pdf draws every step: it takes neither --svg nor --step";
    }
    if (cl.command == "scene" && cl.error.empty()) {
        if (cl.file.empty() || cl.file == "-")
            cl.error = "scene needs a script file: tensorlens scene FILE.py [--step N]";
        else if (cl.trace || cl.timeoutSeconds > 0 || maxMemoryGiven)
            cl.error = "scene takes only --cuda, --profile, --step and --python";
    }
    if (cl.command == "gui" && cl.file == "-" && cl.error.empty())
        cl.error = "the window opens script files, not stdin; use tensorlens run - to run a script from stdin";
    return cl;
}

} // namespace tl
