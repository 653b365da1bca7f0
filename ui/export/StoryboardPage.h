#pragma once
// One page of a storyboard: what step `step` ran (the statement's line and code) and what
// it did in words. Plain data, so whatever steps through a script can fill it.
#include <QString>

namespace tl::ui {

struct StoryboardPage {
    int step = 0;     // 1-based step of the run
    int line = 0;     // the statement's line in the script (0: none to name)
    QString code;     // the statement as written
    QString narration;
};

} // namespace tl::ui
