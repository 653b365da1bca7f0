#pragma once
// Who sees what in one storage block: which viewers see each cell the block shows, their
// bands on the overview strip, and the selected viewer's own index of a cell ("[2][1]").
// The session is asked once per shown cell, never per element of the storage.
#include "StorageOverview.h"

#include <QHash>
#include <QStringList>
#include <QVector>

namespace tl::ui {

class Session;

class BlockViewers {
public:
    // An object viewing the storage, drawn as a band in its card's colour on every cell it sees.
    struct Viewer {
        quint64 objectId = 0;
        QColor colour;
        QString geometry; // sizes/strides/offset: what it sees is recomputed when it changes
        QVector<qint64> sizes, strides;
        qint64 offset = 0;
    };

    explicit BlockViewers(const Session *session) : session_(session) {}

    // False when nothing changed (same viewers, geometry and colours).
    bool set(const QVector<Viewer> &viewers);
    const QVector<Viewer> &list() const { return viewers_; }
    // For the cells shown now; the strip's bands at its resolution when summarised.
    void recompute(const QVector<qint64> &shown, bool summarised, qint64 numel, qreal stripWidth);
    // Per viewer, whether it sees a shown element.
    QVector<bool> seeing(qint64 element) const { return seen_.value(element); }
    QVector<qint64> viewedCells(quint64 objectId, const QVector<qint64> &shown) const;
    const QVector<StorageOverview::Band> &bands() const { return bands_; }

    // False when it was already selected.
    bool setSelectedObject(quint64 objectId);
    quint64 selectedObject() const { return selected_; }
    QColor selectedColour() const;
    // The selected object's index of the element, "" when it does not see it.
    QString indexLabel(qint64 element) const;
    // Every name's index of the element: "a[1][1]", "t[1][1]".
    QStringList namesSeeing(qint64 element) const;

private:
    const Session *session_;
    QVector<Viewer> viewers_;
    QHash<qint64, QVector<bool>> seen_;
    QVector<StorageOverview::Band> bands_;
    quint64 selected_ = 0;
    mutable QHash<qint64, QString> indexLabels_;
};

} // namespace tl::ui
