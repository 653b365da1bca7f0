#include "CanvasLayout.h"

#include "LaneSkyline.h"

#include <algorithm>
#include <cmath>
#include <tuple>

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

PlacedGroup placeGroup(const Group &g, qreal maxWidth, bool narrow = false)
{
    using L = CanvasLayout;
    PlacedGroup p;
    const int n = int(g.cards.size());
    const QSizeF blockSize = !g.block ? QSizeF() : narrow ? g.block->narrow : g.block->size;
    const qreal blockW = blockSize.width();
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
        p.block = QRectF(QPointF(0, y), blockSize);
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

// The groups of one lane: each block with its cards, in the blocks' order; cards whose
// storage has no block follow, one group per storage.
std::vector<Group> groupsOf(const Input &in, int lane)
{
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
    return groups;
}

// A lane's groups placed in their own coordinates. In rows (which bands do not change: they
// only move rows down) while grad_fn edges need bands over rows; otherwise packed, each
// group at the highest place left of the lane's skyline (the leftmost of equals), so a short
// group fills the room beside a tall one instead of starting a row of its own.
struct LanePlan {
    std::vector<Group> groups;
    std::vector<PlacedGroup> placed;
    std::vector<int> row;
    std::vector<qreal> x;     // from the lane's inner left
    std::vector<qreal> y;     // packed: from the lane's content top
    std::vector<bool> narrow; // its block in its narrow shape
    int rows = 0;
    bool packed = false;
    qreal height = 0; // packed: down to the lowest group's bottom
};

// `corner`: packed, the room the lane's label takes in a top corner, kept free.
LanePlan planLane(const Input &in, int lane, qreal innerW, bool packed, QRectF corner = QRectF())
{
    LanePlan plan;
    plan.groups = groupsOf(in, lane);
    plan.packed = packed;
    if (packed) {
        LaneSkyline sky(innerW);
        if (!corner.isEmpty())
            sky.raise(corner.x(), corner.width(), corner.bottom());
        for (const Group &g : plan.groups) {
            PlacedGroup p = placeGroup(g, innerW);
            auto [x, y] = sky.spot(std::min(p.width, innerW));
            bool narrow = false;
            if (y > 0 && g.block && !g.block->narrow.isEmpty()) {
                PlacedGroup q = placeGroup(g, innerW, true);
                const auto [nx, ny] = sky.spot(std::min(q.width, innerW));
                if (ny < y) {
                    p = std::move(q);
                    std::tie(x, y) = std::tie(nx, ny);
                    narrow = true;
                }
            }
            sky.raise(x, p.width + CanvasLayout::kGroupGap, y + p.height + CanvasLayout::kGroupRowGap);
            plan.narrow.push_back(narrow);
            plan.row.push_back(0);
            plan.x.push_back(x);
            plan.y.push_back(y);
            plan.height = std::max(plan.height, y + p.height);
            plan.placed.push_back(std::move(p));
        }
        plan.rows = plan.groups.empty() ? 0 : 1;
        return plan;
    }
    qreal x = 0;
    for (const Group &g : plan.groups) {
        PlacedGroup p = placeGroup(g, innerW);
        bool narrow = false;
        if (x > 0 && x + p.width > innerW && g.block && !g.block->narrow.isEmpty()) {
            PlacedGroup q = placeGroup(g, innerW, true);
            if (x + q.width <= innerW) {
                p = std::move(q);
                narrow = true;
            }
        }
        plan.narrow.push_back(narrow);
        if (x > 0 && x + p.width > innerW) {
            ++plan.rows;
            x = 0;
        }
        if (plan.rows == 0)
            plan.rows = 1;
        plan.row.push_back(plan.rows - 1);
        plan.x.push_back(x);
        plan.y.push_back(0);
        x += p.width + CanvasLayout::kGroupGap;
        plan.placed.push_back(std::move(p));
    }
    return plan;
}

// Where the grad_fn edges run: a track in the band over each row they pass along.
struct GradTracks {
    using Row = std::pair<int, int>;        // lane, row
    struct Spot {
        Row row;
        QRectF card;          // x in the scene, y from its row's top
        qreal groupRight = 0; // in the scene
        // Below the first row of cards of its group: its edges climb out beside the group.
        bool lower() const { return card.top() > 0; }
        qreal bandX() const { return lower() ? groupRight : card.center().x(); }
    };
    std::map<quint64, Spot> spots;          // by object id
    std::map<Row, int> count;               // tracks in a row's band
    std::map<std::pair<int, bool>, int> of; // (edge, at its source's row) -> track

    qreal band(Row row) const
    {
        auto it = count.find(row);
        return it == count.end() ? 0 : CanvasLayout::kGradBandPad + CanvasLayout::kGradTrack * it->second;
    }
};

qreal gutterX(qreal innerLeft, int crossing)
{
    return innerLeft - 3 - CanvasLayout::kGradGutterStep * (crossing % 3);
}

GradTracks gradTracks(const Input &in, const LanePlan plans[2], qreal innerLeft)
{
    GradTracks tracks;
    for (int lane = 0; lane < 2; ++lane)
        for (size_t g = 0; g < plans[lane].groups.size(); ++g)
            for (int i = 0; i < plans[lane].groups[g].cards.size(); ++i)
                tracks.spots[plans[lane].groups[g].cards[i]->objectId] = {
                    {lane, plans[lane].row[g]}, plans[lane].placed[g].cards[i].translated(innerLeft + plans[lane].x[g], 0),
                    innerLeft + plans[lane].x[g] + plans[lane].placed[g].width};
    // Each edge's stretch along a band; the shortest nearest the cards, so nested edges never cross.
    std::map<GradTracks::Row, std::vector<std::tuple<qreal, int, bool>>> along;
    for (int e = 0; e < in.gradEdges.size(); ++e) {
        auto from = tracks.spots.find(in.gradEdges[e].from), to = tracks.spots.find(in.gradEdges[e].to);
        if (from == tracks.spots.end() || to == tracks.spots.end())
            continue;
        const qreal xs = from->second.bandX(), xt = to->second.bandX();
        if (from->second.row == to->second.row) {
            along[from->second.row].push_back({std::abs(xs - xt), e, true});
        } else {
            along[from->second.row].push_back({xs - innerLeft, e, true});
            along[to->second.row].push_back({xt - innerLeft, e, false});
        }
    }
    for (auto &[row, stretches] : along) {
        std::stable_sort(stretches.begin(), stretches.end(), [](auto &a, auto &b) { return std::get<0>(a) < std::get<0>(b); });
        tracks.count[row] = int(stretches.size());
        for (size_t t = 0; t < stretches.size(); ++t)
            tracks.of[{std::get<1>(stretches[t]), std::get<2>(stretches[t])}] = int(t);
    }
    return tracks;
}

// Routes the edges once every row has its place: ends spread over each card's top edge in
// the order of where their other ends are, so edges leave and arrive side by side.
QVector<CanvasLayoutResult::GradRoute> routeGradEdges(const Input &in, const GradTracks &tracks, const CanvasLayoutResult &out,
                                                      const std::map<GradTracks::Row, qreal> &rowTop, qreal innerLeft)
{
    using L = CanvasLayout;
    QVector<CanvasLayoutResult::GradRoute> routes(in.gradEdges.size());
    auto trackY = [&](GradTracks::Row row, int track) { return rowTop.at(row) - L::kGradBandPad / 2 - L::kGradTrack * (track + 0.5); };
    std::map<int, qreal> gutter; // by edge, for those between rows
    std::map<quint64, std::vector<std::tuple<qreal, int, bool>>> ends; // by card: (other end's x, edge, is the start)
    for (int e = 0; e < in.gradEdges.size(); ++e) {
        const auto &edge = in.gradEdges[e];
        if (!tracks.of.count({e, true}))
            continue;
        const auto &from = tracks.spots.at(edge.from), &to = tracks.spots.at(edge.to);
        qreal otherOfFrom = to.bandX(), otherOfTo = from.bandX();
        if (from.row != to.row) {
            const qreal g = gutterX(innerLeft, int(gutter.size()));
            gutter[e] = g;
            otherOfFrom = otherOfTo = g;
        }
        ends[edge.from].push_back({otherOfFrom, e, true});
        ends[edge.to].push_back({otherOfTo, e, false});
    }
    std::map<std::pair<int, bool>, QPointF> anchor;
    for (auto &[id, list] : ends) {
        std::stable_sort(list.begin(), list.end(), [](auto &a, auto &b) { return std::get<0>(a) < std::get<0>(b); });
        const QRectF card = out.cards.at(id);
        for (size_t k = 0; k < list.size(); ++k)
            anchor[{std::get<1>(list[k]), std::get<2>(list[k])}] =
                QPointF(card.left() + card.width() * qreal(k + 1) / qreal(list.size() + 1), card.top());
    }
    // From a card's top to where the edge rises into its row's band. A card under the first
    // row of its group climbs out along the free strip above it (under the storage arrows'
    // tracks there, kChannelBase high) to the gap right of the group: each end of a row of
    // cards at its own height (six fit) and riser.
    std::map<std::tuple<GradTracks::Row, qreal, qreal>, int> climbers; // by group and row of cards
    auto climb = [&](const GradTracks::Spot &spot, const QPointF &at) {
        QPolygonF path{at};
        if (spot.lower()) {
            const int j = climbers[{spot.row, spot.groupRight, spot.card.top()}]++;
            const qreal y = at.y() - 3 - 2 * (j % 6);
            path << QPointF(at.x(), y) << QPointF(spot.groupRight + 6 + L::kGradGutterStep * (j % 8), y);
        }
        return path;
    };
    for (int e = 0; e < in.gradEdges.size(); ++e) {
        if (!tracks.of.count({e, true}))
            continue;
        const auto &from = tracks.spots.at(in.gradEdges[e].from), &to = tracks.spots.at(in.gradEdges[e].to);
        const QPolygonF out = climb(from, anchor.at({e, true}));
        QPolygonF into = climb(to, anchor.at({e, false}));
        std::reverse(into.begin(), into.end());
        const qreal ys = trackY(from.row, tracks.of.at({e, true}));
        QPolygonF &route = routes[e].route;
        route << out << QPointF(out.last().x(), ys);
        // The grad_fn's name where the edge turns into the band: over its own tensor.
        routes[e].label = route.last();
        qreal y = ys;
        if (auto g = gutter.find(e); g != gutter.end()) {
            y = trackY(to.row, tracks.of.at({e, false}));
            route << QPointF(g->second, ys) << QPointF(g->second, y);
        }
        route << QPointF(into.first().x(), y) << into;
    }
    return routes;
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

    const bool packed = in.gradEdges.isEmpty() && !in.rows;
    // Packed, a one-line label takes only the lane's top-right corner: groups fill in from the
    // left beside and under it (so a group's place still depends only on what comes before).
    LanePlan plans[2];
    for (int lane = 0; lane < 2; ++lane) {
        const QSizeF label = in.laneLabel[lane];
        QRectF corner;
        if (packed && !label.isEmpty() && label.width() + kGroupGap <= contentW) {
            const qreal left = innerW + 2 * kLanePadding - label.width() - kGroupGap;
            corner = QRectF(left, 0, innerW - left, label.height() - kLanePadding + kGroupRowGap);
            out.labelRight[lane] = true;
        }
        plans[lane] = planLane(in, lane, innerW, packed, corner);
    }
    const GradTracks tracks = gradTracks(in, plans, innerLeft);
    std::map<GradTracks::Row, qreal> rowTops;
    for (int lane = 0; lane < 2; ++lane) {
        const LanePlan &plan = plans[lane];
        const qreal laneTop = y;
        const qreal contentTop = y + (out.labelRight[lane] ? kLanePadding : in.laneHeaderHeight[lane]);
        qreal rowTop = contentTop, rowH = 0;
        for (size_t k = 0; k < plan.groups.size(); ++k) {
            const Group &g = plan.groups[k];
            const PlacedGroup &p = plan.placed[k];
            if (k == 0 || plan.row[k] != plan.row[k - 1]) {
                if (k > 0) {
                    rowTop += rowH + kGroupRowGap;
                    rowH = 0;
                }
                rowTop += tracks.band({lane, plan.row[k]});
                rowTops[{lane, plan.row[k]}] = rowTop;
            }
            const QPointF origin(innerLeft + plan.x[k], plan.packed ? contentTop + plan.y[k] : rowTop);
            if (g.block) {
                out.blocks[g.block->storageId] = p.block.translated(origin);
                if (plan.narrow[k])
                    out.narrowBlocks.insert(g.block->storageId);
                out.groups[g.block->storageId] = QRectF(origin, QSizeF(p.width, p.height));
            }
            for (int i = 0; i < g.cards.size(); ++i) {
                out.cards[g.cards[i]->objectId] = p.cards[i].translated(origin);
                if (!p.arrows[i].isEmpty())
                    out.arrows[g.cards[i]->objectId] = p.arrows[i].translated(origin);
            }
            rowH = std::max(rowH, plan.packed ? plan.y[k] + p.height : p.height);
            right = std::max(right, origin.x() + p.width + kLanePadding);
        }
        // An empty memory is just its label.
        qreal contentBottom = plan.groups.empty() ? contentTop - kLanePadding + kEmptyLane : rowTop + rowH;
        if (out.labelRight[lane])
            contentBottom = std::max(contentBottom, laneTop + in.laneLabel[lane].height() - kLanePadding);
        out.lanes[lane] = QRectF(kMargin, laneTop, 0, contentBottom + kLanePadding - laneTop);
        y = out.lanes[lane].bottom() + kLaneGap;
    }
    for (QRectF &lane : out.lanes)
        lane.setRight(right);
    out.gradRoutes = routeGradEdges(in, tracks, out, rowTops, innerLeft);
    out.bounds = QRectF(0, 0, right + kMargin, y - kLaneGap + kMargin);
    return out;
}

} // namespace tl::ui
