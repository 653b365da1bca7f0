#pragma once
// How much each card and block shows. Fit picks the most detail that fits the window with
// text at its minimum size or larger; where even that cannot fit, less detail, never
// smaller text. Every detail keeps what a card is (name, shape, dtype, device and the flags
// that differ from their defaults): less detail gives up the values first.
namespace tl::ui {

enum class CanvasDetail {
    Full,    // cards: the values in the object's shape (8 per axis), a news line kept; blocks: more cells, two header lines
    Compact, // cards: the values summarised to 4 per axis, news only when there is some; blocks: fewer cells, one header line
    Minimal, // cards: no values; blocks: the edge cells
};

} // namespace tl::ui
