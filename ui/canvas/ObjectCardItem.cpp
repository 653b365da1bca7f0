#include "ObjectCardItem.h"

#include "CanvasCode.h"
#include "CanvasFonts.h"
#include "ElementAddress.h"
#include "explain/ShapeText.h"
#include "session/Session.h"

#include <QFontMetricsF>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace tl::ui {

namespace {

constexpr qreal kPad = 10;
constexpr qreal kLeft = 26;        // right of the colour strip
constexpr qreal kTitleHeight = 28;
constexpr qreal kToggleRow = 32;
constexpr qreal kToggleHeight = 26;
constexpr qreal kSmallToggleHeight = 22;
constexpr qreal kLineHeight = 21;
constexpr qreal kNewsHeight = 24;
constexpr qreal kMinWidth = 250;

QString pyBool(bool b) { return b ? QStringLiteral("True") : QStringLiteral("False"); }

QFont bold(QFont f)
{
    f.setBold(true);
    return f;
}

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

void ObjectCardItem::refreshValues()
{
    valuesStale_ = false;
    values_.update(*session_, info_, selectedIndex_.isEmpty() ? writtenIndex_ : selectedIndex_);
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
    if (values_.changesWith(info_, selectedIndex_.isEmpty() ? writtenIndex_ : selectedIndex_))
        refreshValues();
    else
        update();
}

void ObjectCardItem::setDetail(CanvasDetail detail)
{
    if (detail == detail_)
        return;
    detail_ = detail;
    relayout();
}

QStringList ObjectCardItem::lines() const
{
    QStringList out;
    out << QStringLiteral("shape %1 · %2").arg(ShapeText::tuple(info_.sizes), info_.dtype);
    if (info_.isTensor())
        out << QStringLiteral("is_leaf %1 · grad_fn %2 · _version %3")
                   .arg(pyBool(info_.isLeaf), info_.gradFn.isEmpty() ? QStringLiteral("None") : info_.gradFn)
                   .arg(info_.version);
    else
        out << QStringLiteral("writeable %1").arg(pyBool(info_.writeable));
    return out;
}

bool ObjectCardItem::showsValues(CanvasDetail detail) { return detail != CanvasDetail::Minimal; }

int ObjectCardItem::infoLineCount(CanvasDetail detail) const
{
    return detail == CanvasDetail::Full ? int(lines().size()) : detail == CanvasDetail::Compact ? 1 : 0;
}

QSizeF ObjectCardItem::sizeFor(CanvasDetail detail) const
{
    // Layouts ask for every detail again and again: remembered until the card changes.
    QSizeF &known = sizes_[int(detail)];
    if (known.isEmpty())
        known = measure(detail);
    return known;
}

QSizeF ObjectCardItem::measure(CanvasDetail detail) const
{
    // Room for the news line is kept: cards do not grow and shrink (and push the picture
    // around) as statements come and go; only the least detail saves it while there is none.
    const bool news = detail != CanvasDetail::Minimal || isLit() || !badge_.isEmpty();
    qreal h = kPad + headerHeight(detail) + infoLineCount(detail) * kLineHeight + (news ? kNewsHeight : 0) + kPad;
    // As wide as its toggles (and its kind beside them) and the lines it shows.
    qreal w = kMinWidth;
    const qreal kindW = showsKindBeside(detail) ? CanvasFonts::width(CanvasFonts::body(), info_.kind) + 12 : 0;
    for (Toggle t : {Toggle::Device, Toggle::RequiresGrad})
        if (const QRectF r = toggleRectFor(t, detail); !r.isNull())
            w = std::max(w, r.right() + kindW + kPad + 2);
    const QStringList info = lines();
    for (int i = 0; i < infoLineCount(detail); ++i)
        w = std::max(w, kLeft + CanvasFonts::width(CanvasFonts::body(), info[i]) + kPad + 12); // + rounding of hinted glyphs
    if (showsValues(detail)) {
        h += values_.size().height() + 8;
        w = std::max(w, kLeft + values_.size().width() + kPad + 4);
    }
    return QSizeF(std::min<qreal>(w, 640), h);
}

void ObjectCardItem::relayout()
{
    sizes_ = {};
    const QSizeF s = sizeFor(detail_);
    if (s != size_) {
        prepareGeometryChange();
        size_ = s;
    }
    update();
}

QPointF ObjectCardItem::valuesOrigin() const
{
    return QPointF(kLeft, kPad + headerHeight(detail_) + infoLineCount(detail_) * kLineHeight + 4);
}

QRectF ObjectCardItem::valueRect(const QVector<qint64> &index) const
{
    if (!showsValues(detail_))
        return QRectF();
    const QRectF r = values_.rectOf(index);
    return r.isNull() ? r : r.translated(valuesOrigin());
}

// ---- toggles ----------------------------------------------------------------------------------------

QString ObjectCardItem::toggleText(Toggle toggle) const
{
    switch (toggle) {
    case Toggle::Device:
        return info_.isTensor() ? QStringLiteral("%1 ⇄ %2").arg(info_.device, otherDevice()) : QStringLiteral("host memory (NumPy)");
    case Toggle::RequiresGrad:
        return info_.isTensor() ? QStringLiteral("requires_grad %1").arg(pyBool(info_.requiresGrad)) : QString();
    case Toggle::None:
        break;
    }
    return QString();
}

QString ObjectCardItem::otherDevice() const
{
    return info_.device.startsWith(QLatin1String("cuda")) ? QStringLiteral("cpu") : QStringLiteral("cuda:0");
}

bool ObjectCardItem::toggleEnabled(Toggle toggle) const
{
    return toggle != Toggle::None && info_.isTensor() && plainName(name());
}

bool ObjectCardItem::togglesBesideTitle(CanvasDetail detail) { return detail != CanvasDetail::Full; }

bool ObjectCardItem::showsKindBeside(CanvasDetail detail) { return detail == CanvasDetail::Compact; }

qreal ObjectCardItem::headerHeight(CanvasDetail detail) { return kTitleHeight + (togglesBesideTitle(detail) ? 0 : kToggleRow); }

qreal ObjectCardItem::titleWidth() const
{
    // (+ 4: hinted glyphs drawn at another scale may be a little wider than measured)
    return std::min<qreal>(CanvasFonts::width(CanvasFonts::title(), info_.names.join(QStringLiteral(", "))) + 4, 180) + 12;
}

QRectF ObjectCardItem::toggleRect(Toggle toggle) const { return toggleRectFor(toggle, detail_); }

QString ObjectCardItem::toggleLabel(Toggle toggle, CanvasDetail detail) const
{
    if (detail != CanvasDetail::Minimal || !info_.isTensor())
        return toggleText(toggle);
    // With the least detail: where the tensor is ("cpu ⇄"), and requires_grad as a mark.
    if (toggle == Toggle::Device)
        return info_.device + QStringLiteral(" ⇄");
    if (toggle == Toggle::RequiresGrad)
        return info_.requiresGrad ? QStringLiteral("grad ✓") : QStringLiteral("grad ✗");
    return {};
}

QRectF ObjectCardItem::toggleRectFor(Toggle toggle, CanvasDetail detail) const
{
    if (toggleText(toggle).isEmpty())
        return QRectF();
    // With less detail the toggles sit in the title row, after the name.
    const bool beside = togglesBesideTitle(detail);
    // A collapsed card is mostly its name: its toggles are short and low, so that a click
    // meant to select the card lands on the card (they stay under a third of it).
    const bool small = detail == CanvasDetail::Minimal;
    const qreal height = small ? kSmallToggleHeight : kToggleHeight;
    const qreal top = beside ? kPad + (kTitleHeight - height) / 2 : kPad + kTitleHeight + (kToggleRow - height) / 2;
    const qreal left = kLeft + (beside ? titleWidth() : 0);
    const qreal padding = small ? 12 : 20;
    const qreal deviceW = CanvasFonts::width(bold(CanvasFonts::body()), toggleLabel(Toggle::Device, detail)) + padding;
    if (toggle == Toggle::Device)
        return QRectF(left, top, deviceW, height);
    return QRectF(left + deviceW + 8, top, CanvasFonts::width(CanvasFonts::body(), toggleLabel(Toggle::RequiresGrad, detail)) + padding, height);
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
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(1.5, 1.5, -1.5, -1.5);
    const bool selected = option->state & QStyle::State_Selected;
    painter->setPen(QPen(isLit() ? palette_->flash : selected ? palette_->selection : colour_, palette_->pen(isLit() || selected ? 4 : 2.5)));
    painter->setBrush(palette_->blockFill);
    painter->drawRoundedRect(r, 9, 9);
    // The colour strip says which arrow and which cells are this card's.
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour_);
    painter->drawRoundedRect(QRectF(r.left() + 3, r.top() + 3, 8, r.height() - 6), 3, 3);

