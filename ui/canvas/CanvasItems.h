#pragma once
// The canvas's items by what they show (lanes by memory, blocks by storage, cards and
// arrows by object, grad_fn edges by pair): the scene keeps them up to date, CanvasArrangement places them.
#include <QSizeF>

#include <map>
#include <set>

namespace tl::ui {

class ArrowItem;
class CaptionItem;
class GradEdgeItem;
class LaneItem;
class ObjectCardItem;
class StorageBlockItem;

struct CanvasItems {
    LaneItem *hostLane = nullptr;
    LaneItem *gpuLane = nullptr;
    CaptionItem *caption = nullptr;
    std::map<quint64, StorageBlockItem *> blocks;
    std::map<quint64, ObjectCardItem *> cards;
    std::map<quint64, ArrowItem *> arrows;
    // The autograd overlay (empty when it is off): by (whose grad_fn, the input it reaches).
    std::map<std::pair<quint64, quint64>, GradEdgeItem *> gradEdges;
    std::map<quint64, QSizeF> groupSize; // as last placed: a fading block's group keeps it
    // What the last statement is about (the objects it made or named, those its write lit):
    // their cards keep one step more detail than the rest.
    std::set<quint64> focus;

    StorageBlockItem *block(quint64 storageId) const
    {
        auto it = blocks.find(storageId);
        return it == blocks.end() ? nullptr : it->second;
    }
    ObjectCardItem *card(quint64 objectId) const
    {
        auto it = cards.find(objectId);
        return it == cards.end() ? nullptr : it->second;
    }
};

} // namespace tl::ui
