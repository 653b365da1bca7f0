#include "CanvasScene.h"

#include "ArrowItem.h"
#include "CanvasCode.h"
#include "CaptionItem.h"
#include "ElementAddress.h"
#include "LaneItem.h"
#include "StorageBlockItem.h"
#include "TransferItem.h"
#include "ViewCoverage.h"
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

bool onGpu(const QString &device) { return device.startsWith(QLatin1String("cuda")); }

QString memoryName(const QString &device) { return onGpu(device) ? QStringLiteral("GPU memory") : QStringLiteral("Host RAM"); }

} // namespace

CanvasScene::CanvasScene(Session *session, QObject *parent)
    : QGraphicsScene(parent), session_(session), palette_(CanvasPalette::light()), factory_(session, &palette_)
{
    qRegisterMetaType<tl::ui::ObjectCardItem::Toggle>();
    // Items move when the layout changes; a BSP index would be rebuilt on every move.
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
    connect(session_, &Session::errorRaised, this, &CanvasScene::onError);
    connect(this, &QGraphicsScene::selectionChanged, this, &CanvasScene::onSelectionChanged);
    sync();
}

CanvasScene::~CanvasScene()
{
    // Items go with the scene; they must not report into a half-destroyed scene.
    for (auto &[id, block] : blocks_)
        block->disconnect(this);
    for (auto &[id, card] : cards_)
        card->disconnect(this);
    disconnect(this, &QGraphicsScene::selectionChanged, this, &CanvasScene::onSelectionChanged);
}

