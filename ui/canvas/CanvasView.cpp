#include "CanvasView.h"

#include "CanvasScene.h"

#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace tl::ui {

namespace {
// Fit never blows the picture up beyond this: text stays the size it was designed for.
constexpr qreal kMaxFitZoom = 1.25;
constexpr qreal kMinZoom = 0.02;
constexpr qreal kMaxZoom = 8;
}

CanvasView::CanvasView(Session *session, QWidget *parent) : QGraphicsView(parent), scene_(new CanvasScene(session, this))
{
    setScene(scene_);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    // One rectangle per frame: the raster engine fills many small cells fast against a
    // rectangular clip, but slowly against a region of many rectangles.
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(320, 240);
    connect(scene_, &CanvasScene::objectSelected, this, &CanvasView::objectSelected);
    connect(scene_, &CanvasScene::cellActivated, this, &CanvasView::cellActivated);
    connect(scene_, &CanvasScene::contextMenuRequested, this, &CanvasView::contextMenuRequested);
    connect(scene_, &QGraphicsScene::sceneRectChanged, this, &CanvasView::onSceneRectChanged);
}

QString CanvasView::selectedName() const { return scene_->selectedName(); }

bool CanvasView::isDark() const { return scene_->isDark(); }

void CanvasView::selectName(const QString &name) { scene_->selectName(name); }

void CanvasView::setDark(bool dark) { scene_->setDark(dark); }

void CanvasView::fitToWindow()
{
    const QRectF r = scene_->sceneRect();
    if (r.isEmpty() || viewport()->width() < 2)
        return;
    const qreal s = std::min({viewport()->width() / r.width(), viewport()->height() / r.height(), kMaxFitZoom});
    setTransform(QTransform::fromScale(s, s));
    centerOn(r.center());
    followFit_ = true;
}

void CanvasView::zoomBy(qreal factor)
{
    const qreal target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    scale(target / zoom(), target / zoom());
    followFit_ = false;
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
    if (followFit_)
        fitToWindow();
}

void CanvasView::onSceneRectChanged()
{
    if (followFit_)
        fitToWindow();
}

QImage CanvasView::renderToImage(const QSize &size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(scene_->palette().background);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    scene_->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), scene_->sceneRect(), Qt::KeepAspectRatio);
    return image;
}

} // namespace tl::ui
