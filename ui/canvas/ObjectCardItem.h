#pragma once
// One tensor or ndarray with its name(s): kind, shape, dtype, device and the autograd
// fields a student needs to see why PyTorch refuses numpy(). The card's colour is the
// colour of its arrow and of the cells it views. After an element write the card lights
// up with its own index of the written element ("a[0][0]: 1.0 → 10.0").
#include "CanvasItemType.h"
#include "CanvasPalette.h"
#include "session/ObjectInfo.h"

#include <QGraphicsObject>

namespace tl::ui {

class ObjectCardItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = ObjectCardItemType };
    static constexpr qreal kWidth = 290;

    ObjectCardItem(const ObjectInfo &info, QColor colour, const CanvasPalette *palette);
    int type() const override { return Type; }

    const ObjectInfo &info() const { return info_; }
    quint64 objectId() const { return info_.objectId; }
    void setInfo(const ObjectInfo &info);
    // The first name (what signals report) and all of them.
    QString name() const { return info_.names.value(0); }
    QColor colour() const { return colour_; }
    void setColour(const QColor &colour);

    // Lit after an element write: the object's own index of the element and the change.
    void setLit(const QString &label);
    QString litLabel() const { return lit_; }
    bool isLit() const { return !lit_.isEmpty(); }
    // What the last statement did to this name ("new object · shared storage #1").
    void setBadge(const QString &badge);
    QString badge() const { return badge_; }

    // The lines the card shows (test accessor).
    QStringList lines() const;

    QRectF boundingRect() const override { return QRectF(0, 0, kWidth, height_); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void relayout();

    ObjectInfo info_;
    QColor colour_;
    const CanvasPalette *palette_;
    QString lit_;
    QString badge_;
    qreal height_ = 0;
};

} // namespace tl::ui
