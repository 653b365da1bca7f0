#include "Runtime.h"

#include "backend/CpuBackend.h"
#include "backend/GpuBackendFactory.h"
#include "backend/SimulatedCudaBackend.h"
#include "core/Errors.h"
#include "tensor/StridedView.h"

#include <algorithm>
#include <clocale>
#include <cstdlib>

namespace tl {

Runtime::Runtime(CudaMode mode) : mode_(mode), cpu_(std::make_unique<CpuBackend>())
{
    // Python reads and writes numbers with a '.' whatever the desktop's language. A Qt
    // application takes LC_ALL from the environment, where a German one would make the C
    // library read "1.5" as 1 and print 1,5: the engine's numbers stay in the C locale.
    std::setlocale(LC_NUMERIC, "C");
    // A GPU asked for explicitly is checked at once, so the failure comes before any output.
    if (mode == CudaMode::Gpu)
        resolveCuda();
}

void Runtime::resolveCuda() const
{
    if (cudaResolved_)
        return;
    if (mode_ == CudaMode::Gpu || mode_ == CudaMode::Auto) {
        const GpuBackendFactory::Probe probe = GpuBackendFactory::probe();
        for (size_t i = 0; i < probe.gpus.size(); ++i)
            cuda_.push_back(GpuBackendFactory::create(static_cast<int>(i), probe.gpus[i]));
        gpuUnavailable_ = probe.whyNot;
        if (cuda_.empty() && mode_ == CudaMode::Gpu)
            throw std::runtime_error("--cuda=gpu: no usable NVIDIA GPU: " + gpuUnavailable_);
    }
    if (mode_ == CudaMode::Sim || (mode_ == CudaMode::Auto && cuda_.empty()))
        cuda_.push_back(std::make_unique<SimulatedCudaBackend>());
    cudaResolved_ = true;
}

Runtime::~Runtime() { shuttingDown_ = true; }

std::optional<CudaMode> Runtime::parseCudaMode(std::string_view s)
{
    if (s == "auto")
        return CudaMode::Auto;
    if (s == "gpu")
        return CudaMode::Gpu;
    if (s == "sim")
        return CudaMode::Sim;
    if (s == "off")
        return CudaMode::Off;
    return std::nullopt;
}

CudaMode Runtime::cudaModeFromEnvironment()
{
    const char *v = std::getenv("TENSORLENS_CUDA");
    if (v && *v)
        if (auto m = parseCudaMode(v))
            return *m;
    return CudaMode::Auto;
}

std::string Runtime::cudaBackendKind() const
{
    resolveCuda();
    return cuda_.empty() ? "off" : cuda_.front()->kind();
}

std::string Runtime::cudaDescription() const
{
    resolveCuda();
    return cuda_.empty() ? "none (CUDA off: behaves like a CPU-only PyTorch build)" : cuda_.front()->description();
}

std::string Runtime::gpuUnavailableReason() const
{
    resolveCuda();
    return gpuUnavailable_;
}

int Runtime::cudaDeviceCount() const
{
    resolveCuda();
    return static_cast<int>(cuda_.size());
}

Device Runtime::checkDevice(const Device &d)
{
    if (d.isCpu())
        return Device::cpu();
    resolveCuda();
    if (cuda_.empty())
        throw Errors::cudaNotCompiled();
    const Device full = d.withDefaultIndex();
    if (full.index >= cudaDeviceCount())
        throw Errors::invalidDeviceOrdinal();
    return full;
}

DeviceBackend &Runtime::backend(const Device &d)
{
    if (d.isCpu())
        return *cpu_;
    return *cuda_[static_cast<size_t>(checkDevice(d).index)];
}

StoragePtr Runtime::allocate(const Device &d, uint64_t bytes, const std::string &op, bool uninitialized)
{
    const Device dev = checkDevice(d);
    DeviceBackend &b = backend(dev);
    if (memoryCaps_[static_cast<size_t>(dev.type)]) {
        const uint64_t cap = std::min(*memoryCaps_[static_cast<size_t>(dev.type)], b.capacityBytes());
        const uint64_t used = b.allocatedBytes();
        if (bytes > cap || used > cap - bytes) {
            if (dev.isCpu())
                throw Errors::cpuOutOfMemory(bytes);
            throw Errors::cudaOutOfMemory(bytes, cap, used, used < cap ? cap - used : 0);
        }
    }
    void *p = b.allocate(bytes);
    auto s = std::make_shared<Storage>(*this, b, dev, ++lastStorageId_, bytes, p);
    if (uninitialized)
        s->markUninitialized();
    if (hasSinks()) {
        storages_[s->id()] = s;
        Event e;
        e.type = EventType::StorageAllocated;
        e.op = op;
        e.storageId = s->id();
        e.device = dev;
        e.bytes = bytes;
        e.uninitialized = uninitialized;
        emit(e);
    }
    return s;
}

void Runtime::trackView(const std::shared_ptr<StridedView> &view)
{
    auto &list = views_[view->storage()->id()];
    std::erase_if(list, [](const std::weak_ptr<StridedView> &w) { return w.expired(); });
    list.push_back(view);
}

std::vector<std::shared_ptr<StridedView>> Runtime::liveViews(uint64_t storageId)
{
    std::vector<std::shared_ptr<StridedView>> out;
    auto it = views_.find(storageId);
    if (it == views_.end())
        return out;
    for (const auto &w : it->second)
        if (auto v = w.lock())
            out.push_back(std::move(v));
    return out;
}

void Runtime::addSink(EventSink *sink) { sinks_.push_back(sink); }

void Runtime::removeSink(EventSink *sink) { std::erase(sinks_, sink); }

void Runtime::emit(const Event &e)
{
    if (!writer_.empty() && e.writer.empty() &&
        (e.type == EventType::ElementWritten || e.type == EventType::StorageWritten || e.type == EventType::Copy)) {
        Event stamped = e;
        stamped.writer = writer_;
        for (EventSink *s : sinks_)
            s->onEvent(stamped);
        return;
    }
    for (EventSink *s : sinks_)
        s->onEvent(e);
}

std::shared_ptr<Storage> Runtime::liveStorage(uint64_t storageId) const
{
    const auto it = storages_.find(storageId);
    return it == storages_.end() ? nullptr : it->second.lock();
}

void Runtime::storageFreed(const Storage &s)
{
    views_.erase(s.id());
    storages_.erase(s.id());
    if (shuttingDown_ || sinks_.empty())
        return;
    Event e;
    e.type = EventType::StorageFreed;
    e.storageId = s.id();
    e.device = s.device();
    e.bytes = s.nbytes();
    emit(e);
}

int Runtime::ownerCount(uint64_t storageId) { return static_cast<int>(liveViews(storageId).size()); }

void Runtime::objectReleased(uint64_t objectId, const char *kind, uint64_t storageId)
{
    if (shuttingDown_ || sinks_.empty())
        return;
    Event e;
    e.type = EventType::ObjectReleased;
    e.objectId = objectId;
    e.objectKind = kind;
    e.storageId = storageId;
    emit(e);
}

void Runtime::setMemoryCap(DeviceType t, uint64_t bytes) { memoryCaps_[static_cast<size_t>(t)] = bytes; }

void Runtime::resetMemoryCap(DeviceType t) { memoryCaps_[static_cast<size_t>(t)].reset(); }

uint64_t Runtime::memoryCap(DeviceType t) const
{
    const DeviceBackend *b = cpu_.get();
    if (t != DeviceType::CPU) {
        resolveCuda();
        b = cuda_.empty() ? nullptr : cuda_.front().get();
    }
    const uint64_t capacity = b ? b->capacityBytes() : 0;
    const auto &cap = memoryCaps_[static_cast<size_t>(t)];
    return cap ? std::min(*cap, capacity) : capacity;
}

void Runtime::checkHostObject(uint64_t bytes) const
{
    const uint64_t cap = memoryCap(DeviceType::CPU), used = liveBytes(DeviceType::CPU);
    if (bytes > cap || used > cap - bytes)
        throw Errors::memoryError();
}

std::optional<Runtime::MemoryCaps> Runtime::parseMemoryCaps(std::string_view spec)
{
    MemoryCaps caps;
    while (!spec.empty()) {
        const size_t comma = spec.find(',');
        const std::string_view item = spec.substr(0, comma);
        spec = comma == std::string_view::npos ? std::string_view() : spec.substr(comma + 1);
        const size_t colon = item.rfind(':');
        if (colon == std::string_view::npos)
            return std::nullopt;
        const std::string_view device = item.substr(0, colon), size = item.substr(colon + 1);
        DeviceType type;
        if (device == "cpu")
            type = DeviceType::CPU;
        else if (device == "cuda" || device == "cuda:0")
            type = DeviceType::CUDA;
        else
            return std::nullopt;
        size_t digits = 0;
        uint64_t value = 0;
        for (; digits < size.size() && size[digits] >= '0' && size[digits] <= '9'; ++digits) {
            if (value > (UINT64_MAX - 9) / 10)
                return std::nullopt;
            value = value * 10 + static_cast<uint64_t>(size[digits] - '0');
        }
        if (digits == 0)
            return std::nullopt;
        std::string_view suffix = size.substr(digits);
        if (suffix.size() == 2 && (suffix[1] == 'B' || suffix[1] == 'b'))
            suffix = suffix.substr(0, 1); // "2GB" reads like "2G"
        int shift = 0;
        if (suffix.size() == 1) {
            switch (suffix[0]) {
            case 'k': case 'K': shift = 10; break;
            case 'm': case 'M': shift = 20; break;
            case 'g': case 'G': shift = 30; break;
            case 't': case 'T': shift = 40; break;
            case 'b': case 'B': shift = 0; break;
            default: return std::nullopt;
            }
        } else if (!suffix.empty()) {
            return std::nullopt;
        }
        if (shift && value > (UINT64_MAX >> shift))
            return std::nullopt;
        caps.emplace_back(type, value << shift);
    }
    if (caps.empty())
        return std::nullopt;
    return caps;
}

uint64_t Runtime::liveBytes(DeviceType t) const
{
    if (t == DeviceType::CPU)
        return cpu_->allocatedBytes();
    uint64_t bytes = 0;
    for (const auto &b : cuda_) // never starts CUDA: unresolved means nothing allocated
        bytes += b->allocatedBytes();
    return bytes;
}

} // namespace tl
