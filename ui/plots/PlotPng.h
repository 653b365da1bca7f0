#pragma once
// A plot as a PNG file, rendered as QCustomPlot::savePng renders it, written whole or not
// at all (QSaveFile).
#include <QString>

class QCustomPlot;

namespace tl::ui {

class PlotPng {
public:
    // False (with `error` saying why, and no file left) when `path` cannot be written.
    static bool write(QCustomPlot *plot, const QString &path, QString *error);
};

} // namespace tl::ui
