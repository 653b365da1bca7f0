#pragma once
// A torch._C.Generator (c10::GeneratorImpl): the state one stream of random numbers comes
// from, on one device. Tensors' random ops draw from the default generator of their device
// or from one given with `generator=`.
#include "core/Device.h"

#include <cstdint>
#include <memory>

namespace tl {

class TorchGenerator {
public:
    virtual ~TorchGenerator() = default;
    virtual Device device() const = 0;
    // What initial_seed() answers: the last seed given (all 64 bits of it).
    virtual uint64_t initialSeed() const = 0;
    // manual_seed(seed), seed as unsigned 64 bits (negative Python ints wrap first).
    virtual void manualSeed(uint64_t seed) = 0;
    // seed(): reseeds from a nondeterministic source and returns the new seed.
    uint64_t reseedNondeterministically();

    // c10::detail::getNonDeterministicRandom: bits from /dev/urandom (the clock when it
    // cannot be read); a CUDA generator keeps 53 of them.
    static uint64_t nondeterministicSeed(bool forCuda);
    // default_rng_seed_val: the seed of a torch.Generator() nobody seeded.
    static constexpr uint64_t kDefaultSeed = 67280421310721ULL;
};

using TorchGeneratorPtr = std::shared_ptr<TorchGenerator>;

} // namespace tl
