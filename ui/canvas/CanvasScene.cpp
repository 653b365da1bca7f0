#include "CanvasScene.h"

#include "ArrowItem.h"
#include "CaptionItem.h"
#include "LaneItem.h"
#include "ObjectCardItem.h"
#include "StorageBlockItem.h"
#include "TransferItem.h"
#include "session/Session.h"

#include <QGraphicsSceneContextMenuEvent>

#include <algorithm>
#include <set>

namespace tl::ui {

namespace {

constexpr qreal kMargin = 24;
constexpr qreal kLaneGap = 90;        // room for copies to travel between memories
constexpr qreal kLanePadding = 18;
constexpr qreal kBlockGap = 48;
constexpr qreal kCardGap = 18;
constexpr qreal kChannelBase = 28;    // height of the arrow channel with no arrow in it
constexpr qreal kChannelStep = 14;    // one more horizontal track per arrow
constexpr qreal kMinLaneWidth = 960;
constexpr qreal kMinLaneContent = 150;

QString geometryKey(const ObjectInfo &o)
{
    QStringList parts;
    for (qint64 s : o.sizes)
        parts << QString::number(s);
    parts << QStringLiteral("|");
    for (qint64 s : o.strides)
        parts << QString::number(s);
    parts << QStringLiteral("|") << QString::number(o.storageOffset);
    return parts.join(QLatin1Char(','));
}

} // namespace

CanvasScene::CanvasScene(Session *session, QObject *parent)
    : QGraphicsScene(parent), session_(session), palette_(CanvasPalette::light())
{
    // Items move when layout changes; a BSP index would be rebuilt on every move.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    hostLane_ = new LaneItem(QStringLiteral("cpu"), QStringLiteral("Host RAM (cpu)"), &palette_);
    gpuLane_ = new LaneItem(QStringLiteral("cuda"), session_->cudaLabel(), &palette_);
    caption_ = new CaptionItem(&palette_);
    addItem(hostLane_);
    addItem(gpuLane_);
    addItem(caption_);
    applyPalette();
    connect(session_, &Session::modelChanged, this, &CanvasScene::sync);
    connect(session_, &Session::engineEvent, this, &CanvasScene::onEngineEvent);
    connect(session_, &Session::elementWritten, this, &CanvasScene::onElementWritten);
    connect(session_, &Session::copyPerformed, this, &CanvasScene::onCopyPerformed);
    connect(this, &QGraphicsScene::selectionChanged, this, &CanvasScene::onSelectionChanged);
    sync();
}

CanvasScene::~CanvasScene()
{
    // Items go with the scene; blocks must not report fades into a half-destroyed scene.
    for (auto &[id, block] : blocks_)
        block->disconnect(this);
    disconnect(this, &QGraphicsScene::selectionChanged, this, &CanvasScene::onSelectionChanged);
}

void CanvasScene::setDark(bool dark)
{
    dark_ = dark;
    palette_ = dark ? CanvasPalette::dark() : CanvasPalette::light();
    applyPalette();
}

void CanvasScene::applyPalette()
{
    setBackgroundBrush(palette_.background);
    for (auto &[id, card] : cards_)
        card->setColour(palette_.cardColour(colourSlot_[id]));
    for (auto &[id, arrow] : arrows_)
        arrow->setColour(palette_.cardColour(colourSlot_[id]));
    if (!cards_.empty() || !blocks_.empty())
        sync();
    update();
}

qreal CanvasScene::contentLeft() const { return kMargin + LaneItem::kLabelWidth + 12; }

// ---- following the model -------------------------------------------------------------------

void CanvasScene::sync()
{
    const SessionModel &m = session_->model();
    const LastAction last = session_->lastAction();
    // A statement that changed nothing to draw (print, import) leaves the marks of the
    // last one that did: its sentence, its written cell and lit cards.
    const bool keepMarks = last.sentence.isEmpty() && last.badge == LastAction::Badge::None &&
                           !(m.names.isEmpty() && m.storages.isEmpty());
    gpuLane_->setLabel(session_->cudaLabel());

    // A fresh session (reset): nothing of the old picture stays, not even what was fading.
    if (m.storages.isEmpty() && m.names.isEmpty()) {
        while (!blocks_.empty())
            removeBlock(blocks_.begin()->first);
    }
    // Storages: new blocks get the next place in their lane; freed ones fade out.
    std::set<quint64> present;
    for (const StorageInfo &s : m.storages) {
        present.insert(s.id);
        StorageBlockItem *block = blockForStorage(s.id);
        if (block && block->isFading() && s.alive) { // an id reused by a fresh runtime
            removeBlock(s.id);
            block = nullptr;
        }
        if (!block) {
            block = new StorageBlockItem(session_, s, !s.isCuda(), &palette_);
            addItem(block);
            blocks_[s.id] = block;
            blockX_[s.id] = placeNewBlock(block);
            connect(block, &StorageBlockItem::cellActivated, this, &CanvasScene::cellActivated);
            connect(block, &StorageBlockItem::fadeFinished, this, &CanvasScene::onFadeFinished);
        } else {
            block->setInfo(s);
        }
        if (!keepMarks)
            block->clearWritten();
        block->invalidateValues(writtenStorages_.count(s.id) > 0);
        if (!s.alive)
            block->startFade();
    }
    writtenStorages_.clear();
    for (auto it = blocks_.begin(); it != blocks_.end();) {
        const quint64 id = it->first;
        ++it;
        if (!present.count(id) && !blocks_[id]->isFading())
            removeBlock(id);
    }

    // Objects: a card each; a card keeps its place and colour for the object's life.
    std::set<quint64> objects;
    for (const ObjectInfo &o : m.objects) {
        objects.insert(o.objectId);
        ObjectCardItem *card = cardForObject(o.objectId);
        if (!card) {
            const int slot = freeColourSlot();
            colourSlot_[o.objectId] = slot;
            card = new ObjectCardItem(o, palette_.cardColour(slot), &palette_);
            addItem(card);
            cards_[o.objectId] = card;
            cardX_[o.objectId] = placeNewCard(card, o.device.startsWith(QLatin1String("cuda")));
            auto *arrow = new ArrowItem(o.objectId, o.storageId);
            arrow->setColour(palette_.cardColour(slot));
            addItem(arrow);
            arrows_[o.objectId] = arrow;
        } else {
            card->setInfo(o);
        }
        if (keepMarks)
            continue;
        card->setLit(QString());
        const bool badged = last.objectId == o.objectId && last.badge != LastAction::Badge::None &&
                            last.badge != LastAction::Badge::WrittenInPlace && last.badge != LastAction::Badge::Error;
        card->setBadge(badged ? last.badgeText() : QString());
    }
    for (auto it = cards_.begin(); it != cards_.end();) {
        if (objects.count(it->first)) {
            ++it;
            continue;
        }
        const quint64 id = it->first;
        ObjectCardItem *card = it->second;
        it = cards_.erase(it);
        delete arrows_[id];
        arrows_.erase(id);
        cardX_.erase(id);
        colourSlot_.erase(id);
        delete card; // if it was selected, selectionChanged reports that nothing is
    }

    // Which cells each object sees, in its colour.
    for (auto &[id, block] : blocks_) {
        QVector<StorageBlockItem::Viewer> viewers;
        for (const ObjectInfo *o : m.objectsOn(id))
            viewers.push_back({o->objectId, palette_.cardColour(colourSlot_[o->objectId]), geometryKey(*o)});
        block->setViewers(viewers);
        block->setSelectedObject(selectedObject_);
    }

    if (!keepMarks)
        caption_->setText(last.sentence, last.badgeText(), last.badge == LastAction::Badge::Error);
    layout();
}

int CanvasScene::freeColourSlot() const
{
    std::set<int> used;
    for (const auto &[id, slot] : colourSlot_)
        used.insert(slot);
    int slot = 0;
    while (used.count(slot))
        ++slot;
    return slot;
}

qreal CanvasScene::placeNewBlock(const StorageBlockItem *block)
{
    // After every block of its lane, and clear of the cards already above/below it, so
    // its own cards can sit right next to it.
    const bool gpu = block->info().isCuda();
    qreal x = 0;
    for (const auto &[id, other] : blocks_)
        if (other != block && other->info().isCuda() == gpu)
            x = std::max(x, blockX_[id] + other->boundingRect().width() + kBlockGap);
    for (const auto &[id, card] : cards_)
        if (card->info().device.startsWith(QLatin1String("cuda")) == gpu)
            x = std::max(x, cardX_[id] + ObjectCardItem::kWidth + kCardGap);
    return x;
}

qreal CanvasScene::placeNewCard(const ObjectCardItem *card, bool gpuLane)
{
    // Above (below) its storage if there is room, otherwise the first free place to the right.
    qreal x = blockX_.count(card->info().storageId) ? blockX_[card->info().storageId] : 0;
    bool moved = true;
    while (moved) {
        moved = false;
        for (const auto &[id, other] : cards_) {
            if (other == card || other->info().device.startsWith(QLatin1String("cuda")) != gpuLane)
                continue;
            const qreal ox = cardX_[id];
            if (x < ox + ObjectCardItem::kWidth + kCardGap && ox < x + ObjectCardItem::kWidth + kCardGap) {
                x = ox + ObjectCardItem::kWidth + kCardGap;
                moved = true;
            }
        }
    }
    return x;
}

void CanvasScene::removeBlock(quint64 storageId)
{
    auto it = blocks_.find(storageId);
    if (it == blocks_.end())
        return;
    it->second->disconnect(this);
    it->second->deleteLater();
    removeItem(it->second);
    blocks_.erase(it);
    blockX_.erase(storageId);
}

void CanvasScene::onFadeFinished(quint64 storageId)
{
    removeBlock(storageId);
    session_->releaseFadedStorage(storageId);
    layout();
}

// ---- layout ------------------------------------------------------------------------------------

void CanvasScene::layout()
{
    auto isGpuCard = [](const ObjectCardItem *c) { return c->info().device.startsWith(QLatin1String("cuda")); };
    qreal hostCardsHeight = 0, gpuCardsHeight = 0, hostBlocks = 0, gpuBlocks = 0;
    int hostArrows = 0, gpuArrows = 0;
    qreal right = contentLeft() + kMinLaneContent;
    for (const auto &[id, card] : cards_) {
        (isGpuCard(card) ? gpuCardsHeight : hostCardsHeight) =
            std::max(isGpuCard(card) ? gpuCardsHeight : hostCardsHeight, card->boundingRect().height());
        ++(isGpuCard(card) ? gpuArrows : hostArrows);
        right = std::max(right, contentLeft() + cardX_[id] + ObjectCardItem::kWidth);
    }
    for (const auto &[id, block] : blocks_) {
        qreal &tallest = block->info().isCuda() ? gpuBlocks : hostBlocks;
        tallest = std::max(tallest, block->boundingRect().height());
        right = std::max(right, contentLeft() + blockX_[id] + block->boundingRect().width());
    }
    if (cards_.empty() && blocks_.empty())
        hostCardsHeight_ = gpuCardsHeight_ = hostChannel_ = gpuChannel_ = hostBlocks_ = gpuBlocks_ = 0;
    hostCardsHeight_ = hostCardsHeight = std::max(hostCardsHeight_, hostCardsHeight);
    gpuCardsHeight_ = gpuCardsHeight = std::max(gpuCardsHeight_, gpuCardsHeight);
    hostBlocks_ = hostBlocks = std::max(hostBlocks_, hostBlocks);
    gpuBlocks_ = gpuBlocks = std::max(gpuBlocks_, gpuBlocks);
    const qreal hostChannel = hostChannel_ = std::max(hostChannel_, kChannelBase + kChannelStep * hostArrows);
    const qreal gpuChannel = gpuChannel_ = std::max(gpuChannel_, kChannelBase + kChannelStep * gpuArrows);

    caption_->setPos(kMargin, kMargin);
    hostCardsTop_ = kMargin + CaptionItem::kHeight + 16;
    const qreal hostChannelTop = hostCardsTop_ + hostCardsHeight;
    hostLaneTop_ = hostChannelTop + hostChannel;
    hostLaneBottom_ = hostLaneTop_ + std::max<qreal>(hostBlocks, 96) + 2 * kLanePadding;
    gpuLaneTop_ = hostLaneBottom_ + kLaneGap;
    gpuLaneBottom_ = gpuLaneTop_ + std::max<qreal>(gpuBlocks, 96) + 2 * kLanePadding;
    const qreal gpuChannelTop = gpuLaneBottom_;
    gpuCardsTop_ = gpuChannelTop + gpuChannel;

    const qreal laneWidth = std::max(kMinLaneWidth, right + kLanePadding - kMargin);
    hostLane_->setRect(QRectF(kMargin, hostLaneTop_, laneWidth, hostLaneBottom_ - hostLaneTop_));
    gpuLane_->setRect(QRectF(kMargin, gpuLaneTop_, laneWidth, gpuLaneBottom_ - gpuLaneTop_));
    caption_->setWidth(laneWidth);

    for (const auto &[id, block] : blocks_) {
        const qreal x = contentLeft() + blockX_[id];
        if (block->info().isCuda())
            block->setPos(x, gpuLaneBottom_ - kLanePadding - block->boundingRect().height());
        else
            block->setPos(x, hostLaneTop_ + kLanePadding);
    }
    for (const auto &[id, card] : cards_)
        card->setPos(contentLeft() + cardX_[id], isGpuCard(card) ? gpuCardsTop_ : hostCardsTop_);

    routeArrows(false, hostChannelTop, hostChannel);
    routeArrows(true, gpuChannelTop, gpuChannel);
    setSceneRect(QRectF(0, 0, laneWidth + 2 * kMargin, gpuCardsTop_ + gpuCardsHeight + kMargin));
}

void CanvasScene::routeArrows(bool gpuLane, qreal channelTop, qreal channelHeight)
{
    struct Route {
        ArrowItem *arrow;
        QPointF start;
        StorageBlockItem *block;
        qint64 cell;
        QPointF end;
    };
    std::vector<Route> routes;
    for (auto &[id, arrow] : arrows_) {
        ObjectCardItem *card = cards_.at(id);
        if (card->info().device.startsWith(QLatin1String("cuda")) != gpuLane)
            continue;
        StorageBlockItem *block = blockForStorage(card->info().storageId);
        arrow->setVisible(block != nullptr);
        if (!block)
            continue;
        const QRectF c = card->sceneBoundingRect();
        const QPointF start(c.center().x(), gpuLane ? c.top() : c.bottom());
        // The first element the object views: its [0, 0, ...], at the storage offset.
        routes.push_back({arrow, start, block, card->info().storageOffset, {}});
    }
    // Arrows into the same cell arrive side by side, in the order of their cards.
    std::sort(routes.begin(), routes.end(), [](const Route &a, const Route &b) { return a.start.x() < b.start.x(); });
    std::map<std::pair<quint64, qint64>, std::vector<Route *>> byCell;
    for (auto &r : routes)
        byCell[{r.block->storageId(), std::min(r.cell, r.block->drawnCells())}].push_back(&r);
    for (auto &[key, list] : byCell)
        for (size_t i = 0; i < list.size(); ++i)
            list[i]->end = list[i]->block->mapToScene(list[i]->block->cellAnchor(list[i]->cell, qreal(i + 1) / qreal(list.size() + 1)));
    // Tracks: leftward arrows in the order of their start, then rightward ones in reverse,
    // which keeps nested arrows from crossing each other's vertical legs.
    std::vector<Route *> left, rightward;
    for (auto &r : routes)
        (r.end.x() <= r.start.x() ? left : rightward).push_back(&r);
    std::reverse(rightward.begin(), rightward.end());
    std::vector<Route *> order(left.begin(), left.end());
    order.insert(order.end(), rightward.begin(), rightward.end());
    for (size_t i = 0; i < order.size(); ++i) {
        const qreal offset = kChannelBase / 2 + kChannelStep * qreal(i);
        const qreal y = gpuLane ? channelTop + channelHeight - offset : channelTop + offset;
        order[i]->arrow->setRoute(order[i]->start, y, order[i]->end, order[i]->cell);
    }
    // Arrows into the summarised part say which element they mean, their notes stacked.
    for (auto &[key, list] : byCell)
        for (size_t i = 0; i < list.size(); ++i) {
            Route *r = list[i];
            const bool undrawn = r->cell >= r->block->drawnCells() && r->block->info().numel > 0;
            r->arrow->setNote(undrawn ? QStringLiteral("element %1 (not drawn)").arg(r->cell) : QString(), int(list.size() - 1 - i));
        }
}

// ---- what just happened --------------------------------------------------------------------------

void CanvasScene::onEngineEvent(const tl::Event &event)
{
    // A single element write repaints just its cell (onElementWritten); bulk writes and
    // copies repaint the whole block at the next sync.
    if (event.type == tl::EventType::StorageWritten)
        writtenStorages_.insert(event.storageId);
    else if (event.type == tl::EventType::Copy)
        writtenStorages_.insert(event.dstStorageId);
}

void CanvasScene::onElementWritten(const ElementWrite &write)
{
    if (StorageBlockItem *block = blockForStorage(write.storageId))
        block->markWritten(write.elementIndex);
    for (const ElementAlias &alias : write.aliases) {
        if (alias.label.isEmpty())
            continue;
        if (ObjectCardItem *card = cardForObject(alias.objectId))
            card->setLit(QStringLiteral("%1: %2 → %3").arg(alias.label, write.oldValue, write.newValue));
    }
}

void CanvasScene::onCopyPerformed(const CopyInfo &copy)
{
    // From the side of the source block that faces away from its cards to the same side
    // of the destination: between lanes an S-curve across the gap, within a lane a loop
    // through the gap next to it. Never across cells or cards.
    const bool srcGpu = copy.srcDevice.startsWith(QLatin1String("cuda"));
    const bool dstGpu = copy.dstDevice.startsWith(QLatin1String("cuda"));
    auto box = [this](quint64 storageId, bool gpu) {
        if (StorageBlockItem *b = blockForStorage(storageId))
            return b->sceneBoundingRect();
        const QRectF lane = (gpu ? gpuLane_ : hostLane_)->rect();
        return QRectF(lane.left() + 20, lane.top() + 10, LaneItem::kLabelWidth - 40, lane.height() - 20);
    };
    const QRectF from = box(copy.srcStorageId, srcGpu), to = box(copy.dstStorageId, dstGpu);
    auto gapSide = [](const QRectF &r, bool gpu) { return QPointF(r.center().x(), gpu ? r.top() : r.bottom()); };
    const QPointF start = gapSide(from, srcGpu), end = gapSide(to, dstGpu);
    QPainterPath path(start);
    if (srcGpu != dstGpu) {
        const qreal midY = (start.y() + end.y()) / 2;
        path.cubicTo(QPointF(start.x(), midY), QPointF(end.x(), midY), end);
    } else {
        const qreal bulge = srcGpu ? -kLaneGap * 0.8 : kLaneGap * 0.8;
        path.cubicTo(start + QPointF(0, bulge), end + QPointF(0, bulge), end);
    }
    const QString label = QStringLiteral("%1 bytes · %2 · %3").arg(copy.bytes).arg(copy.route(), CopyInfo::durationText(copy.durationNs));
    auto *transfer = new TransferItem(path, label, &palette_);
    addItem(transfer);
    transfer->start();
}

// ---- selection and menus --------------------------------------------------------------------------

void CanvasScene::onSelectionChanged()
{
    quint64 selected = 0;
    QString name;
    for (QGraphicsItem *item : selectedItems())
        if (auto *card = qgraphicsitem_cast<ObjectCardItem *>(item)) {
            selected = card->objectId();
            name = card->name();
        }
    if (selected == selectedObject_)
        return;
    selectedObject_ = selected;
    for (auto &[id, block] : blocks_)
        block->setSelectedObject(selected);
    for (auto &[id, arrow] : arrows_)
        arrow->setZValue(id == selected ? 4 : 3);
    emit objectSelected(name);
}

void CanvasScene::selectName(const QString &name)
{
    ObjectCardItem *card = cardForName(name);
    clearSelection();
    if (card)
        card->setSelected(true);
}

QString CanvasScene::selectedName() const
{
    ObjectCardItem *card = cardForObject(selectedObject_);
    return card ? card->name() : QString();
}

void CanvasScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    for (QGraphicsItem *item : items(event->scenePos()))
        if (auto *card = qgraphicsitem_cast<ObjectCardItem *>(item)) {
            selectName(card->name());
            emit contextMenuRequested(card->name(), event->screenPos());
            event->accept();
            return;
        }
    QGraphicsScene::contextMenuEvent(event);
}

