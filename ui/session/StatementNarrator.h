#pragma once
// Says in words what one statement did, from the engine's summary of that statement's
// events (StatementSummary) and the model after it: the badge and sentence of LastAction ("na[0][0]=10 also changed a[0][0]:
// same storage #1"), and an element write with every alias's own index of the element.
#include "ElementWrite.h"
#include "LastAction.h"
#include "SessionModel.h"

#include "events/Event.h"
#include "events/StatementSummary.h"

#include <vector>

namespace tl::ui {

class StatementNarrator {
public:
    StatementNarrator(const SessionModel &model, const std::vector<tl::Event> &events);

    // `ok`: whether the statement ran without an exception.
    LastAction describe(const QString &statement, bool ok) const;
    // An ElementWritten event, with the names of the objects that see the element.
    ElementWrite elementWrite(const tl::Event &event) const;

private:
    LastAction describeEvents(const QString &statement, bool ok) const;
    QStringList namesOf(quint64 objectId) const;
    QString memoryName(const tl::Device &device) const;

    const SessionModel &model_;
    const std::vector<tl::Event> &events_;
};

} // namespace tl::ui
