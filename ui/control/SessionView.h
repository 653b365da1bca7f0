#pragma once
// What the window showed when a session file was saved, apart from the objects the script
// makes: the step of the script shown, the canvas's zoom, the selected card and the theme.
#include <QString>

#include <optional>

namespace tl::ui {

struct SessionView {
    // The step shown (0: before anything ran); none: the end of the script.
    std::optional<int> step;
    // The canvas's zoom factor (1 = 100%), used when `fit` is false.
    double zoom = 1.0;
    // The canvas fitted the picture to the window (and went on doing so).
    bool fit = true;
    // The name of the selected tensor or array ("" for none).
    QString selection;
    bool dark = false;

    bool operator==(const SessionView &) const = default;
};

} // namespace tl::ui
