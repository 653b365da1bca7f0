#pragma once
// The memory canvas widget: a view of CanvasScene with zoom (Ctrl+wheel, fitToWindow),
// panning by dragging the background, light/dark palettes and rendering to an image.
#include <QGraphicsView>

namespace tl::ui {

class CanvasScene;
class Session;

class CanvasView : public QGraphicsView {
    Q_OBJECT
public:
    explicit CanvasView(Session *session, QWidget *parent = nullptr);

    // The scene and its test accessors (cards, blocks, arrows, highlighted cells ...).
    CanvasScene *canvasScene() const { return scene_; }

    QString selectedName() const;
    bool isDark() const;
    // The whole picture scaled into `size` (offscreen screenshots, exports).
    QImage renderToImage(const QSize &size) const;
    // Current zoom factor (1 = 100%).
    qreal zoom() const { return transform().m11(); }

public slots:
    void selectName(const QString &name);
    void fitToWindow();
    void setDark(bool dark);
    void zoomBy(qreal factor);

signals:
    void objectSelected(const QString &name);
    void cellActivated(quint64 storageId, qint64 elementIndex);
    void contextMenuRequested(const QString &name, const QPoint &globalPos);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void onSceneRectChanged();

    CanvasScene *scene_;
    bool followFit_ = true; // keep fitting until the user zooms by hand
};

} // namespace tl::ui
