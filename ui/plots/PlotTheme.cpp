// Palette roles as Qt's widgets use them: Base behind the data, Text for axes and labels.
#include "PlotTheme.h"

#include <qcustomplot.h>

namespace tl::ui {

void PlotTheme::apply(QCustomPlot *plot, const QPalette &p, const QFont &font)
{
    plot->setBackground(p.brush(QPalette::Base));
    const QColor text = p.color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(40);
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
    }
    plot->legend->setBrush(p.brush(QPalette::Base));
    plot->legend->setTextColor(text);
    plot->legend->setFont(font);
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            title->setTextColor(text);
}

} // namespace tl::ui
