#pragma once
// The light and dark looks of the window: the Fusion style (so both look the same
// everywhere) with every palette role set for both themes, in all three colour groups.
#include <QPalette>

namespace tl::ui {

class ThemePalette {
public:
    static QPalette light();
    static QPalette dark();
    // Sets the application's style (ThemeStyle) and palette; every widget that draws from
    // the palette follows, and widgets with colours of their own restyle on the change.
    static void apply(bool dark);
    // Whether `palette` is a dark one (light text on a dark window).
    static bool isDark(const QPalette &palette);
};

} // namespace tl::ui
