#pragma once
// Says what each offered fix will do before it is applied, by running it in a trial on a copy
// of the live session (TrialRun::onCopyOf) ("new ndarray na on the same memory as a (no copy)",
// "na gets new host memory: copies 8 bytes"). A fix that would fail is dropped.
#include "ErrorAdvice.h"
#include "session/Session.h"

#include <QCoreApplication>

namespace tl::ui {

class FixPreview {
    Q_DECLARE_TR_FUNCTIONS(FixPreview)

public:
    explicit FixPreview(const Session &live) : live_(live) {}

    void describe(ErrorAdvice &advice) const;

private:
    QString effectOf(const LastAction &action, const SessionModel &after) const;

    const Session &live_;
};

} // namespace tl::ui
