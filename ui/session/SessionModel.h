#pragma once
// What the session looks like after the last statement: storages (live and fading),
// tensors/ndarrays reachable from names, and the names themselves.
#include "NameInfo.h"
#include "ObjectInfo.h"
#include "StorageInfo.h"

#include <QMap>
#include <QVector>

namespace tl::ui {

struct SessionModel {
    QVector<StorageInfo> storages; // ordered by id; freed ones have alive == false
    QVector<ObjectInfo> objects;   // ordered by objectId
    QMap<QString, NameInfo> names; // name -> what it is bound to

    const StorageInfo *storage(quint64 id) const
    {
        for (const auto &s : storages)
            if (s.id == id)
                return &s;
        return nullptr;
    }
    // "storage #3" for a drawn storage; a temporary never drawn is "a temporary storage".
    QString storageLabel(quint64 id) const
    {
        const StorageInfo *s = storage(id);
        return s && s->number > 0 ? QStringLiteral("storage #%1").arg(s->number) : QStringLiteral("a temporary storage");
    }
    int storageNumber(quint64 id) const
    {
        const StorageInfo *s = storage(id);
        return s ? s->number : 0;
    }
    const ObjectInfo *object(quint64 id) const
    {
        for (const auto &o : objects)
            if (o.objectId == id)
                return &o;
        return nullptr;
    }
    const ObjectInfo *objectForName(const QString &name) const
    {
        auto it = names.find(name);
        return it == names.end() || it->objectId == 0 ? nullptr : object(it->objectId);
    }
    // Objects viewing a storage, ordered by objectId.
    QVector<const ObjectInfo *> objectsOn(quint64 storageId) const
    {
        QVector<const ObjectInfo *> out;
        for (const auto &o : objects)
            if (o.storageId == storageId)
                out.push_back(&o);
        return out;
    }
};

} // namespace tl::ui
