#include "StorageLedger.h"

#include "EngineRuntime.h"
#include "EngineText.h"

#include "core/DType.h"
#include "print/PyFloatRepr.h"

namespace tl::ui {

namespace {

// How an element reads in the event stream (the same text ElementWritten carries).
QString scalarText(const tl::Scalar &s)
{
    if (s.isBool())
        return s.toBool() ? QStringLiteral("True") : QStringLiteral("False");
    if (s.isFloating())
        return EngineText::qs(tl::PyFloatRepr::numpyScalarStr(s));
    return QString::number(s.toInt());
}

void takeDType(StorageInfo &info, tl::DType dtype)
{
    info.dtype = EngineText::qs(std::string(tl::torchName(dtype)));
    info.elementSize = tl::itemSize(dtype);
    info.numel = qint64(info.bytes / quint64(info.elementSize));
}

} // namespace

void StorageLedger::beginStatement(int serial)
{
    serial_ = serial;
    for (auto &[id, r] : records_)
        r.bornThisStatement = false;
}

void StorageLedger::onEvent(const tl::Event &e)
{
    switch (e.type) {
    case tl::EventType::StorageAllocated: {
        Record r;
        r.info.id = e.storageId;
        r.info.device = e.device;
        r.info.bytes = e.bytes;
        r.bornThisStatement = true;
        records_[e.storageId] = r;
        break;
    }
    case tl::EventType::ViewCreated:
        if (auto it = records_.find(e.storageId); it != records_.end() && it->second.info.dtype.isEmpty())
            takeDType(it->second.info, e.dtype);
        break;
    case tl::EventType::StorageFreed:
        if (auto it = records_.find(e.storageId); it != records_.end()) {
            // Temporaries made and freed by one statement are not drawn (a copy through one
            // still travels between the lanes on the canvas).
            if (it->second.bornThisStatement) {
                records_.erase(it);
            } else {
                it->second.info.alive = false;
                it->second.info.owners = 0;
                it->second.fadingSince = serial_;
            }
        }
        break;
    default:
        break;
    }
}

void StorageLedger::numberSurvivors()
{
    for (auto &[id, r] : records_)
        if (r.info.number == 0) {
            r.info.number = ++numbered_;
            numbers_[id] = r.info.number;
        }
}

void StorageLedger::dropFadedBefore(int serial)
{
    for (auto it = records_.begin(); it != records_.end();) {
        if (!it->second.info.alive && it->second.fadingSince < serial)
            it = records_.erase(it);
        else
            ++it;
    }
}

bool StorageLedger::release(quint64 storageId)
{
    const auto it = records_.find(storageId);
    if (it == records_.end() || it->second.info.alive)
        return false;
    records_.erase(it);
    return true;
}

void StorageLedger::clear()
{
    records_.clear();
    serial_ = 0;
    numbered_ = 0;
    numbers_.clear();
}

std::vector<StorageInfo> StorageLedger::refresh(tl::Runtime &runtime)
{
    std::vector<StorageInfo> out;
    out.reserve(records_.size());
    for (auto &[id, r] : records_) {
        if (r.info.alive) {
            const auto live = runtime.liveViews(id);
            r.info.owners = int(live.size());
            if (!live.empty())
                r.storage = live.front()->storage();
            if (const auto storage = r.storage.lock())
                r.info.uninitialized = !storage->uninitialized().empty();
            if (r.info.dtype.isEmpty() && !live.empty())
                takeDType(r.info, live.front()->dtype());
        }
        out.push_back(r.info);
    }
    return out;
}

std::vector<std::shared_ptr<tl::Storage>> StorageLedger::liveStorages(const tl::Runtime &runtime) const
{
    std::vector<std::shared_ptr<tl::Storage>> out;
    for (const auto &[id, r] : records_)
        if (auto storage = runtime.liveStorage(id))
            out.push_back(std::move(storage));
    return out;
}

QString StorageLedger::cellText(quint64 storageId, qint64 elementIndex) const
{
    const auto it = records_.find(storageId);
    if (it == records_.end() || elementIndex < 0 || elementIndex >= it->second.info.numel)
        return QString();
    const auto storage = it->second.storage.lock();
    if (!storage)
        return QString();
    const auto dt = tl::dtypeFromTorchName(it->second.info.dtype.toStdString());
    if (!dt)
        return QString();
    const char *base = static_cast<const char *>(storage->data());
    return scalarText(storage->backend().readElement(base + elementIndex * it->second.info.elementSize, *dt));
}

int StorageLedger::number(quint64 storageId) const
{
    const auto it = numbers_.find(storageId);
    return it == numbers_.end() ? 0 : it->second;
}

tl::Device StorageLedger::deviceOf(quint64 storageId) const
{
    const auto it = records_.find(storageId);
    return it == records_.end() ? tl::Device::cpu() : it->second.info.device;
}

} // namespace tl::ui
