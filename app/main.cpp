// tensorlens: the command line. `run` and `info` use the engine alone (no Qt is loaded);
// the explainer window and `shot` live in the Qt module libtensorlens_gui.so, loaded on demand.
#include "CommandLine.h"
#include "InstallLayout.h"
#include "backend/GpuBackendFactory.h"
#include "core/InterruptTimer.h"
#include "events/JsonEventWriter.h"
#include "interp/ScriptRunner.h"

#include <dlfcn.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#ifndef TENSORLENS_VERSION
#define TENSORLENS_VERSION "0.0.0"
#endif

namespace {

// Python's print writes to a buffered stdout; so do we.
class StdOutput : public tl::OutputSink {
public:
    void out(std::string_view t) override { std::fwrite(t.data(), 1, t.size(), stdout); }
    void err(std::string_view t) override
    {
        std::fflush(stdout);
        std::fwrite(t.data(), 1, t.size(), stderr);
    }
};

constexpr int kTimedOut = tl::CommandLine::kTimedOut;

// Ctrl-C raises KeyboardInterrupt in the script, as in Python; a second one kills.
tl::InterruptFlag *interruptOnSigint = nullptr;
void onSigint(int)
{
    if (interruptOnSigint)
        interruptOnSigint->request();
    std::signal(SIGINT, SIG_DFL);
}

std::unique_ptr<tl::Runtime> makeRuntime(tl::CudaMode mode)
{
    try {
        return std::make_unique<tl::Runtime>(mode);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "tensorlens: %s\n", e.what());
        return nullptr;
    }
}

std::string backendLine(const tl::Runtime &rt)
{
    const std::string kind = rt.cudaBackendKind();
    if (kind == "off")
        return "cuda:0 backend: off (CPU-only, like a PyTorch build without CUDA)";
    if (kind == "simulated")
        return "cuda:0 backend: simulated (no usable NVIDIA GPU; separate memory, same semantics)";
    return "cuda:0 backend: gpu (" + rt.cudaDescription() + ")";
}

int runInfo(const tl::CommandLine &cl, bool versionOnly, const char *argv0)
{
    auto rt = makeRuntime(cl.cuda);
    std::printf("tensorlens %s\n", TENSORLENS_VERSION);
    if (!rt)
        return 1;
    std::printf("%s\n", backendLine(*rt).c_str());
    if (versionOnly)
        return 0;
    std::printf("cuda:0 device: %s\n", rt->cudaDescription().c_str());
    std::printf("GPU backend compiled in: %s\n", tl::GpuBackendFactory::compiledIn() ? "yes" : "no");
    const tl::GpuBackendFactory::Probe probe = tl::GpuBackendFactory::probe();
    if (probe.gpus.empty())
        std::printf("GPUs: none (%s)\n", probe.whyNot.c_str());
    for (size_t i = 0; i < probe.gpus.size(); ++i) {
        const auto &g = probe.gpus[i];
        std::printf("GPU cuda:%zu: %s, compute capability %d.%d, %.2f GiB total memory\n", i, g.name.c_str(), g.major,
                    g.minor, static_cast<double>(g.totalBytes) / (1024.0 * 1024.0 * 1024.0));
    }
    std::printf("CUDA driver: %s, CUDA runtime: %s\n", probe.driverVersion.c_str(), probe.runtimeVersion.c_str());
    {
        const tl::VersionSet &v = tl::Profile::activeVersions();
        std::printf("answers as (profile %s): PyTorch %s, NumPy %s, Python %s\n", std::string(v.name).c_str(),
                    std::string(v.torch).c_str(), std::string(v.numpy).c_str(), std::string(v.python).c_str());
    }
    // The lessons and examples shipped beside this executable, to open with File > Open script.
    const std::filesystem::path data = tl::InstallLayout(argv0).dataDir();
    if (data.empty()) {
        std::printf("lessons, examples: not found\n");
    } else {
        std::printf("lessons: %s\n", (data / "lessons").c_str());
        std::printf("examples: %s\n", (data / "examples").c_str());
    }
    return 0;
}

