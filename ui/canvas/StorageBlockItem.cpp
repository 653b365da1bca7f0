#include "StorageBlockItem.h"

#include "BlockCellPainter.h"
#include "CanvasFonts.h"
#include "session/NumberText.h"
#include "session/Session.h"
#include "session/EngineText.h"

#include <QFontMetricsF>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPropertyAnimation>
#include <QStyleOptionGraphicsItem>
#include <QVariantAnimation>

#include <algorithm>

namespace tl::ui {


StorageBlockItem::StorageBlockItem(const Session *session, const StorageInfo &info, const CanvasPalette *palette)
    : session_(session), info_(info), palette_(palette), viewers_(session, info.id)
{
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton | Qt::RightButton);
    relayout();
}

void StorageBlockItem::setInfo(const StorageInfo &info)
{
    const bool numelChanged = info.numel != info_.numel;
    const bool headerChanged = info.owners != info_.owners || info.alive != info_.alive || info.dtype != info_.dtype;
    info_ = info;
    if (numelChanged) {
        viewers_.set({});
        written_.clear();
        selected_ = -1;
        relayout();
        recomputeSeen();
    } else if (headerChanged && info.alive) {
        relayout(); // the header's text may be wider now (a freed block keeps its size as it fades)
    }
}

QString StorageBlockItem::titleText() const
{
    return QStringLiteral("storage #%1 · %2").arg(info_.number).arg(NumberText::bytes(info_.bytes));
}

QString StorageBlockItem::ownersText() const
{
    QString owners = info_.owners == 1 ? QStringLiteral("1 owner") : QStringLiteral("%1 owners").arg(info_.owners);
    // Owners the canvas has no name for (a running function's locals, items of a list) are
    // counted all the same: say how many, so the count matches what is drawn.
    if (const qsizetype unnamed = info_.owners - viewers_.list().size(); unnamed > 0)
        owners += QStringLiteral(", %1 with no name here").arg(unnamed);
    return owners;
}

QString StorageBlockItem::detailText() const
{
    const QString owners = !info_.alive ? QStringLiteral("freed: no owner left") : ownersText();
    return QStringLiteral("%1 · %2 · %3").arg(info_.dtype, NumberText::elements(info_.numel), owners);
}

QString StorageBlockItem::headlineText(CanvasDetail detail) const
{
    // With less detail the header is one line: with the owners, or (least detail) without.
    if (detail != CanvasDetail::Compact)
        return titleText();
    return titleText() + QStringLiteral(" · ") + (info_.alive ? ownersText() : QStringLiteral("freed"));
}

QVector<qint64> StorageBlockItem::focus() const
{
    // A few arrow targets at most: many views scattered over a big storage point into gaps.
    constexpr int kMaxTargets = 6;
    QVector<qint64> f = targets_.mid(0, kMaxTargets);
    f += written_;
    if (selected_ >= 0)
        f.push_back(selected_);
    return f;
}

BlockShape StorageBlockItem::shapeFor(CanvasDetail detail, qreal maxWidth, bool headerBeside) const
{
    BlockShape::Input in;
    in.numel = info_.numel;
    in.detail = detail;
    in.focus = focus();
    in.maxWidth = maxWidth;
    in.headerBeside = headerBeside;
    for (const Viewer &v : viewers_.list())
        in.viewerSizes.push_back(v.sizes);
    in.value = [this](qint64 element) { return valueOf(element); };
    in.headline = headlineText(detail);
    in.detailText = detailText();
    return BlockShape::of(in);
}

QSizeF StorageBlockItem::sizeFor(CanvasDetail detail, qreal maxWidth, bool headerBeside) const
{
    // Layouts ask again and again: remembered until the block changes (relayout()).
    const auto key = std::make_tuple(int(detail), maxWidth, headerBeside);
    auto it = sizes_.find(key);
    if (it == sizes_.end())
        it = sizes_.emplace(key, shapeFor(detail, maxWidth, headerBeside).size).first;
    return it->second;
}

void StorageBlockItem::setLayout(CanvasDetail detail, qreal maxWidth, bool headerBeside)
{
    if (detail == detail_ && maxWidth == maxWidth_ && headerBeside == allowBeside_)
        return;
    detail_ = detail;
    maxWidth_ = maxWidth;
    allowBeside_ = headerBeside;
    relayout();
}

void StorageBlockItem::relayout()
{
    sizes_.clear();
    BlockShape g = shapeFor(detail_, maxWidth_, allowBeside_);
    if (fading_) { // a freed block keeps its size and shape while it fades, whatever its header says now
        g.size = shape_.size;
        g.headerBeside = shape_.headerBeside;
    }
    const bool shownChanged = g.cells.shownElements() != shape_.cells.shownElements();
    if (g.size != shape_.size)
        prepareGeometryChange();
    shape_ = std::move(g);
    if (shownChanged)
        recomputeSeen();
    update();
}

QRectF StorageBlockItem::cellRect(qint64 element) const
{
    const int s = shape_.cells.slotOf(element);
    return s < 0 ? QRectF() : shape_.cellRect(shape_.cells.list()[s]);
}

