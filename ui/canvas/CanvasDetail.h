#pragma once
// How much each card and block shows. Fit picks the most detail that fits the window with
// text at its minimum size or larger; where even that cannot fit, less detail, never
// smaller text.
namespace tl::ui {

enum class CanvasDetail {
    Full,    // cards: every field and the values in the object's shape; blocks: more cells
    Compact, // cards: name, toggles, shape and dtype and the values; blocks: fewer cells
    Minimal, // cards: name and toggles; blocks: a one-line header and the edge cells
};

} // namespace tl::ui
