#include "StorageBlockItem.h"

#include "CanvasFonts.h"
#include "session/Session.h"

#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QLocale>
#include <QPainter>
#include <QPropertyAnimation>
#include <QStyleOptionGraphicsItem>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace tl::ui {

namespace {

// Below this many pixels of cell height values are unreadable: the grid is painted row by row.
constexpr qreal kTextPixels = 18;

QString grouped(qint64 n) { return QLocale(QLocale::English).toString(n).replace(QLatin1Char(','), QChar(0x202F)); }

QString bytesLabel(quint64 n) { return n == 1 ? QStringLiteral("1 byte") : grouped(qint64(n)) + QStringLiteral(" bytes"); }

} // namespace

StorageBlockItem::StorageBlockItem(const Session *session, const StorageInfo &info, bool cellsOnTop, const CanvasPalette *palette)
    : session_(session), info_(info), cellsOnTop_(cellsOnTop), palette_(palette)
{
    setAcceptHoverEvents(true);
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: paint only what is visible
    computeGeometry();
}

void StorageBlockItem::computeGeometry()
{
    const qint64 numel = std::max<qint64>(info_.numel, 0);
    drawn_ = std::min(numel, kMaxDrawnCells);
    columns_ = numel <= 16 ? int(std::max<qint64>(numel, 1)) : numel <= 256 ? 16 : 32;
    const qint64 rows = std::max<qint64>(1, (drawn_ + columns_ - 1) / columns_);
    const qreal summary = numel > drawn_ ? kCellHeight : 0;
    const qreal cellsWidth = columns_ * kCellWidth;
    prepareGeometryChange();
    width_ = std::max<qreal>(cellsWidth, 210) + 2 * kPadding;
    height_ = kHeaderHeight + rows * kCellHeight + summary + 2 * kPadding;
}

void StorageBlockItem::setInfo(const StorageInfo &info)
{
    const bool geometryChanged = info.numel != info_.numel;
    const bool headerChanged = info.owners != info_.owners || info.alive != info_.alive || info.dtype != info_.dtype;
    info_ = info;
    if (geometryChanged) {
        computeGeometry();
        viewers_.clear();
        viewed_.clear();
        indexLabels_.clear();
        update();
    } else if (headerChanged) {
        update(headerRect());
    }
}

QRectF StorageBlockItem::cellsArea() const
{
    const qreal top = cellsOnTop_ ? kPadding : kPadding + kHeaderHeight;
    return QRectF(kPadding, top, width_ - 2 * kPadding, height_ - kHeaderHeight - 2 * kPadding);
}

QRectF StorageBlockItem::headerRect() const
{
    const qreal top = cellsOnTop_ ? height_ - kPadding - kHeaderHeight : kPadding;
    return QRectF(kPadding, top, width_ - 2 * kPadding, kHeaderHeight);
}

QRectF StorageBlockItem::cellRect(qint64 element) const
{
    const QRectF area = cellsArea();
    if (element >= drawn_ || element < 0) {
        const qint64 rows = (drawn_ + columns_ - 1) / columns_;
        return QRectF(area.left(), area.top() + rows * kCellHeight, columns_ * kCellWidth, kCellHeight);
    }
    const qint64 row = element / columns_, col = element % columns_;
    return QRectF(area.left() + col * kCellWidth, area.top() + row * kCellHeight, kCellWidth, kCellHeight);
}

qint64 StorageBlockItem::cellAt(const QPointF &pos) const
{
    const QRectF area = cellsArea();
    if (!area.contains(pos))
        return -1;
    const qint64 col = qint64((pos.x() - area.left()) / kCellWidth);
    const qint64 row = qint64((pos.y() - area.top()) / kCellHeight);
    if (col < 0 || col >= columns_)
        return -1;
    const qint64 element = row * columns_ + col;
    return element < drawn_ ? element : -1;
}

QPointF StorageBlockItem::cellAnchor(qint64 element, qreal fraction) const
{
    // Arrows come from the cards' side: above the Host lane, below the GPU lane. An element
    // that is not drawn is pointed at from the edge of the grid, by its last column (the
    // arrow says which element it is), so the arrow never runs across drawn cells.
    if (element >= drawn_) {
        const QRectF area = cellsArea();
        const qreal x = area.left() + (columns_ - 1 + fraction) * kCellWidth;
        return QPointF(x, cellsOnTop_ ? area.top() : area.top() + ((drawn_ + columns_ - 1) / columns_) * kCellHeight);
    }
    const QRectF r = cellRect(element);
    const qreal x = r.left() + r.width() * fraction;
    return QPointF(x, cellsOnTop_ ? r.top() : r.bottom());
}

