#include "PythonProbe.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace tl::ui {

namespace {

// Each module on its own: a Python without torch still says which Python it is. Python 3.9
// syntax at most; the standard library only.
const QString kInterpreterProbe = QStringLiteral(
    "import json, sys\n"
    "r = {'python': sys.version.split()[0]}\n"
    "try:\n"
    "    import numpy; r['numpy'] = numpy.__version__\n"
    "except Exception as e:\n"
    "    r['numpy_error'] = '%s: %s' % (type(e).__name__, e)\n"
    "try:\n"
    "    import torch; r['torch'] = torch.__version__\n"
    "    r['cuda_built'] = bool(getattr(torch.backends.cuda, 'is_built', lambda: torch.version.cuda is not None)())\n"
    "    r['cuda_available'] = bool(torch.cuda.is_available())\n"
    "    if r['cuda_available']:\n"
    "        r['gpu'] = torch.cuda.get_device_name(0)\n"
    "except Exception as e:\n"
    "    r['torch_error'] = '%s: %s' % (type(e).__name__, e)\n"
    "print(json.dumps(r))\n");

} // namespace

QString PythonInfo::cudaText() const
{
    if (torch.isEmpty())
        return QString();
    if (!gpu.isEmpty())
        return QStringLiteral("GPU: ") + gpu;
    if (cudaAvailable)
        return QStringLiteral("CUDA, GPU available");
    return cudaBuilt ? QStringLiteral("CUDA, no GPU") : QStringLiteral("no CUDA build");
}

QString PythonInfo::summary() const
{
    if (!ran)
        return problem;
    QStringList parts{QStringLiteral("Python ") + python};
    parts << (torch.isEmpty() ? QStringLiteral("no PyTorch") : QStringLiteral("PyTorch ") + torch);
    parts << (numpy.isEmpty() ? QStringLiteral("no NumPy") : QStringLiteral("NumPy ") + numpy);
    if (!torch.isEmpty())
        parts << cudaText();
    return parts.join(QStringLiteral(" · "));
}

PythonProbe::PythonProbe(QObject *parent) : QObject(parent)
{
    limit_.setSingleShot(true);
    connect(&limit_, &QTimer::timeout, this, [this] {
        process_.kill();
        done(tr("did not answer within %1 s").arg(limit_.interval() / 1000));
    });
    process_.setStandardInputFile(QProcess::nullDevice());
    connect(&process_, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        if (finished_)
            return;
        if (status != QProcess::NormalExit || exitCode != 0) {
            const QStringList err = QString::fromUtf8(process_.readAllStandardError()).trimmed().split(u'\n');
            done(tr("the probe failed: %1").arg(err.last().trimmed()));
            return;
        }
        limit_.stop();
        info_ = parse(info_.program, process_.readAllStandardOutput().trimmed().split('\n').last());
        finished_ = true;
        emit finished(info_);
    });
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            done(tr("not found, or not a program"));
    });
}

PythonProbe::~PythonProbe()
{
    if (process_.state() != QProcess::NotRunning) {
        process_.disconnect(this);
        process_.kill();
        process_.waitForFinished(1000);
    }
}

void PythonProbe::start(const QString &program, int timeLimitMs)
{
    info_ = {};
    info_.program = program;
    finished_ = false;
    process_.start(program, {QStringLiteral("-c"), kInterpreterProbe});
    limit_.start(timeLimitMs);
}

void PythonProbe::done(const QString &problem)
{
    if (finished_)
        return;
    limit_.stop();
    finished_ = true;
    const QString program = info_.program;
    info_ = {};
    info_.program = program;
    info_.problem = problem;
    emit finished(info_);
}

QString PythonProbe::script() { return kInterpreterProbe; }

PythonInfo PythonProbe::parse(const QString &program, const QByteArray &json)
{
    PythonInfo info;
    info.program = program;
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    if (!o.contains(QStringLiteral("python"))) {
        info.problem = tr("not a Python that answers the probe");
        return info;
    }
    info.ran = true;
    info.python = o.value(QStringLiteral("python")).toString();
    info.torch = o.value(QStringLiteral("torch")).toString();
    info.numpy = o.value(QStringLiteral("numpy")).toString();
    info.cudaKnown = o.contains(QStringLiteral("cuda_built"));
    info.cudaBuilt = o.value(QStringLiteral("cuda_built")).toBool();
    info.cudaAvailable = o.value(QStringLiteral("cuda_available")).toBool();
    info.gpu = o.value(QStringLiteral("gpu")).toString();
    if (info.torch.isEmpty())
        info.problem = o.value(QStringLiteral("torch_error")).toString();
    else if (info.numpy.isEmpty())
        info.problem = o.value(QStringLiteral("numpy_error")).toString();
    return info;
}

} // namespace tl::ui
