// tensorlens-bench: times engine operations through their real op paths (TensorConvert,
// TensorFactory, ArrayOps, TensorViews, RandomFactory, Pointwise, LinearAlgebra) and, in the
// same run, plain C on the same bytes: memcpy into freshly allocated memory, a fill loop, a
// cast loop, an add loop, an exp loop, and the BLAS sgemm call made directly; torch.randn
// against PyTorch's own cost, recorded once (kTorchRandnNsPerElement).
// Prints medians and engine/reference ratios; `--json` prints one JSON object instead. On
// a GPU it adds host<->device transfers against cudaMemcpy from a pinned buffer.
#include "functions/RandomFactory.h"
#include "functions/TensorConvert.h"
#include "functions/TensorViews.h"
#include "ops/ArrayOps.h"
#include "ops/LinearAlgebra.h"
#include "ops/Pointwise.h"
#include "ops/TensorFactory.h"
#include "tensor/Runtime.h"

#ifdef TL_BENCH_CUDA
#include <cuda_runtime_api.h>
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <sys/mman.h>
#include <time.h>

using namespace tl;

// The BLAS the engine links (Debian's OpenBLAS), called directly as the reference.
extern "C" void sgemm_(const char *transa, const char *transb, const int *m, const int *n, const int *k, const float *alpha,
                       const float *a, const int *lda, const float *b, const int *ldb, const float *beta, float *c,
                       const int *ldc);

namespace {

using Clock = std::chrono::steady_clock;

struct Result {
    std::string key;
    double engineNs;
    double referenceNs; // 0 for views: there is nothing to compare with
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double timeOnce(const std::function<void()> &f)
{
    const auto t0 = Clock::now();
    f();
    return static_cast<double>(std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count());
}

// Engine and reference alternate, so both see the same machine state; medians of `reps`.
Result compare(const std::string &key, int reps, const std::function<void()> &engine, const std::function<void()> &reference)
{
    engine();
    reference();
    std::vector<double> e, r;
    for (int i = 0; i < reps; ++i) {
        e.push_back(timeOnce(engine));
        r.push_back(timeOnce(reference));
    }
    return {key, median(e), median(r)};
}

// A view op is far below the clock's resolution: median over batches of `batch` calls.
Result viewCost(const std::string &key, int reps, int batch, const std::function<void()> &op)
{
    op();
    std::vector<double> per;
    for (int i = 0; i < reps; ++i)
        per.push_back(timeOnce([&] {
                          for (int k = 0; k < batch; ++k)
                              op();
                      }) /
                      batch);
    return {key, median(per), 0.0};
}

// PyTorch 1.13's torch.randn(10**7) (float32, one thread) costs this many nanoseconds of
// CPU time per element on the machine these benchmarks were first run on: the median of
// 21 calls of `torch.set_num_threads(1); torch.randn(10**7)` timed with
// time.process_time_ns() by /usr/bin/python3 (Debian's python3-torch 1.13.1, AVX2 build,
// 2-core AMD EPYC, 2026-11-23; three runs gave 4.83, 4.60 and 4.61). CPU time rather than
// wall time: the machine was shared (load about 15), which stretched wall times 4x.
constexpr double kTorchRandnNsPerElement = 4.61;

double threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e9 + static_cast<double>(ts.tv_nsec);
}

// The engine's CPU time for `op` (median of `reps`) against a per-element cost recorded
// from PyTorch.
Result againstRecorded(const std::string &key, int reps, int64_t elements, double recordedNsPerElement,
                       const std::function<void()> &op)
{
    op();
    std::vector<double> t;
    for (int i = 0; i < reps; ++i) {
        const double t0 = threadCpuNs();
        op();
        t.push_back(threadCpuNs() - t0);
    }
    return {key, median(t), recordedNsPerElement * static_cast<double>(elements)};
}

// Fresh memory as a careful C program gets it for a large block: straight from the kernel,
// with transparent huge pages requested (what the engine's host allocator does too), so
// the ratio shows the engine's own overhead rather than page-fault granularity.
void *freshBlock(int64_t bytes)
{
    void *p = mmap(nullptr, static_cast<size_t>(bytes), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        std::perror("mmap");
        std::exit(1);
    }
    madvise(p, static_cast<size_t>(bytes), MADV_HUGEPAGE);
    return p;
}

void releaseBlock(void *p, int64_t bytes) { munmap(p, static_cast<size_t>(bytes)); }

// Keeps the compiler from dropping reference work whose result is never read.
void consume(const void *p) { asm volatile("" : : "r"(p) : "memory"); }

TensorPtr onesTensor(Runtime &rt, int64_t n, const Device &d = Device::cpu())
{
    return TensorFactory::full(rt, {n}, Scalar::fromInt(1), DType::Float32, d, false, "torch.ones");
}

} // namespace

