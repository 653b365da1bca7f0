#pragma once
// Colours and strokes of the canvas for the light and the dark theme, and for a projector;
// every item paints with these only, so the dark canvas has no light remnant. Strong
// contrast between text and fills, card colours that stay distinct when washed out. The
// projector's colours are Okabe and Ito's set, told apart by viewers with any common
// colour-vision deficiency, and its strokes are thicker (they survive a washed-out beam).
#include "session/LastAction.h"

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
    qreal stroke = 1;       // every pen's width is multiplied by it
    bool projector = false; // state shown by colour also gets a shape or pattern cue

    qreal pen(qreal width) const { return width * stroke; }

    QColor cardColour(int slot) const { return cardColours[slot % cardColours.size()]; }
    // The last statement's badge, on the canvas and in every panel that repeats it: a copy
    // in the copies' colour, a shared storage in the selection's, a write in the writes'.
    QColor badgeFill(LastAction::Badge badge) const;
    QColor onBadge(LastAction::Badge badge) const;
    bool isDark() const { return background.lightness() < 128; }

    static CanvasPalette light();
    static CanvasPalette dark();
    static CanvasPalette projectorLight();
    static CanvasPalette projectorDark();
    static CanvasPalette forLook(bool dark, bool projector);
};

} // namespace tl::ui