void StorageBlockItem::setViewers(const QVector<Viewer> &viewers)
{
    bool same = viewers.size() == viewers_.size();
    for (int i = 0; same && i < viewers.size(); ++i)
        same = viewers[i].objectId == viewers_[i].objectId && viewers[i].geometry == viewers_[i].geometry;
    if (same) {
        bool recoloured = false;
        for (int i = 0; i < viewers.size(); ++i)
            recoloured = recoloured || viewers[i].colour != viewers_[i].colour;
        viewers_ = viewers; // colours change with the palette
        if (recoloured)
            update();
        return;
    }
    viewers_ = viewers;
    viewed_.clear();
    indexLabels_.clear();
    for (const auto &v : viewers_) {
        QBitArray bits(static_cast<qsizetype>(drawn_));
        for (qint64 e = 0; e < drawn_; ++e)
            if (session_->sees(v.objectId, e))
                bits.setBit(int(e));
        viewed_.push_back(bits);
    }
    update();
}

QVector<qint64> StorageBlockItem::viewedCells(quint64 objectId) const
{
    QVector<qint64> out;
    for (int i = 0; i < viewers_.size(); ++i) {
        if (viewers_[i].objectId != objectId)
            continue;
        for (int e = 0; e < viewed_[i].size(); ++e)
            if (viewed_[i].testBit(e))
                out.push_back(e);
    }
    return out;
}

void StorageBlockItem::setSelectedObject(quint64 objectId)
{
    if (selectedObject_ == objectId)
        return;
    selectedObject_ = objectId;
    indexLabels_.clear();
    update();
}

QString StorageBlockItem::indexLabel(qint64 element) const
{
    if (selectedObject_ == 0 || !session_->sees(selectedObject_, element))
        return QString();
    auto it = indexLabels_.find(element);
    if (it != indexLabels_.end())
        return *it;
    const QVector<qint64> index = session_->indexOf(selectedObject_, element);
    QString label;
    for (qint64 i : index)
        label += QStringLiteral("[%1]").arg(i);
    if (label.isEmpty()) // a 0-d view: its name is all the index there is
        if (const ObjectInfo *o = session_->model().object(selectedObject_))
            label = o->names.value(0);
    indexLabels_.insert(element, label);
    return label;
}

void StorageBlockItem::markWritten(qint64 element)
{
    if (!written_.contains(element))
        written_.push_back(element);
    values_.remove(element);
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
    update(cellRect(element).adjusted(-4, -4, 4, 4));
}

void StorageBlockItem::clearWritten()
{
    if (written_.isEmpty())
        return;
    for (qint64 e : std::as_const(written_))
        update(cellRect(e).adjusted(-4, -4, 4, 4));
    written_.clear();
}

QVector<qint64> StorageBlockItem::writtenCells() const { return written_; }

void StorageBlockItem::invalidateValues(bool repaint)
{
    values_.clear();
    if (repaint)
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

void StorageBlockItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const QRectF exposed = option->exposedRect.isEmpty() ? boundingRect() : option->exposedRect;
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);

    QPen frame(fading_ ? palette_->mutedText : palette_->blockBorder, 2);
    frame.setStyle(fading_ ? Qt::DashLine : Qt::SolidLine);
    painter->setPen(frame);
    painter->setBrush(palette_->blockFill);
    painter->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 8, 8);

    const QRectF header = headerRect();
    if (exposed.intersects(header) && lod * 11 > 3) {
        painter->setPen(palette_->text);
        painter->setFont(CanvasFonts::title());
        const QString title = QStringLiteral("storage #%1 · %2").arg(info_.id).arg(bytesLabel(info_.bytes));
        painter->drawText(header.adjusted(0, 2, 0, -header.height() / 2), Qt::AlignLeft | Qt::AlignVCenter, title);
        painter->setFont(CanvasFonts::body());
        painter->setPen(fading_ ? palette_->flash : palette_->mutedText);
        const QString owners = !info_.alive ? QStringLiteral("freed: no owner left")
                               : info_.owners == 1 ? QStringLiteral("1 owner")
                                                   : QStringLiteral("%1 owners").arg(info_.owners);
        painter->drawText(header.adjusted(0, header.height() / 2, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                          QStringLiteral("%1 · %2").arg(info_.dtype, owners));
    }

    const QRectF area = cellsArea();
    if (lod * kCellHeight < kTextPixels) {
        paintCellsAggregated(painter, area, lod);
    } else {
        // The exposed region can be a few small rectangles far apart (a written cell, the
        // caption, the cards): paint the cells under each, not under their bounding box.
        QVector<QRectF> parts;
        if (painter->hasClipping()) {
            for (const QRect &r : painter->clipRegion())
                parts.push_back(QRectF(r).intersected(exposed).intersected(area));
        } else {
            parts.push_back(exposed.intersected(area));
        }
        painter->setFont(CanvasFonts::cell());
        const bool clipped = painter->hasClipping();
        for (const QRectF &visible : std::as_const(parts)) {
            if (visible.isEmpty() || drawn_ == 0)
                continue;
            // Filling many small rectangles against a many-rectangle clip region is slow in
            // the raster engine; against one rectangle it is not.
            if (clipped) {
                painter->save();
                painter->setClipRect(visible, Qt::ReplaceClip);
            }
            const qint64 firstRow = std::max<qint64>(0, qint64((visible.top() - area.top()) / kCellHeight));
            const qint64 lastRow = qint64((visible.bottom() - area.top()) / kCellHeight);
            const qint64 firstCol = std::max<qint64>(0, qint64((visible.left() - area.left()) / kCellWidth));
            const qint64 lastCol = std::min<qint64>(columns_ - 1, qint64((visible.right() - area.left()) / kCellWidth));
            for (qint64 r = firstRow; r <= lastRow; ++r)
                for (qint64 c = firstCol; c <= lastCol; ++c) {
                    const qint64 e = r * columns_ + c;
                    if (e < drawn_)
                        paintCell(painter, e);
                }
            if (clipped)
                painter->restore();
        }
    }
    if (info_.numel > drawn_) {
        const QRectF summary = cellRect(drawn_);
        painter->setPen(palette_->mutedText);
        painter->setFont(CanvasFonts::body());
        painter->drawText(summary, Qt::AlignCenter,
                          QStringLiteral("… %1 more elements (%2 in all)").arg(grouped(info_.numel - drawn_), grouped(info_.numel)));
    }
}

