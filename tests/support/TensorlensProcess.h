#pragma once
// Runs the tensorlens executable the suites were built with, as a user runs it from a
// shell: offscreen (`shot` opens a window) and with cuda:0 simulated unless the caller's
// environment says otherwise. A run that crashes or does not end in time reports code -1.
#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace tl::test {

struct TensorlensRun {
    int code = -1;
    QString out, err;
};

struct TensorlensProcess {
    static QString executable();
    static TensorlensRun run(const QStringList &args, const QByteArray &input = {}, int timeoutMs = 60000,
                             const QProcessEnvironment &extra = {});
};

} // namespace tl::test
