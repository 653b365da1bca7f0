#pragma once
// Colours of the canvas for the light and the dark theme. Chosen for a projector: strong
// contrast between text and fills, card colours that stay distinct when washed out.
#include <QColor>
#include <QVector>

namespace tl::ui {

struct CanvasPalette {
    QColor background;
    QColor laneFill;
    QColor laneBorder;
    QColor laneText;
    QColor blockFill;
    QColor blockBorder;
    QColor cellFill;
    QColor cellBorder;
    QColor text;
    QColor mutedText;
    QColor flash;       // a written cell, a lit card
    QColor transfer;    // a copy on its way
    QColor selection;
    QVector<QColor> cardColours;

    QColor cardColour(int slot) const { return cardColours[slot % cardColours.size()]; }

    static CanvasPalette light();
    static CanvasPalette dark();
};

} // namespace tl::ui
