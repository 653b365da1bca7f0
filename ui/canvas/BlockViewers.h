#pragma once
// Who sees what in one storage block: which viewers see each cell the block shows, their
// bands on the overview strip, and the index label under each cell: the selected viewer's
// own index ("[2][1]") when it views this storage; otherwise the index of the one object
// viewing the storage, or the element's number in the storage when several or none do.
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

    BlockViewers(const Session *session, quint64 storageId) : session_(session), storageId_(storageId) {}

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
    // The label under the element's cell (see above); "" under a cell the selected object
    // (or the storage's one viewer) does not see.
    QString indexLabel(qint64 element) const;
    // The colour of the labels: their object's, invalid for element numbers.
    QColor labelColour() const;
    // Every name's index of the element: "a[1][1]", "t[1][1]".
    QStringList namesSeeing(qint64 element) const;

private:
    // The viewer whose indexing labels the cells: the selected one, else the only one.
    const Viewer *labelling() const;

    const Session *session_;
    quint64 storageId_;
    QVector<Viewer> viewers_;
    QHash<qint64, QVector<bool>> seen_;
    QVector<StorageOverview::Band> bands_;
    quint64 selected_ = 0;
    mutable QHash<qint64, QString> indexLabels_;
};

} // namespace tl::ui
