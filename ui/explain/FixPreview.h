#pragma once
// Says what each offered fix will do before it is applied, by running it in a trial on a copy
// of the live session (TrialRun::onCopyOf) ("new ndarray na on the same memory as a (no copy)",
// "na gets new host memory: copies 8 bytes"). A fix that would fail is dropped.
#include "ErrorAdvice.h"
#include "session/Session.h"

#include <QCoreApplication>
#include <QVector>

#include <functional>
#include <optional>

namespace tl::ui {

// What a fix did when tried elsewhere than on a copy of this session (in the learner's own
// Python, for a recording made there); nullopt where no trial could be made.
struct FixTrial {
    bool ok = false;
    QVector<LastAction> actions;
    SessionModel after;
};
using FixTrier = std::function<std::optional<FixTrial>(const QString &code)>;

class FixPreview {
    Q_DECLARE_TR_FUNCTIONS(FixPreview)

public:
    // `trier`, when set, tries the fixes instead of a copy of `live`.
    explicit FixPreview(const Session &live, FixTrier trier = {}) : live_(live), trier_(std::move(trier)) {}

    void describe(ErrorAdvice &advice) const;

private:
    QString effectOf(const LastAction &action, const SessionModel &after) const;

    QStringList effectsOf(const QVector<LastAction> &actions, const SessionModel &after) const;

    const Session &live_;
    FixTrier trier_;
};

} // namespace tl::ui
