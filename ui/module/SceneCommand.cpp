#include "SceneCommand.h"

#include "UnreadableScript.h"
#include "session/SceneRecorder.h"
#include "session/Session.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <cstdio>

namespace tl::ui {

int SceneCommand::run()
{
    const QString path = QString::fromStdString(cl_.file);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "tensorlens: can't open file '%s': %s\n", cl_.file.c_str(), qPrintable(file.errorString()));
        return 2;
    }
    const QByteArray bytes = file.readAll();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (const auto refusal = UnreadableScript::refusal(bytes, absolute.toStdString())) {
        std::fwrite(refusal->data(), 1, refusal->size(), stderr);
        return 2;
    }
    const QString source = QString::fromUtf8(bytes);
    Session session(cl_.cuda);
    session.setSourceName(absolute);
    SceneRecorder recorder(session, source.split(u'\n'));
    const bool ok = recorder.record(source);
    const QJsonArray &steps = recorder.steps();
    QByteArray json;
    if (cl_.step >= 0) {
        if (cl_.step >= steps.size()) {
            std::fprintf(stderr, "tensorlens: --step %d is beyond the script's last step (%d)\n", cl_.step,
                         int(steps.size()) - 1);
            return 2;
        }
        json = QJsonDocument(steps[cl_.step].toObject()).toJson(QJsonDocument::Indented);
    } else {
        json = QJsonDocument(steps).toJson(QJsonDocument::Indented);
    }
    std::fwrite(json.constData(), 1, size_t(json.size()), stdout);
    return ok ? 0 : 1;
}

} // namespace tl::ui
