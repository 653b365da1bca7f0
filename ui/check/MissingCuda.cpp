// Reads CPython's traceback format ("  File "<path>", line N, in <name>") and the errors
// torch/cuda/__init__.py raises from _lazy_init when CUDA cannot be used.
#include "MissingCuda.h"

#include "PythonProbe.h"

#include <QStringList>

namespace tl::ui {

namespace {

const QString kTracebackStart = QStringLiteral("Traceback (most recent call last):");

QString lastLine(const QString &text)
{
    const QStringList lines = text.trimmed().split(u'\n');
    return lines.isEmpty() ? QString() : lines.last().trimmed();
}

// PyTorch's words when it cannot reach CUDA at all. Any build says these, so they are
// trusted even when the probe could not tell (an older reference, a wrapper).
bool saysCudaUnusable(const QString &error)
{
    static const QStringList known{
        QStringLiteral("Torch not compiled with CUDA enabled"),
        QStringLiteral("No CUDA GPUs are available"),
        QStringLiteral("Found no NVIDIA driver"),
        QStringLiteral("no CUDA-capable device is detected"),
        QStringLiteral("torch.cuda.is_available() is False"),
    };
    for (const QString &words : known)
        if (error.contains(words))
            return true;
    return false;
}

// An error of the kind PyTorch raises for a missing GPU (not a TypeError about a cuda:0
// tensor, which the engine raises the same way).
bool namesCuda(const QString &error)
{
    const bool kind = error.startsWith(QLatin1String("AssertionError:")) || error.startsWith(QLatin1String("RuntimeError:"));
    return kind && (error.contains(QLatin1String("CUDA")) || error.contains(QLatin1String("NVIDIA")) ||
                    error.contains(QLatin1String("GPU")));
}

// The line of the innermost frame of the script in a traceback, or 0.
int lineInScript(const QString &traceback, const QString &scriptPath)
{
    const QString frame = QStringLiteral("File \"%1\", line ").arg(scriptPath);
    int line = 0;
    for (const QString &text : traceback.split(u'\n')) {
        const qsizetype at = text.indexOf(frame);
        if (at < 0)
            continue;
        const QString rest = text.mid(at + frame.size());
        bool ok = false;
        const int n = rest.left(rest.indexOf(u',')).toInt(&ok);
        if (ok)
            line = n;
    }
    return line;
}

} // namespace

MissingCuda::Support MissingCuda::supportOf(const PythonInfo &info)
{
    if (!info.ran || info.torch.isEmpty() || !info.cudaKnown)
        return Support::Unknown;
    if (!info.cudaBuilt)
        return Support::NotBuilt;
    return info.cudaAvailable ? Support::Available : Support::NoDevice;
}

std::optional<MissingCuda::Finding> MissingCuda::find(const QString &script, const QString &scriptPath,
                                                      const ScriptOutput &engine, const ScriptOutput &python, Support support)
{
    if (support == Support::Available || python.exitCode == 0)
        return std::nullopt;
    const QString error = lastLine(python.err);
    const bool known = saysCudaUnusable(error);
    if (!known && !(support != Support::Unknown && namesCuda(error)))
        return std::nullopt;
    const qsizetype traceback = python.err.lastIndexOf(kTracebackStart);
    if (traceback < 0)
        return std::nullopt;
    const int line = lineInScript(python.err.mid(traceback), scriptPath);
    const QStringList lines = script.split(u'\n');
    if (line < 1 || line > lines.size())
        return std::nullopt;
    // The engine ran that line: it did not stop there, with this error or another.
    if (lastLine(engine.err) == error || lineInScript(engine.err, scriptPath) == line)
        return std::nullopt;
    // And everything before it agrees: what python3 printed, the engine printed first.
    if (!engine.out.startsWith(python.out) || !engine.err.startsWith(python.err.left(traceback)))
        return std::nullopt;
    Finding finding;
    finding.line = line;
    finding.statement = lines[line - 1].trimmed();
    finding.error = error;
    finding.why = support == Support::NoDevice || (support == Support::Unknown && !error.contains(QLatin1String("not compiled")))
                      ? Why::NoDevice
                      : Why::NotBuilt;
    return finding;
}

} // namespace tl::ui
