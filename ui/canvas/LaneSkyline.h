#pragma once
// The upper edge of what is already placed in a lane, as steps from left to right: where
// the next group goes when groups are packed (the highest place it fits, the leftmost of
// equals). Pure geometry for CanvasLayout.
#include <QtGlobal>

#include <utility>
#include <vector>

namespace tl::ui {

class LaneSkyline {
public:
    explicit LaneSkyline(qreal width);

    // The highest top at which something `w` wide fits, the leftmost of equals: {x, y}.
    // Wider than the lane: at its left edge.
    std::pair<qreal, qreal> spot(qreal w) const;
    // Marks [x, x + w) as taken down to `bottom`.
    void raise(qreal x, qreal w, qreal bottom);

private:
    qreal topAt(qreal x) const;

    qreal width_;
    std::vector<std::pair<qreal, qreal>> steps_; // (from x, top), sorted by x
};

} // namespace tl::ui
