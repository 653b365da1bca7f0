#pragma once
// Makes the canvas's items for what the session reports (KDE Step's WorldFactory does the
// same for its WorldScene): the scene decides when, the factory how, so every item is made
// with the same session, palette and colours.
#include "CanvasPalette.h"

#include <QPainterPath>

namespace tl::ui {

class ArrowItem;
class GradEdgeItem;
class ObjectCardItem;
class Session;
class StorageBlockItem;
class TransferItem;
struct ObjectInfo;
struct StorageInfo;

class CanvasItemFactory {
public:
    CanvasItemFactory(const Session *session, const CanvasPalette *palette) : session_(session), palette_(palette) {}

    StorageBlockItem *block(const StorageInfo &storage) const;
    ObjectCardItem *card(const ObjectInfo &object, int colourSlot) const;
    ArrowItem *arrow(const ObjectInfo &object, int colourSlot) const;
    TransferItem *transfer(const QPainterPath &path, const QString &label) const;
    // The autograd overlay's edge from `from`'s card to `to`'s, labelled with from's grad_fn.
    GradEdgeItem *gradEdge(const ObjectInfo &from, quint64 to) const;

private:
    const Session *session_;
    const CanvasPalette *palette_;
};

} // namespace tl::ui
