#include "LiveEngine.h"

#include <QDir>

#include "check/PythonRun.h"

#include <QEventLoop>

namespace tl::ui {

namespace {

QString &storedPackageDir()
{
    static QString dir;
    return dir;
}

} // namespace

void LiveEngine::setPackageDir(const QString &dir) { storedPackageDir() = dir; }

QString LiveEngine::packageDir() { return storedPackageDir(); }

QStringList LiveEngine::sourceOptions(const QString &source, QTemporaryFile &file, bool *ok)
{
    *ok = true;
    if (source.isEmpty())
        return {};
    file.setFileTemplate(QDir::tempPath() + QStringLiteral("/tensorlens-edited-XXXXXX.py"));
    *ok = file.open() && file.write(source.toUtf8()) == source.toUtf8().size() && file.flush();
    file.close();
    return *ok ? QStringList{QStringLiteral("--source"), file.fileName()} : QStringList{};
}

QStringList LiveEngine::tracerArguments(const QString &absolutePath, const QStringList &options)
{
    QString quoted = packageDir();
    quoted.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"));
    const QString boot = QStringLiteral("import sys, runpy; sys.path.insert(0, '%1'); "
                                        "runpy.run_module('tensorlens_live', run_name='__main__', alter_sys=True)")
                             .arg(quoted);
    return QStringList{QStringLiteral("-c"), boot, QStringLiteral("scene"), absolutePath} + options;
}

PythonInfo LiveEngine::probe(const QString &program)
{
    PythonProbe probe;
    QEventLoop loop;
    PythonInfo info;
    bool answered = false;
    QObject::connect(&probe, &PythonProbe::finished, &loop, [&](const PythonInfo &answer) {
        info = answer;
        answered = true;
        loop.quit();
    });
    probe.start(program);
    if (!answered) // (a program that cannot start may answer at once)
        loop.exec();
    return info;
}

PythonInfo LiveEngine::find()
{
    PythonInfo first;
    const QStringList programs = PythonRun::defaultPrograms();
    for (int i = 0; i < programs.size(); ++i) {
        const PythonInfo info = probe(programs[i]);
        if (info.usable())
            return info;
        if (i == 0)
            first = info;
    }
    return first;
}

QString LiveEngine::engineLabel(const PythonInfo &python)
{
    return QStringLiteral("Your Python ") + python.summary().mid(QStringLiteral("Python ").size());
}

QString LiveEngine::cudaLabel(const PythonInfo &python)
{
    if (!python.gpu.isEmpty())
        return QStringLiteral("GPU memory (cuda:0) — ") + python.gpu;
    return python.cudaBuilt ? QStringLiteral("GPU memory (cuda:0) — none: your Python's PyTorch finds no GPU")
                            : QStringLiteral("GPU memory (cuda:0) — none: your Python's PyTorch has no CUDA");
}

QString LiveEngine::installHint()
{
    return QStringLiteral("Install PyTorch and NumPy for python3: on Debian or Ubuntu\n"
                          "    sudo apt install python3-torch python3-numpy\n"
                          "or with pip (in a virtual environment)\n"
                          "    pip install torch numpy\n"
                          "then choose that interpreter in Tools > Python….");
}

} // namespace tl::ui
