#pragma once
// Colours of the canvas for the light and the dark theme; every item paints with these
// only, so the dark canvas has no light remnant. Chosen for a projector: strong contrast
// between text and fills, card colours that stay distinct when washed out.
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
    QColor onTransfer;  // text on a copy's packet
    QColor selection;
    QColor onSelection; // text on the selection colour (the headline's badge)
    QColor error;       // the headline's error badge
    QColor onError;
    QColor chipFill;    // a card's toggles
    QColor gradEdge;    // the autograd overlay's grad_fn edges (dashed: not told by hue)
    QVector<QColor> cardColours;

    QColor cardColour(int slot) const { return cardColours[slot % cardColours.size()]; }
    bool isDark() const { return background.lightness() < 128; }

    static CanvasPalette light();
    static CanvasPalette dark();
};

} // namespace tl::ui
