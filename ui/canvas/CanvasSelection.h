#pragma once
// What the user has selected on the canvas (a card's object, a storage element) and the
// element the last write touched, shown on the items: blocks ring the selected element and
// show it even when summarised, the selected object's cells carry its own indices, and each
// card that sees an element marks its own index of it.
#include "CanvasItems.h"

#include <QVector>

#include <map>

namespace tl::ui {

class Session;

class CanvasSelection {
public:
    explicit CanvasSelection(const Session *session) : session_(session) {}

    quint64 object() const { return object_; }
    // False when that object was already selected.
    bool setObject(quint64 objectId);
    std::pair<quint64, qint64> element() const { return {storage_, element_}; }
    // False when it is already selected; an element the model does not have selects none.
    bool setElement(quint64 storageId, qint64 element);
    // Drops an element whose storage is gone or freed (after a statement).
    void validate();

    // The object's own index of the element just written (until forgetWrites()).
    void setWritten(quint64 objectId, const QVector<qint64> &index) { written_[objectId] = index; }
    void forgetWrites() { written_.clear(); }

    // Shows all of it on the items.
    void mark(const CanvasItems &items) const;

private:
    const Session *session_;
    quint64 object_ = 0;
    quint64 storage_ = 0;
    qint64 element_ = -1;
    std::map<quint64, QVector<qint64>> written_;
};

} // namespace tl::ui
