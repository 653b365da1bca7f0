#include "CanvasView.h"

#include "explain/CanvasCode.h"
#include "CanvasFonts.h"
#include "CanvasScene.h"
#include "explain/ElementAddress.h"
#include "StorageBlockItem.h"
#include "session/Session.h"

#include <QAction>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace tl::ui {

namespace {
constexpr qreal kMaxFitZoom = 1.5;
constexpr qreal kProjectorMaxFitZoom = 2.5;
constexpr qreal kMinZoom = 0.05;
constexpr qreal kMaxZoom = 6;
constexpr qreal kZoomStep = 1.25;
}

CanvasView::CanvasView(Session *session, QWidget *parent)
    : QGraphicsView(parent), scene_(new CanvasScene(session, this)), minTextPixels_(CanvasFonts::kMinScreenPixels),
      maxFitZoom_(kMaxFitZoom)
{
    setScene(scene_);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    // One rectangle per frame: the raster engine fills many small cells fast against a
    // rectangular clip, but slowly against a region of many rectangles.
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignHCenter | Qt::AlignTop); // the headline stays at the top
    setMinimumSize(320, 240);
    connect(scene_, &CanvasScene::objectSelected, this, &CanvasView::objectSelected);
    connect(scene_, &CanvasScene::contextMenuRequested, this, &CanvasView::contextMenuRequested);
    connect(scene_, &CanvasScene::codeRequested, this, &CanvasView::codeRequested);
    connect(scene_, &CanvasScene::elementEditRequested, this, &CanvasView::editElement);
    connect(scene_, &CanvasScene::elementMenuRequested, this, &CanvasView::showElementMenu);
    connect(scene_, &CanvasScene::objectsAdded, this, &CanvasView::showNewObjects);
    // An edit shows where it landed (unless the view is pinned).
    connect(scene_, &CanvasScene::elementWrittenAt, this, [this](const QRectF &cell) {
        if (!pinned_)
            ensureVisible(cell, 24, 24);
    });
    connect(scene_, &QGraphicsScene::sceneRectChanged, this, &CanvasView::onSceneRectChanged);
}

QString CanvasView::selectedName() const { return scene_->selectedName(); }

bool CanvasView::isDark() const { return scene_->isDark(); }

void CanvasView::selectName(const QString &name) { scene_->selectName(name); }

void CanvasView::setDark(bool dark) { scene_->setDark(dark); }

bool CanvasView::isProjector() const { return scene_->isProjector(); }

void CanvasView::setProjector(bool projector)
{
    if (projector == isProjector())
        return;
    if (projector)
        normal_ = Zoom{zoom(), scene_->detail(), scene_->focusRicher(), followFit_, viewport()->size()};
    minTextPixels_ = projector ? CanvasFonts::kProjectorMinScreenPixels : CanvasFonts::kMinScreenPixels;
    maxFitZoom_ = projector ? kProjectorMaxFitZoom : kMaxFitZoom;
    scene_->setProjector(projector);
    if (projector) {
        fitToWindow();
        return;
    }
    // The docks come back in the window's next layout passes, resizing this view (which
    // restores the zoom again) until it has its old size.
    restoreNormalZoom();
}

void CanvasView::restoreNormalZoom()
{
    if (!normal_)
        return;
    followFit_ = normal_->followFit;
    applyZoom(normal_->zoom, normal_->detail, QSizeF(), normal_->focusRicher);
}

qreal CanvasView::minLegibleZoom() const { return minTextPixels_ / CanvasFonts::kSmallestPixels; }

qreal CanvasView::smallestTextPixels() const { return CanvasFonts::kSmallestPixels * zoom(); }

// ---- zoom and fit ----------------------------------------------------------------------------------

qreal CanvasView::layoutWidth(const QSize &room, qreal zoom)
{
    // A pixel short of the room: a picture exactly as wide as the view, scaled, can round up
    // past it and bring both scroll bars.
    return (room.width() - 1) / zoom;
}

bool CanvasView::fits(qreal zoom, CanvasDetail detail, QSizeF *measured, bool focusRicher) const
{
    const QSize room = maximumViewportSize(); // the viewport without scroll bars
    const QSizeF size = scene_->measure(layoutWidth(room, zoom), detail, focusRicher);
    if (measured)
        *measured = size;
    // (strictly: a fraction of a pixel over brings a scroll bar, which takes a line away)
    return size.width() * zoom <= room.width() && size.height() * zoom <= room.height();
}

void CanvasView::applyZoom(qreal zoom, CanvasDetail detail, QSizeF measured, bool focusRicher)
{
    // The picture is laid out for the width on screen at this zoom: nothing lands out of
    // sight to the right; what does not fit goes below (and the view scrolls down to it).
    fitting_ = true;
    const QSize room = maximumViewportSize();
    qreal width = layoutWidth(room, zoom);
    if (measured.isEmpty())
        measured = scene_->measure(width, detail, focusRicher);
    if (measured.height() * zoom > room.height())
        width = (room.width() - verticalScrollBar()->sizeHint().width()) / zoom;
    setTransform(QTransform::fromScale(zoom, zoom));
    scene_->setLayout(width, detail, focusRicher);
    fitting_ = false;
}

