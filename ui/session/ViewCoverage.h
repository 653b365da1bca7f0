#pragma once
// Which elements of its storage a strided view covers, as merged ranges, computed from its
// sizes, strides (in elements) and offset without visiting elements, the way NumPy's
// `byte_bounds`/`may_share_memory` reason about extents: the overview strip of a 10^8-element
// storage costs no more than that of a small one.
#include <QVector>

#include <optional>

namespace tl::ui {

struct ElementRange {
    qint64 begin = 0; // first element covered
    qint64 end = 0;   // one past the last
    qint64 covered = 0; // elements the view has in it (fewer than end - begin where gaps were closed)
    bool dense() const { return covered >= end - begin; }
    bool operator==(const ElementRange &o) const { return begin == o.begin && end == o.end; }
};

class ViewCoverage {
public:
    // Ranges in increasing order; gaps narrower than `resolution` elements are closed (an
    // overview of a few hundred pixels cannot show them), and past `budget` ranges the
    // view's whole extent is returned as one.
    static QVector<ElementRange> ranges(const QVector<qint64> &sizes, const QVector<qint64> &strides, qint64 offset,
                                        qint64 resolution = 1, int budget = 4096);
    // The storage element at a logical index: offset + Σ index[d] * stride[d].
    static qint64 elementAt(const QVector<qint64> &strides, qint64 offset, const QVector<qint64> &index);
    // The logical index at which the view reaches storage element `element` (the smallest
    // in the order of its largest strides, where a stride of 0 makes several); none when the
    // view does not cover it. Found by bounds, without visiting the view's elements.
    static std::optional<QVector<qint64>> indexOf(const QVector<qint64> &sizes, const QVector<qint64> &strides, qint64 offset,
                                                  qint64 element);
};

} // namespace tl::ui
