#pragma once
// One tensor or ndarray with its name(s): kind, shape, dtype, device and the flags that
// differ from their defaults (what a student needs to see why PyTorch refuses numpy()); a
// tensor's device and requires_grad as toggles; its values in its logical shape (CardValues).
// Where each goes is CardFace's, the drawing CardPainter's. The card's colour is the colour
// of its arrow and of the cells it views. After an element write the card lights up with
// its own index of the written element ("a[0][0]: 1.0 → 10.0").
#include "CanvasDetail.h"
#include "CanvasItemType.h"
#include "CanvasPalette.h"
#include "CardFace.h"
#include "CardValues.h"
#include "session/ObjectInfo.h"

#include <QGraphicsObject>

#include <array>

namespace tl::ui {

class Session;

class ObjectCardItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = ObjectCardItemType };
    enum class Toggle { None, Device, RequiresGrad };

    ObjectCardItem(const Session *session, const ObjectInfo &info, QColor colour, const CanvasPalette *palette);
    int type() const override { return Type; }

    const ObjectInfo &info() const { return info_; }
    quint64 objectId() const { return info_.objectId; }
    // The object after a statement; its values are read by settle(), once its marks are set.
    void setInfo(const ObjectInfo &info);
    void settle();
    // The first name (what signals report) and all of them.
    QString name() const { return info_.names.value(0); }
    QColor colour() const { return colour_; }
    void setColour(const QColor &colour);

    QSizeF sizeFor(CanvasDetail detail) const;
    void setDetail(CanvasDetail detail);
    CanvasDetail detail() const { return detail_; }

    // Lit after an element write: the object's own index of the element and the change.
    void setLit(const QString &label);
    QString litLabel() const { return lit_; }
    bool isLit() const { return !lit_.isEmpty(); }
    // What the last statement did to this name ("new object · shared storage #1").
    void setBadge(const QString &badge);
    QString badge() const { return badge_; }
    // The object's own index of the selected and of the written element (empty: none).
    void setMarkedIndices(const QVector<qint64> &selected, const QVector<qint64> &written);
    const QVector<qint64> &selectedIndex() const { return selectedIndex_; }
    const QVector<qint64> &writtenIndex() const { return writtenIndex_; }
    // Values are read again (after a statement).
    void refreshValues();
    const CardValues &values() const { return values_; }
    // Where a value sits on the card (item coordinates), null if it is not shown.
    QRectF valueRect(const QVector<qint64> &index) const;

    // What the card says under its name (test accessor): "(2, 3) · float32 · cpu", then each
    // flag that differs from its default ("requires_grad=True", "writeable=False").
    QStringList lines() const;
    const CardFace &face() const { return face_; }
    // Toggles: their text, whether they can be clicked, and where they are.
    QString toggleText(Toggle toggle) const;
    bool toggleEnabled(Toggle toggle) const;
    QRectF toggleRect(Toggle toggle) const;
    // What the toggle's pill reads ("cpu ⇄", "grad ✗").
    QString toggleLabel(Toggle toggle) const;

    QRectF boundingRect() const override { return QRectF(QPointF(0, 0), face_.size); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void toggleClicked(quint64 objectId, tl::ui::ObjectCardItem::Toggle toggle);
    void elementClicked(quint64 objectId, const QVector<qint64> &index);
    void elementActivated(quint64 objectId, const QVector<qint64> &index);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    void relayout();
    CardFace faceFor(CanvasDetail detail) const;
    bool keepsNews(CanvasDetail detail) const;
    QVector<qint64> valuesFocus() const;
    bool showsValues() const { return face_.values; }
    QPointF valuesOrigin() const { return face_.valuesOrigin; }
    QString otherDevice() const; // where the device toggle moves it
    Toggle toggleAt(const QPointF &pos) const;

    const Session *session_;
    ObjectInfo info_;
    QColor colour_;
    const CanvasPalette *palette_;
    CanvasDetail detail_ = CanvasDetail::Full;
    CardValues values_;
    QVector<qint64> selectedIndex_, writtenIndex_;
    QString lit_;
    QString badge_;
    CardFace face_;
    mutable std::array<QSizeF, 3> sizes_; // sizeFor() per detail, until the card changes
    Toggle pressed_ = Toggle::None;
    bool valuesStale_ = false;
};

} // namespace tl::ui

Q_DECLARE_METATYPE(tl::ui::ObjectCardItem::Toggle)