void CanvasView::applyFit()
{
    if (maximumViewportSize().width() < 2 || fitting_)
        return;
    // Text at its minimum size or larger: the most detail that fits, then the largest
    // zoom (up to kMaxFitZoom) at which it still fits. The last statement's cards keep one
    // step more detail than the rest, and give it up last. If even the least detail does
    // not fit, the last statement's cards with values at the minimum zoom, scrolled to them.
    const qreal lowest = minLegibleZoom();
    const std::pair<CanvasDetail, bool> levels[] = {
        {CanvasDetail::Full, true}, {CanvasDetail::Compact, true}, {CanvasDetail::Minimal, true}, {CanvasDetail::Minimal, false}};
    for (const auto &[detail, richer] : levels) {
        if (!fits(lowest, detail, nullptr, richer))
            continue;
        qreal lo = lowest, hi = maxFitZoom_;
        if (fits(hi, detail, nullptr, richer))
            lo = hi;
        for (int i = 0; i < 12 && hi - lo > 0.005; ++i) {
            const qreal mid = (lo + hi) / 2;
            (fits(mid, detail, nullptr, richer) ? lo : hi) = mid;
        }
        applyZoom(lo, detail, QSizeF(), richer);
        centerOn(scene_->sceneRect().center());
        return;
    }
    applyZoom(lowest, CanvasDetail::Minimal);
    ensureVisible(QRectF(scene_->sceneRect().topLeft(), QSizeF(1, 1)), 0, 0);
    // Scrolled: to what the last statement is about, the headline with its new objects,
    // lit cards and written cells (its lower part when even that is taller than the view).
    if (pinned_)
        return;
    if (const QRectF focus = scene_->focusRect(); !focus.isEmpty())
        ensureVisible(focus, 8, 8);
    else
        showNewObjects(newest_);
}

void CanvasView::fitToWindow()
{
    if (!isProjector())
        normal_.reset();
    followFit_ = true;
    applyFit();
}

void CanvasView::zoomBy(qreal factor)
{
    if (!isProjector())
        normal_.reset();
    const qreal target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    // Keep what is in the middle (the selected card if it is in sight) in the middle.
    const QPointF centre = mapToScene(viewport()->rect().center());
    followFit_ = false;
    applyZoom(target, CanvasDetail::Full);
    centerOn(centre);
    if (const QString name = scene_->selectedName(); !name.isEmpty())
        if (QGraphicsItem *card = scene_->cardForName(name))
            ensureVisible(card, 16, 16);
}

void CanvasView::zoomIn() { zoomBy(kZoomStep); }

void CanvasView::zoomOut() { zoomBy(1 / kZoomStep); }

void CanvasView::resetZoom() { zoomBy(1 / zoom()); }

void CanvasView::setPinned(bool pinned)
{
    if (pinned == pinned_)
        return;
    pinned_ = pinned;
    emit pinnedChanged(pinned);
}

bool CanvasView::autogradShown() const { return scene_->gradEdgesShown(); }

void CanvasView::setAutogradShown(bool shown)
{
    scene_->setGradEdgesShown(shown); // a taller picture refits through the scene rect
}

void CanvasView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(std::pow(1.0015, event->angleDelta().y()));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void CanvasView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (normal_ && !isProjector()) {
        restoreNormalZoom();
        if (event->size() == normal_->room)
            normal_.reset(); // the window is as it was: resizing fits as usual again
    } else if (followFit_)
        applyFit();
    else
        applyZoom(zoom(), scene_->detail(), QSizeF(), scene_->focusRicher());
}

void CanvasView::onSceneRectChanged()
{
    // The picture changed: while it still fits at this zoom it is not rescaled (objects
    // that come and go do not make the rest jump); otherwise fit again.
    if (fitting_)
        return;
    QSizeF measured;
    if (!fits(zoom(), scene_->detail(), &measured, scene_->focusRicher()) && followFit_)
        applyFit();
    else // the width on screen, with or without a scroll bar
        applyZoom(zoom(), scene_->detail(), measured, scene_->focusRicher());
}

void CanvasView::showNewObjects(const QList<quint64> &objectIds)
{
    newest_ = objectIds;
    if (pinned_)
        return;
    QRectF r;
    for (quint64 id : objectIds)
        if (QGraphicsItem *card = scene_->cardForObject(id)) {
            r |= card->sceneBoundingRect();
            if (StorageBlockItem *block = scene_->blockForStorage(scene_->cardForObject(id)->info().storageId))
                if ((r | block->sceneBoundingRect()).height() * zoom() < viewport()->height())
                    r |= block->sceneBoundingRect();
        }
    if (!r.isNull())
        ensureVisible(r, 16, 16);
}

void CanvasView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    // The canvas follows the application's palette (the window's dark theme sets it).
    if (event->type() == QEvent::PaletteChange) {
        const bool dark = palette().color(QPalette::Window).lightness() < 128;
        if (dark != scene_->isDark())
            scene_->setDark(dark);
    }
}

