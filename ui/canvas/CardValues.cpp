#include "CardValues.h"

#include "CanvasFonts.h"
#include "session/ViewCoverage.h"
#include "session/Session.h"

#include <QFontMetricsF>
#include <QPainter>

namespace tl::ui {

namespace {

constexpr qreal kRowHeight = 20;
constexpr qreal kCellPad = 10;
constexpr qreal kGapWidth = 20;
constexpr qreal kMinColumn = 30;
constexpr qreal kIndexHeader = 16;

QString bracketed(const QVector<qint64> &index)
{
    QString out;
    for (qint64 i : index)
        out += QStringLiteral("[%1]").arg(i);
    return out;
}

} // namespace

void CardValues::update(const Session &session, const ObjectInfo &object, const QVector<qint64> &focus, int maxAxis)
{
    maxAxis_ = maxAxis;
    grid_ = LogicalGrid::of(object.sizes, maxAxis, focus);
    const QFont cellFont = CanvasFonts::cell(), small = CanvasFonts::small();
    const auto &rows = grid_.rows();
    const auto &columns = grid_.columns();
    texts_.clear();
    rowLabels_.clear();
    // Each column as wide as its header and its widest value.
    columnW_ = QVector<qreal>(columns.size(), 0);
    for (int c = 0; c < columns.size(); ++c)
        columnW_[c] = columns[c].gap ? kGapWidth
                                     : std::max<qreal>(kMinColumn, columns[c].index < 0 ? 0 : CanvasFonts::width(small, QString::number(columns[c].index)) + kCellPad);
    labelWidth_ = 0;
    const bool leadLabels = object.sizes.size() >= 2;
    for (int r = 0; r < rows.size(); ++r) {
        QStringList line;
        rowLabels_ << (rows[r].gap ? QStringLiteral("⋮") : leadLabels ? bracketed(rows[r].lead) : QString());
        labelWidth_ = std::max(labelWidth_, CanvasFonts::width(small, rowLabels_.last()));
        for (int c = 0; c < columns.size(); ++c) {
            QString t;
            if (rows[r].gap)
                t = columns[c].gap ? QString() : QStringLiteral("⋮");
            else if (columns[c].gap)
                t = QStringLiteral("⋯");
            else
                t = session.cellText(object.storageId, ViewCoverage::elementAt(object.strides, object.storageOffset, grid_.indexAt(r, c)));
            line << t;
            if (!t.isEmpty())
                columnW_[c] = std::max(columnW_[c], CanvasFonts::width(cellFont, t) + kCellPad);
        }
        texts_ << line;
    }
    if (labelWidth_ > 0)
        labelWidth_ += 8;
    headerHeight_ = object.sizes.isEmpty() ? 0 : kIndexHeader;
    columnX_.clear();
    qreal x = labelWidth_;
    for (qreal w : std::as_const(columnW_)) {
        columnX_ << x;
        x += w;
    }
    size_ = QSizeF(x, headerHeight_ + rows.size() * kRowHeight);
}

bool CardValues::changesWith(const ObjectInfo &object, const QVector<qint64> &focus) const
{
    const LogicalGrid next = LogicalGrid::of(object.sizes, maxAxis_, focus);
    if (next.rows().size() != grid_.rows().size() || next.columns().size() != grid_.columns().size())
        return true;
    for (int r = 0; r < next.rows().size(); ++r)
        if (next.rows()[r].lead != grid_.rows()[r].lead)
            return true;
    for (int c = 0; c < next.columns().size(); ++c)
        if (next.columns()[c].index != grid_.columns()[c].index || next.columns()[c].gap != grid_.columns()[c].gap)
            return true;
    return false;
}

QRectF CardValues::cell(int row, int column) const
{
    return QRectF(columnX_[column], headerHeight_ + row * kRowHeight, columnW_[column], kRowHeight);
}

QVector<qint64> CardValues::indexAt(const QPointF &pos) const
{
    for (int r = 0; r < grid_.rows().size(); ++r)
        for (int c = 0; c < grid_.columns().size(); ++c)
            if (cell(r, c).contains(pos))
                return grid_.indexAt(r, c);
    return {};
}

bool CardValues::hasIndexAt(const QPointF &pos) const
{
    for (int r = 0; r < grid_.rows().size(); ++r)
        for (int c = 0; c < grid_.columns().size(); ++c)
            if (cell(r, c).contains(pos))
                return !grid_.rows()[r].gap && !grid_.columns()[c].gap;
    return false;
}

QRectF CardValues::rectOf(const QVector<qint64> &index) const
{
    const auto [r, c] = grid_.cellOf(index);
    return r < 0 ? QRectF() : cell(r, c);
}

QString CardValues::textOf(const QVector<qint64> &index) const
{
    const auto [r, c] = grid_.cellOf(index);
    return r < 0 ? QString() : texts_[r][c];
}

void CardValues::paint(QPainter *painter, const QPointF &topLeft, const CanvasPalette &palette, const QVector<qint64> &selected,
                       const QVector<qint64> &written) const
{
    painter->save();
    painter->translate(topLeft);
    const auto &rows = grid_.rows();
    const auto &columns = grid_.columns();
    painter->setFont(CanvasFonts::small());
    painter->setPen(palette.mutedText);
    for (int c = 0; c < columns.size(); ++c)
        if (!columns[c].gap && columns[c].index >= 0)
            painter->drawText(QRectF(columnX_[c], 0, columnW_[c], headerHeight_), Qt::AlignCenter, QString::number(columns[c].index));
    for (int r = 0; r < rows.size(); ++r)
        painter->drawText(QRectF(0, headerHeight_ + r * kRowHeight, labelWidth_ - 6, kRowHeight), Qt::AlignRight | Qt::AlignVCenter,
                          rowLabels_[r]);
    // The values on a light band, so they read as a table of numbers.
    painter->setPen(QPen(palette.cellBorder, palette.pen(1)));
    painter->setBrush(palette.cellFill);
    painter->drawRect(QRectF(labelWidth_, headerHeight_, size_.width() - labelWidth_, rows.size() * kRowHeight));
    painter->setFont(CanvasFonts::cell());
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < columns.size(); ++c) {
            const QRectF box = cell(r, c);
            const QVector<qint64> index = grid_.indexAt(r, c);
            const bool gap = rows[r].gap || columns[c].gap;
            if (!gap && !written.isEmpty() && index == written) {
                QColor lit = palette.flash;
                lit.setAlpha(120);
                painter->setPen(Qt::NoPen);
                painter->setBrush(lit);
                painter->drawRect(box.adjusted(1, 1, -1, -1));
            }
            if (!gap && !selected.isEmpty() && index == selected) {
                painter->setPen(QPen(palette.selection, palette.pen(2.5)));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(box.adjusted(1.5, 1.5, -1.5, -1.5));
            }
            painter->setPen(gap ? palette.mutedText : palette.text);
            painter->drawText(box, Qt::AlignCenter, texts_[r][c]);
        }
    painter->restore();
}

} // namespace tl::ui
