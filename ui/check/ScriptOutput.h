#pragma once
// What a run of a script printed, as a shell sees it: standard output, standard error and
// the exit status (tensorlens run's and python3's, to be compared).
#include <QString>

namespace tl::ui {

struct ScriptOutput {
    QString out;
    QString err;
    static constexpr int kCrashed = -1; // ended by a signal
    int exitCode = 0;
};

} // namespace tl::ui
