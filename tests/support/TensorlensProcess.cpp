#include "support/TensorlensProcess.h"

#include <QProcess>

namespace tl::test {

QString TensorlensProcess::executable() { return QStringLiteral(TL_TENSORLENS_BIN); }

TensorlensRun TensorlensProcess::run(const QStringList &args, const QByteArray &input, int timeoutMs,
                                     const QProcessEnvironment &extra)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("TENSORLENS_CUDA"), QStringLiteral("sim"));
    for (const QString &key : extra.keys())
        env.insert(key, extra.value(key));
    p.setProcessEnvironment(env);
    p.start(executable(), args);
    if (!input.isNull()) {
        p.write(input);
        p.closeWriteChannel();
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace tl::test
