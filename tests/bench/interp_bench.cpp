// tensorlens-interp-bench: `tensorlens run` against `/usr/bin/python3` as whole processes
// on the same scripts (start-up included, as a user sees them): a pure-Python loop of 10^6
// iterations, 10^5 calls of a small def, 10^4 additions of 4-element tensors (python3 with
// `import torch` for that one), and five 2048x2048 float32 NumPy matrix products (with
// `import numpy`), and the seed script (a.numpy() shares memory): start-up dominates it. Prints
// medians and tensorlens/python3 ratios; python3's side is skipped, saying why, when python3
// or the module a script imports is missing. Then the seed script's instruction count under
// `valgrind --tool=callgrind` (independent of the machine's load), where valgrind exists.
//
//   tensorlens-interp-bench [--tensorlens PATH] [--python PATH] [--reps N] [--json]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef TL_TENSORLENS_BIN
#define TL_TENSORLENS_BIN "tensorlens"
#endif

namespace {

struct Case {
    const char *key;
    const char *script; // run by `tensorlens run` and by python3 alike
    double target;      // tensorlens/python3 must stay at or below it
    const char *module; // what python3 must be able to import for its side, "" for none
};

const char *kLoop = "s = 0\nfor i in range(10**6): s += i * 2\nprint(s)\n";
const char *kCalls = "def f(a, b):\n    return a + b\ns = 0\nfor i in range(10**5):\n    s = f(s, i)\nprint(s)\n";
const char *kTensor = "import torch\na = torch.ones(4)\nb = torch.ones(4)\nfor i in range(10**4):\n    c = a + b\nprint(c)\n";

const char *kMatmul = "import numpy as np\na = np.ones((2048, 2048), dtype=np.float32)\n"
                      "b = np.ones((2048, 2048), dtype=np.float32)\nfor i in range(5):\n    c = a @ b\nprint(c[0, 0])\n";

const char *kSeed = "import torch\nimport numpy as np\na = torch.ones((1,2))\nprint(a)\nna = a.numpy()\n"
                    "na[0][0]=10\nprint(na)\nprint(a)\n";

const Case kCases[] = {
    {"python_loop_1e6", kLoop, 1.0, ""},
    {"python_calls_1e5", kCalls, 1.0, ""},
    {"tensor_add_1e4", kTensor, 0.2, "torch"}, // at least 5x faster than python3 + torch
    {"numpy_matmul_2048_x5", kMatmul, 1.0, "numpy"},
    {"seed_start", kSeed, 1.0 / 300, "torch"}, // at least 300x faster than python3 + torch
};

// Instructions `tensorlens run SCRIPT` executes, counted by callgrind (nullopt without valgrind).
std::optional<long long> instructionCount(const std::string &tensorlens, const std::string &script, const std::string &dir)
{
    const std::string log = dir + "/callgrind.log";
    const std::string command = "valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file=" + log + " " + tensorlens +
                                " run " + script + " > /dev/null 2>&1";
    if (std::system("valgrind --version > /dev/null 2>&1") != 0 || std::system(command.c_str()) != 0)
        return std::nullopt;
    std::ifstream in(log);
    std::string line;
    std::optional<long long> count;
    while (std::getline(in, line))
        if (const auto at = line.find("Collected : "); at != std::string::npos)
            count = std::atoll(line.c_str() + at + 12);
    std::remove(log.c_str());
    return count;
}

std::string writeScript(const std::string &dir, const std::string &name, const char *text)
{
    const std::string path = dir + "/" + name + ".py";
    std::ofstream(path) << text;
    return path;
}

// Wall time of one run (nullopt when it could not start or failed).
std::optional<double> timeRun(const std::vector<std::string> &argv)
{
    const auto t0 = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid < 0)
        return std::nullopt;
    if (pid == 0) {
        const int devnull = open("/dev/null", O_WRONLY);
        dup2(devnull, 1);
        dup2(devnull, 2);
        std::vector<char *> args;
        for (const auto &a : argv)
            args.push_back(const_cast<char *>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    const auto t1 = std::chrono::steady_clock::now();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return std::nullopt;
    return std::chrono::duration<double, std::milli>(t1 - t0).count();
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    std::string tensorlens = TL_TENSORLENS_BIN, python = "/usr/bin/python3";
    int reps = 7;
    bool json = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--tensorlens" && i + 1 < argc)
            tensorlens = argv[++i];
        else if (a == "--python" && i + 1 < argc)
            python = argv[++i];
        else if (a == "--reps" && i + 1 < argc)
            reps = std::max(1, std::atoi(argv[++i]));
        else if (a == "--json")
            json = true;
        else {
            std::fprintf(stderr, "usage: %s [--tensorlens PATH] [--python PATH] [--reps N] [--json]\n", argv[0]);
            return 2;
        }
    }
    char dirTemplate[] = "/tmp/tensorlens-interp-bench-XXXXXX";
    const char *dir = mkdtemp(dirTemplate);
    if (!dir) {
        std::perror("mkdtemp");
        return 1;
    }
    const bool havePython = access(python.c_str(), X_OK) == 0;
    if (!json && !havePython)
        std::printf("python3 side skipped: %s is missing\n", python.c_str());
    // Which modules python3 can import, probed once each.
    std::map<std::string, bool> importable;
    auto canImport = [&](const std::string &module) {
        if (module.empty())
            return havePython;
        if (const auto it = importable.find(module); it != importable.end())
            return it->second;
        const std::string probe = writeScript(dir, "probe", ("import " + module + "\n").c_str());
        const bool ok = havePython && timeRun({python, probe}).has_value();
        std::remove(probe.c_str());
        if (!json && havePython && !ok)
            std::printf("python3 side of the %s scripts skipped: %s cannot import %s\n", module.c_str(), python.c_str(),
                        module.c_str());
        return importable[module] = ok;
    };
    std::string out = "{";
    int status = 0;
    for (const Case &c : kCases) {
        const std::string script = writeScript(dir, c.key, c.script);
        const std::string &ours = script, &theirs = script;
        const bool withPython = canImport(c.module);
        std::vector<double> t, p;
        timeRun({tensorlens, "run", ours});
        if (withPython)
            timeRun({python, theirs});
        for (int r = 0; r < reps; ++r) {
            // Alternating, so both see the same machine state.
            const auto a = timeRun({tensorlens, "run", ours});
            if (!a) {
                std::fprintf(stderr, "%s: `%s run` failed\n", c.key, tensorlens.c_str());
                return 1;
            }
            t.push_back(*a);
            if (withPython) {
                const auto b = timeRun({python, theirs});
                if (b)
                    p.push_back(*b);
            }
        }
        const double mt = median(t);
        const double mp = p.empty() ? 0.0 : median(p);
        const double ratio = p.empty() ? 0.0 : mt / mp;
        if (json) {
            char buf[256];
            std::snprintf(buf, sizeof buf, "%s\"%s\":{\"tensorlens_ms\":%.2f,\"python3_ms\":%s,\"ratio\":%s}",
                          out.size() > 1 ? "," : "", c.key, mt, p.empty() ? "null" : std::to_string(mp).c_str(),
                          p.empty() ? "null" : std::to_string(ratio).c_str());
            out += buf;
        } else if (p.empty()) {
            std::printf("%-20s tensorlens %8.1f ms   python3: skipped\n", c.key, mt);
        } else {
            const bool met = ratio <= c.target;
            std::printf("%-20s tensorlens %8.1f ms   python3 %8.1f ms   ratio %.3g (target <= %.3g)%s\n", c.key, mt, mp,
                        ratio, c.target, met ? "" : "   MISSED");
            if (!met)
                status = 3;
        }
    }
    const std::string seed = writeScript(dir, "seed_start", kSeed);
    const auto instructions = instructionCount(tensorlens, seed, dir);
    constexpr long long kStartTarget = 6'000'000;
    if (json) {
        out += instructions ? ",\"seed_start_instructions\":" + std::to_string(*instructions) : std::string();
    } else if (!instructions) {
        std::printf("%-20s instructions: skipped (no valgrind)\n", "seed_start");
    } else {
        std::printf("%-20s %lld instructions (callgrind; target < %lld)%s\n", "seed_start", *instructions, kStartTarget,
                    *instructions < kStartTarget ? "" : "   MISSED");
        if (*instructions >= kStartTarget)
            status = 3;
    }
    if (json)
        std::printf("%s}\n", out.c_str());
    // Leave nothing behind.
    for (const Case &c : kCases)
        std::remove((std::string(dir) + "/" + c.key + ".py").c_str());
    rmdir(dir);
    return json ? 0 : status;
}
