#pragma once
// One step of a script in words, from the step's scene (what the window shows after it,
// see SceneRecorder) and the scene before it: cells written with old -> new and every name
// that sees them, storages made, copied or freed, names bound or gone, the error.
#include <QJsonObject>
#include <QString>

namespace tl::ui {

class StepNarration {
public:
    static QString describe(const QJsonObject &scene, const QJsonObject &before);
};

} // namespace tl::ui
