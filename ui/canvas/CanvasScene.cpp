#include "CanvasScene.h"

#include "ArrowItem.h"
#include "CanvasArrangement.h"
#include "CanvasGestures.h"
#include "CaptionItem.h"
#include "explain/ElementAddress.h"
#include "GradEdgeItem.h"
#include "LaneItem.h"
#include "StorageBlockItem.h"
#include "TransferItem.h"
#include "session/NumberText.h"
#include "session/Session.h"

#include <QGraphicsSceneContextMenuEvent>

#include <algorithm>

namespace tl::ui {

namespace {

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
    : QGraphicsScene(parent), session_(session), palette_(CanvasPalette::light()), factory_(session, &palette_), selection_(session)
{
    qRegisterMetaType<tl::ui::ObjectCardItem::Toggle>();
    // Items move when the layout changes; a BSP index would be rebuilt on every move.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    items_.hostLane = new LaneItem(QStringLiteral("cpu"), QStringLiteral("Host RAM (cpu)"), &palette_);
    items_.gpuLane = new LaneItem(QStringLiteral("cuda"), session_->cudaLabel(), &palette_);
    items_.caption = new CaptionItem(&palette_);
    addItem(items_.hostLane);
    addItem(items_.gpuLane);
    addItem(items_.caption);
    applyPalette();
    connect(session_, &Session::modelChanged, this, [this] { sync(); });
    connect(session_, &Session::engineEvent, this, &CanvasScene::onEngineEvent);
    connect(session_, &Session::elementWritten, this, &CanvasScene::onElementWritten);
    connect(session_, &Session::copyPerformed, this, &CanvasScene::onCopyPerformed);
    connect(session_, &Session::errorRaised, this, &CanvasScene::onError);
    connect(this, &QGraphicsScene::selectionChanged, this, &CanvasScene::onSelectionChanged);
    gestures_ = new CanvasGestures(session_, &items_, &selection_, this);
    connect(gestures_, &CanvasGestures::elementClicked, this, &CanvasScene::selectElement);
    connect(gestures_, &CanvasGestures::elementEditRequested, this, &CanvasScene::elementEditRequested);
    connect(gestures_, &CanvasGestures::elementMenuRequested, this, &CanvasScene::elementMenuRequested);
    connect(gestures_, &CanvasGestures::codeRequested, this, &CanvasScene::codeRequested);
    sync();
}

CanvasScene::~CanvasScene()
{
    // Items go with the scene; they must not report into a half-destroyed scene.
    for (auto &[id, block] : items_.blocks)
        block->disconnect(this);
    for (auto &[id, card] : items_.cards)
        card->disconnect(this);
    disconnect(this, &QGraphicsScene::selectionChanged, this, &CanvasScene::onSelectionChanged);
}

void CanvasScene::setDark(bool dark)
{
    palette_ = CanvasPalette::forLook(dark, palette_.projector);
    applyPalette();
}

void CanvasScene::landCopies()
{
    for (TransferItem *transfer : itemsOfType<TransferItem>())
        delete transfer;
}

void CanvasScene::setProjector(bool projector)
{
    // Copies in flight were routed for the old sizes: they land at once.
    landCopies();
    palette_ = CanvasPalette::forLook(palette_.isDark(), projector);
    applyPalette();
}

void CanvasScene::applyPalette()
{
    setBackgroundBrush(palette_.background);
    for (auto &[id, card] : items_.cards)
        card->setColour(palette_.cardColour(colourSlot_[id]));
    for (auto &[id, arrow] : items_.arrows)
        arrow->setColour(palette_.cardColour(colourSlot_[id]), palette_.stroke);
    for (auto &[ends, edge] : items_.gradEdges)
        edge->applyPalette();
    if (!items_.cards.empty() || !items_.blocks.empty())
        sync(/*restyle=*/true);
    update();
}

// ---- following the model -------------------------------------------------------------------

void CanvasScene::sync(bool restyle)
{
    const SessionModel &m = session_->model();
    const LastAction last = session_->lastAction();
    // A statement that changed nothing to draw (print, import) leaves the marks of the
    // last one that did: its headline, its written cell and lit cards; so does a new look.
    // A step of a stepped script shows its own marks alone, whichever way it was reached.
    const bool keepMarks = restyle || (!last.ownMarksOnly && last.sentence.isEmpty() && last.badge == LastAction::Badge::None &&
                                       !(m.names.isEmpty() && m.storages.isEmpty()));
    if (last.ownMarksOnly && !restyle)
        for (TransferItem *transfer : itemsOfType<TransferItem>())
            delete transfer; // a copy of another step
    items_.gpuLane->setLabel(session_->cudaLabel());
    if (!keepMarks)
        selection_.forgetWrites();

    // A fresh session (reset): nothing of the old picture stays, not even what was fading.
    if (m.storages.isEmpty() && m.names.isEmpty())
        while (!items_.blocks.empty())
            removeBlock(items_.blocks.begin()->first);
    std::set<quint64> present;
    for (const StorageInfo &s : m.storages) {
        present.insert(s.id);
        StorageBlockItem *block = blockForStorage(s.id);
        if (block && block->isFading() && s.alive) { // an id reused by a fresh runtime
            removeBlock(s.id);
            block = nullptr;
        }
        if (!block)
            block = addBlock(s);
        else
            block->setInfo(s);
        if (!keepMarks)
            block->clearWritten();
        block->invalidateValues(writtenStorages_.count(s.id) > 0);
        if (!s.alive)
            block->startFade();
    }
    writtenStorages_.clear();
    for (auto it = items_.blocks.begin(); it != items_.blocks.end();) {
        const quint64 id = it->first;
        ++it;
        if (!present.count(id) && !items_.blocks[id]->isFading())
            removeBlock(id);
    }

    // Objects: a card each; a card keeps its colour for the object's life.
    std::set<quint64> objects;
    QList<quint64> added;
    for (const ObjectInfo &o : m.objects) {
        objects.insert(o.objectId);
        ObjectCardItem *card = cardForObject(o.objectId);
        if (!card) {
            const int slot = freeColourSlot();
            colourSlot_[o.objectId] = slot;
            card = factory_.card(o, slot);
            addItem(card);
            items_.cards[o.objectId] = card;
            ArrowItem *arrow = factory_.arrow(o, slot);
            addItem(arrow);
            items_.arrows[o.objectId] = arrow;
            gestures_->watch(card);
            added << o.objectId;
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
    for (auto it = items_.cards.begin(); it != items_.cards.end();) {
        if (objects.count(it->first)) {
            ++it;
            continue;
        }
        const quint64 id = it->first;
        ObjectCardItem *card = it->second;
        it = items_.cards.erase(it);
        delete items_.arrows[id];
        items_.arrows.erase(id);
        colourSlot_.erase(id);
        card->disconnect(this);
        delete card; // if it was selected, selectionChanged reports that nothing is
    }

    // Which cells each object sees, in its colour; where their arrows land.
    for (auto &[id, block] : items_.blocks) {
        QVector<StorageBlockItem::Viewer> viewers;
        QVector<qint64> targets;
        for (const ObjectInfo *o : m.objectsOn(id)) {
            viewers.push_back({o->objectId, palette_.cardColour(colourSlot_[o->objectId]), geometryKey(*o), o->sizes, o->strides,
                               o->storageOffset});
            if (!targets.contains(o->storageOffset))
                targets.push_back(o->storageOffset);
        }
        block->setViewers(viewers);
        block->setArrowTargets(targets);
    }
    selection_.validate();
    selection_.mark(items_);
    for (auto &[id, card] : items_.cards)
        card->settle();

    if (!keepMarks) {
        items_.focus.clear();
        for (quint64 id : added)
            items_.focus.insert(id);
        if (last.objectId != 0)
            items_.focus.insert(last.objectId);
    }
    for (auto it = items_.focus.begin(); it != items_.focus.end();)
        it = items_.cards.count(*it) ? std::next(it) : items_.focus.erase(it);
    if (!keepMarks) {
        QString sentence = last.sentence;
        if (!gestures_->moveNote().isEmpty() && last.badge != LastAction::Badge::Error)
            sentence += QStringLiteral("; ") + gestures_->moveNote();
        items_.caption->setText(sentence, last.badgeText(), last.badge);
    }
    syncGradEdges();
    arrange();
    if (!added.isEmpty())
        emit objectsAdded(added);
}

void CanvasScene::setGradEdgesShown(bool shown)
{
    if (shown == gradEdgesShown_)
        return;
    gradEdgesShown_ = shown;
    syncGradEdges();
    arrange(); // the bands above the cards come and go with the edges
}

void CanvasScene::syncGradEdges()
{
    // The edges the model reports now; an edge that stays keeps its item.
    std::map<std::pair<quint64, quint64>, GradEdgeItem *> kept;
    if (gradEdgesShown_)
        for (const ObjectInfo &o : session_->model().objects)
            for (quint64 input : o.gradInputs) {
                const std::pair<quint64, quint64> ends{o.objectId, input};
                GradEdgeItem *edge = nullptr;
                if (auto it = items_.gradEdges.find(ends); it != items_.gradEdges.end()) {
                    edge = it->second;
                    items_.gradEdges.erase(it);
                    edge->setLabel(o.gradFn);
                } else {
                    edge = factory_.gradEdge(o, input);
                    addItem(edge);
                }
                kept[ends] = edge;
            }
    for (auto &[ends, edge] : items_.gradEdges)
        delete edge;
    items_.gradEdges = std::move(kept);
}

StorageBlockItem *CanvasScene::addBlock(const StorageInfo &storage)
{
    StorageBlockItem *block = factory_.block(storage);
    addItem(block);
    items_.blocks[storage.id] = block;
    connect(block, &StorageBlockItem::fadeFinished, this, &CanvasScene::onFadeFinished);
    gestures_->watch(block);
    return block;
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

void CanvasScene::removeBlock(quint64 storageId)
{
    auto it = items_.blocks.find(storageId);
    if (it == items_.blocks.end())
        return;
    it->second->disconnect(this);
    it->second->deleteLater();
    removeItem(it->second);
    items_.blocks.erase(it);
}

void CanvasScene::onFadeFinished(quint64 storageId)
{
    removeBlock(storageId);
    session_->releaseFadedStorage(storageId);
    arrange();
}

// ---- layout ------------------------------------------------------------------------------------

void CanvasScene::setLayout(qreal width, CanvasDetail detail, bool focusRicher)
{
    if (width == width_ && detail == detail_ && focusRicher == focusRicher_)
        return;
    width_ = width;
    detail_ = detail;
    focusRicher_ = focusRicher;
    arrange();
}

QSizeF CanvasScene::measure(qreal width, CanvasDetail detail, bool focusRicher) const
{
    return CanvasLayout::compute(CanvasArrangement::input(items_, width, detail, true, focusRicher)).bounds.size();
}

void CanvasScene::arrange()
{
    // The new scene rect may make the view ask for another width: then once more.
    if (arranging_) {
        arrangeAgain_ = true;
        return;
    }
    arranging_ = true;
    do {
        arrangeAgain_ = false;
        arrangeOnce();
    } while (arrangeAgain_);
    arranging_ = false;
}

void CanvasScene::arrangeOnce() { setSceneRect(CanvasArrangement::apply(items_, width_, detail_, focusRicher_)); }

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
        selection_.setWritten(alias.objectId, alias.index);
        // (Its values were read after the statement: sync() ran before this.)
        if (ObjectCardItem *card = cardForObject(alias.objectId); card && !alias.label.isEmpty()) {
            card->setLit(QStringLiteral("%1: %2 → %3").arg(alias.label, write.oldValue, write.newValue));
            items_.focus.insert(alias.objectId);
        }
    }
    selection_.mark(items_);
    arrange();
    if (StorageBlockItem *block = blockForStorage(write.storageId))
        emit elementWrittenAt(block->mapRectToScene(block->cellRect(write.elementIndex)));
}

void CanvasScene::onCopyPerformed(const CopyInfo &copy)
{
    auto box = [this](quint64 storageId, bool gpu) {
        if (StorageBlockItem *b = blockForStorage(storageId))
            return b->sceneBoundingRect();
        const QRectF lane = (gpu ? items_.gpuLane : items_.hostLane)->rect();
        return QRectF(lane.left() + 20, lane.top() + 10, 120, lane.height() - 20);
    };
    const bool srcGpu = copy.srcDevice.isCuda(), dstGpu = copy.dstDevice.isCuda();
    const QPainterPath path = TransferItem::route(box(copy.srcStorageId, srcGpu), box(copy.dstStorageId, dstGpu), srcGpu != dstGpu,
                                                  items_.hostLane->rect().right() - 8);
    QString label = QStringLiteral("%1 · %2").arg(NumberText::bytes(copy.bytes), copy.route());
    if (copy.durationNs >= 0) // not timed: a recording that did not measure it
        label += QStringLiteral(" · ") + CopyInfo::durationText(copy.durationNs);
    TransferItem *transfer = factory_.transfer(path, label);
    addItem(transfer);
    transfer->start();
}

void CanvasScene::onError(const ExecResult &error)
{
    // A statement that does not even parse changes no model: the headline says why here,
    // never what an earlier statement did.
    const QString line = error.lastLine();
    LastAction failed;
    failed.badge = LastAction::Badge::Error;
    items_.caption->setText(line, failed.badgeText(), LastAction::Badge::Error);
    arrange();
}

// ---- gestures ----------------------------------------------------------------------------------------

void CanvasScene::toggle(quint64 objectId, ObjectCardItem::Toggle which) { gestures_->toggle(objectId, which); }

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
    if (!selection_.setObject(selected))
        return;
    selection_.mark(items_);
    for (auto &[id, arrow] : items_.arrows)
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
    ObjectCardItem *card = cardForObject(selection_.object());
    return card ? card->name() : QString();
}

void CanvasScene::selectElement(quint64 storageId, qint64 element)
{
    if (!selection_.setElement(storageId, element))
        return;
    selection_.mark(items_);
    arrange(); // the block may show other cells now
    const auto [storage, selected] = selection_.element();
    emit elementSelected(storage, selected);
}

QRectF CanvasScene::focusRect() const
{
    QRectF r = items_.caption->sceneBoundingRect();
    for (quint64 id : items_.focus)
        if (ObjectCardItem *card = cardForObject(id))
            r |= card->sceneBoundingRect();
    for (const auto &[id, block] : items_.blocks)
        for (qint64 e : block->writtenCells())
            r |= block->mapRectToScene(block->cellRect(e));
    return r;
}

QRectF CanvasScene::selectedElementRect() const
{
    const auto [storage, element] = selection_.element();
    StorageBlockItem *block = blockForStorage(storage);
    return block ? block->mapRectToScene(block->cellRect(element)) : QRectF();
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
    QGraphicsScene::contextMenuEvent(event); // a block's cell has its own menu
}

// ---- lookups ------------------------------------------------------------------------------------

ObjectCardItem *CanvasScene::cardForName(const QString &name) const
{
    for (const auto &[id, card] : items_.cards)
        if (card->info().names.contains(name))
            return card;
    return nullptr;
}

ObjectCardItem *CanvasScene::cardForObject(quint64 objectId) const { return items_.card(objectId); }

StorageBlockItem *CanvasScene::blockForStorage(quint64 storageId) const { return items_.block(storageId); }

ArrowItem *CanvasScene::arrowForName(const QString &name) const
{
    ObjectCardItem *card = cardForName(name);
    return card ? items_.arrows.at(card->objectId()) : nullptr;
}

LaneItem *CanvasScene::laneForDevice(const tl::Device &device) const { return device.isCuda() ? items_.gpuLane : items_.hostLane; }

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
    for (const auto &[id, card] : items_.cards)
        if (card->isLit())
            out << card->litLabel();
    out.sort();
    return out;
}

} // namespace tl::ui
