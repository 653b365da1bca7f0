#include "ObjectCardItem.h"

#include "explain/CanvasCode.h"
#include "CardPainter.h"
#include "explain/ElementAddress.h"
#include "session/Session.h"
#include "session/EngineText.h"

#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QStyleOptionGraphicsItem>

namespace tl::ui {

namespace {

QString pyBool(bool b) { return b ? QStringLiteral("True") : QStringLiteral("False"); }

// Only a plain name can be rebound or switched by code the canvas writes ("a.grad" cannot).
bool plainName(const QString &name) { return !name.isEmpty() && !name.contains(QLatin1Char('.')); }

} // namespace

ObjectCardItem::ObjectCardItem(const Session *session, const ObjectInfo &info, QColor colour, const CanvasPalette *palette)
    : session_(session), info_(info), colour_(colour), palette_(palette)
{
    setFlag(ItemIsSelectable);
    setAcceptedMouseButtons(Qt::LeftButton | Qt::RightButton);
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
    setZValue(5);
    refreshValues();
}

void ObjectCardItem::setInfo(const ObjectInfo &info)
{
    info_ = info;
    valuesStale_ = true; // read once its marks are known too (settle())
}

void ObjectCardItem::settle()
{
    if (valuesStale_)
        refreshValues();
}

void ObjectCardItem::setColour(const QColor &colour)
{
    colour_ = colour;
    update();
}

QVector<qint64> ObjectCardItem::valuesFocus() const { return selectedIndex_.isEmpty() ? writtenIndex_ : selectedIndex_; }

void ObjectCardItem::refreshValues()
{
    valuesStale_ = false;
    values_.update(*session_, info_, valuesFocus(), CardFace::valuesAxis(detail_));
    relayout();
}

void ObjectCardItem::setLit(const QString &label)
{
    if (lit_ == label)
        return;
    lit_ = label;
    relayout();
}

void ObjectCardItem::setBadge(const QString &badge)
{
    if (badge_ == badge)
        return;
    badge_ = badge;
    relayout();
}

void ObjectCardItem::setMarkedIndices(const QVector<qint64> &selected, const QVector<qint64> &written)
{
    if (selected == selectedIndex_ && written == writtenIndex_)
        return;
    selectedIndex_ = selected;
    writtenIndex_ = written;
    // The values are as fresh as the last statement: read again only if other cells show.
    if (valuesStale_)
        return;
    if (values_.changesWith(info_, valuesFocus()))
        refreshValues();
    else
        update();
}

void ObjectCardItem::setDetail(CanvasDetail detail)
{
    if (detail == detail_)
        return;
    detail_ = detail;
    if (values_.maxAxis() != CardFace::valuesAxis(detail) && CardFace::showsValues(detail))
        refreshValues(); // another summary of the values
    else
        relayout();
}

QStringList ObjectCardItem::lines() const
{
    return QStringList{CardFace::shapeText(info_) + QLatin1Char(' ') + EngineText::device(info_.device)} + CardFace::flags(info_);
}

bool ObjectCardItem::keepsNews(CanvasDetail detail) const
{
    // With every detail, room for the news line is kept: cards do not grow and shrink (and
    // push the picture around) as statements come and go; with less, it is there while
    // there is news.
    return detail == CanvasDetail::Full || isLit() || !badge_.isEmpty();
}

CardFace ObjectCardItem::faceFor(CanvasDetail detail) const
{
    if (!CardFace::showsValues(detail) || values_.maxAxis() == CardFace::valuesAxis(detail))
        return CardFace::of(info_, values_, detail, keepsNews(detail), lit_);
    CardValues other; // the values as that detail would summarise them
    other.update(*session_, info_, valuesFocus(), CardFace::valuesAxis(detail));
    return CardFace::of(info_, other, detail, keepsNews(detail), lit_);
}

QSizeF ObjectCardItem::sizeFor(CanvasDetail detail) const
{
    // Layouts ask for every detail again and again: remembered until the card changes.
    QSizeF &known = sizes_[int(detail)];
    if (known.isEmpty())
        known = detail == detail_ ? face_.size : faceFor(detail).size;
    return known;
}

void ObjectCardItem::relayout()
{
    sizes_ = {};
    CardFace face = faceFor(detail_);
    if (face.size != face_.size)
        prepareGeometryChange();
    face_ = std::move(face);
    update();
}

QRectF ObjectCardItem::valueRect(const QVector<qint64> &index) const
{
    if (!showsValues())
        return QRectF();
    const QRectF r = values_.rectOf(index);
    return r.isNull() ? r : r.translated(valuesOrigin());
}

// ---- toggles ----------------------------------------------------------------------------------------

QString ObjectCardItem::toggleText(Toggle toggle) const
{
    switch (toggle) {
    case Toggle::Device:
        return info_.isTensor() ? QStringLiteral("%1 ⇄ %2").arg(EngineText::device(info_.device), otherDevice()) : QStringLiteral("host memory (NumPy)");
    case Toggle::RequiresGrad:
        return info_.isTensor() ? QStringLiteral("requires_grad %1").arg(pyBool(info_.requiresGrad)) : QString();
    case Toggle::None:
        break;
    }
    return QString();
}

QString ObjectCardItem::otherDevice() const
{
    return info_.device.isCuda() ? QStringLiteral("cpu") : QStringLiteral("cuda:0");
}

bool ObjectCardItem::toggleEnabled(Toggle toggle) const
{
    return toggle != Toggle::None && info_.isTensor() && plainName(name());
}

QRectF ObjectCardItem::toggleRect(Toggle toggle) const
{
    // An ndarray's device is text, not a toggle: NumPy cannot move it.
    if (!info_.isTensor())
        return QRectF();
    return toggle == Toggle::Device ? face_.device : toggle == Toggle::RequiresGrad ? face_.gradToggle : QRectF();
}

QString ObjectCardItem::toggleLabel(Toggle toggle) const
{
    if (!info_.isTensor())
        return QString();
    return toggle == Toggle::Device ? CardFace::deviceLabel(info_) : toggle == Toggle::RequiresGrad ? CardFace::gradLabel(info_) : QString();
}

ObjectCardItem::Toggle ObjectCardItem::toggleAt(const QPointF &pos) const
{
    for (Toggle t : {Toggle::Device, Toggle::RequiresGrad})
        if (toggleEnabled(t) && toggleRect(t).contains(pos))
            return t;
    return Toggle::None;
}

// ---- painting ---------------------------------------------------------------------------------------

void ObjectCardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    CardPainter::paint(painter, *this, face_, option->state & QStyle::State_Selected, *palette_);
}

