#pragma once
// Parsing of `tensorlens [SUBCOMMAND] [OPTIONS] [FILE]`.
#include "tensor/Runtime.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

struct CommandLine {
    std::string command;           // "run", "info", "version", "help", "gui"
    std::string file;              // script path, or "-" for stdin
    CudaMode cuda = CudaMode::Auto;
    bool trace = false;
    std::string traceFile;         // empty: stderr
    double timeoutSeconds = 0;     // run: stop the script after this long (0: never)
    Runtime::MemoryCaps memoryCaps; // run: --max-memory / TENSORLENS_MAX_MEMORY
    std::string error;             // set when the arguments are invalid

    static CommandLine parse(const std::vector<std::string> &args);
    static std::string usage();
};

} // namespace tl
