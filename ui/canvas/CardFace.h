#pragma once
// Where everything goes on one object card at one detail, measured but not painted: a
// header line "b · Tensor" with the requires_grad toggle, one line "(3, 2) · float32" with
// the device (a toggle for a tensor), a line of the flags that differ from their defaults
// (requires_grad=True, grad_fn=…, _version=2, writeable=False), the values in the object's
// logical shape when the detail has room for them, and the news line. Every detail shows
// name, shape, dtype, device and those flags: less detail only drops the values.
#include "CanvasDetail.h"

#include <QFont>
#include <QRectF>
#include <QStringList>

namespace tl::ui {

class CardValues;
struct ObjectInfo;

class CardFace {
public:
    static constexpr qreal kPad = 4;      // above the header and below the last line
    static constexpr qreal kLeft = 17;    // right of the colour strip
    static constexpr qreal kRight = 7;
    static constexpr qreal kHeader = 22;
    static constexpr qreal kLine = 18;
    static constexpr qreal kNews = 21;
    static constexpr qreal kToggleHeight = 18;
    static constexpr qreal kValuesGap = 3;
    static constexpr qreal kMaxWidth = 420;

    // `values`: the grid at this detail (ignored when the detail shows none); `news`:
    // whether the card keeps a line for what the last statement did to it, `lit` the text
    // of a write it saw (the card is wide enough to read it whole).
    static CardFace of(const ObjectInfo &info, const CardValues &values, CanvasDetail detail, bool news, const QString &lit = {});
    static QFont litFont();
    static bool showsValues(CanvasDetail detail) { return detail != CanvasDetail::Minimal; }
    // The grid's most rows and columns at a detail.
    static int valuesAxis(CanvasDetail detail) { return detail == CanvasDetail::Full ? 8 : 4; }
    // "(3, 2) · float32": the shape and the dtype without torch's prefix.
    static QString shapeText(const ObjectInfo &info);
    // The flags that differ from their defaults, as Python names them.
    static QStringList flags(const ObjectInfo &info);
    // What the toggles read: where the tensor is ("cpu ⇄") and its requires_grad ("grad ✓").
    static QString deviceLabel(const ObjectInfo &info);
    static QString gradLabel(const ObjectInfo &info);

    QSizeF size;
    QRectF name;          // the names, bold
    QRectF kind;          // "· Tensor", after them
    QRectF gradToggle;    // null for an ndarray
    QRectF shape;         // "(3, 2) · float32 ·"
    QRectF device;        // the device toggle of a tensor, the device's name for an ndarray
    QStringList flagLines;
    qreal flagsTop = 0;
    bool values = false;
    QPointF valuesOrigin;
    QRectF news;          // null when no line is kept
};

} // namespace tl::ui
