// libFuzzer target over the whole `tensorlens run` path: lexer, parser, interpreter,
// printing and the engine, through tl::ScriptRunner, on the simulated CUDA device.
// Each input runs in a fresh runtime with small memory caps, so an allocation the caps
// refuse is PyTorch's out-of-memory error, not the fuzzer's malloc limit. A defect of
// ours (ScriptRunner's exit status 3) or bytes left allocated after the session ends
// abort the run: libFuzzer then keeps the input as a crash. A script that runs longer
// than kStopAfter is stopped the way the Stop button stops it (KeyboardInterrupt); one
// that does not stop then is a hang that libFuzzer's -timeout reports.
#include "core/InterruptTimer.h"
#include "interp/OutputSink.h"
#include "interp/ScriptRunner.h"
#include "tensor/Runtime.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {
constexpr uint64_t kCapBytes = uint64_t{16} << 20;
constexpr std::chrono::milliseconds kStopAfter{2000};

// Printed text is thrown away as it comes (a huge print must not pile up in memory).
class DiscardingOutput : public tl::OutputSink {
public:
    void out(std::string_view) override {}
    void err(std::string_view t) override { lastErr.assign(t.substr(0, 4096)); }
    std::string lastErr;
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tl::Runtime rt(tl::CudaMode::Sim);
    rt.setMemoryCap(tl::DeviceType::CPU, kCapBytes);
    rt.setMemoryCap(tl::DeviceType::CUDA, kCapBytes);
    DiscardingOutput output;
    const std::string_view source(reinterpret_cast<const char *>(data), size);
    tl::InterruptTimer stop(rt.interruptFlag(), kStopAfter);
    const int code = tl::ScriptRunner::run(rt, source, "/fuzz/input.py", output);
    stop.cancel();
    if (code == tl::ScriptRunner::InternalError) {
        std::fprintf(stderr, "tensorlens internal error:\n%s\n", output.lastErr.c_str());
        std::abort();
    }
    if (rt.liveBytes(tl::DeviceType::CPU) != 0 || rt.liveBytes(tl::DeviceType::CUDA) != 0) {
        std::fprintf(stderr, "storage still allocated after the script ended: cpu %llu, cuda %llu bytes\n",
                     static_cast<unsigned long long>(rt.liveBytes(tl::DeviceType::CPU)),
                     static_cast<unsigned long long>(rt.liveBytes(tl::DeviceType::CUDA)));
        std::abort();
    }
    return 0;
}
