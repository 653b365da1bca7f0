#include "CanvasGestures.h"

#include "explain/CanvasCode.h"
#include "CanvasSelection.h"
#include "StorageBlockItem.h"
#include "session/ViewCoverage.h"
#include "session/Session.h"

namespace tl::ui {

CanvasGestures::CanvasGestures(const Session *session, const CanvasItems *items, const CanvasSelection *selection, QObject *parent)
    : QObject(parent), session_(session), items_(items), selection_(selection)
{
}

void CanvasGestures::watch(ObjectCardItem *card)
{
    connect(card, &ObjectCardItem::toggleClicked, this, &CanvasGestures::toggle);
    connect(card, &ObjectCardItem::elementClicked, this, [this](quint64 id, const QVector<qint64> &index) {
        if (const ObjectInfo *o = session_->model().object(id))
            emit elementClicked(o->storageId, ViewCoverage::elementAt(o->strides, o->storageOffset, index));
    });
    // A value on a card: the user means that card's name.
    connect(card, &ObjectCardItem::elementActivated, this, [this](quint64 id, const QVector<qint64> &index) {
        if (const ObjectInfo *o = session_->model().object(id))
            emit elementEditRequested(o->storageId, ViewCoverage::elementAt(o->strides, o->storageOffset, index), id, false);
    });
}

void CanvasGestures::watch(StorageBlockItem *block)
{
    connect(block, &StorageBlockItem::elementClicked, this, &CanvasGestures::elementClicked);
    connect(block, &StorageBlockItem::elementMenuRequested, this, &CanvasGestures::elementMenuRequested);
    connect(block, &StorageBlockItem::elementActivated, this, [this](quint64 storageId, qint64 element, Qt::KeyboardModifiers mods) {
        // The name the user means: the selected object, when it sees the cell (Shift: ask).
        const ObjectInfo *o = session_->model().object(selection_->object());
        const quint64 meant = o && session_->sees(o->objectId, storageId, element) ? o->objectId : 0;
        emit elementEditRequested(storageId, element, meant, meant == 0 || (mods & Qt::ShiftModifier));
    });
}

void CanvasGestures::toggle(quint64 objectId, ObjectCardItem::Toggle which)
{
    ObjectCardItem *card = items_->card(objectId);
    if (!card || !card->toggleEnabled(which))
        return;
    const ObjectInfo o = card->info();
    const QString name = card->name();
    if (which == ObjectCardItem::Toggle::RequiresGrad) {
        emit codeRequested(CanvasCode::requiresGrad(name, !o.requiresGrad), QString());
        return;
    }
    // Only this name moves: every other name keeps the old memory, and the headline says so.
    QStringList others;
    for (const ObjectInfo *other : session_->model().objectsOn(o.storageId))
        for (const QString &n : other->names)
            if (n != name)
                others << n;
    const QString device = CanvasCode::otherDevice(o.device);
    moveNote_ = CanvasCode::keptBy(others, session_->model().storageNumber(o.storageId), o.device);
    emit codeRequested(CanvasCode::moveTo(name, device), tr("Move %1 to %2").arg(name, device));
    moveNote_.clear();
}

} // namespace tl::ui