    const qreal width = r.right() - kPad - kLeft;
    qreal y = kPad;
    const QRectF titleRect(kLeft, y, width, kTitleHeight);
    painter->setFont(CanvasFonts::body());
    painter->setPen(palette_->isDark() ? colour_.lighter(115) : colour_.darker(115));
    const qreal kindW = painter->fontMetrics().horizontalAdvance(info_.kind) + 8;
    if (detail_ != CanvasDetail::Minimal) // least detail: the toggles say what it is
        painter->drawText(titleRect, Qt::AlignRight | Qt::AlignVCenter, info_.kind);
    painter->setFont(CanvasFonts::title());
    painter->setPen(palette_->text);
    const qreal nameRoom = togglesBesideTitle(detail_) ? titleWidth() - 8 : width - kindW;
    painter->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                      painter->fontMetrics().elidedText(info_.names.join(QStringLiteral(", ")), Qt::ElideRight, int(nameRoom)));
    y += headerHeight(detail_);

    painter->setFont(CanvasFonts::body());
    for (Toggle t : {Toggle::Device, Toggle::RequiresGrad}) {
        const QRectF box = toggleRect(t);
        if (box.isNull())
            continue;
        const bool enabled = toggleEnabled(t);
        painter->setPen(enabled ? QPen(palette_->blockBorder, palette_->pen(1.2)) : Qt::NoPen);
        painter->setBrush(palette_->chipFill);
        painter->drawRoundedRect(box, box.height() / 2, box.height() / 2);
        const bool on = t == Toggle::RequiresGrad && info_.requiresGrad;
        painter->setPen(on ? palette_->selection : enabled ? palette_->text : palette_->mutedText);
        if (t != Toggle::Device || !info_.isTensor()) {
            painter->drawText(box, Qt::AlignCenter, toggleLabel(t, detail_));
            continue;
        }
        // "cpu ⇄ cuda:0": where it is, in bold; where a click moves it, muted.
        const QString here = info_.device;
        const QString there = detail_ == CanvasDetail::Minimal ? QStringLiteral(" ⇄") : QStringLiteral(" ⇄ ") + otherDevice();
        const qreal hereW = QFontMetricsF(bold(CanvasFonts::body())).horizontalAdvance(here);
        const qreal left = box.center().x() - (hereW + painter->fontMetrics().horizontalAdvance(there)) / 2;
        painter->setFont(bold(CanvasFonts::body()));
        painter->drawText(QRectF(left, box.top(), hereW + 2, box.height()), Qt::AlignLeft | Qt::AlignVCenter, here);
        painter->setFont(CanvasFonts::body());
        painter->setPen(palette_->mutedText);
        painter->drawText(QRectF(left + hereW, box.top(), box.right() - left - hereW, box.height()), Qt::AlignLeft | Qt::AlignVCenter, there);
    }

    painter->setPen(palette_->mutedText);
    const QStringList info = lines();
    for (int i = 0; i < infoLineCount(detail_); ++i) {
        painter->drawText(QRectF(kLeft, y, width, kLineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                          painter->fontMetrics().elidedText(info[i], Qt::ElideRight, int(width)));
        y += kLineHeight;
    }
    if (showsValues(detail_)) {
        values_.paint(painter, valuesOrigin(), *palette_, selectedIndex_, writtenIndex_);
        y += values_.size().height() + 8;
    }
    // The news: the lit element if a write touched this object, else the badge.
    const QRectF news(kLeft - 4, r.bottom() - kPad - kNewsHeight + 2, width + 4, kNewsHeight - 2);
    if (isLit()) {
        QColor back = palette_->flash;
        back.setAlpha(70);
        painter->setPen(Qt::NoPen);
        painter->setBrush(back);
        painter->drawRoundedRect(news, 4, 4);
        QFont f = CanvasFonts::body();
        f.setBold(true);
        painter->setFont(f);
        painter->setPen(palette_->text);
        painter->drawText(news.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                          painter->fontMetrics().elidedText(lit_, Qt::ElideRight, int(width)));
    } else if (!badge_.isEmpty()) {
        QFont f = CanvasFonts::body();
        f.setItalic(true);
        painter->setFont(f);
        painter->setPen(palette_->text);
        painter->drawText(news.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                          painter->fontMetrics().elidedText(badge_, Qt::ElideRight, int(width)));
    }
}

// ---- interaction --------------------------------------------------------------------------------------

void ObjectCardItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    // A toggle runs code: it answers a click only on a card already selected, so the
    // first click on a card always just selects it, wherever it lands.
    const bool wasSelected = isSelected();
    QGraphicsObject::mousePressEvent(event); // selects the card
    pressed_ = event->button() == Qt::LeftButton && wasSelected ? toggleAt(event->pos()) : Toggle::None;
    if (event->button() == Qt::LeftButton && showsValues(detail_)) {
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
    if (event->button() == Qt::LeftButton && showsValues(detail_) && values_.hasIndexAt(local)) {
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
    if (showsValues(detail_) && values_.hasIndexAt(local)) {
        const QString label = ElementAddress::text(name(), values_.indexAt(local));
        setToolTip(QStringLiteral("%1 = %2 (double-click to edit)").arg(label, values_.textOf(values_.indexAt(local))));
        return;
    }
    setToolTip(QString());
}

} // namespace tl::ui
