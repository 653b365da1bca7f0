#pragma once
// View > Text size: one percentage for all the window's text (panels, console, code,
// output, menus and dialogs) over the system's font, remembered in the settings. The
// canvas is not scaled by it: it zooms on its own.
#include <QVector>

namespace tl::ui {

class TextSize {
public:
    static const QVector<int> &steps(); // percentages offered, smallest first
    static constexpr int kDefault = 100;

    // The remembered size (the default when none is, or an unknown one).
    static int load();
    static void save(int percent);
    // Scales the application's font to `percent` of the system's.
    static void apply(int percent);
    // The size applied last.
    static int current();
    // The next step up or down from `percent` (itself at either end).
    static int larger(int percent);
    static int smaller(int percent);
};

} // namespace tl::ui
