#include "PytorchCheck.h"

#include "EngineRun.h"
#include "LineDiff.h"
#include "MissingCuda.h"
#include "PythonRun.h"

#include <QDir>
#include <QSaveFile>
#include <QTemporaryDir>

namespace tl::ui {

namespace {

constexpr int kDefaultTimeLimitMs = 30000;

QString seconds(int ms)
{
    return QString::number(ms / 1000.0, 'g', 3);
}

QString lineCount(const QString &text)
{
    const qsizetype n = text.count(u'\n') + (text.isEmpty() || text.endsWith(u'\n') ? 0 : 1);
    return n == 1 ? PytorchCheck::tr("1 line") : PytorchCheck::tr("%1 lines").arg(n);
}

QString exitText(int code)
{
    return code == ScriptOutput::kCrashed ? PytorchCheck::tr("killed by a signal") : QString::number(code);
}

// One stream's comparison: "the same", or the lines with "-" for tensorlens run's and "+"
// for python3's where they differ.
QString streamReport(const QString &name, const QString &engine, const QString &python)
{
    if (engine == python)
        return PytorchCheck::tr("%1: the same (%2)\n").arg(name, lineCount(engine));
    QString text = PytorchCheck::tr("%1 (- tensorlens run, + python3):\n").arg(name);
    for (const LineDiff::Line &line : LineDiff::compare(engine, python)) {
        const char *mark = line.kind == LineDiff::Line::Same ? "  " : line.kind == LineDiff::Line::OnlyFirst ? "- " : "+ ";
        text += QLatin1String(mark) + line.text + u'\n';
    }
    // Lines alike but for the newline at the very end.
    if (!engine.isEmpty() && !python.isEmpty() && engine.endsWith(u'\n') != python.endsWith(u'\n'))
        text += PytorchCheck::tr("(only %1 ends with a newline)\n")
                    .arg(engine.endsWith(u'\n') ? QStringLiteral("tensorlens run") : QStringLiteral("python3"));
    return text;
}

// The verdict's sentence when python3 lacked CUDA: the line that needed it, and where the
// engine ran it instead.
QString withoutCudaSummary(const MissingCuda::Finding &f, const QString &engineCuda)
{
    const QString where = engineCuda == QLatin1String("gpu") ? PytorchCheck::tr("TensorLens ran it on this machine's GPU (cuda:0).")
                                                             : PytorchCheck::tr("TensorLens ran it on its simulated cuda:0.");
    const QString why = f.why == MissingCuda::Why::NotBuilt
                            ? PytorchCheck::tr("Different only because your PyTorch has no CUDA (line %1: %2 needs a GPU).")
                            : PytorchCheck::tr("Different only because your PyTorch finds no GPU (line %1: %2 needs one).");
    return why.arg(QString::number(f.line), f.statement) + u' ' + where;
}

QString withoutCudaDetails(const MissingCuda::Finding &f)
{
    QString text = PytorchCheck::tr("python3 stopped at line %1 (%2) with %3\n").arg(QString::number(f.line), f.statement, f.error);
    text += f.why == MissingCuda::Why::NotBuilt
                ? PytorchCheck::tr("Its PyTorch was built without CUDA (torch.backends.cuda.is_built() is False), so nothing can go to cuda:0 there.\n")
                : PytorchCheck::tr("Its PyTorch has CUDA but finds no usable NVIDIA GPU (torch.cuda.is_available() is False).\n");
    text += PytorchCheck::tr("TensorLens ran that line and the rest of the script; what both printed before it is the same.\n"
                             "To compare the whole script, run the check where PyTorch has a GPU, or keep the tensors on the CPU.\n");
    return text;
}

} // namespace

PytorchCheck::PytorchCheck(QObject *parent)
    : QObject(parent), engine_(new EngineRun(this)), pythonRun_(new PythonRun(this)), timeLimitMs_(defaultTimeLimitMs())
{
    pythonRun_->setTimeLimit(timeLimitMs_);
    engineLimit_.setSingleShot(true);
    connect(&engineLimit_, &QTimer::timeout, this, [this] {
        engineTimedOut_ = true;
        engine_->interrupt();
    });
    connect(engine_, &EngineRun::finished, this, &PytorchCheck::onSideFinished);
    connect(pythonRun_, &PythonRun::finished, this, [this] {
        // Without a reference to compare with, the engine's run is not needed.
        if (pythonRun_->outcome() != PythonRun::Outcome::Ran)
            engine_->interrupt();
        onSideFinished();
    });
}

PytorchCheck::~PytorchCheck() = default;

int PytorchCheck::defaultTimeLimitMs()
{
    bool ok = false;
    const double s = qEnvironmentVariable("TENSORLENS_PYTHON_TIMEOUT").toDouble(&ok);
    return ok && s > 0 ? static_cast<int>(s * 1000) : kDefaultTimeLimitMs;
}

void PytorchCheck::setTimeLimit(int ms)
{
    timeLimitMs_ = ms;
    pythonRun_->setTimeLimit(ms);
}

void PytorchCheck::setPython(const QString &program)
{
    pythonRun_->setProgram(program);
}

QString PytorchCheck::python() const
{
    return pythonRun_->program();
}

void PytorchCheck::start(const QString &script)
{
    if (isRunning())
        return;
    verdict_ = Verdict::Running;
    summary_ = tr("Running the script with tensorlens run and with %1…").arg(python());
    details_.clear();
    engineTimedOut_ = false;
    dir_ = std::make_unique<QTemporaryDir>();
    const QString path = dir_->isValid() ? dir_->filePath(QStringLiteral("session.py")) : QString();
    QSaveFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::WriteOnly) || file.write(script.toUtf8()) < 0 || !file.commit()) {
        conclude(Verdict::Failed, tr("Could not write the script into a temporary folder: %1").arg(file.errorString()));
        return;
    }
    script_ = script;
    scriptPath_ = path;
    // Both sides see the same file name, so tracebacks and warnings can be compared.
    // Either may end at once (no python3): the verdict waits until both have started.
    starting_ = true;
    engine_->start(script, path);
    engineLimit_.start(timeLimitMs_);
    pythonRun_->start(path, dir_->path());
    starting_ = false;
    onSideFinished();
}

