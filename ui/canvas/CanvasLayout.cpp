#include "CanvasLayout.h"

#include <algorithm>

namespace tl::ui {

namespace {

using Input = CanvasLayoutInput;

struct Group {
    const Input::Block *block = nullptr;
    QVector<const Input::Card *> cards;
};

// One group in its own coordinates (top-left at 0, 0).
struct PlacedGroup {
    qreal width = 0, height = 0;
    QRectF block;
    QVector<QRectF> cards;
    QVector<QPolygonF> arrows; // empty polygon: no arrow (no block)
};

QVector<QVector<int>> flowRows(const QVector<const Input::Card *> &cards, qreal limit)
{
    QVector<QVector<int>> rows;
    qreal x = 0;
    for (int i = 0; i < cards.size(); ++i) {
        const qreal w = cards[i]->size.width();
        if (rows.isEmpty() || (x > 0 && x + w > limit)) {
            rows.push_back({});
            x = 0;
        }
        rows.last().push_back(i);
        x += w + CanvasLayout::kCardGap;
    }
    return rows;
}

PlacedGroup placeGroup(const Group &g, qreal maxWidth)
{
    using L = CanvasLayout;
    PlacedGroup p;
    const int n = int(g.cards.size());
    const qreal blockW = g.block ? g.block->size.width() : 0;
    const qreal avail = std::max(maxWidth, blockW);
    qreal total = 0;
    for (const auto *c : g.cards)
        total += c->size.width();
    total += L::kCardGap * std::max(0, n - 1);
    QVector<QVector<int>> rows = total <= avail ? flowRows(g.cards, total + 1) : flowRows(g.cards, avail - L::kTrackStep * (n + 1));
    const int upper = rows.size() > 1 ? n - int(rows.last().size()) : 0;
    const qreal spine = upper > 0 ? L::kTrackStep * (upper + 1) : 0;

    p.cards.resize(n);
    p.arrows.resize(n);
    struct Leg {
        int card;
        qreal startX; // where it enters the main channel
    };
    QVector<Leg> legs;
    qreal y = 0, widest = 0;
    int upperSeen = 0;
    for (int r = 0; r < rows.size(); ++r) {
        qreal x = spine, rowH = 0;
        for (int i : rows[r]) {
            p.cards[i] = QRectF(QPointF(x, y), g.cards[i]->size);
            x += g.cards[i]->size.width() + L::kCardGap;
            rowH = std::max(rowH, g.cards[i]->size.height());
        }
        widest = std::max(widest, x - L::kCardGap);
        y += rowH;
        const bool last = r + 1 == rows.size();
        if (last || !g.block) {
            if (!last)
                y += L::kCardGap;
            for (int i : rows[r])
                legs.push_back({i, p.cards[i].center().x()});
            continue;
        }
        // Upper rows: along the gap under the row to the spine, left to right taking the
        // tracks from the top and the spine's lanes from the left, so no two legs cross.
        const qreal gapTop = y;
        for (int k = 0; k < rows[r].size(); ++k) {
            const int i = rows[r][k];
            const qreal trackY = gapTop + L::kChannelBase / 2 + L::kTrackStep * k;
            const qreal spineX = L::kTrackStep * (++upperSeen);
            const qreal cx = p.cards[i].center().x();
            p.arrows[i] << QPointF(cx, p.cards[i].bottom()) << QPointF(cx, trackY) << QPointF(spineX, trackY);
            legs.push_back({i, spineX});
        }
        y += L::kChannelBase + L::kTrackStep * rows[r].size();
    }
    if (g.block) {
        const qreal channelTop = y;
        if (n > 0)
            y += L::kChannelBase + L::kTrackStep * n;
        p.block = QRectF(QPointF(0, y), g.block->size);
        // Main channel: arrows heading left take the top tracks in the order they enter,
        // those heading right the next ones in reverse, which keeps nested arrows apart.
        std::vector<std::pair<Leg, qreal>> leftward, rightward;
        for (const Leg &leg : legs) {
            const qreal endX = g.cards[leg.card]->target.x();
            (endX <= leg.startX ? leftward : rightward).push_back({leg, endX});
        }
        std::stable_sort(leftward.begin(), leftward.end(), [](auto &a, auto &b) { return a.first.startX < b.first.startX; });
        std::stable_sort(rightward.begin(), rightward.end(), [](auto &a, auto &b) { return a.first.startX > b.first.startX; });
        leftward.insert(leftward.end(), rightward.begin(), rightward.end());
        for (size_t t = 0; t < leftward.size(); ++t) {
            const auto &[leg, endX] = leftward[t];
            const qreal trackY = channelTop + L::kChannelBase / 2 + L::kTrackStep * qreal(t);
            QPolygonF &a = p.arrows[leg.card];
            if (a.isEmpty())
                a << QPointF(leg.startX, p.cards[leg.card].bottom());
            a << QPointF(leg.startX, trackY) << QPointF(endX, trackY) << p.block.topLeft() + g.cards[leg.card]->target;
        }
        y = p.block.bottom();
    }
    p.width = std::max(blockW, widest);
    p.height = y;
    if (g.block && g.block->reserve.height() > p.height) {
        // A fading block stays where it was: at the bottom of the room its group had.
        p.block.moveBottom(g.block->reserve.height());
        p.height = g.block->reserve.height();
    }
    if (g.block)
        p.width = std::max(p.width, g.block->reserve.width());
    return p;
}

} // namespace

CanvasLayoutResult CanvasLayout::compute(const CanvasLayoutInput &in)
{
    CanvasLayoutResult out;
    const qreal contentW = std::max<qreal>(in.width - 2 * kMargin, 120);
    qreal y = kMargin;
    out.caption = QRectF(kMargin, y, contentW, in.captionHeight);
    if (in.captionHeight > 0)
        y += in.captionHeight + kCaptionGap;
    const qreal innerLeft = kMargin + kLanePadding;
    const qreal innerW = contentW - 2 * kLanePadding;
    qreal right = kMargin + contentW;

    for (int lane = 0; lane < 2; ++lane) {
        // Groups: each block with its cards, in the blocks' order; cards whose storage has no
        // block follow, one group per storage.
        std::vector<Group> groups;
        std::map<quint64, size_t> groupOf;
        for (const auto &b : in.blocks)
            if (b.lane == lane) {
                groupOf[b.storageId] = groups.size();
                groups.push_back({&b, {}});
            }
        for (const auto &c : in.cards) {
            auto it = groupOf.find(c.storageId);
            if (it == groupOf.end()) {
                if (c.lane != lane)
                    continue;
                it = groupOf.emplace(c.storageId, groups.size()).first;
                groups.push_back({nullptr, {}});
            }
            groups[it->second].cards.push_back(&c);
        }
        const qreal laneTop = y;
        const qreal contentTop = y + in.laneHeaderHeight[lane];
        qreal x = 0, rowTop = contentTop, rowH = 0;
        for (const Group &g : groups) {
            const PlacedGroup p = placeGroup(g, innerW);
            if (x > 0 && x + p.width > innerW) {
                rowTop += rowH + kGroupRowGap;
                x = 0;
                rowH = 0;
            }
            const QPointF origin(innerLeft + x, rowTop);
            if (g.block) {
                out.blocks[g.block->storageId] = p.block.translated(origin);
                out.groups[g.block->storageId] = QRectF(origin, QSizeF(p.width, p.height));
            }
            for (int i = 0; i < g.cards.size(); ++i) {
                out.cards[g.cards[i]->objectId] = p.cards[i].translated(origin);
                if (!p.arrows[i].isEmpty())
                    out.arrows[g.cards[i]->objectId] = p.arrows[i].translated(origin);
            }
            x += p.width + kGroupGap;
            rowH = std::max(rowH, p.height);
            right = std::max(right, origin.x() + p.width + kLanePadding);
        }
        // An empty memory is just its label.
        const qreal contentBottom = groups.empty() ? contentTop - kLanePadding + kEmptyLane : rowTop + rowH;
        out.lanes[lane] = QRectF(kMargin, laneTop, 0, contentBottom + kLanePadding - laneTop);
        y = out.lanes[lane].bottom() + kLaneGap;
    }
    for (QRectF &lane : out.lanes)
        lane.setRight(right);
    out.bounds = QRectF(0, 0, right + kMargin, y - kLaneGap + kMargin);
    return out;
}

} // namespace tl::ui
