#pragma once
// Places the canvas's items where CanvasLayout says, at a width and a detail: tells the
// layout each item's size (as it would be, for a dry run that moves nothing) and where each
// arrow lands on its cell, then moves the items and routes the arrows (and grad_fn edges).
// The cards of the last statement's objects may get one step more detail than the rest.
#include "CanvasDetail.h"
#include "CanvasItems.h"
#include "CanvasLayout.h"

namespace tl::ui {

class CanvasArrangement {
public:
    // `dry`: sizes at that detail and width, items untouched (no arrow targets);
    // `focusRicher`: the cards in focus one step richer.
    static CanvasLayoutInput input(const CanvasItems &items, qreal width, CanvasDetail detail, bool dry, bool focusRicher);
    // One step more detail (what the cards in focus get).
    static CanvasDetail richer(CanvasDetail detail);
    // Lays the items out and returns the scene's rectangle.
    static QRectF apply(CanvasItems &items, qreal width, CanvasDetail detail, bool focusRicher);
};

} // namespace tl::ui
