#pragma once
// The cells a storage block draws, in storage order: every element of a small storage; of
// a large one the first and last few and a few around each focused element (selected, just
// written), with one gap slot for each run left out. Slots flow into rows of `columns` cell
// widths (a gap is two wide). Memory stays memory: a 1-D run, summarised at its edges.
#include "CanvasDetail.h"

#include <QVector>

namespace tl::ui {

class BlockSlots {
public:
    struct Slot {
        qint64 first = 0; // first element
        qint64 count = 1; // 1 for a cell; the elements left out for a gap
        bool gap = false;
        int row = 0;
        int column = 0;
        int span = 1;     // cell widths
    };

    static BlockSlots of(qint64 numel, CanvasDetail detail, const QVector<qint64> &focus, int columns);
    // Cells drawn when nothing is focused, for a storage of `numel` elements.
    static qint64 shownUnfocused(qint64 numel, CanvasDetail detail);

    const QVector<Slot> &list() const { return slots_; }
    int rows() const { return rows_; }
    int columns() const { return columns_; } // widest row, in cell widths
    bool summarised() const { return summarised_; }
    // The slot holding `element` (a cell or the gap it falls in), -1 when out of range.
    int slotOf(qint64 element) const;
    bool isShown(qint64 element) const;
    QVector<qint64> shownElements() const;

private:
    QVector<Slot> slots_;
    int rows_ = 0;
    int columns_ = 0;
    bool summarised_ = false;
};

} // namespace tl::ui
