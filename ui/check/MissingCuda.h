#pragma once
// Whether python3 stopped only because its PyTorch has no CUDA while the engine ran on: the
// real run ended with PyTorch's "Torch not compiled with CUDA enabled" (a CPU-only build, as
// Debian's python3-torch is) or a CUDA/GPU RuntimeError ("No CUDA GPUs are available"), at a
// line of the script the engine ran past on its own cuda:0, and everything printed before
// that line agrees. Found from the traceback's innermost frame in the script, so the line
// that needed CUDA can be named.
#include "ScriptOutput.h"

#include <QString>

#include <optional>

namespace tl::ui {

struct PythonInfo;

class MissingCuda {
public:
    // What the reference's version probe said about CUDA.
    enum class Support { Unknown, NotBuilt, NoDevice, Available };
    enum class Why { NotBuilt, NoDevice };

    struct Finding {
        int line = 0;           // 1-based, in the script
        QString statement;      // that line, trimmed
        QString error;          // python3's last line ("AssertionError: Torch not compiled ...")
        Why why = Why::NotBuilt;
    };

    // `script` and `scriptPath`: the file both ran (its name is in the tracebacks).
    static std::optional<Finding> find(const QString &script, const QString &scriptPath, const ScriptOutput &engine,
                                       const ScriptOutput &python, Support support);
    // What the probe said of CUDA, or Unknown when it said nothing.
    static Support supportOf(const PythonInfo &info);
};

} // namespace tl::ui
