#pragma once
// What the canvas tests check the way a user would see it: nothing drawn over anything
// else, arrows that keep clear of other cards, and the size canvas text really has on
// screen, measured by painting the view onto a device that records every text it gets
// (and the width of every line).
#include "canvas/ArrowItem.h"
#include "canvas/CanvasScene.h"
#include "canvas/CaptionItem.h"
#include "canvas/LaneItem.h"
#include "canvas/ObjectCardItem.h"
#include "canvas/StorageBlockItem.h"

#include <QGraphicsView>
#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtTest>

#include <cmath>

namespace tl::ui::test {

// A paint device that records each text drawn on it: its pixel height on the device; and
// the width on the device of each line, outline and border stroked on it.
class TextRecorder : public QPaintDevice {
public:
    struct Text {
        QString text;
        qreal pixels = 0;
        QRectF box; // its line's box (advance, ascent and descent) on the device
    };

    explicit TextRecorder(QSize size) : size_(size), engine_(this) {}
    QPaintEngine *paintEngine() const override { return const_cast<Engine *>(&engine_); }
    const QVector<Text> &texts() const { return texts_; }
    const QVector<qreal> &strokes() const { return strokes_; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth: return size_.width();
        case PdmHeight: return size_.height();
        case PdmWidthMM: return size_.width() * 254 / 960;
        case PdmHeightMM: return size_.height() * 254 / 960;
        case PdmDpiX: case PdmDpiY: case PdmPhysicalDpiX: case PdmPhysicalDpiY: return 96;
        case PdmDepth: return 32;
        case PdmNumColors: return INT_MAX;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(QPaintDevice::devicePixelRatioFScale());
        default: return 0;
        }
    }

private:
    class Engine : public QPaintEngine {
    public:
        explicit Engine(TextRecorder *owner) : QPaintEngine(AllFeatures), owner_(owner) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &state) override
        {
            if (state.state() & DirtyTransform)
                transform_ = state.transform();
            if (state.state() & DirtyPen)
                pen_ = state.pen();
        }
        // Shapes are measured by their pen only (the defaults would convert them into each
        // other forever).
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override { stroke(); }
        void drawPath(const QPainterPath &) override { stroke(); }
        void drawRects(const QRectF *, int) override { stroke(); }
        void drawLines(const QLineF *, int) override { stroke(); }
        void drawEllipse(const QRectF &) override { stroke(); }
        void drawPoints(const QPointF *, int) override {}
        void drawTextItem(const QPointF &at, const QTextItem &item) override
        {
            const QFont f = item.font();
            const qreal em = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * 96 / 72;
            const qreal scale = std::sqrt(std::abs(transform_.determinant()));
            const QFontMetricsF metrics(f);
            const QRectF line(at.x(), at.y() - metrics.ascent(), metrics.horizontalAdvance(item.text()), metrics.ascent() + metrics.descent());
            owner_->texts_.push_back({item.text(), em * scale, transform_.mapRect(line)});
        }
        Type type() const override { return User; }

    private:
        void stroke()
        {
            if (pen_.style() == Qt::NoPen)
                return;
            const qreal width = pen_.widthF() > 0 ? pen_.widthF() : 1;
            owner_->strokes_.push_back(pen_.isCosmetic() ? width : width * std::sqrt(std::abs(transform_.determinant())));
        }

        TextRecorder *owner_;
        QTransform transform_;
        QPen pen_;
    };

    QSize size_;
    Engine engine_;
    QVector<Text> texts_;
    QVector<qreal> strokes_;
};

// What one item paints through `view`'s zoom: its texts and its strokes, on screen.
struct PaintedItem {
    QVector<TextRecorder::Text> texts;
    QVector<qreal> strokes;
};

inline PaintedItem paintItem(QGraphicsItem *item, const QGraphicsView &view)
{
    TextRecorder recorder(view.viewport()->size());
    QPainter painter(&recorder);
    painter.setTransform(item->sceneTransform() * view.transform());
    QStyleOptionGraphicsItem option;
    option.rect = item->boundingRect().toAlignedRect();
    option.exposedRect = item->boundingRect();
    if (item->isSelected())
        option.state |= QStyle::State_Selected;
    item->paint(&painter, &option, nullptr);
    painter.end();
    return {recorder.texts(), recorder.strokes()};
}

