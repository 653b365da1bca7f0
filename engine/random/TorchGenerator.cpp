// Nondeterministic seeds as c10/core/GeneratorImpl.cpp draws them (readURandomLong for the
// CPU, random_device limited to 53 bits for CUDA).
#include "TorchGenerator.h"
#include "EntropyLog.h"

#include <chrono>
#include <cstdio>
#include <random>

namespace tl {

uint64_t TorchGenerator::reseedNondeterministically()
{
    const uint64_t s = nondeterministicSeed(device().isCuda());
    manualSeed(s);
    return s;
}

namespace {

uint64_t urandomBits()
{
    uint64_t s = 0;
    bool read = false;
    if (std::FILE *f = std::fopen("/dev/urandom", "rb")) {
        read = std::fread(&s, sizeof s, 1, f) == 1;
        std::fclose(f);
    }
    if (!read)
        s = static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
    return s;
}

} // namespace

uint64_t TorchGenerator::nondeterministicSeed(bool forCuda)
{
    EntropyLog *log = EntropyLog::active();
    const uint64_t s = log ? log->next(urandomBits) : urandomBits();
    // PyTorch keeps 64 bits (53 for CUDA); 63 here, so that initial_seed() and seed() stay
    // within the Python ints the interpreter holds. Nothing can tell the difference.
    return forCuda ? s & 0x1FFFFFFFFFFFFFULL : s & 0x7FFFFFFFFFFFFFFFULL;
}

} // namespace tl
