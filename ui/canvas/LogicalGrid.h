#pragma once
// Which elements a card shows of its object, in the object's logical shape: all of a small
// object; past print()'s threshold (or the card's room) the first and last edge items along
// each long dimension, as torch/_tensor_str.py summarises (the engine's PrintedGrid holds
// the rule), plus the index of a focused element (selected or just written), so any element
// can be shown where it sits. Rows are the indices of all dimensions but the last.
#include <QVector>

namespace tl::ui {

class LogicalGrid {
public:
    struct Row {
        QVector<qint64> lead; // indices of the dimensions before the last
        bool gap = false;     // an elision ("⋮") instead of a row
    };
    struct Column {
        qint64 index = 0;     // index along the last dimension (-1 for a 0-d object)
        bool gap = false;     // an elision ("⋯") instead of a column
    };

    // `maxAxis`: most rows and most columns the card has room for.
    static LogicalGrid of(const QVector<qint64> &sizes, int maxAxis, const QVector<qint64> &focus = {});

    const QVector<Row> &rows() const { return rows_; }
    const QVector<Column> &columns() const { return columns_; }
    bool summarised() const { return summarised_; }
    // The full index of a shown cell (empty for a 0-d object).
    QVector<qint64> indexAt(int row, int column) const;
    // The row and column showing `index`, or {-1, -1}.
    std::pair<int, int> cellOf(const QVector<qint64> &index) const;

private:
    QVector<Row> rows_;
    QVector<Column> columns_;
    bool summarised_ = false;
};

} // namespace tl::ui
