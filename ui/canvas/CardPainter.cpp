#include "CardPainter.h"
#include "session/EngineText.h"

#include "CanvasFonts.h"
#include "CanvasPalette.h"
#include "CardFace.h"
#include "ObjectCardItem.h"

#include <QPainter>

namespace tl::ui {

namespace {

QFont withStyle(QFont f, bool bold, bool italic = false)
{
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

void drawElided(QPainter *painter, const QRectF &box, int flags, const QString &text, Qt::TextElideMode mode = Qt::ElideRight)
{
    painter->drawText(box, flags, painter->fontMetrics().elidedText(text, mode, int(box.width())));
}

void drawPill(QPainter *painter, const QRectF &box, bool enabled, const CanvasPalette &palette)
{
    painter->setPen(enabled ? QPen(palette.blockBorder, palette.pen(1.2)) : Qt::NoPen);
    painter->setBrush(palette.chipFill);
    painter->drawRoundedRect(box, box.height() / 2, box.height() / 2);
}

} // namespace

void CardPainter::paint(QPainter *painter, const ObjectCardItem &card, const CardFace &face, bool selected, const CanvasPalette &palette)
{
    const ObjectInfo &info = card.info();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(QPointF(0, 0), face.size).adjusted(1.5, 1.5, -1.5, -1.5);
    painter->setPen(QPen(card.isLit() ? palette.flash : selected ? palette.selection : card.colour(), palette.pen(card.isLit() || selected ? 4 : 2.5)));
    painter->setBrush(palette.blockFill);
    painter->drawRoundedRect(r, 8, 8);
    // The colour strip says which arrow and which cells are this card's.
    painter->setPen(Qt::NoPen);
    painter->setBrush(card.colour());
    painter->drawRoundedRect(QRectF(r.left() + 3, r.top() + 3, 7, r.height() - 6), 3, 3);

    // "b · Tensor"
    painter->setFont(CanvasFonts::title());
    painter->setPen(palette.text);
    drawElided(painter, face.name, Qt::AlignLeft | Qt::AlignVCenter, info.names.join(QStringLiteral(", ")));
    painter->setFont(CanvasFonts::body());
    painter->setPen(palette.isDark() ? card.colour().lighter(115) : card.colour().darker(115));
    painter->drawText(face.kind, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("· ") + info.kind);

    // The toggles: requires_grad in the header, the device after the shape.
    const QFont small = CanvasFonts::small();
    if (!face.gradToggle.isNull()) {
        const bool enabled = card.toggleEnabled(ObjectCardItem::Toggle::RequiresGrad);
        drawPill(painter, face.gradToggle, enabled, palette);
        painter->setFont(small);
        painter->setPen(info.requiresGrad ? palette.selection : enabled ? palette.text : palette.mutedText);
        painter->drawText(face.gradToggle, Qt::AlignCenter, CardFace::gradLabel(info));
    }
    painter->setFont(small);
    painter->setPen(palette.text);
    drawElided(painter, face.shape, Qt::AlignLeft | Qt::AlignVCenter, CardFace::shapeText(info));
    if (info.isTensor()) {
        // "cpu ⇄": where it is, in bold; the arrows say a click moves it.
        const bool enabled = card.toggleEnabled(ObjectCardItem::Toggle::Device);
        drawPill(painter, face.device, enabled, palette);
        const QFont bold = withStyle(small, true);
        const QString here = EngineText::device(info.device);
        const qreal hereW = CanvasFonts::width(bold, here);
        const qreal arrowsW = CanvasFonts::width(small, QStringLiteral(" ⇄"));
        const qreal left = face.device.center().x() - (hereW + arrowsW) / 2;
        painter->setFont(bold);
        painter->setPen(enabled ? palette.text : palette.mutedText);
        painter->drawText(QRectF(left, face.device.top(), hereW + 2, face.device.height()), Qt::AlignLeft | Qt::AlignVCenter, here);
        painter->setFont(small);
        painter->setPen(palette.mutedText);
        painter->drawText(QRectF(left + hereW, face.device.top(), arrowsW + 2, face.device.height()), Qt::AlignLeft | Qt::AlignVCenter,
                          QStringLiteral(" ⇄"));
    } else {
        painter->setFont(withStyle(small, true));
        painter->drawText(face.device, Qt::AlignLeft | Qt::AlignVCenter, EngineText::device(info.device));
    }

    // The flags that differ from the defaults, in the colour that marks a choice.
    painter->setFont(small);
    painter->setPen(palette.isDark() ? palette.selection.lighter(130) : palette.selection.darker(115));
    const qreal inner = face.size.width() - CardFace::kLeft - CardFace::kRight;
    for (int i = 0; i < face.flagLines.size(); ++i)
        drawElided(painter, QRectF(CardFace::kLeft, face.flagsTop + i * CardFace::kLine, inner, CardFace::kLine),
                   Qt::AlignLeft | Qt::AlignVCenter, face.flagLines[i]);

    if (face.values)
        card.values().paint(painter, face.valuesOrigin, palette, card.selectedIndex(), card.writtenIndex());

    // The news: the lit element if a write touched this object, else the badge.
    if (face.news.isNull())
        return;
    if (card.isLit()) {
        QColor back = palette.flash;
        back.setAlpha(70);
        painter->setPen(Qt::NoPen);
        painter->setBrush(back);
        painter->drawRoundedRect(face.news.adjusted(0, 1, 0, -1), 4, 4);
        painter->setFont(CardFace::litFont());
        painter->setPen(palette.text);
        drawElided(painter, face.news.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, card.litLabel());
    } else if (!card.badge().isEmpty()) {
        painter->setFont(withStyle(small, false, true));
        painter->setPen(palette.text);
        drawElided(painter, face.news.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, card.badge());
    }
}

} // namespace tl::ui