// The texts the view shows now (only what is inside its viewport is painted).
inline QVector<TextRecorder::Text> recordTexts(QGraphicsView &view)
{
    TextRecorder recorder(view.viewport()->size());
    QPainter painter(&recorder);
    view.render(&painter, QRectF(QPointF(0, 0), view.viewport()->size()), view.viewport()->rect());
    painter.end();
    return recorder.texts();
}

// The smallest of them, in pixels (0 when nothing is written).
inline qreal smallestText(const QVector<TextRecorder::Text> &texts)
{
    qreal s = 0;
    for (const auto &t : texts)
        if (!t.text.trimmed().isEmpty())
            s = s == 0 ? t.pixels : std::min(s, t.pixels);
    return s;
}

// A double-click as a mouse makes it: press, release, double-click, release (QTest's
// mouseDClick alone sends only the third, which QGraphicsScene then takes for a press).
inline void doubleClick(QWidget *viewport, const QPoint &at, Qt::KeyboardModifiers modifiers = {})
{
    QTest::mousePress(viewport, Qt::LeftButton, modifiers, at);
    QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, at);
    QTest::mouseDClick(viewport, Qt::LeftButton, modifiers, at);
    QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, at);
}

// An axis-parallel segment passing through the inside of a rectangle.
inline bool crosses(const QPointF &a, const QPointF &b, const QRectF &r)
{
    const QRectF inner = r.adjusted(1, 1, -1, -1);
    if (qFuzzyCompare(a.y(), b.y()))
        return a.y() > inner.top() && a.y() < inner.bottom() && std::max(a.x(), b.x()) > inner.left() &&
               std::min(a.x(), b.x()) < inner.right();
    return a.x() > inner.left() && a.x() < inner.right() && std::max(a.y(), b.y()) > inner.top() &&
           std::min(a.y(), b.y()) < inner.bottom();
}

// Nothing overlaps (headline, cards, blocks); every block and card is inside its lane, a
// card's toggles inside the card and under a third of it; no
// arrow runs through a card but its own; arrow heads are distinct.
inline void checkLayout(CanvasScene *scene)
{
    QList<QRectF> rects;
    QList<QRectF> cards;
    for (auto *c : scene->itemsOfType<ObjectCardItem>()) {
        rects << c->sceneBoundingRect();
        cards << c->sceneBoundingRect();
        QVERIFY(scene->laneForDevice(c->info().device)->rect().contains(c->sceneBoundingRect()));
        qreal toggles = 0;
        for (auto toggle : {ObjectCardItem::Toggle::Device, ObjectCardItem::Toggle::RequiresGrad}) {
            const QRectF r = c->toggleRect(toggle);
            QVERIFY(r.isNull() || c->boundingRect().contains(r));
            toggles += r.width() * r.height();
        }
        // A click meant to select a card lands on the card, not on a toggle that runs code.
        const QRectF card = c->boundingRect();
        QVERIFY2(toggles <= card.width() * card.height() / 3,
                 qPrintable(QStringLiteral("%1's toggles cover %2% of it").arg(c->name()).arg(100 * toggles / (card.width() * card.height()))));
    }
    for (auto *b : scene->itemsOfType<StorageBlockItem>()) {
        rects << b->sceneBoundingRect();
        QVERIFY(scene->laneForDevice(b->info().device)->rect().contains(b->sceneBoundingRect()));
    }
    if (scene->caption()->boundingRect().height() > 0)
        rects << scene->caption()->sceneBoundingRect();
    for (LaneItem *lane : scene->itemsOfType<LaneItem>())
        QVERIFY(!lane->rect().intersects(scene->caption()->sceneBoundingRect()));
    for (int i = 0; i < rects.size(); ++i)
        for (int j = i + 1; j < rects.size(); ++j)
            QVERIFY2(!rects[i].intersects(rects[j]), qPrintable(QStringLiteral("overlap %1 %2").arg(i).arg(j)));
    QList<QPointF> heads;
    for (ArrowItem *arrow : scene->itemsOfType<ArrowItem>()) {
        QVERIFY(arrow->isVisible());
        const QPolygonF route = arrow->route();
        QVERIFY(route.size() >= 2);
        QVERIFY(!heads.contains(arrow->end()));
        heads << arrow->end();
        ObjectCardItem *own = scene->cardForObject(arrow->objectId());
        for (int s = 0; s + 1 < route.size(); ++s)
            for (const QRectF &card : std::as_const(cards))
                if (card != own->sceneBoundingRect())
                    QVERIFY2(!crosses(route[s], route[s + 1], card), qPrintable(own->name()));
    }
}

} // namespace tl::ui::test
