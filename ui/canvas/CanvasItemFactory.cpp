#include "CanvasItemFactory.h"

#include "ArrowItem.h"
#include "GradEdgeItem.h"
#include "ObjectCardItem.h"
#include "StorageBlockItem.h"
#include "TransferItem.h"
#include "session/ObjectInfo.h"

namespace tl::ui {

StorageBlockItem *CanvasItemFactory::block(const StorageInfo &storage) const
{
    return new StorageBlockItem(session_, storage, palette_);
}

ObjectCardItem *CanvasItemFactory::card(const ObjectInfo &object, int colourSlot) const
{
    return new ObjectCardItem(session_, object, palette_->cardColour(colourSlot), palette_);
}

ArrowItem *CanvasItemFactory::arrow(const ObjectInfo &object, int colourSlot) const
{
    auto *arrow = new ArrowItem(object.objectId, object.storageId);
    arrow->setColour(palette_->cardColour(colourSlot), palette_->stroke);
    return arrow;
}

TransferItem *CanvasItemFactory::transfer(const QPainterPath &path, const QString &label) const
{
    return new TransferItem(path, label, palette_);
}

GradEdgeItem *CanvasItemFactory::gradEdge(const ObjectInfo &from, quint64 to) const
{
    return new GradEdgeItem(from.objectId, to, from.gradFn, palette_);
}

} // namespace tl::ui
