#include "ObjectCardItem.h"

#include "CanvasFonts.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace tl::ui {

namespace {

constexpr qreal kLineHeight = 21;
constexpr qreal kTitleHeight = 30;
constexpr qreal kPad = 10;

QString pyBool(bool b) { return b ? QStringLiteral("True") : QStringLiteral("False"); }

QString shapeText(const QVector<qint64> &sizes)
{
    QStringList parts;
    for (qint64 s : sizes)
        parts << QString::number(s);
    return QStringLiteral("(") + parts.join(QStringLiteral(", ")) + (sizes.size() == 1 ? QStringLiteral(",)") : QStringLiteral(")"));
}

} // namespace

ObjectCardItem::ObjectCardItem(const ObjectInfo &info, QColor colour, const CanvasPalette *palette)
    : info_(info), colour_(colour), palette_(palette)
{
    setFlag(ItemIsSelectable);
    setAcceptedMouseButtons(Qt::LeftButton | Qt::RightButton);
    setCursor(Qt::PointingHandCursor);
    setZValue(5);
    relayout();
}

void ObjectCardItem::setInfo(const ObjectInfo &info)
{
    const QStringList before = lines();
    const QStringList names = info_.names;
    info_ = info;
    if (lines() == before && names == info_.names)
        return;
    relayout();
    update();
}

void ObjectCardItem::setColour(const QColor &colour)
{
    colour_ = colour;
    update();
}

void ObjectCardItem::setLit(const QString &label)
{
    if (lit_ == label)
        return;
    lit_ = label;
    relayout();
    update();
}

void ObjectCardItem::setBadge(const QString &badge)
{
    if (badge_ == badge)
        return;
    badge_ = badge;
    relayout();
    update();
}

QStringList ObjectCardItem::lines() const
{
    QStringList out;
    out << QStringLiteral("shape %1").arg(shapeText(info_.sizes));
    if (info_.isTensor()) {
        out << QStringLiteral("%1 · %2 · _version %3").arg(info_.dtype, info_.device).arg(info_.version);
        out << QStringLiteral("requires_grad %1 · is_leaf %2").arg(pyBool(info_.requiresGrad), pyBool(info_.isLeaf));
        out << QStringLiteral("grad_fn %1").arg(info_.gradFn.isEmpty() ? QStringLiteral("None") : info_.gradFn);
    } else {
        out << QStringLiteral("%1 · host memory (NumPy)").arg(info_.dtype);
        out << QStringLiteral("writeable %1").arg(pyBool(info_.writeable));
    }
    return out;
}

void ObjectCardItem::relayout()
{
    // Room for the badge and the lit label is always kept: cards do not grow and shrink
    // (and push the picture around) as statements come and go.
    const qreal h = kTitleHeight + lines().size() * kLineHeight + kLineHeight + kLineHeight + 4 + 2 * kPad;
    if (h != height_) {
        prepareGeometryChange();
        height_ = h;
    }
}

void ObjectCardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = boundingRect().adjusted(1.5, 1.5, -1.5, -1.5);
    const bool selected = option->state & QStyle::State_Selected;
    QPen border(isLit() ? palette_->flash : selected ? palette_->selection : colour_, isLit() || selected ? 4 : 2.5);
    painter->setPen(border);
    painter->setBrush(palette_->blockFill);
    painter->drawRoundedRect(r, 9, 9);
    // The colour strip says which arrow and which cells are this card's.
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour_);
    painter->drawRoundedRect(QRectF(r.left() + 3, r.top() + 3, 8, r.height() - 6), 3, 3);

    const qreal left = r.left() + kPad + 10;
    const qreal width = r.right() - kPad - left;
    qreal y = r.top() + kPad - 2;
    painter->setFont(CanvasFonts::title());
    painter->setPen(palette_->text);
    const QString kind = info_.kind;
    const QRectF titleRect(left, y, width, kTitleHeight);
    painter->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                      painter->fontMetrics().elidedText(info_.names.join(QStringLiteral(", ")), Qt::ElideRight, int(width * 0.6)));
    painter->setFont(CanvasFonts::body());
    painter->setPen(colour_);
    painter->drawText(titleRect, Qt::AlignRight | Qt::AlignVCenter, kind);
    y += kTitleHeight;

    painter->setPen(palette_->mutedText);
    for (const QString &line : lines()) {
        painter->drawText(QRectF(left, y, width, kLineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                          painter->fontMetrics().elidedText(line, Qt::ElideRight, int(width)));
        y += kLineHeight;
    }
    if (!badge_.isEmpty()) {
        painter->setPen(palette_->text);
        QFont f = CanvasFonts::body();
        f.setItalic(true);
        painter->setFont(f);
        painter->drawText(QRectF(left, y, width, kLineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                          painter->fontMetrics().elidedText(badge_, Qt::ElideRight, int(width)));
        y += kLineHeight;
    }
    if (!lit_.isEmpty()) {
        const QRectF litRect(left - 4, y + 2, width + 4, kLineHeight);
        QColor back = palette_->flash;
        back.setAlpha(60);
        painter->setPen(Qt::NoPen);
        painter->setBrush(back);
        painter->drawRoundedRect(litRect, 4, 4);
        QFont f = CanvasFonts::body();
        f.setBold(true);
        painter->setFont(f);
        painter->setPen(palette_->text);
        painter->drawText(litRect.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                          painter->fontMetrics().elidedText(lit_, Qt::ElideRight, int(width)));
    }
}

} // namespace tl::ui