void PytorchCheck::cancel()
{
    if (!isRunning())
        return;
    pythonRun_->cancel();
    engine_->interrupt();
}

void PytorchCheck::onSideFinished()
{
    if (starting_ || !isRunning() || engine_->isRunning() || pythonRun_->outcome() == PythonRun::Outcome::Running)
        return;
    engineLimit_.stop();
    switch (pythonRun_->outcome()) {
    case PythonRun::Outcome::Missing:
        conclude(Verdict::Unavailable, tr("%1 was not found, so there is no real PyTorch to check with.").arg(python()), installHint());
        return;
    case PythonRun::Outcome::NoTorch:
        conclude(Verdict::Unavailable,
                 tr("%1 cannot import PyTorch and NumPy (%2).").arg(python(), pythonRun_->detail()), installHint());
        return;
    case PythonRun::Outcome::TimedOut:
        conclude(Verdict::TimedOut, tr("Timed out: %1 ran longer than %2 s and was stopped.").arg(python(), seconds(timeLimitMs_)));
        return;
    case PythonRun::Outcome::Cancelled:
        conclude(Verdict::Cancelled, tr("Cancelled: nothing was compared."));
        return;
    case PythonRun::Outcome::Ran:
    case PythonRun::Outcome::Running:
        break;
    }
    if (engineTimedOut_) {
        conclude(Verdict::TimedOut, tr("Timed out: tensorlens run ran longer than %1 s and was stopped.").arg(seconds(timeLimitMs_)));
        return;
    }
    compare(engine_->output(), pythonRun_->output());
}

void PytorchCheck::compare(const ScriptOutput &engine, const ScriptOutput &python)
{
    QString details = tr("python3: %1\n\n").arg(pythonRun_->info().summary());
    if (engine.out == python.out && engine.err == python.err && engine.exitCode == python.exitCode) {
        details += tr("Both printed the same: %1 on stdout, %2 on stderr, and ended with exit status %3.\n")
                       .arg(lineCount(engine.out), lineCount(engine.err))
                       .arg(engine.exitCode);
        details += u'\n' + engine.out + engine.err;
        conclude(Verdict::Identical, tr("Identical: tensorlens run and python3 print the same."), details);
        return;
    }
    // The engine's cuda:0 switched off fails where python3 does: that difference is real.
    const std::optional<MissingCuda::Finding> withoutCuda =
        engine_->cudaKind() == QLatin1String("off")
            ? std::nullopt
            : MissingCuda::find(script_, scriptPath_, engine, python, MissingCuda::supportOf(pythonRun_->info()));
    if (withoutCuda)
        details += withoutCudaDetails(*withoutCuda) + u'\n';
    details += streamReport(QStringLiteral("stdout"), engine.out, python.out) + u'\n';
    details += streamReport(QStringLiteral("stderr"), engine.err, python.err) + u'\n';
    if (engine.exitCode == python.exitCode)
        details += tr("exit status: %1 for both\n").arg(engine.exitCode);
    else
        details += tr("exit status: tensorlens run %1, python3 %2\n").arg(exitText(engine.exitCode), exitText(python.exitCode));
    if (withoutCuda)
        conclude(Verdict::DifferentWithoutCuda, withoutCudaSummary(*withoutCuda, engine_->cudaKind()), details);
    else
        conclude(Verdict::Different, tr("Different: tensorlens run and python3 do not print the same."), details);
}

void PytorchCheck::conclude(Verdict verdict, const QString &summary, const QString &details)
{
    verdict_ = verdict;
    summary_ = summary;
    details_ = details;
    dir_.reset();
    emit finished();
}

QString PytorchCheck::installHint() const
{
    return tr("To check scripts with real PyTorch, install Python 3 with PyTorch and NumPy:\n\n"
              "    sudo apt-get install python3-torch python3-numpy     (Debian, Ubuntu)\n"
              "    python3 -m pip install torch numpy                   (elsewhere)\n\n"
              "TensorLens then uses python3 from the PATH, or /usr/bin/python3 where that one has no torch\n"
              "(TENSORLENS_PYTHON names others).");
}

} // namespace tl::ui
