#pragma once
// One step of a script recorded by another engine (the live one: the learner's own Python),
// read from its scene: what the window shows at that step and what the step did, in the
// terms the built-in engine's session speaks (a model, cell texts, engine events), so that
// the canvas, the panels and the narration draw it without knowing which engine ran.
#include "ExecResult.h"
#include "SessionModel.h"

#include "events/Event.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace tl::ui {

// The element texts a scene carries for one storage: all of a small one, those a window
// draws of a large one.
struct CellTexts {
    QStringList all;
    QHash<qint64, QString> some;
    // "" for an element the scene does not carry.
    QString at(qint64 element) const
    {
        return element >= 0 && element < all.size() ? all[element] : some.value(element);
    }
};

struct RecordedStep {
    int step = 0;
    int line = 0;
    QString statement;
    SessionModel model;
    // Storage id -> the texts of its elements the scene carries.
    QHash<quint64, CellTexts> cells;
    // What the step did, as the engine's events: storages made and freed, objects made,
    // names bound and unbound, elements written (with every object that sees them), copies
    // and the exception that ended it.
    std::vector<tl::Event> news;
    std::optional<ExecResult> failure;
    QString printed;
};

} // namespace tl::ui
