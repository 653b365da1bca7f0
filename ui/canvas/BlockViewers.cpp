#include "BlockViewers.h"

#include "explain/ElementAddress.h"
#include "session/Session.h"

#include <algorithm>

namespace tl::ui {

bool BlockViewers::set(const QVector<Viewer> &viewers)
{
    bool same = viewers.size() == viewers_.size();
    for (int i = 0; same && i < viewers.size(); ++i)
        same = viewers[i].objectId == viewers_[i].objectId && viewers[i].geometry == viewers_[i].geometry &&
               viewers[i].colour == viewers_[i].colour;
    if (same)
        return false;
    viewers_ = viewers;
    indexLabels_.clear();
    return true;
}

void BlockViewers::recompute(const QVector<qint64> &shown, bool summarised, qint64 numel, qreal stripWidth)
{
    seen_.clear();
    for (qint64 e : shown) {
        QVector<bool> bits(viewers_.size());
        for (int v = 0; v < viewers_.size(); ++v)
            bits[v] = session_->sees(viewers_[v].objectId, storageId_, e);
        seen_.insert(e, bits);
    }
    bands_.clear();
    if (!summarised)
        return;
    const qint64 resolution = StorageOverview::resolution(numel, stripWidth);
    for (const Viewer &v : std::as_const(viewers_))
        bands_.push_back({v.colour, ViewCoverage::ranges(v.sizes, v.strides, v.offset, resolution)});
}

QVector<qint64> BlockViewers::viewedCells(quint64 objectId, const QVector<qint64> &shown) const
{
    QVector<qint64> out;
    const auto it = std::find_if(viewers_.begin(), viewers_.end(), [&](const Viewer &x) { return x.objectId == objectId; });
    if (it == viewers_.end())
        return out;
    const int v = int(it - viewers_.begin());
    for (qint64 e : shown)
        if (seen_.value(e).value(v))
            out.push_back(e);
    return out;
}

bool BlockViewers::setSelectedObject(quint64 objectId)
{
    if (selected_ == objectId)
        return false;
    selected_ = objectId;
    indexLabels_.clear();
    return true;
}

const BlockViewers::Viewer *BlockViewers::labelling() const
{
    for (const Viewer &v : viewers_)
        if (v.objectId == selected_)
            return &v;
    return viewers_.size() == 1 ? &viewers_.front() : nullptr;
}

QColor BlockViewers::labelColour() const
{
    const Viewer *v = labelling();
    return v ? v->colour : QColor();
}

QString BlockViewers::indexLabel(qint64 element) const
{
    auto it = indexLabels_.find(element);
    if (it != indexLabels_.end())
        return *it;
    QString label;
    if (const Viewer *v = labelling()) {
        if (session_->sees(v->objectId, storageId_, element)) {
            label = ElementAddress::text(QString(), session_->indexOf(v->objectId, storageId_, element));
            if (label.isEmpty()) // a 0-d view: its name is all the index there is
                if (const ObjectInfo *o = session_->model().object(v->objectId))
                    label = o->names.value(0);
        }
    } else {
        label = QString::number(element); // as storage()[i] counts
    }
    indexLabels_.insert(element, label);
    return label;
}

QStringList BlockViewers::namesSeeing(qint64 element) const
{
    QStringList out;
    for (const Viewer &v : viewers_) {
        if (!session_->sees(v.objectId, storageId_, element))
            continue;
        const QVector<qint64> index = session_->indexOf(v.objectId, storageId_, element);
        if (const ObjectInfo *o = session_->model().object(v.objectId))
            for (const QString &name : o->names)
                out << ElementAddress::text(name, index);
    }
    return out;
}

} // namespace tl::ui
