// QCustomPlot::toPixmap is what savePng draws; saving it through QSaveFile instead of
// straight to the path keeps an old file intact when the write fails.
#include "PlotPng.h"

#include <qcustomplot.h>

#include <QSaveFile>

namespace tl::ui {

bool PlotPng::write(QCustomPlot *plot, const QString &path, QString *error)
{
    const QPixmap picture = plot->toPixmap(plot->width(), plot->height());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !picture.save(&file, "PNG") || !file.commit()) {
        if (error)
            *error = QObject::tr("Could not write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace tl::ui
