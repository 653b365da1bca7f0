#include "CommandLine.h"

namespace tl {

std::string CommandLine::usage()
{
    return "usage: tensorlens [--cuda=auto|gpu|sim|off]                 open the explainer window\n"
           "       tensorlens run [--cuda=MODE] [--trace[=FILE]] FILE.py  run a script (FILE '-' reads stdin)\n"
           "       tensorlens info [--cuda=MODE]                          show the active CUDA backend\n"
           "       tensorlens --version\n"
           "\n"
           "--cuda (or TENSORLENS_CUDA): auto uses a usable NVIDIA GPU, else a simulated cuda:0;\n"
           "gpu requires a GPU; sim always simulates; off behaves like a CPU-only PyTorch build.\n"
           "--trace writes the engine's events as JSON lines to stderr, or to FILE.\n";
}

CommandLine CommandLine::parse(const std::vector<std::string> &args)
{
    CommandLine cl;
    cl.cuda = Runtime::cudaModeFromEnvironment();
    if (const char *env = std::getenv("TENSORLENS_CUDA"); env && *env && !Runtime::parseCudaMode(env))
        cl.error = "TENSORLENS_CUDA must be auto, gpu, sim or off (got '" + std::string(env) + "')";
    size_t i = 0;
    cl.command = "gui";
    if (i < args.size() && !args[i].empty() && args[i][0] != '-') {
        if (args[i] == "run" || args[i] == "info") {
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
        } else if (a == "--trace") {
            cl.trace = true;
        } else if (a.rfind("--trace=", 0) == 0) {
            cl.trace = true;
            cl.traceFile = a.substr(8);
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
    return cl;
}

} // namespace tl