void CanvasScene::setDark(bool dark)
{
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

// ---- following the model -------------------------------------------------------------------

void CanvasScene::sync()
{
    const SessionModel &m = session_->model();
    const LastAction last = session_->lastAction();
    // A statement that changed nothing to draw (print, import) leaves the marks of the
    // last one that did: its headline, its written cell and lit cards.
    const bool keepMarks = last.sentence.isEmpty() && last.badge == LastAction::Badge::None &&
                           !(m.names.isEmpty() && m.storages.isEmpty());
    gpuLane_->setLabel(session_->cudaLabel());
    if (!keepMarks)
        writtenIndex_.clear();

    // A fresh session (reset): nothing of the old picture stays, not even what was fading.
    if (m.storages.isEmpty() && m.names.isEmpty())
        while (!blocks_.empty())
            removeBlock(blocks_.begin()->first);
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
    for (auto it = blocks_.begin(); it != blocks_.end();) {
        const quint64 id = it->first;
        ++it;
        if (!present.count(id) && !blocks_[id]->isFading())
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
            cards_[o.objectId] = card;
            ArrowItem *arrow = factory_.arrow(o, slot);
            addItem(arrow);
            arrows_[o.objectId] = arrow;
            connect(card, &ObjectCardItem::toggleClicked, this, &CanvasScene::toggle);
            connect(card, &ObjectCardItem::elementClicked, this, [this](quint64 id, const QVector<qint64> &index) {
                if (const ObjectInfo *obj = session_->model().object(id))
                    selectElement(obj->storageId, ViewCoverage::elementAt(obj->strides, obj->storageOffset, index));
            });
            connect(card, &ObjectCardItem::elementActivated, this, [this](quint64 id, const QVector<qint64> &index) {
                if (const ObjectInfo *obj = session_->model().object(id))
                    emit elementEditRequested(obj->storageId, ViewCoverage::elementAt(obj->strides, obj->storageOffset, index), id, false);
            });
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
        colourSlot_.erase(id);
        card->disconnect(this);
        delete card; // if it was selected, selectionChanged reports that nothing is
    }

    // Which cells each object sees, in its colour; where their arrows land.
    for (auto &[id, block] : blocks_) {
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
        block->setSelectedObject(selectedObject_);
    }
    const StorageInfo *selectedStorage = m.storage(selectedStorage_);
    if (!selectedStorage || !selectedStorage->alive || selectedElement_ >= selectedStorage->numel)
        selectedStorage_ = 0, selectedElement_ = -1;
    for (auto &[id, block] : blocks_)
        block->setSelectedElement(id == selectedStorage_ ? selectedElement_ : -1);
    markCards();

    if (!keepMarks) {
        QString sentence = last.sentence;
        if (!moveNote_.isEmpty() && last.badge != LastAction::Badge::Error)
            sentence += QStringLiteral("; ") + moveNote_;
        caption_->setText(sentence, last.badgeText(), last.badge == LastAction::Badge::Error);
    }
    arrange();
    if (!added.isEmpty())
        emit objectsAdded(added);
}

StorageBlockItem *CanvasScene::addBlock(const StorageInfo &storage)
{
    StorageBlockItem *block = factory_.block(storage);
    addItem(block);
    blocks_[storage.id] = block;
    connect(block, &StorageBlockItem::fadeFinished, this, &CanvasScene::onFadeFinished);
    connect(block, &StorageBlockItem::elementClicked, this, &CanvasScene::selectElement);
    connect(block, &StorageBlockItem::elementMenuRequested, this, &CanvasScene::elementMenuRequested);
    connect(block, &StorageBlockItem::elementActivated, this, [this](quint64 storageId, qint64 element, Qt::KeyboardModifiers mods) {
        // The name the user means: the selected object, when it sees the cell.
        const ObjectInfo *o = session_->model().object(selectedObject_);
        const quint64 meant = o && o->storageId == storageId && session_->sees(o->objectId, element) ? o->objectId : 0;
        emit elementEditRequested(storageId, element, meant, meant == 0 || (mods & Qt::ShiftModifier));
    });
    return block;
}

void CanvasScene::markCards()
{
    for (auto &[id, card] : cards_) {
        const ObjectInfo &o = card->info();
        QVector<qint64> selected;
        if (selectedStorage_ == o.storageId && session_->sees(id, selectedElement_))
            selected = session_->indexOf(id, selectedElement_);
        auto written = writtenIndex_.find(id);
        card->setMarkedIndices(selected, written == writtenIndex_.end() ? QVector<qint64>() : written->second);
    }
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
    auto it = blocks_.find(storageId);
    if (it == blocks_.end())
        return;
    it->second->disconnect(this);
    it->second->deleteLater();
    removeItem(it->second);
    blocks_.erase(it);
}

void CanvasScene::onFadeFinished(quint64 storageId)
{
    removeBlock(storageId);
    session_->releaseFadedStorage(storageId);
    arrange();
}

// ---- layout ------------------------------------------------------------------------------------

void CanvasScene::setLayout(qreal width, CanvasDetail detail)
{
    if (width == width_ && detail == detail_)
        return;
    width_ = width;
    detail_ = detail;
    arrange();
}

CanvasLayoutInput CanvasScene::layoutInput(qreal width, CanvasDetail detail, bool dry) const
{
    CanvasLayoutInput in;
    const qreal content = std::max<qreal>(width - 2 * CanvasLayout::kMargin, 120);
    const qreal inner = content - 2 * CanvasLayout::kLanePadding;
    in.width = width;
    in.captionHeight = caption_->heightFor(content);
    in.laneHeaderHeight[0] = hostLane_->headerHeight(content);
    in.laneHeaderHeight[1] = gpuLane_->headerHeight(content);
    for (const auto &[id, block] : blocks_) {
        if (!dry)
            block->setLayout(detail, inner);
        const QSizeF reserve = block->isFading() && groupSize_.count(id) ? groupSize_.at(id) : QSizeF();
        in.blocks.push_back({id, block->info().isCuda() ? 1 : 0, dry ? block->sizeFor(detail, inner) : block->boundingRect().size(), reserve});
    }
    // Arrows into the same cell arrive side by side, in the order of their cards.
    std::map<std::pair<quint64, qint64>, int> intoCell, placed;
    for (const auto &[id, card] : cards_)
        ++intoCell[{card->info().storageId, card->info().storageOffset}];
    for (const auto &[id, card] : cards_) {
        const ObjectInfo &o = card->info();
        if (!dry)
            card->setDetail(detail);
        CanvasLayoutInput::Card c{id, o.storageId, onGpu(o.device) ? 1 : 0, dry ? card->sizeFor(detail) : card->boundingRect().size(), {}};
        if (StorageBlockItem *block = blockForStorage(o.storageId); block && !dry) {
            const std::pair<quint64, qint64> key{o.storageId, o.storageOffset};
            const int i = ++placed[key];
            c.target = block->cellAnchor(o.storageOffset, qreal(i) / qreal(intoCell[key] + 1));
        }
        in.cards.push_back(c);
    }
    return in;
}

QSizeF CanvasScene::measure(qreal width, CanvasDetail detail) const
{
    return CanvasLayout::compute(layoutInput(width, detail, true)).bounds.size();
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

void CanvasScene::arrangeOnce()
{
    const CanvasLayoutInput in = layoutInput(width_, detail_, false);
    const CanvasLayoutResult r = CanvasLayout::compute(in);
    caption_->setWidth(r.caption.width());
    caption_->setPos(r.caption.topLeft());
    hostLane_->setRect(r.lanes[0]);
    gpuLane_->setRect(r.lanes[1]);
    groupSize_.clear();
    for (const auto &[id, block] : blocks_) {
        block->setPos(r.blocks.at(id).topLeft());
        groupSize_[id] = r.groups.at(id).size();
    }
    for (const auto &[id, card] : cards_)
        card->setPos(r.cards.at(id).topLeft());
    for (const auto &[id, arrow] : arrows_) {
        const ObjectInfo &o = cards_.at(id)->info();
        auto route = r.arrows.find(id);
        StorageBlockItem *block = blockForStorage(o.storageId);
        arrow->setVisible(route != r.arrows.end() && block);
        if (!arrow->isVisible())
            continue;
        arrow->setRoute(route->second, o.storageOffset);
        const bool undrawn = block->info().numel > 0 && !block->blockSlots().isShown(o.storageOffset);
        arrow->setNote(undrawn ? QStringLiteral("element %1").arg(NumberText::grouped(o.storageOffset)) : QString());
    }
    setSceneRect(r.bounds);
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
        writtenIndex_[alias.objectId] = alias.index;
        if (ObjectCardItem *card = cardForObject(alias.objectId)) {
            card->refreshValues();
            if (!alias.label.isEmpty())
                card->setLit(QStringLiteral("%1: %2 → %3").arg(alias.label, write.oldValue, write.newValue));
        }
    }
    markCards();
    arrange();
}

void CanvasScene::onCopyPerformed(const CopyInfo &copy)
{
    // From the source block to the destination block: between lanes an S-curve through
    // the gap between them, within a lane an arc below the blocks.
    auto box = [this](quint64 storageId, bool gpu) {
        if (StorageBlockItem *b = blockForStorage(storageId))
            return b->sceneBoundingRect();
        const QRectF lane = (gpu ? gpuLane_ : hostLane_)->rect();
        return QRectF(lane.left() + 20, lane.top() + 10, 120, lane.height() - 20);
    };
    const bool srcGpu = onGpu(copy.srcDevice), dstGpu = onGpu(copy.dstDevice);
    const QRectF from = box(copy.srcStorageId, srcGpu), to = box(copy.dstStorageId, dstGpu);
    QPainterPath path;
    if (srcGpu != dstGpu) {
        const bool down = from.center().y() < to.center().y();
        const QPointF start(from.center().x(), down ? from.bottom() : from.top());
        const QPointF end(to.center().x(), down ? to.top() : to.bottom());
        const qreal midY = (start.y() + end.y()) / 2;
        path.moveTo(start);
        path.cubicTo(QPointF(start.x(), midY), QPointF(end.x(), midY), end);
    } else {
        const QPointF start(from.center().x(), from.bottom()), end(to.center().x(), to.bottom());
        path.moveTo(start);
        path.cubicTo(start + QPointF(0, CanvasLayout::kLaneGap), end + QPointF(0, CanvasLayout::kLaneGap), end);
    }
    const QString label = QStringLiteral("%1 · %2 · %3").arg(NumberText::bytes(copy.bytes), copy.route(), CopyInfo::durationText(copy.durationNs));
    TransferItem *transfer = factory_.transfer(path, label);
    addItem(transfer);
    transfer->start();
}

void CanvasScene::onError(const ExecResult &error)
{
    // A statement that does not even parse changes no model: the headline says why here,
    // never what an earlier statement did.
    const QString line = error.errorType.isEmpty() || error.kind == ExecResult::Kind::NotSupported
                             ? error.message
                             : error.errorType + QStringLiteral(": ") + error.message;
    LastAction failed;
    failed.badge = LastAction::Badge::Error;
    caption_->setText(line, failed.badgeText(), true);
    arrange();
}

// ---- gestures ----------------------------------------------------------------------------------------

void CanvasScene::toggle(quint64 objectId, ObjectCardItem::Toggle which)
{
    ObjectCardItem *card = cardForObject(objectId);
    if (!card || !card->toggleEnabled(which))
        return;
    const ObjectInfo o = card->info();
    const QString name = card->name();
    if (which == ObjectCardItem::Toggle::Device) {
        const QString device = CanvasCode::otherDevice(o.device);
        // Only this name moves: every other name keeps the old memory, and the headline says so.
        QStringList others;
        for (const ObjectInfo *other : session_->model().objectsOn(o.storageId))
            for (const QString &n : other->names)
                if (n != name)
                    others << n;
        moveNote_ = others.isEmpty() ? QString()
                                     : QStringLiteral("%1 still %2 storage #%3 in %4")
                                           .arg(others.join(QStringLiteral(", ")), others.size() == 1 ? QStringLiteral("views") : QStringLiteral("view"))
                                           .arg(o.storageId)
                                           .arg(memoryName(o.device));
        emit codeRequested(CanvasCode::moveTo(name, device), QStringLiteral("Move %1 to %2").arg(name, device));
        moveNote_.clear();
    } else if (which == ObjectCardItem::Toggle::RequiresGrad) {
        emit codeRequested(CanvasCode::requiresGrad(name, !o.requiresGrad), QString());
    }
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

void CanvasScene::selectElement(quint64 storageId, qint64 element)
{
    const StorageInfo *s = session_->model().storage(storageId);
    if (!s || element < 0 || element >= s->numel)
        storageId = 0, element = -1;
    if (storageId == selectedStorage_ && element == selectedElement_)
        return;
    selectedStorage_ = storageId;
    selectedElement_ = element;
    for (auto &[id, block] : blocks_)
        block->setSelectedElement(id == storageId ? element : -1);
    markCards();
    arrange();
    emit elementSelected(storageId, element);
}

QRectF CanvasScene::selectedElementRect() const
{
    StorageBlockItem *block = blockForStorage(selectedStorage_);
    return block ? block->mapRectToScene(block->cellRect(selectedElement_)) : QRectF();
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

LaneItem *CanvasScene::laneForDevice(const QString &device) const { return onGpu(device) ? gpuLane_ : hostLane_; }

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
