#include "Runtime.h"

#include "backend/CpuBackend.h"
#include "backend/GpuBackendFactory.h"
#include "backend/SimulatedCudaBackend.h"
#include "core/Errors.h"
#include "tensor/StridedView.h"

#include <algorithm>
#include <cstdlib>

namespace tl {

Runtime::Runtime(CudaMode mode) : mode_(mode), cpu_(std::make_unique<CpuBackend>())
{
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

StoragePtr Runtime::allocate(const Device &d, uint64_t bytes, const std::string &op)
{
    const Device dev = checkDevice(d);
    DeviceBackend &b = backend(dev);
    void *p = b.allocate(bytes);
    auto s = std::make_shared<Storage>(*this, b, dev, ++lastStorageId_, bytes, p);
    if (hasSinks()) {
        Event e;
        e.type = EventType::StorageAllocated;
        e.op = op;
        e.storageId = s->id();
        e.device = dev.str();
        e.bytes = bytes;
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
    for (EventSink *s : sinks_)
        s->onEvent(e);
}

void Runtime::storageFreed(const Storage &s)
{
    views_.erase(s.id());
    if (shuttingDown_ || sinks_.empty())
        return;
    Event e;
    e.type = EventType::StorageFreed;
    e.storageId = s.id();
    e.device = s.device().str();
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
