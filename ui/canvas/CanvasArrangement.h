#pragma once
// Places the canvas's items where CanvasLayout says, at a width and a detail: tells the
// layout each item's size (as it would be, for a dry run that moves nothing) and where each
// arrow lands on its cell, then moves the items and routes the arrows (and grad_fn edges).
#include "CanvasDetail.h"
#include "CanvasItems.h"
#include "CanvasLayout.h"

namespace tl::ui {

class CanvasArrangement {
public:
    // `dry`: sizes at that detail and width, items untouched (no arrow targets).
    static CanvasLayoutInput input(const CanvasItems &items, qreal width, CanvasDetail detail, bool dry);
    // Lays the items out and returns the scene's rectangle.
    static QRectF apply(CanvasItems &items, qreal width, CanvasDetail detail);
};

} // namespace tl::ui
