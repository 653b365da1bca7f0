#pragma once
// SHA-512 (FIPS 180-4), which random.seed() applies to str seeds (Lib/random.py: the seed
// is int.from_bytes(s + sha512(s).digest())).
#include <array>
#include <cstdint>
#include <string_view>

namespace tl {

class Sha512 {
public:
    static std::array<uint8_t, 64> digest(std::string_view bytes);
};

} // namespace tl