QImage CanvasView::renderToImage(const QSize &size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    paintCanvas(painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

void CanvasView::paintCanvas(QPainter &painter, const QRectF &target) const
{
    painter.fillRect(target, scene_->palette().background);
    scene_->render(&painter, target, scene_->sceneRect(), Qt::KeepAspectRatio);
}

QSizeF CanvasView::canvasSize() const
{
    return scene_->sceneRect().size();
}

// ---- elements -----------------------------------------------------------------------------------------

bool CanvasView::goToElement(const QString &address, QString *why)
{
    const auto parsed = ElementAddress::parse(address, why);
    if (!parsed)
        return false;
    const auto target = parsed->resolve(scene_->session()->model(), why);
    if (!target)
        return false;
    scene_->selectName(parsed->name);
    scene_->selectElement(target->storageId, target->element);
    ensureVisible(scene_->selectedElementRect(), 24, 24);
    return true;
}

void CanvasView::editSelectedElement()
{
    const auto [storage, element] = scene_->selectedElement();
    if (storage == 0)
        return;
    const ObjectInfo *o = scene_->session()->model().object(scene_->selectedObject());
    const bool sees = o && scene_->session()->sees(o->objectId, storage, element);
    editElement(storage, element, sees ? o->objectId : 0, !sees);
}

void CanvasView::editElement(quint64 storageId, qint64 element, quint64 objectId, bool choose)
{
    scene_->selectElement(storageId, element);
    emit elementEditRequested(storageId, element, objectId, choose);
}

void CanvasView::showElementMenu(quint64 storageId, qint64 element, const QPoint &screenPos)
{
    scene_->selectElement(storageId, element);
    Session *session = scene_->session();
    QMenu menu(this);
    const ObjectInfo *o = session->model().object(scene_->selectedObject());
    if (o && session->sees(o->objectId, storageId, element) && !o->names.isEmpty()) {
        const quint64 id = o->objectId;
        const QString label = ElementAddress::text(o->names.first(), session->indexOf(id, storageId, element));
        menu.addAction(tr("Edit %1…").arg(label), this, [this, storageId, element, id] { editElement(storageId, element, id, false); });
    }
    menu.addAction(tr("Edit element… (choose the name)"), this, [this, storageId, element] { editElement(storageId, element, 0, true); })
        ->setObjectName(QStringLiteral("chooseNameAction"));
    menu.addAction(tr("Go to element…"), this, &CanvasView::requestGoToElement);
    menu.exec(screenPos);
}

QList<QAction *> CanvasView::cardActions(const QString &name)
{
    qDeleteAll(cardActions_);
    cardActions_.clear();
    ObjectCardItem *card = scene_->cardForName(name);
    if (!card)
        return {};
    const ObjectInfo o = card->info();
    const quint64 id = o.objectId;
    // The element the user has selected, if this object sees it; else its first element.
    const auto selected = scene_->selectedElement();
    qint64 element = selected.second;
    if (!scene_->session()->sees(id, selected.first, element))
        element = o.storageOffset;
    auto *edit = new QAction(tr("Edit element…"), this);
    edit->setObjectName(QStringLiteral("cardEditElement"));
    connect(edit, &QAction::triggered, this, [this, storage = o.storageId, element, id] { editElement(storage, element, id, true); });
    cardActions_ << edit;
    using Toggle = ObjectCardItem::Toggle;
    if (card->toggleEnabled(Toggle::Device)) {
        const QString device = CanvasCode::otherDevice(o.device);
        auto *move = new QAction(tr("Move to %1: %2").arg(device, CanvasCode::moveTo(card->name(), device)), this);
        move->setObjectName(QStringLiteral("cardMoveDevice"));
        connect(move, &QAction::triggered, this, [this, id] { scene_->toggle(id, Toggle::Device); });
        cardActions_ << move;
    }
    if (card->toggleEnabled(Toggle::RequiresGrad)) {
        auto *grad = new QAction(CanvasCode::requiresGrad(card->name(), !o.requiresGrad), this);
        grad->setObjectName(QStringLiteral("cardRequiresGrad"));
        connect(grad, &QAction::triggered, this, [this, id] { scene_->toggle(id, Toggle::RequiresGrad); });
        cardActions_ << grad;
    }
    return cardActions_;
}

void CanvasView::keyPressEvent(QKeyEvent *event)
{
    // Keyboard users: F2 or Enter edits the selected element; the menu key opens the
    // selected card's menu.
    if ((event->key() == Qt::Key_F2 || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        scene_->selectedElement().first != 0) {
        editSelectedElement();
        return;
    }
    if (event->key() == Qt::Key_Menu && !scene_->selectedName().isEmpty()) {
        if (QGraphicsItem *card = scene_->cardForName(scene_->selectedName()))
            emit contextMenuRequested(scene_->selectedName(),
                                      viewport()->mapToGlobal(mapFromScene(card->sceneBoundingRect().center())));
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

} // namespace tl::ui