int main(int argc, char **argv)
{
    bool json = false, smoke = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--json") == 0)
            json = true;
        else if (std::strcmp(argv[i], "--smoke") == 0)
            smoke = true; // tiny sizes and counts: checks the program, measures nothing
        else {
            std::fprintf(stderr, "usage: tensorlens-bench [--json] [--smoke]\n");
            return 2;
        }
    }
    const int64_t MiB = int64_t{1} << 20;
    const int64_t big = smoke ? 1 : 64, huge = smoke ? 1 : 256;
    const int reps = smoke ? 1 : 11;
    const int viewReps = smoke ? 1 : 201, viewBatch = smoke ? 10 : 2000;
    const int64_t largeView = smoke ? 1000 : 100000000;

    Runtime rt(CudaMode::Sim);
    std::vector<Result> results;

    for (const auto &[mib, label] : {std::pair<int64_t, const char *>{big, "64MiB"}, {huge, "256MiB"}}) {
        const int64_t bytes = mib * MiB;
        TensorPtr src = onesTensor(rt, bytes / 4);
        const void *srcData = src->ref().data;
        results.push_back(compare(
            std::string("clone_") + label, reps, [&] { TensorConvert::clone(rt, src); },
            [&] {
                void *p = freshBlock(bytes);
                std::memcpy(p, srcData, static_cast<size_t>(bytes));
                consume(p);
                releaseBlock(p, bytes);
            }));
    }
    {
        const int64_t bytes = big * MiB;
        results.push_back(compare(
            "ones_64MiB", reps, [&] { onesTensor(rt, bytes / 4); },
            [&] {
                float *p = static_cast<float *>(freshBlock(bytes));
                std::fill_n(p, bytes / 4, 1.0f);
                consume(p);
                releaseBlock(p, bytes);
            }));
        NdArrayPtr a = ArrayOps::full(rt, {bytes / 4}, Scalar::fromInt(1), DType::Float32, "np.ones");
        const void *aData = a->ref().data;
        results.push_back(compare(
            "numpy_copy_64MiB", reps, [&] { ArrayOps::copy(rt, *a, MemoryOrder::C, std::nullopt, "np.copy"); },
            [&] {
                void *p = freshBlock(bytes);
                std::memcpy(p, aData, static_cast<size_t>(bytes));
                consume(p);
                releaseBlock(p, bytes);
            }));
        TensorPtr f = onesTensor(rt, bytes / 4);
        const float *fData = static_cast<const float *>(f->ref().data);
        results.push_back(compare(
            "to_float64_64MiB", reps, [&] { TensorConvert::to(rt, f, std::nullopt, DType::Float64, false, "to()"); },
            [&] {
                const int64_t n = bytes / 4;
                double *p = static_cast<double *>(freshBlock(n * 8));
                for (int64_t i = 0; i < n; ++i)
                    p[i] = fData[i];
                consume(p);
                releaseBlock(p, n * 8);
            }));
    }
    {
        // Elementwise math through the op path (TensorIterator planning, output allocation,
        // the SLEEF/vectorised kernels PyTorch's results come from) against a C loop.
        const int64_t n = big * MiB / 4;
        TensorPtr a = onesTensor(rt, n), b = onesTensor(rt, n);
        const float *aData = static_cast<const float *>(a->ref().data), *bData = static_cast<const float *>(b->ref().data);
        results.push_back(compare(
            "add_64MiB", reps, [&] { Pointwise::add(rt, Operand::of(a), Operand::of(b)); },
            [&] {
                float *p = static_cast<float *>(freshBlock(n * 4));
                for (int64_t i = 0; i < n; ++i)
                    p[i] = aData[i] + bData[i];
                consume(p);
                releaseBlock(p, n * 4);
            }));
        results.push_back(compare(
            "exp_64MiB", reps, [&] { Pointwise::apply(rt, UnaryKernel::Exp, a); },
            [&] {
                float *p = static_cast<float *>(freshBlock(n * 4));
                for (int64_t i = 0; i < n; ++i)
                    p[i] = std::exp(aData[i]);
                consume(p);
                releaseBlock(p, n * 4);
            }));
    }
    {
        // torch.mm of two 1024x1024 float32 matrices against the same sgemm called directly.
        const int dim = smoke ? 16 : 1024;
        TensorPtr a = onesTensor(rt, int64_t{dim} * dim), b = onesTensor(rt, int64_t{dim} * dim);
        a = TensorViews::view(rt, a, {dim, dim});
        b = TensorViews::view(rt, b, {dim, dim});
        const float *aData = static_cast<const float *>(a->ref().data), *bData = static_cast<const float *>(b->ref().data);
        results.push_back(compare(
            "matmul_1024_f32", smoke ? 1 : 7, [&] { LinearAlgebra::mm(rt, a, b); },
            [&] {
                const int64_t bytes = int64_t{dim} * dim * 4;
                float *c = static_cast<float *>(freshBlock(bytes));
                const char no = 'N';
                const float one = 1, zero = 0;
                // Row-major C = A B is column-major C^T = B^T A^T.
                sgemm_(&no, &no, &dim, &dim, &dim, &one, bData, &dim, aData, &dim, &zero, c, &dim);
                consume(c);
                releaseBlock(c, bytes);
            }));
    }
    {
        // Seeded draws through the real op path (allocation, MT19937, the 16-wide Box-Muller).
        const int64_t n = smoke ? 1000 : 10000000;
        rt.generators().cpu()->manualSeed(0);
        RandomFactory::Options o;
        results.push_back(againstRecorded("randn_1e7", reps, n, kTorchRandnNsPerElement,
                                          [&] { RandomFactory::randn(rt, {n}, o, "torch.randn"); }));
    }
    for (int64_t n : {int64_t{1000}, largeView}) {
        const std::string size = n == 1000 ? "1e3" : "1e8";
        TensorPtr t = onesTensor(rt, n);
        results.push_back(viewCost("numpy_" + size, viewReps, viewBatch, [&] { TensorConvert::numpy(rt, t, false, "numpy()"); }));
        results.push_back(viewCost("detach_" + size, viewReps, viewBatch, [&] { TensorViews::detach(rt, t); }));
        results.push_back(viewCost("to_same_" + size, viewReps, viewBatch,
                                   [&] { TensorConvert::to(rt, t, Device::cpu(), DType::Float32, false, "to()"); }));
    }