// ---- lookups ------------------------------------------------------------------------------------

ObjectCardItem *CanvasScene::cardForName(const QString &name) const
{
    for (const auto &[id, card] : cards_)
        if (card->info().names.contains(name))
            return card;
    return nullptr;
}

ObjectCardItem *CanvasScene::cardForObject(quint64 objectId) const
{
    auto it = cards_.find(objectId);
    return it == cards_.end() ? nullptr : it->second;
}

StorageBlockItem *CanvasScene::blockForStorage(quint64 storageId) const
{
    auto it = blocks_.find(storageId);
    return it == blocks_.end() ? nullptr : it->second;
}

ArrowItem *CanvasScene::arrowForName(const QString &name) const
{
    ObjectCardItem *card = cardForName(name);
    return card ? arrows_.at(card->objectId()) : nullptr;
}

LaneItem *CanvasScene::laneForDevice(const QString &device) const
{
    return device.startsWith(QLatin1String("cuda")) ? gpuLane_ : hostLane_;
}

QVector<qint64> CanvasScene::highlightedCells(quint64 storageId) const
{
    StorageBlockItem *block = blockForStorage(storageId);
    return block ? block->writtenCells() : QVector<qint64>();
}

QVector<qint64> CanvasScene::viewedCells(const QString &name) const
{
    ObjectCardItem *card = cardForName(name);
    StorageBlockItem *block = card ? blockForStorage(card->info().storageId) : nullptr;
    return block ? block->viewedCells(card->objectId()) : QVector<qint64>();
}

qint64 CanvasScene::arrowTargetCell(const QString &name) const
{
    ArrowItem *arrow = arrowForName(name);
    return arrow && arrow->isVisible() ? arrow->targetCell() : -1;
}

QStringList CanvasScene::litLabels() const
{
    QStringList out;
    for (const auto &[id, card] : cards_)
        if (card->isLit())
            out << card->litLabel();
    out.sort();
    return out;
}

} // namespace tl::ui
