#pragma once
// The values grid on a card: the object's elements in its logical shape, read through the
// session, with index headers, elisions where the shape is summarised (LogicalGrid), the
// selected element ringed and the written one lit. Not an item: its card places and paints it.
#include "CanvasPalette.h"
#include "LogicalGrid.h"

#include <QRectF>
#include <QStringList>

class QPainter;

namespace tl::ui {

class Session;
struct ObjectInfo;

class CardValues {
public:
    static constexpr int kMaxAxis = 8;

    // Re-reads the shown values; `focus` is an index to show even where the shape is summarised;
    // `maxAxis`: the most rows and columns shown.
    void update(const Session &session, const ObjectInfo &object, const QVector<qint64> &focus, int maxAxis = kMaxAxis);
    int maxAxis() const { return maxAxis_; }
    // Whether `focus` would show other cells than now (else the values need not be read again).
    bool changesWith(const ObjectInfo &object, const QVector<qint64> &focus) const;
    QSizeF size() const { return size_; }
    bool summarised() const { return grid_.summarised(); }
    const LogicalGrid &grid() const { return grid_; }
    // The index of the value under `pos` (relative to the grid's top-left), empty if none.
    QVector<qint64> indexAt(const QPointF &pos) const;
    bool hasIndexAt(const QPointF &pos) const;
    // The value's rectangle (relative), null if it is not shown.
    QRectF rectOf(const QVector<qint64> &index) const;
    QString textOf(const QVector<qint64> &index) const;

    void paint(QPainter *painter, const QPointF &topLeft, const CanvasPalette &palette, const QVector<qint64> &selected,
               const QVector<qint64> &written) const;

private:
    QRectF cell(int row, int column) const;

    LogicalGrid grid_;
    int maxAxis_ = kMaxAxis;
    QVector<QStringList> texts_;  // per row, per column
    QVector<qreal> columnX_;      // left of each column (relative)
    QVector<qreal> columnW_;
    QStringList rowLabels_;
    qreal labelWidth_ = 0;
    qreal headerHeight_ = 0;
    QSizeF size_;
};

} // namespace tl::ui