#ifdef TL_BENCH_CUDA
    Runtime gpu(CudaMode::Auto);
    if (gpu.cudaBackendKind() == "gpu") {
        const Device cuda = Device::cuda(0);
        for (int64_t bytes : {huge * MiB, int64_t{4096}}) {
            const std::string size = bytes == 4096 ? "4KiB" : "256MiB";
            TensorPtr host = onesTensor(gpu, bytes / 4);
            TensorPtr dev = onesTensor(gpu, bytes / 4, cuda);
            void *pinned = nullptr, *devBuf = nullptr;
            if (cudaHostAlloc(&pinned, static_cast<size_t>(bytes), cudaHostAllocDefault) != cudaSuccess ||
                cudaMalloc(&devBuf, static_cast<size_t>(bytes)) != cudaSuccess) {
                std::fprintf(stderr, "tensorlens-bench: cannot allocate the CUDA reference buffers\n");
                return 1;
            }
            const int r = bytes == 4096 ? 101 : reps;
            results.push_back(compare(
                "h2d_" + size, r, [&] { TensorConvert::to(gpu, host, cuda, std::nullopt, false, "cuda()"); },
                [&] { (void)cudaMemcpy(devBuf, pinned, static_cast<size_t>(bytes), cudaMemcpyHostToDevice); }));
            if (bytes != 4096)
                results.push_back(compare(
                    "d2h_" + size, r, [&] { TensorConvert::to(gpu, dev, Device::cpu(), std::nullopt, false, "cpu()"); },
                    [&] { (void)cudaMemcpy(pinned, devBuf, static_cast<size_t>(bytes), cudaMemcpyDeviceToHost); }));
            (void)cudaFree(devBuf);
            (void)cudaFreeHost(pinned);
        }
    } else if (!json) {
        std::printf("no GPU rows: %s\n", gpu.gpuUnavailableReason().c_str());
    }
#endif

    if (json) {
        std::string out = "{";
        for (size_t i = 0; i < results.size(); ++i) {
            const Result &r = results[i];
            char buf[256];
            if (r.referenceNs > 0)
                std::snprintf(buf, sizeof buf, "\"%s\":{\"engine_ns\":%.1f,\"reference_ns\":%.1f,\"ratio\":%.3f}", r.key.c_str(),
                              r.engineNs, r.referenceNs, r.engineNs / r.referenceNs);
            else
                std::snprintf(buf, sizeof buf, "\"%s\":{\"engine_ns\":%.1f,\"reference_ns\":0,\"ratio\":null}", r.key.c_str(),
                              r.engineNs);
            out += (i ? "," : "") + std::string(buf);
        }
        std::printf("%s}\n", out.c_str());
        return 0;
    }
    std::printf("%-18s %14s %14s %8s\n", "operation", "engine (ns)", "plain C (ns)", "ratio");
    for (const Result &r : results) {
        if (r.referenceNs > 0)
            std::printf("%-18s %14.0f %14.0f %8.3f\n", r.key.c_str(), r.engineNs, r.referenceNs, r.engineNs / r.referenceNs);
        else
            std::printf("%-18s %14.1f %14s %8s\n", r.key.c_str(), r.engineNs, "-", "-");
    }
    return 0;
}