void StorageBlockItem::paintCellsAggregated(QPainter *painter, const QRectF &area, qreal lod)
{
    // Too small for values: the grid is drawn row by row, not cell by cell. Each viewer is
    // a band along its runs of viewed cells (stacked on the cards' side, as on the cells
    // themselves); the selected one also tints them.
    const qint64 rows = (drawn_ + columns_ - 1) / columns_;
    const QRectF grid(area.left(), area.top(), columns_ * kCellWidth, rows * kCellHeight);
    painter->setPen(Qt::NoPen);
    painter->setBrush(palette_->cellFill);
    painter->drawRect(grid);
    const int seers = std::max<int>(1, int(viewers_.size()));
    const qreal bandHeight = std::min<qreal>(6, kCellHeight * 0.45 / seers);
    for (int v = 0; v < viewers_.size(); ++v) {
        QColor tint = viewers_[v].colour;
        tint.setAlpha(60);
        const bool selected = viewers_[v].objectId == selectedObject_;
        for (qint64 r = 0; r < rows; ++r) {
            qint64 runStart = -1;
            for (qint64 col = 0; col <= columns_; ++col) {
                const qint64 e = r * columns_ + col;
                const bool on = col < columns_ && e < drawn_ && viewed_[v].testBit(int(e));
                if (on && runStart < 0)
                    runStart = col;
                if (on || runStart < 0)
                    continue;
                const qreal x = area.left() + runStart * kCellWidth, w = (col - runStart) * kCellWidth;
                const qreal rowTop = area.top() + r * kCellHeight;
                if (selected) {
                    painter->setBrush(tint);
                    painter->drawRect(QRectF(x, rowTop, w, kCellHeight));
                }
                const qreal y = cellsOnTop_ ? rowTop + 1 + v * bandHeight : rowTop + kCellHeight - 1 - (v + 1) * bandHeight;
                painter->setBrush(viewers_[v].colour);
                painter->drawRect(QRectF(x, y, w, bandHeight));
                runStart = -1;
            }
        }
    }
    painter->setBrush(palette_->flash);
    for (qint64 e : std::as_const(written_))
        if (e < drawn_)
            painter->drawRect(cellRect(e));
    // The cell borders, while they are more than a couple of pixels apart.
    if (lod * kCellWidth >= 6) {
        painter->setPen(QPen(palette_->cellBorder, 0)); // cosmetic: one pixel at any zoom
        for (qint64 c = 0; c <= columns_; ++c)
            painter->drawLine(QPointF(grid.left() + c * kCellWidth, grid.top()), QPointF(grid.left() + c * kCellWidth, grid.bottom()));
        for (qint64 r = 0; r <= rows; ++r)
            painter->drawLine(QPointF(grid.left(), grid.top() + r * kCellHeight), QPointF(grid.right(), grid.top() + r * kCellHeight));
    }
}

