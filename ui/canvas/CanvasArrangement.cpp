#include "CanvasArrangement.h"

#include "ArrowItem.h"
#include "CaptionItem.h"
#include "GradEdgeItem.h"
#include "LaneItem.h"
#include "ObjectCardItem.h"
#include "StorageBlockItem.h"
#include "session/NumberText.h"

#include <algorithm>

namespace tl::ui {

CanvasLayoutInput CanvasArrangement::input(const CanvasItems &items, qreal width, CanvasDetail detail, bool dry)
{
    CanvasLayoutInput in;
    const qreal content = std::max<qreal>(width - 2 * CanvasLayout::kMargin, 120);
    const qreal inner = content - 2 * CanvasLayout::kLanePadding;
    in.width = width;
    in.captionHeight = items.caption->heightFor(content);
    in.laneHeaderHeight[0] = items.hostLane->headerHeight(content);
    in.laneHeaderHeight[1] = items.gpuLane->headerHeight(content);
    for (const auto &[id, block] : items.blocks) {
        if (!dry)
            block->setLayout(detail, inner);
        const QSizeF reserve = block->isFading() && items.groupSize.count(id) ? items.groupSize.at(id) : QSizeF();
        in.blocks.push_back({id, block->info().isCuda() ? 1 : 0, dry ? block->sizeFor(detail, inner) : block->boundingRect().size(), reserve});
    }
    // Arrows into the same cell arrive side by side, in the order of their cards.
    std::map<std::pair<quint64, qint64>, int> intoCell, placed;
    for (const auto &[id, card] : items.cards)
        ++intoCell[{card->info().storageId, card->info().storageOffset}];
    for (const auto &[id, card] : items.cards) {
        const ObjectInfo &o = card->info();
        if (!dry)
            card->setDetail(detail);
        const int lane = o.device.startsWith(QLatin1String("cuda")) ? 1 : 0;
        CanvasLayoutInput::Card c{id, o.storageId, lane, dry ? card->sizeFor(detail) : card->boundingRect().size(), {}};
        if (StorageBlockItem *block = items.block(o.storageId); block && !dry) {
            const std::pair<quint64, qint64> key{o.storageId, o.storageOffset};
            const int i = ++placed[key];
            c.target = block->cellAnchor(o.storageOffset, qreal(i) / qreal(intoCell[key] + 1));
        }
        in.cards.push_back(c);
    }
    for (const auto &[ends, edge] : items.gradEdges)
        in.gradEdges.push_back({ends.first, ends.second});
    return in;
}

QRectF CanvasArrangement::apply(CanvasItems &items, qreal width, CanvasDetail detail)
{
    const CanvasLayoutResult r = CanvasLayout::compute(input(items, width, detail, false));
    items.caption->setWidth(r.caption.width());
    items.caption->setPos(r.caption.topLeft());
    items.hostLane->setRect(r.lanes[0]);
    items.gpuLane->setRect(r.lanes[1]);
    items.groupSize.clear();
    for (const auto &[id, block] : items.blocks) {
        block->setPos(r.blocks.at(id).topLeft());
        items.groupSize[id] = r.groups.at(id).size();
    }
    for (const auto &[id, card] : items.cards)
        card->setPos(r.cards.at(id).topLeft());
    for (const auto &[id, arrow] : items.arrows) {
        const ObjectInfo &o = items.cards.at(id)->info();
        const auto route = r.arrows.find(id);
        StorageBlockItem *block = items.block(o.storageId);
        arrow->setVisible(route != r.arrows.end() && block);
        if (!arrow->isVisible())
            continue;
        arrow->setRoute(route->second, o.storageOffset);
        // Many views scattered over a big storage: an arrow into a gap says which element.
        const bool undrawn = block->info().numel > 0 && !block->blockSlots().isShown(o.storageOffset);
        arrow->setNote(undrawn ? QStringLiteral("element %1").arg(NumberText::grouped(o.storageOffset)) : QString());
    }
    int e = 0;
    for (const auto &[ends, edge] : items.gradEdges) {
        const auto &route = r.gradRoutes[e++];
        edge->setVisible(!route.route.isEmpty());
        edge->setRoute(route.route, route.label);
    }
    return r.bounds;
}

} // namespace tl::ui
