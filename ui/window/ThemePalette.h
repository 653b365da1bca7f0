#pragma once
// The light and dark looks of the window (Fusion style, so both look the same everywhere).
#include <QPalette>

namespace tl::ui {

class ThemePalette {
public:
    static QPalette light();
    static QPalette dark();
    // Sets the application's style and palette.
    static void apply(bool dark);
};

} // namespace tl::ui
