#pragma once
// What the user's gestures on the canvas's items mean, as intents (as in Qt's undo framework
// example, the scene says what the user did and the window runs it): a click on a cell or
// on a card's value selects that storage element; a double-click asks to edit it, through
// the selected name when it sees the cell, else by choosing; a toggle is the code that moves
// a name to the other memory or switches requires_grad.
#include "CanvasItems.h"
#include "ObjectCardItem.h"

#include <QObject>

namespace tl::ui {

class CanvasSelection;
class Session;
class StorageBlockItem;

class CanvasGestures : public QObject {
    Q_OBJECT
public:
    CanvasGestures(const Session *session, const CanvasItems *items, const CanvasSelection *selection, QObject *parent);

    void watch(ObjectCardItem *card);
    void watch(StorageBlockItem *block);
    // While a device toggle's code runs: who keeps the old memory ("" otherwise).
    QString moveNote() const { return moveNote_; }

public slots:
    void toggle(quint64 objectId, tl::ui::ObjectCardItem::Toggle which);

signals:
    void elementClicked(quint64 storageId, qint64 element);
    void elementEditRequested(quint64 storageId, qint64 element, quint64 objectId, bool choose);
    void elementMenuRequested(quint64 storageId, qint64 element, const QPoint &screenPos);
    void codeRequested(const QString &code, const QString &description);

private:
    const Session *session_;
    const CanvasItems *items_;
    const CanvasSelection *selection_;
    QString moveNote_;
};

} // namespace tl::ui