void StorageBlockItem::paintCell(QPainter *painter, qint64 element)
{
    const QRectF r = cellRect(element);
    QColor fill = palette_->cellFill;
    for (int v = 0; v < viewers_.size(); ++v)
        if (viewers_[v].objectId == selectedObject_ && viewed_[v].testBit(int(element))) {
            QColor tint = viewers_[v].colour;
            tint.setAlpha(60);
            fill = tint;
        }
    const bool written = written_.contains(element);
    painter->setPen(QPen(palette_->cellBorder, 1));
    painter->setBrush(palette_->cellFill);
    painter->drawRect(r);
    if (fill != palette_->cellFill) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRect(r.adjusted(1, 1, -1, -1));
    }
    if (written && flash_ > 0) {
        QColor f = palette_->flash;
        f.setAlphaF(0.75 * flash_);
        painter->setPen(Qt::NoPen);
        painter->setBrush(f);
        painter->drawRect(r.adjusted(1, 1, -1, -1));
    }
    // One band per viewer on the cards' side of the cell, in the viewer's colour.
    int seers = 0;
    for (int v = 0; v < viewers_.size(); ++v)
        seers += viewed_[v].testBit(int(element)) ? 1 : 0;
    if (seers > 0) {
        const qreal bandHeight = 6;
        const qreal bandWidth = (r.width() - 2) / seers;
        qreal x = r.left() + 1;
        const qreal y = cellsOnTop_ ? r.top() + 1 : r.bottom() - 1 - bandHeight;
        painter->setPen(Qt::NoPen);
        for (int v = 0; v < viewers_.size(); ++v) {
            if (!viewed_[v].testBit(int(element)))
                continue;
            painter->setBrush(viewers_[v].colour);
            painter->drawRect(QRectF(x, y, bandWidth, bandHeight));
            x += bandWidth;
        }
    }
    if (written) {
        painter->setPen(QPen(palette_->flash, 3.5));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(r.adjusted(2, 2, -2, -2));
    }
    painter->setPen(fading_ ? palette_->mutedText : palette_->text);
    const QRectF inner = cellsOnTop_ ? r.adjusted(2, 6, -2, 0) : r.adjusted(2, 0, -2, -6);
    const QString index = indexLabel(element);
    if (index.isEmpty()) {
        painter->drawText(inner, Qt::AlignCenter, valueOf(element));
        return;
    }
    const QRectF top(inner.left(), inner.top(), inner.width(), inner.height() * 0.55);
    const QRectF bottom(inner.left(), top.bottom(), inner.width(), inner.height() - top.height());
    painter->drawText(top, Qt::AlignCenter, valueOf(element));
    const QFont cellFont = painter->font();
    painter->setFont(CanvasFonts::small());
    for (const auto &v : std::as_const(viewers_))
        if (v.objectId == selectedObject_)
            painter->setPen(v.colour.darker(palette_->background.lightness() > 128 ? 130 : 70));
    painter->drawText(bottom, Qt::AlignHCenter | Qt::AlignTop,
                      painter->fontMetrics().elidedText(index, Qt::ElideLeft, int(bottom.width())));
    painter->setFont(cellFont);
}

QString StorageBlockItem::cellToolTip(qint64 e) const
{
    if (e < 0)
        return QStringLiteral("storage #%1: %2 on %3").arg(info_.id).arg(bytesLabel(info_.bytes), info_.device);
    QStringList seenAs;
    for (const auto &v : std::as_const(viewers_)) {
        if (!session_->sees(v.objectId, e))
            continue;
        const QVector<qint64> index = session_->indexOf(v.objectId, e);
        const ObjectInfo *o = session_->model().object(v.objectId);
        if (!o)
            continue;
        for (const QString &name : o->names) {
            QString label = name;
            for (qint64 i : index)
                label += QStringLiteral("[%1]").arg(i);
            seenAs << label;
        }
    }
    QString tip = QStringLiteral("storage #%1, element %2 · byte offset %3\nvalue %4")
                      .arg(info_.id).arg(e).arg(e * info_.elementSize).arg(valueOf(e));
    if (!seenAs.isEmpty())
        tip += QStringLiteral("\nseen as ") + seenAs.join(QStringLiteral(", "));
    return tip;
}

void StorageBlockItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    setToolTip(cellToolTip(cellAt(event->pos())));
}

void StorageBlockItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    const qint64 e = cellAt(event->pos());
    if (e >= 0 && info_.alive) {
        emit cellActivated(info_.id, e);
        event->accept();
        return;
    }
    QGraphicsObject::mouseDoubleClickEvent(event);
}

} // namespace tl::ui
