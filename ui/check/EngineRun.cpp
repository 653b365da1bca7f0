#include "EngineRun.h"

// Before ScriptRunner.h, which includes the engine's Runtime (see EngineRuntime.h).
#include "session/EngineRuntime.h"

#include "interp/OutputSink.h"
#include "interp/ScriptRunner.h"

#include <QThread>

namespace tl::ui {

EngineRun::EngineRun(QObject *parent) : QObject(parent) {}

EngineRun::~EngineRun()
{
    if (thread_) {
        interrupt();
        thread_->wait();
        delete thread_;
    }
}

void EngineRun::start(const QString &source, const QString &displayName)
{
    Q_ASSERT(!thread_);
    output_ = {};
    cudaKind_.clear();
    try {
        // The device `tensorlens run` would use here.
        runtime_ = std::make_unique<tl::Runtime>(tl::Runtime::cudaModeFromEnvironment());
    } catch (const std::exception &e) {
        output_.err = QStringLiteral("tensorlens: %1\n").arg(QString::fromUtf8(e.what()));
        output_.exitCode = 1;
        emit finished();
        return;
    }
    auto result = std::make_shared<ScriptOutput>();
    thread_ = QThread::create([this, result, utf8 = source.toStdString(), name = displayName.toStdString()] {
        tl::StringOutput output;
        result->exitCode = tl::ScriptRunner::run(*runtime_, utf8, name, output);
        result->out = QString::fromStdString(output.stdoutText);
        result->err = QString::fromStdString(output.stderrText);
    });
    // Deep recursion needs the stack a main thread has (CPython's 1000 frames).
    thread_->setStackSize(64 * 1024 * 1024);
    connect(thread_, &QThread::finished, this, [this, result] {
        output_ = *result;
        cudaKind_ = QString::fromStdString(runtime_->cudaBackendKind());
        thread_->deleteLater();
        thread_ = nullptr;
        runtime_.reset();
        emit finished();
    });
    thread_->start();
}

void EngineRun::interrupt()
{
    if (thread_ && runtime_)
        runtime_->requestInterrupt();
}

} // namespace tl::ui