// ---- interaction --------------------------------------------------------------------------------------

void ObjectCardItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    // A toggle runs code: it answers a click only on a card already selected, so the
    // first click on a card always just selects it, wherever it lands.
    const bool wasSelected = isSelected();
    QGraphicsObject::mousePressEvent(event); // selects the card
    pressed_ = event->button() == Qt::LeftButton && wasSelected ? toggleAt(event->pos()) : Toggle::None;
    if (event->button() == Qt::LeftButton && showsValues()) {
        const QPointF local = event->pos() - valuesOrigin();
        if (values_.hasIndexAt(local))
            emit elementClicked(info_.objectId, values_.indexAt(local));
    }
}

void ObjectCardItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsObject::mouseReleaseEvent(event);
    const Toggle released = event->button() == Qt::LeftButton ? toggleAt(event->pos()) : Toggle::None;
    const bool clicked = released != Toggle::None && released == pressed_;
    pressed_ = Toggle::None;
    // The click runs code, and the scene may replace this card before emit returns: nothing
    // of `this` is touched after it.
    if (clicked)
        emit toggleClicked(info_.objectId, released);
}

void ObjectCardItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    const QPointF local = event->pos() - valuesOrigin();
    if (event->button() == Qt::LeftButton && showsValues() && values_.hasIndexAt(local)) {
        emit elementActivated(info_.objectId, values_.indexAt(local));
        event->accept();
        return;
    }
    if (toggleAt(event->pos()) != Toggle::None) { // a quick second click on a toggle is not a second toggle
        event->accept();
        return;
    }
    QGraphicsObject::mouseDoubleClickEvent(event);
}

void ObjectCardItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    QString runs;
    switch (toggleAt(event->pos())) {
    case Toggle::Device:
        runs = QStringLiteral("Move %1 to %2: runs %3").arg(name(), CanvasCode::otherDevice(info_.device),
                                                             CanvasCode::moveTo(name(), CanvasCode::otherDevice(info_.device)));
        break;
    case Toggle::RequiresGrad:
        runs = QStringLiteral("Runs %1").arg(CanvasCode::requiresGrad(name(), !info_.requiresGrad));
        break;
    case Toggle::None:
        break;
    }
    if (!runs.isEmpty()) {
        setToolTip(isSelected() ? runs : QStringLiteral("A click selects %1; a second click here: %2").arg(name(), runs));
        return;
    }
    const QPointF local = event->pos() - valuesOrigin();
    if (showsValues() && values_.hasIndexAt(local)) {
        const QString label = ElementAddress::text(name(), values_.indexAt(local));
        setToolTip(QStringLiteral("%1 = %2 (double-click to edit)").arg(label, values_.textOf(values_.indexAt(local))));
        return;
    }
    setToolTip(QString());
}

} // namespace tl::ui
