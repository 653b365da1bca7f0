#pragma once
// ATen's cascade summation (aten/src/ATen/native/cpu/SumKernel.cpp): running sums chunked
// in levels so only partial sums of similar magnitude meet, four rows at a time for
// instruction-level parallelism. The accumulator A is a number or an array of vector lanes.
#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>

namespace tl {

class CascadeSum {
public:
    static int64_t ceilLog2(int64_t x)
    {
        if (x <= 2)
            return 1;
        return 64 - __builtin_clzll(static_cast<uint64_t>(x - 1));
    }

    template <typename A>
    static void addInto(A &acc, const A &v)
    {
        if constexpr (std::is_arithmetic_v<A>)
            acc = static_cast<A>(acc + v);
        else
            for (size_t l = 0; l < acc.size(); ++l)
                acc[l] = acc[l] + v[l];
    }

    // multi_row_sum: NRows running sums over `size` rows; load(i, k) is row i, column k.
    template <typename A, int NRows, typename Load>
    static std::array<A, NRows> multiRow(int64_t size, const Load &load, const A &zero)
    {
        constexpr int numLevels = 4;
        const int64_t levelPower = std::max<int64_t>(4, ceilLog2(size) / numLevels);
        const int64_t levelStep = int64_t{1} << levelPower;
        const int64_t levelMask = levelStep - 1;
        A acc[numLevels][NRows];
        for (auto &level : acc)
            for (auto &a : level)
                a = zero;
        int64_t i = 0;
        while (i + levelStep <= size) {
            for (int64_t j = 0; j < levelStep; ++j, ++i)
                for (int k = 0; k < NRows; ++k)
                    addInto(acc[0][k], load(i, k));
            for (int j = 1; j < numLevels; ++j) {
                for (int k = 0; k < NRows; ++k) {
                    addInto(acc[j][k], acc[j - 1][k]);
                    acc[j - 1][k] = zero;
                }
                if ((i & (levelMask << (j * levelPower))) != 0)
                    break;
            }
        }
        for (; i < size; ++i)
            for (int k = 0; k < NRows; ++k)
                addInto(acc[0][k], load(i, k));
        for (int j = 1; j < numLevels; ++j)
            for (int k = 0; k < NRows; ++k)
                addInto(acc[0][k], acc[j][k]);
        std::array<A, NRows> out;
        for (int k = 0; k < NRows; ++k)
            out[k] = acc[0][k];
        return out;
    }

    // row_sum: one row seen as (-1, 4); load(i) is element i.
    template <typename A, typename Load>
    static A row(int64_t size, const Load &load, const A &zero)
    {
        constexpr int ilp = 4;
        const int64_t sizeIlp = size / ilp;
        auto partial = multiRow<A, ilp>(sizeIlp, [&](int64_t i, int k) { return load(i * ilp + k); }, zero);
        for (int64_t i = sizeIlp * ilp; i < size; ++i)
            addInto(partial[0], load(i));
        for (int k = 1; k < ilp; ++k)
            addInto(partial[0], partial[k]);
        return partial[0];
    }
};

} // namespace tl
