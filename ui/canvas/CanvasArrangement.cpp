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

CanvasDetail CanvasArrangement::richer(CanvasDetail detail)
{
    return detail == CanvasDetail::Minimal ? CanvasDetail::Compact : CanvasDetail::Full;
}

CanvasLayoutInput CanvasArrangement::input(const CanvasItems &items, qreal width, CanvasDetail detail, bool dry, bool focusRicher)
{
    CanvasLayoutInput in;
    const qreal content = std::max<qreal>(width - 2 * CanvasLayout::kMargin, 120);
    const qreal inner = content - 2 * CanvasLayout::kLanePadding;
    in.width = width;
    in.captionHeight = items.caption->heightFor(content);
    in.laneHeaderHeight[0] = items.hostLane->headerHeight(content);
    in.laneHeaderHeight[1] = items.gpuLane->headerHeight(content);
    in.laneLabel[0] = items.hostLane->labelExtent(content);
    in.laneLabel[1] = items.gpuLane->labelExtent(content);
    for (const auto &[id, block] : items.blocks) {
        const int lane = block->info().isCuda() ? 1 : 0;
        if (block->isFading()) { // as it was, where it was, until it is gone
            const QSizeF reserve = items.groupSize.count(id) ? items.groupSize.at(id) : QSizeF();
            in.blocks.push_back({id, lane, block->boundingRect().size(), reserve, QSizeF()});
            continue;
        }
        if (!dry)
            block->setLayout(detail, inner, block->allowsHeaderBeside()); // its cells: where arrows land
        const QSizeF low = block->sizeFor(detail, inner, true), narrow = block->sizeFor(detail, inner, false);
        in.blocks.push_back({id, lane, low, QSizeF(), narrow != low ? narrow : QSizeF()});
    }
    // Arrows into the same cell arrive side by side, in the order of their cards.
    std::map<std::pair<quint64, qint64>, int> intoCell, placed;
    for (const auto &[id, card] : items.cards)
        ++intoCell[{card->info().storageId, card->info().storageOffset}];
    for (const auto &[id, card] : items.cards) {
        const ObjectInfo &o = card->info();
        // Older objects give up their values before the last statement's do.
        const CanvasDetail own = focusRicher && items.focus.count(id) ? richer(detail) : detail;
        if (!dry)
            card->setDetail(own);
        const int lane = o.device.isCuda() ? 1 : 0;
        CanvasLayoutInput::Card c{id, o.storageId, lane, dry ? card->sizeFor(own) : card->boundingRect().size(), {}};
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

QRectF CanvasArrangement::apply(CanvasItems &items, qreal width, CanvasDetail detail, bool focusRicher)
{
    const CanvasLayoutResult r = CanvasLayout::compute(input(items, width, detail, false, focusRicher));
    items.caption->setWidth(r.caption.width());
    items.caption->setPos(r.caption.topLeft());
    items.hostLane->setRect(r.lanes[0], r.labelRight[0]);
    items.gpuLane->setRect(r.lanes[1], r.labelRight[1]);
    items.groupSize.clear();
    for (const auto &[id, block] : items.blocks) {
        if (!block->isFading())
            block->setLayout(detail, std::max<qreal>(width - 2 * CanvasLayout::kMargin, 120) - 2 * CanvasLayout::kLanePadding,
                             !r.narrowBlocks.count(id));
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