qint64 StorageBlockItem::cellAt(const QPointF &pos) const
{
    for (const BlockSlots::Slot &slot : shape_.cells.list())
        if (!slot.gap && cellRect(slot.first).contains(pos))
            return slot.first;
    return -1;
}

QPointF StorageBlockItem::cellAnchor(qint64 element, qreal fraction) const
{
    QRectF r = cellRect(std::clamp<qint64>(element, 0, std::max<qint64>(0, info_.numel - 1)));
    if (r.isNull())
        r = QRectF(BlockShape::kPadding, 0, shape_.cellWidth, 0);
    return QPointF(r.left() + r.width() * fraction, r.top());
}

QRectF StorageBlockItem::overviewRect() const { return shape_.overviewRect(detail_, int(viewers_.list().size())); }

QRectF StorageBlockItem::headerRect() const { return shape_.headerRect(detail_); }

// ---- viewers, selection, writes ---------------------------------------------------------------

void StorageBlockItem::setViewers(const QVector<Viewer> &viewers)
{
    if (!viewers_.set(viewers))
        return;
    relayout(); // the strip has a band per viewer; cells as wide as the viewers' indices
    recomputeSeen();
    update();
}

void StorageBlockItem::recomputeSeen()
{
    viewers_.recompute(shape_.cells.shownElements(), shape_.cells.summarised(), info_.numel, shape_.size.width() - 2 * BlockShape::kPadding);
}

QVector<qint64> StorageBlockItem::viewedCells(quint64 objectId) const { return viewers_.viewedCells(objectId, shape_.cells.shownElements()); }

void StorageBlockItem::setSelectedObject(quint64 objectId)
{
    if (viewers_.setSelectedObject(objectId))
        update();
}

void StorageBlockItem::setSelectedElement(qint64 element)
{
    if (element == selected_)
        return;
    selected_ = element;
    relayout();
}

void StorageBlockItem::setArrowTargets(const QVector<qint64> &elements)
{
    if (elements == targets_)
        return;
    targets_ = elements;
    relayout();
}

void StorageBlockItem::markWritten(qint64 element)
{
    if (!written_.contains(element))
        written_.push_back(element);
    values_.remove(element);
    relayout(); // shown with the cells around it
    if (!flashAnimation_) {
        flashAnimation_ = new QVariantAnimation(this);
        flashAnimation_->setStartValue(1.0);
        flashAnimation_->setEndValue(0.0);
        flashAnimation_->setDuration(1400);
        flashAnimation_->setEasingCurve(QEasingCurve::OutCubic);
        connect(flashAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
            flash_ = v.toReal();
            for (qint64 e : std::as_const(written_))
                update(cellRect(e).adjusted(-4, -4, 4, 4));
        });
    }
    flashAnimation_->stop();
    flash_ = 1.0;
    flashAnimation_->start();
    update();
}

void StorageBlockItem::clearWritten()
{
    if (written_.isEmpty())
        return;
    written_.clear();
    relayout();
}

void StorageBlockItem::invalidateValues(bool repaint)
{
    values_.clear();
    if (shapeFor(detail_, maxWidth_, allowBeside_).cellWidth != shape_.cellWidth)
        relayout(); // a wider value
    else if (repaint)
        update();
}

void StorageBlockItem::startFade()
{
    if (fading_)
        return;
    fading_ = true;
    setAcceptHoverEvents(false);
    update();
    auto *fade = new QPropertyAnimation(this, "opacity", this);
    fade->setStartValue(1.0);
    fade->setEndValue(0.0);
    fade->setDuration(1600);
    fade->setEasingCurve(QEasingCurve::InQuad);
    connect(fade, &QPropertyAnimation::finished, this, [this] { emit fadeFinished(info_.id); });
    fade->start(QAbstractAnimation::DeleteWhenStopped);
}

QString StorageBlockItem::valueOf(qint64 element) const
{
    auto it = values_.find(element);
    if (it != values_.end())
        return *it;
    const QString v = session_->cellText(info_.id, element);
    if (!v.isEmpty())
        values_.insert(element, v);
    return v;
}

// ---- painting -------------------------------------------------------------------------------------

void StorageBlockItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    QPen frame(fading_ ? palette_->mutedText : palette_->blockBorder, palette_->pen(2));
    frame.setStyle(fading_ ? Qt::DashLine : Qt::SolidLine);
    painter->setPen(frame);
    painter->setBrush(palette_->blockFill);
    painter->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 8, 8);

    for (const BlockSlots::Slot &slot : shape_.cells.list())
        paintSlot(painter, slot, lod);

    if (shape_.cells.summarised()) {
        StorageOverview::Marks marks;
        for (const BlockSlots::Slot &slot : shape_.cells.list())
            if (!slot.gap)
                marks.shown.push_back({slot.first, slot.first + 1});
        marks.written = written_.isEmpty() ? -1 : written_.last();
        marks.selected = selected_;
        StorageOverview::paint(painter, overviewRect(), info_.numel, viewers_.bands(), marks, detail_, *palette_);
    }

    const QRectF header = headerRect();
    if (lod * CanvasFonts::kSmallestPixels < 4)
        return; // unreadable at this zoom: not worth the glyphs
    painter->setPen(palette_->text);
    painter->setFont(CanvasFonts::title());
    const QRectF titleRect(header.left(), header.top(), header.width(), 22);
    painter->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                      painter->fontMetrics().elidedText(headlineText(detail_), Qt::ElideRight, int(header.width())));
    if (detail_ != CanvasDetail::Full)
        return;
    painter->setFont(CanvasFonts::body());
    painter->setPen(fading_ ? palette_->flash : palette_->mutedText);
    painter->drawText(QRectF(header.left(), titleRect.bottom(), header.width(), header.height() - 22), Qt::AlignLeft | Qt::AlignVCenter,
                      painter->fontMetrics().elidedText(detailText(), Qt::ElideRight, int(header.width())));
}

void StorageBlockItem::paintSlot(QPainter *painter, const BlockSlots::Slot &slot, qreal lod)
{
    const bool text = lod * CanvasFonts::kSmallestPixels >= 4;
    if (slot.gap) {
        BlockCellPainter::paintGap(painter, cellRect(slot.first), slot.count, text, *palette_);
        return;
    }
    const qint64 e = slot.first;
    const QVector<bool> seen = viewers_.seeing(e);
    BlockCellPainter::Cell cell;
    cell.rect = cellRect(e);
    for (int v = 0; v < viewers_.list().size(); ++v)
        if (seen.value(v)) {
            cell.bands << viewers_.list()[v].colour;
            cell.tinted = cell.tinted || viewers_.list()[v].objectId == viewers_.selectedObject();
        }
    cell.indexColour = viewers_.labelColour();
    cell.written = written_.contains(e);
    cell.flash = flash_;
    cell.selected = e == selected_;
    cell.fading = fading_;
    if (text) {
        cell.value = valueOf(e);
        cell.index = indexLabel(e);
    }
    BlockCellPainter::paintCell(painter, cell, text, *palette_);
}

// ---- interaction ------------------------------------------------------------------------------------

QString StorageBlockItem::cellToolTip(qint64 e) const
{
    if (e < 0) {
        QString tip = QStringLiteral("storage #%1: %2 on %3").arg(info_.number).arg(NumberText::bytes(info_.bytes), EngineText::device(info_.device));
        if (info_.alive && info_.owners > viewers_.list().size())
            tip += QStringLiteral("\nAn owner with no name here (a running function's local, an item of a list or dict) "
                                  "keeps it alive and is not drawn.");
        return tip;
    }
    const QStringList seenAs = viewers_.namesSeeing(e);
    QString tip = QStringLiteral("storage #%1, element %2 · byte offset %3\nvalue %4")
                      .arg(info_.number)
                      .arg(NumberText::grouped(e), NumberText::grouped(e * info_.elementSize), valueOf(e));
    if (!seenAs.isEmpty())
        tip += QStringLiteral("\nseen as ") + seenAs.join(QStringLiteral(", "));
    return tip;
}

void StorageBlockItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    const QRectF strip = overviewRect();
    if (strip.contains(event->pos())) {
        const qint64 e = StorageOverview::elementAt(strip, info_.numel, event->pos().x());
        setToolTip(QStringLiteral("element %1 of %2: click to show it").arg(NumberText::grouped(e), NumberText::grouped(info_.numel)));
        return;
    }
    for (const BlockSlots::Slot &slot : shape_.cells.list())
        if (slot.gap && cellRect(slot.first).contains(event->pos())) {
            setToolTip(QStringLiteral("elements %1 to %2 are not drawn (%3): click the strip below or use Go to element… to see any")
                           .arg(NumberText::grouped(slot.first), NumberText::grouped(slot.first + slot.count - 1),
                                NumberText::elements(slot.count)));
            return;
        }
    setToolTip(cellToolTip(cellAt(event->pos())));
}

void StorageBlockItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    // Clicking a cell selects the element and keeps the selected card (a double-click's
    // first click must not forget which name the user means).
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    qint64 e = cellAt(event->pos());
    if (e < 0 && overviewRect().contains(event->pos()))
        e = StorageOverview::elementAt(overviewRect(), info_.numel, event->pos().x());
    if (e < 0 || fading_) {
        event->ignore();
        return;
    }
    event->accept();
    emit elementClicked(info_.id, e);
}

void StorageBlockItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    const qint64 e = cellAt(event->pos());
    if (e >= 0 && info_.alive && event->button() == Qt::LeftButton) {
        emit elementActivated(info_.id, e, event->modifiers());
        event->accept();
        return;
    }
    QGraphicsObject::mouseDoubleClickEvent(event);
}

void StorageBlockItem::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    const qint64 e = cellAt(event->pos());
    if (e < 0 || !info_.alive) {
        event->ignore();
        return;
    }
    event->accept();
    emit elementMenuRequested(info_.id, e, event->screenPos());
}

} // namespace tl::ui
