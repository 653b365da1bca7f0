#pragma once
// The engine's context: the backends behind `cpu` and `cuda:0`, object and storage ids,
// grad mode, the registry of live views (so a write can name every alias it touches) and
// the event sinks.
#include "backend/DeviceBackend.h"
#include "core/InterruptFlag.h"
#include "events/EventSink.h"
#include "random/DefaultGenerators.h"
#include "tensor/Storage.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace tl {

class StridedView;

enum class CudaMode { Auto, Gpu, Sim, Off };

class Runtime {
public:
    explicit Runtime(CudaMode mode = CudaMode::Auto);
    ~Runtime();
    Runtime(const Runtime &) = delete;
    Runtime &operator=(const Runtime &) = delete;

    // "auto|gpu|sim|off" (also TENSORLENS_CUDA); nullopt for anything else.
    static std::optional<CudaMode> parseCudaMode(std::string_view s);
    static CudaMode cudaModeFromEnvironment();

    CudaMode requestedMode() const { return mode_; }
    // "simulated", "gpu" or "off": what cuda:0 is in this runtime.
    std::string cudaBackendKind() const;
    std::string cudaDescription() const;
    // Why cuda:0 is not a GPU (empty when it is, or when CUDA is off or simulated on request).
    std::string gpuUnavailableReason() const;
    bool cudaAvailable() const { return cudaDeviceCount() > 0; }
    // torch.cuda.device_count(): every usable GPU, 1 for the simulated device, 0 when off.
    int cudaDeviceCount() const;

    // The backend for a device; throws PyTorch's errors for an unusable CUDA device.
    DeviceBackend &backend(const Device &d);
    DeviceBackend &cpuBackend() { return *cpu_; }
    // Checks a device can be used (AssertionError without CUDA, invalid ordinal).
    Device checkDevice(const Device &d);

    // `uninitialized`: the bytes are left as the allocator gives them (torch.empty,
    // np.empty), and the storage says so until they are written.
    StoragePtr allocate(const Device &d, uint64_t bytes, const std::string &op, bool uninitialized = false);
    uint64_t nextObjectId() { return ++lastObjectId_; }

    bool gradEnabled() const { return gradEnabled_; }
    void setGradEnabled(bool on) { gradEnabled_ = on; }

    // Views register so an element write can list every live alias.
    void trackView(const std::shared_ptr<StridedView> &view);
    std::vector<std::shared_ptr<StridedView>> liveViews(uint64_t storageId);
    // A storage made while events were watched, while something still holds it (a saved
    // tensor of autograd, a view's base, a temporary); nullptr once it is freed.
    std::shared_ptr<Storage> liveStorage(uint64_t storageId) const;

    void addSink(EventSink *sink);
    void removeSink(EventSink *sink);
    bool hasSinks() const { return !sinks_.empty(); }
    void emit(const Event &e);
    // The name the running statement writes through: stamped on the writes it reports.
    const std::string &writer() const { return writer_; }
    void setWriter(std::string name) { writer_ = std::move(name); }

    // Called by Storage / view destructors.
    void storageFreed(const Storage &s);
    void objectReleased(uint64_t objectId, const char *kind, uint64_t storageId);
    // How many live tensors/arrays view a storage.
    int ownerCount(uint64_t storageId);

    // Live bytes per device (tests check they return to zero).
    uint64_t liveBytes(DeviceType t) const;

    // The most bytes this session's storages may hold on a device; beyond it allocation
    // raises PyTorch's out-of-memory error. Defaults to the backend's capacity (3/4 of RAM
    // for cpu, min(16 GiB, RAM/4) for the simulated cuda:0, a GPU's memory); a cap can only
    // lower that, since the backend's own limit is what keeps the OOM killer away.
    void setMemoryCap(DeviceType t, uint64_t bytes);
    void resetMemoryCap(DeviceType t);
    uint64_t memoryCap(DeviceType t) const;
    // Python objects (strings, lists, tuples) are no storages but live in host memory too:
    // one of `bytes` that would not fit in what the cpu cap leaves raises MemoryError, as
    // CPython does when malloc fails.
    void checkHostObject(uint64_t bytes) const;
    // "cpu:2G,cuda:512M" (also TENSORLENS_MAX_MEMORY): sizes in bytes or with a K/M/G/T
    // suffix (powers of 1024). Nullopt for a malformed spec.
    using MemoryCaps = std::vector<std::pair<DeviceType, uint64_t>>;
    static std::optional<MemoryCaps> parseMemoryCaps(std::string_view spec);

    // torch.default_generator, the CUDA devices' generators and NumPy's global RandomState.
    DefaultGenerators &generators() { return generators_; }

    // Stop requests for the running script (Ctrl-C, the Stop button, --timeout).
    InterruptFlag &interruptFlag() { return interrupt_; }
    void requestInterrupt() { interrupt_.request(); }

private:
    // CUDA starts lazily, on its first use: a CPU-only script never loads the GPU stack.
    void resolveCuda() const;

    CudaMode mode_;
    std::unique_ptr<DeviceBackend> cpu_;
    mutable bool cudaResolved_ = false;
    mutable std::vector<std::unique_ptr<DeviceBackend>> cuda_; // by ordinal
    mutable std::string gpuUnavailable_;
    uint64_t lastObjectId_ = 0;
    uint64_t lastStorageId_ = 0;
    bool gradEnabled_ = true;
    std::vector<EventSink *> sinks_;
    std::string writer_;
    std::unordered_map<uint64_t, std::vector<std::weak_ptr<StridedView>>> views_;
    std::unordered_map<uint64_t, std::weak_ptr<Storage>> storages_; // while sinks watch
    bool shuttingDown_ = false;
    std::array<std::optional<uint64_t>, 2> memoryCaps_; // by DeviceType
    InterruptFlag interrupt_;
    DefaultGenerators generators_;
};

} // namespace tl
