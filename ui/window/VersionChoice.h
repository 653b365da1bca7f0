#pragma once
// Tools > Versions: the PyTorch, NumPy and Python the built-in engine answers as. The
// choice is remembered for the next start (where --profile or TENSORLENS_PROFILE chose,
// they win for that start). Choosing other versions runs the session's statements again,
// as a learner who upgraded reruns a notebook: nothing is lost, and what prints differently
// now prints as the chosen versions print it; a stepped script is stepped again from the
// start, with its edits.
#include "core/VersionProfile.h"

#include <QObject>

#include <optional>

class QActionGroup;
class QMenu;

namespace tl::ui {

class MainWindow;

class VersionChoice : public QObject {
    Q_OBJECT
public:
    VersionChoice(MainWindow *window, QMenu *tools);

    // At start, when neither the command line nor the environment chose: the remembered one.
    static void applyRemembered();
    void choose(tl::VersionProfile profile);
    // The versions the built-in engine knows nearest to a learner's PyTorch ("2.5.1": current;
    // "1.13.1": 1.13); none for a version it cannot read.
    static std::optional<tl::VersionProfile> nearestTo(const QString &torchVersion);
    // A Python was chosen (Tools > Python…): when its PyTorch is nearer to the other versions,
    // asks whether the built-in engine should answer as those.
    void offerToMatch(const QString &torchVersion, const QString &numpyVersion);

private:
    MainWindow *window_;
    QActionGroup *group_;
};

} // namespace tl::ui
