#pragma once
// The live engine as the window meets it: where its tracer package is (beside the
// executable), which of the learner's interpreters runs it (the first with PyTorch and
// NumPy, in the order Check with real PyTorch tries them), and how the window names it.
#include "check/PythonProbe.h"

#include <QString>
#include <QTemporaryFile>
#include <QStringList>

namespace tl::ui {

class LiveEngine {
public:
    // The folder to put first on sys.path (it holds tensorlens_live); "" when not installed.
    static void setPackageDir(const QString &dir);
    static QString packageDir();
    // The interpreter's arguments that run the tracer's `scene` on the script at `absolutePath`
    // with `options`: the tracer first on sys.path from the command itself, as `tensorlens
    // scene --python` puts it, so the learner's own PYTHONPATH stays as it is.
    static QStringList tracerArguments(const QString &absolutePath, const QStringList &options);
    // `--source FILE` for a text to run instead of the script's own (an edit not saved yet),
    // written to `file`; no options for an empty `source`. Empty with `ok` false when the
    // file cannot be written.
    static QStringList sourceOptions(const QString &source, QTemporaryFile &file, bool *ok);
    // Asks each candidate interpreter in turn (events are handled meanwhile) and returns the
    // first that has PyTorch and NumPy, or the first one's answer when none has.
    static PythonInfo find();
    // Asks one interpreter (blocking; events are handled).
    static PythonInfo probe(const QString &program);
    // "Your Python 3.11.2 · PyTorch 1.13.0 · NumPy 1.24.2 · no CUDA build"
    static QString engineLabel(const PythonInfo &python);
    // The device lane: the real GPU's name, or why this Python has none.
    static QString cudaLabel(const PythonInfo &python);
    // How to get PyTorch and NumPy for the live engine when no interpreter has them.
    static QString installHint();
};

} // namespace tl::ui
