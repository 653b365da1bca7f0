#pragma once
// Reads a step of a recorded script from its scene JSON (the schema `tensorlens scene`
// prints, with the live engine's "cells" and object "id"s) into a RecordedStep. The events
// are the difference between the step's scene and the one before it; element writes,
// copies and the error come from the scene's own lists.
#include "RecordedStep.h"

#include <QJsonObject>

namespace tl::ui {

class SceneStepReader {
public:
    static RecordedStep read(const QJsonObject &scene, const QJsonObject &before);
};

} // namespace tl::ui
