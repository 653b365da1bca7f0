#pragma once
// Paints an object card where its CardFace says: the frame in the card's colour (lit after
// a write, ringed when selected), the colour strip, the names and kind, the toggles as
// pills, the shape line, the flags, the values grid and the news line.
class QPainter;

namespace tl::ui {

class CardFace;
class ObjectCardItem;
struct CanvasPalette;

class CardPainter {
public:
    static void paint(QPainter *painter, const ObjectCardItem &card, const CardFace &face, bool selected, const CanvasPalette &palette);
};

} // namespace tl::ui
