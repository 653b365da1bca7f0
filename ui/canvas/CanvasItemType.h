#pragma once
// Type numbers of the canvas's items, for QGraphicsItem::type() and qgraphicsitem_cast.
#include <QGraphicsItem>

namespace tl::ui {

enum CanvasItemType {
    LaneItemType = QGraphicsItem::UserType + 1,
    StorageBlockItemType = QGraphicsItem::UserType + 2,
    ObjectCardItemType = QGraphicsItem::UserType + 3,
    ArrowItemType = QGraphicsItem::UserType + 4,
    TransferItemType = QGraphicsItem::UserType + 5,
    CaptionItemType = QGraphicsItem::UserType + 6,
    GradEdgeItemType = QGraphicsItem::UserType + 7,
};

} // namespace tl::ui
