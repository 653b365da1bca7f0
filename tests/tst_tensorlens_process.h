#pragma once
// Runs the tensorlens executable the tests were built with, as a user runs it from a shell:
// offscreen (`shot` opens a window) and with cuda:0 simulated. A run that crashes or does not
// end within a minute reports exit code -1.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace tl::ui::test {

struct TensorlensRun {
    int code = -1;
    QString out, err;
};

inline TensorlensRun runTensorlens(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("TENSORLENS_CUDA"), QStringLiteral("sim"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TL_TENSORLENS_BIN), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace tl::ui::test
