// MT19937 seeding and state regeneration, after the reference mt19937ar.c that both
// ATen's MT19937RNGEngine.h and NumPy's mt19937.c follow.
#include "Mt19937.h"

#include <algorithm>

namespace tl {

namespace {
constexpr int kShift = 397;
constexpr uint32_t kMatrix = 0x9908b0dfU;
constexpr uint32_t kUpper = 0x80000000U;
constexpr uint32_t kLower = 0x7fffffffU;

uint32_t twist(uint32_t current, uint32_t next, uint32_t far)
{
    const uint32_t y = (current & kUpper) | (next & kLower);
    return far ^ (y >> 1) ^ ((y & 1U) ? kMatrix : 0U);
}
} // namespace

void Mt19937::seed32(uint32_t seed)
{
    state_[0] = seed;
    for (int i = 1; i < kStateWords; ++i)
        state_[i] = 1812433253U * (state_[i - 1] ^ (state_[i - 1] >> 30)) + static_cast<uint32_t>(i);
    position_ = kStateWords;
}

void Mt19937::seedByArray(std::span<const uint32_t> key)
{
    seed32(19650218U);
    const size_t length = key.size();
    size_t i = 1, j = 0;
    for (size_t k = std::max<size_t>(kStateWords, length); k > 0; --k) {
        state_[i] = (state_[i] ^ ((state_[i - 1] ^ (state_[i - 1] >> 30)) * 1664525U)) + key[j] + static_cast<uint32_t>(j);
        if (++i >= kStateWords) {
            state_[0] = state_[kStateWords - 1];
            i = 1;
        }
        if (++j >= length)
            j = 0;
    }
    for (size_t k = kStateWords - 1; k > 0; --k) {
        state_[i] = (state_[i] ^ ((state_[i - 1] ^ (state_[i - 1] >> 30)) * 1566083941U)) - static_cast<uint32_t>(i);
        if (++i >= kStateWords) {
            state_[0] = state_[kStateWords - 1];
            i = 1;
        }
    }
    state_[0] = 0x80000000U; // a non-zero state whatever the key
    position_ = kStateWords;
}

void Mt19937::regenerate()
{
    int i = 0;
    for (; i < kStateWords - kShift; ++i)
        state_[i] = twist(state_[i], state_[i + 1], state_[i + kShift]);
    for (; i < kStateWords - 1; ++i)
        state_[i] = twist(state_[i], state_[i + 1], state_[i + kShift - kStateWords]);
    state_[kStateWords - 1] = twist(state_[kStateWords - 1], state_[0], state_[kShift - 1]);
    position_ = 0;
}

} // namespace tl
