#include "CanvasSelection.h"

#include "ObjectCardItem.h"
#include "StorageBlockItem.h"
#include "session/Session.h"

namespace tl::ui {

bool CanvasSelection::setObject(quint64 objectId)
{
    if (objectId == object_)
        return false;
    object_ = objectId;
    return true;
}

bool CanvasSelection::setElement(quint64 storageId, qint64 element)
{
    const StorageInfo *s = session_->model().storage(storageId);
    if (!s || !s->alive || element < 0 || element >= s->numel)
        storageId = 0, element = -1;
    if (storageId == storage_ && element == element_)
        return false;
    storage_ = storageId;
    element_ = element;
    return true;
}

void CanvasSelection::validate()
{
    setElement(storage_, element_);
}

void CanvasSelection::mark(const CanvasItems &items) const
{
    for (const auto &[id, block] : items.blocks) {
        block->setSelectedObject(object_);
        block->setSelectedElement(id == storage_ ? element_ : -1);
    }
    for (const auto &[id, card] : items.cards) {
        QVector<qint64> selected;
        if (session_->sees(id, storage_, element_))
            selected = session_->indexOf(id, storage_, element_);
        const auto written = written_.find(id);
        card->setMarkedIndices(selected, written == written_.end() ? QVector<qint64>() : written->second);
    }
}

} // namespace tl::ui
