#pragma once
// Colours with a meaning (an error's text, the error banner) chosen for the palette in
// use, so they read on the light and the dark theme alike (WCAG contrast of 4.5:1 or more
// against the window and base colours).
#include <QColor>
#include <QPalette>

namespace tl::ui {

class ThemeColours {
public:
    // Error text on the window or base colour (tracebacks, refusals).
    static QColor errorText(const QPalette &palette);
    // The error banner: its fill, border and text.
    static QColor bannerBackground(const QPalette &palette);
    static QColor bannerBorder(const QPalette &palette);
    static QColor bannerText(const QPalette &palette);
    // WCAG 2 contrast ratio of two colours (1 to 21).
    static double contrast(const QColor &a, const QColor &b);
};

} // namespace tl::ui
