#pragma once
// Where everything on the memory canvas goes, as pure geometry (no items; KDE Step keeps its
// WorldScene apart from the model the same way): the headline on top, then one lane per
// memory. In a lane each storage's block sits under the cards of the objects that view it
// (a group); groups are packed within the width, each at the highest free place, leftmost
// first, so short groups stack beside a tall one (a block that has a narrower shape takes
// it where that places its group higher). A group wider
// than the width wraps its cards into rows too; their arrows come down a spine at the
// group's left, so no arrow crosses a card. Deterministic, and a group's place depends only
// on what comes before it: objects that come later never move earlier ones. Packed, a lane's
// label takes only the lane's top-right corner, groups fill in beside and under it; in rows
// (or where it wraps) it takes a row of its own.
// With the autograd overlay groups flow in rows instead, and each row gets a band above its cards where grad_fn
// edges run card top to card top (one track each, shorter edges nearer the cards), so they
// never meet the storage arrows below the cards; an edge between rows goes through the
// lane's left margin. Bands only move rows down: no card changes its column.
#include <QPolygonF>
#include <QRectF>
#include <QVector>

#include <map>
#include <set>

namespace tl::ui {

struct CanvasLayoutInput {
    struct Block {
        quint64 storageId = 0;
        int lane = 0; // 0 host, 1 GPU
        QSizeF size;
        QSizeF reserve; // the group keeps at least this size (a fading block keeps its place)
        QSizeF narrow;  // its other shape, narrower and taller (empty: none): taken where it
                        // keeps the group in its row when `size` would not
    };
    struct Card {
        quint64 objectId = 0;
        quint64 storageId = 0;
        int lane = 0;
        QSizeF size;
        QPointF target;    // where its arrow lands (its cell's top edge), from its block's top-left
    };
    struct GradEdge {
        quint64 from = 0; // the tensor whose grad_fn it is: the edge starts on its card
        quint64 to = 0;   // the tensor that grad_fn reaches: the head is on its card
    };
    qreal width = 1000;          // wrap within this many scene units (the view's width)
    qreal captionHeight = 0;     // the headline at width - 2 * kMargin
    qreal laneHeaderHeight[2] = {30, 30};
    QSizeF laneLabel[2];         // a one-line label's extent from its lane's top-left (empty: it wraps)
    QVector<Block> blocks;       // in the order they are placed
    QVector<Card> cards;         // in the order they are placed (within their storage's group)
    QVector<GradEdge> gradEdges; // the autograd overlay's edges (none: no bands)
    bool rows = false;           // groups in rows even without edges (as the overlay has them)
};

struct CanvasLayoutResult {
    QRectF caption;
    QRectF lanes[2];
    bool labelRight[2] = {false, false}; // a lane's label in its top-right corner (else a row at the top)
    std::map<quint64, QRectF> blocks; // by storage id
    std::set<quint64> narrowBlocks;   // the blocks placed in their narrow shape
    std::map<quint64, QRectF> groups; // by storage id: the block and its cards
    std::map<quint64, QRectF> cards;  // by object id
    std::map<quint64, QPolygonF> arrows; // by object id: card's bottom edge to its cell's top edge
    struct GradRoute {
        QPolygonF route; // orthogonal, from the top edge of `from`'s card to the top edge of `to`'s
        QPointF label;   // the centre of its label: above `from`'s card, where the edge turns
    };
    QVector<GradRoute> gradRoutes; // in the order of the input's gradEdges (empty route: no card)
    QRectF bounds;
};

class CanvasLayout {
public:
    static constexpr qreal kMargin = 10;
    static constexpr qreal kCaptionGap = 6;
    static constexpr qreal kLanePadding = 8;
    static constexpr qreal kLaneGap = 10;     // copies travel through it between memories
    static constexpr qreal kGroupGap = 24;
    static constexpr qreal kGroupRowGap = 10;
    static constexpr qreal kCardGap = 10;
    static constexpr qreal kChannelBase = 12; // an arrow channel with no track in it
    static constexpr qreal kTrackStep = 6;    // one more track per arrow
    static constexpr qreal kEmptyLane = 4;
    static constexpr qreal kGradTrack = 24;   // one grad_fn edge and its label in a band
    static constexpr qreal kGradBandPad = 14; // the lowest label clears the heads on the cards
    static constexpr qreal kGradGutterStep = 3; // edges between rows, side by side in the margin

    static CanvasLayoutResult compute(const CanvasLayoutInput &input);
};

} // namespace tl::ui