int runScript(const tl::CommandLine &cl)
{
    std::string source;
    std::string displayName;
    if (cl.file == "-") {
        std::ostringstream ss;
        ss << std::cin.rdbuf();
        source = ss.str();
        displayName = "<stdin>";
    } else {
        std::ifstream in(cl.file, std::ios::binary);
        if (!in) {
            // CPython's wording for a missing script.
            std::fprintf(stderr, "tensorlens: can't open file '%s': [Errno %d] %s\n", cl.file.c_str(), errno,
                         std::strerror(errno));
            return 2;
        }
        std::ostringstream ss;
        ss << in.rdbuf();
        source = ss.str();
        std::error_code ec;
        auto abs = std::filesystem::absolute(cl.file, ec);
        displayName = ec ? cl.file : abs.lexically_normal().string();
    }
    auto rt = makeRuntime(cl.cuda);
    if (!rt)
        return 2;
    std::FILE *traceOut = nullptr;
    std::unique_ptr<tl::JsonEventWriter> writer;
    if (cl.trace) {
        traceOut = cl.traceFile.empty() ? stderr : std::fopen(cl.traceFile.c_str(), "w");
        if (!traceOut) {
            std::fprintf(stderr, "tensorlens: cannot write trace file '%s': %s\n", cl.traceFile.c_str(), std::strerror(errno));
            return 2;
        }
        writer = std::make_unique<tl::JsonEventWriter>(traceOut);
        rt->addSink(writer.get());
    }
    for (const auto &[device, bytes] : cl.memoryCaps)
        rt->setMemoryCap(device, bytes);
    interruptOnSigint = &rt->interruptFlag();
    std::signal(SIGINT, onSigint);
    std::unique_ptr<tl::InterruptTimer> timer;
    if (cl.timeoutSeconds > 0)
        timer = std::make_unique<tl::InterruptTimer>(rt->interruptFlag(), std::chrono::duration<double>(cl.timeoutSeconds));
    StdOutput output;
    int code = tl::ScriptRunner::run(*rt, source, displayName, output);
    if (timer) {
        timer->cancel();
        if (code == tl::ScriptRunner::Interrupted && timer->fired()) {
            std::fflush(stdout);
            std::fprintf(stderr, "tensorlens: stopped: the script ran longer than --timeout=%g seconds\n", cl.timeoutSeconds);
            code = kTimedOut;
        }
    }
    std::signal(SIGINT, SIG_DFL);
    interruptOnSigint = nullptr;
    std::fflush(stdout);
    if (writer)
        rt->removeSink(writer.get());
    if (traceOut && traceOut != stderr)
        std::fclose(traceOut);
    return code;
}

// Loads the window module from beside the executable (a build tree), then from the
// installed module directory, and hands it the whole command line.
int runGui(int argc, char **argv)
{
    const tl::InstallLayout layout(argv[0]);
    std::string reasons;
    for (const auto &path : layout.guiModuleCandidates()) {
        void *module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!module) {
            reasons += "  " + std::string(dlerror()) + "\n";
            continue;
        }
        using GuiMain = int (*)(int, char **);
        auto guiMain = reinterpret_cast<GuiMain>(dlsym(module, "tensorlens_gui_main"));
        if (!guiMain) {
            reasons += "  " + path.string() + ": no tensorlens_gui_main entry point\n";
            dlclose(module);
            continue;
        }
        std::fflush(stdout);
        // The module stays loaded until exit: Qt's atexit handlers live in it.
        return guiMain(argc, argv);
    }
    std::fprintf(stderr,
                 "tensorlens: the explainer window (libtensorlens_gui.so) could not be loaded:\n%s"
                 "Build it with `cmake --build build` (target tensorlens_gui), or run scripts without it:\n"
                 "  tensorlens run FILE.py\n",
                 reasons.c_str());
    return 2;
}

// `scene --python[=PATH]`: the live engine, the learner's own CPython running the script
// under the tracer shipped beside the executable. The tracer prints what `scene` prints and
// exits as it does, so the process becomes it.
int runLiveScene(const tl::CommandLine &cl, const char *argv0)
{
    const tl::InstallLayout layout(argv0);
    const std::filesystem::path live = layout.liveEngineDir();
    if (live.empty()) {
        std::fprintf(stderr, "tensorlens: the live engine (tensorlens_live) is not installed beside tensorlens\n");
        return 2;
    }
    std::string python = cl.python;
    if (const char *env = std::getenv("TENSORLENS_PYTHON"); python.empty() && env && *env)
        python = env;
    if (python.empty())
        python = "python3";
    // The tracer's folder goes first on sys.path from the command itself, not through
    // PYTHONPATH: environments that drop or ignore it (wrappers, isolated mode) still find
    // the tracer, and the learner's own PYTHONPATH stays as it is.
    std::string dir = live.string();
    std::string quoted;
    for (char c : dir)
        quoted += (c == '\\' || c == '\'') ? std::string("\\") + c : std::string(1, c);
    const std::string bootstrap = "import sys, runpy; sys.path.insert(0, '" + quoted +
                                  "'); runpy.run_module('tensorlens_live', run_name='__main__', alter_sys=True)";
    std::vector<std::string> args = {python, "-c", bootstrap, "scene", cl.file};
    if (cl.step >= 0) {
        args.push_back("--step");
        args.push_back(std::to_string(cl.step));
    }
    std::vector<char *> argvOut;
    for (std::string &a : args)
        argvOut.push_back(a.data());
    argvOut.push_back(nullptr);
    std::fflush(stdout);
    execvp(python.c_str(), argvOut.data());
    std::fprintf(stderr, "tensorlens: cannot run the Python interpreter '%s': %s\n", python.c_str(), std::strerror(errno));
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    const tl::CommandLine cl = tl::CommandLine::parse(args);
    if (!cl.error.empty()) {
        std::fprintf(stderr, "tensorlens: %s\n\n%s", cl.error.c_str(), tl::CommandLine::usage().c_str());
        return 2;
    }
    if (cl.profile)
        tl::Profile::setActive(*cl.profile);
    if (cl.command == "help") {
        std::printf("%s", tl::CommandLine::usage().c_str());
        return 0;
    }
    if (cl.command == "version" || cl.command == "info")
        return runInfo(cl, cl.command == "version", argv[0]);
    if (cl.command == "run")
        return runScript(cl);
    if (cl.command == "scene" && cl.live)
        return runLiveScene(cl, argv[0]);
    return runGui(argc, argv);
}
