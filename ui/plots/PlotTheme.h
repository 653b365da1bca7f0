#pragma once
// A plot in the window's theme: background, axes, grid, legend and text from the widget's
// palette and font, so the plots follow the light and dark themes.
class QCustomPlot;
class QFont;
class QPalette;

namespace tl::ui {

class PlotTheme {
public:
    static void apply(QCustomPlot *plot, const QPalette &palette, const QFont &font);
};

} // namespace tl::ui
