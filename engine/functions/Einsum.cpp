#include "Einsum.h"

#include "BinaryFunctions.h"
#include "LinalgFunctions.h"
#include "ReductionFunctions.h"
#include "core/PyError.h"
#include "functions/DimensionViews.h"
#include "functions/TensorViews.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace tl {

namespace {

using Shape = std::vector<int64_t>;

constexpr int kLetters = 26;
constexpr int kLabels = 2 * kLetters;
constexpr int kEllipsis = kLabels;

int subscriptOf(unsigned char label) { return std::isupper(label) ? label - 'A' : label - 'a' + kLetters; }
char labelOf(int s) { return static_cast<char>(s < kLetters ? s + 'A' : s + 'a' - kLetters); }

PyError einsumError(const std::string &text) { return {"RuntimeError", "einsum(): " + text}; }

TensorPtr sumOver(Runtime &rt, const TensorPtr &t, const Shape &dims, bool keepdim)
{
    return ReductionFunctions::sum(rt, t, dims, keepdim, std::nullopt);
}

// (left * right).sum(sumDims) through bmm, keeping the summed dimensions as size 1.
TensorPtr sumproductPair(Runtime &rt, TensorPtr left, TensorPtr right, const Shape &sumDims)
{
    if (sumDims.empty())
        return BinaryFunctions::call(rt, BinaryOp::Mul, Operand::of(left), Operand::of(right));
    const int64_t dim = left->dim();
    std::vector<bool> summed(static_cast<size_t>(dim), false);
    for (int64_t d : sumDims)
        summed[static_cast<size_t>(d)] = true;
    Shape lro, lo, ro;
    int64_t lroSize = 1, loSize = 1, roSize = 1, sumSize = 1;
    for (int64_t i = 0; i < dim; ++i) {
        const int64_t ls = left->sizes()[static_cast<size_t>(i)], rs = right->sizes()[static_cast<size_t>(i)];
        const bool sl = ls != 1, sr = rs != 1;
        if (summed[static_cast<size_t>(i)]) {
            if (sl && sr) {
                if (ls != rs)
                    throw PyError("RuntimeError", "non-broadcast dimensions must match");
                sumSize *= ls;
            } else if (sl) {
                left = sumOver(rt, left, {i}, true);
            } else if (sr) {
                right = sumOver(rt, right, {i}, true);
            }
        } else if (sl && sr) {
            if (ls != rs)
                throw PyError("RuntimeError", "non-broadcast dimensions must match");
            lro.push_back(i);
            lroSize *= ls;
        } else if (sl) {
            lo.push_back(i);
            loSize *= ls;
        } else {
            ro.push_back(i);
            roSize *= rs;
        }
    }
    Shape outSize;
    for (int64_t d : lro)
        outSize.push_back(left->sizes()[static_cast<size_t>(d)]);
    for (int64_t d : lo)
        outSize.push_back(left->sizes()[static_cast<size_t>(d)]);
    outSize.insert(outSize.end(), sumDims.size(), 1);
    for (int64_t d : ro)
        outSize.push_back(right->sizes()[static_cast<size_t>(d)]);
    auto join = [](std::initializer_list<const Shape *> parts) {
        Shape r;
        for (const Shape *p : parts)
            r.insert(r.end(), p->begin(), p->end());
        return r;
    };
    const Shape lperm = join({&lro, &lo, &sumDims, &ro});
    const Shape rperm = join({&lro, &sumDims, &ro, &lo});
    Shape operm(lperm.size());
    for (size_t i = 0; i < lperm.size(); ++i)
        operm[static_cast<size_t>(lperm[i])] = static_cast<int64_t>(i);
    left = TensorViews::reshape(rt, DimensionViews::permute(rt, left, lperm), {lroSize, loSize, sumSize});
    right = TensorViews::reshape(rt, DimensionViews::permute(rt, right, rperm), {lroSize, sumSize, roSize});
    const TensorPtr result = LinalgFunctions::bmm(rt, left, right);
    return DimensionViews::permute(rt, TensorViews::view(rt, result, outSize), operm);
}

struct Parsed {
    std::vector<std::vector<int>> opLabels;
    Shape labelPermIndex = Shape(kLabels, -1);
    int64_t ellNumDim = 0, ellIndex = 0, outNumDim = 0, permIndex = 0;
};

Parsed parse(const std::string &equation, const std::vector<TensorPtr> &operands)
{
    Parsed p;
    const size_t numOps = operands.size();
    const size_t arrow = equation.find("->");
    const std::string lhs = equation.substr(0, arrow);
    p.opLabels.resize(numOps);
    bool ellInInput = false;
    size_t curr = 0;
    for (size_t i = 0; i < lhs.size(); ++i) {
        const unsigned char label = static_cast<unsigned char>(lhs[i]);
        if (label == ' ')
            continue;
        if (label == '.') {
            if (ellInInput)
                throw einsumError("found '.' for operand " + std::to_string(curr) + " for which an ellipsis was already found");
            if (!(i + 2 < lhs.size() && lhs[++i] == '.' && lhs[++i] == '.'))
                throw einsumError("found '.' for operand " + std::to_string(curr) + " that is not part of any ellipsis");
            p.opLabels[curr].push_back(kEllipsis);
            ellInInput = true;
        } else if (label == ',') {
            if (++curr >= numOps)
                throw einsumError("fewer operands were provided than specified in the equation");
            ellInInput = false;
        } else {
            if (!std::isalpha(label))
                throw einsumError("invalid subscript given at index " + std::to_string(i) +
                                  " in the equation string, subscripts must be in [a-zA-Z]");
            p.opLabels[curr].push_back(subscriptOf(label));
        }
    }
    if (curr != numOps - 1)
        throw einsumError("more operands were provided than specified in the equation");
    std::vector<int64_t> labelCount(kLabels, 0);
    for (size_t i = 0; i < numOps; ++i) {
        const int64_t ndims = operands[i]->dim();
        int64_t nlabels = static_cast<int64_t>(p.opLabels[i].size());
        bool hasEllipsis = false;
        for (int label : p.opLabels[i]) {
            if (label == kEllipsis) {
                --nlabels;
                hasEllipsis = true;
                p.ellNumDim = std::max(p.ellNumDim, ndims - nlabels);
            } else {
                ++labelCount[static_cast<size_t>(label)];
            }
        }
        if (hasEllipsis ? nlabels > ndims : nlabels != ndims)
            throw einsumError("the number of subscripts in the equation (" + std::to_string(nlabels) +
                              (hasEllipsis ? ") is more than the number of dimensions (" : ") does not match the number of dimensions (") +
                              std::to_string(ndims) + ") for operand " + std::to_string(i) +
                              (hasEllipsis ? "" : " and no ellipsis was given"));
    }
    bool ellInOutput = false;
    if (arrow == std::string::npos) {
        // Implicit output: the ellipsis, then the labels seen once in alphabetical order.
        p.permIndex = p.ellNumDim;
        ellInOutput = true;
        for (int label = 0; label < kLabels; ++label)
            if (labelCount[static_cast<size_t>(label)] == 1)
                p.labelPermIndex[static_cast<size_t>(label)] = p.permIndex++;
    } else {
        const std::string rhs = equation.substr(arrow + 2);
        for (size_t i = 0; i < rhs.size(); ++i) {
            const unsigned char label = static_cast<unsigned char>(rhs[i]);
            if (label == ' ')
                continue;
            if (label == '.') {
                if (ellInOutput)
                    throw einsumError("found '.' for output but an ellipsis (...) was already found");
                if (!(i + 2 < rhs.size() && rhs[++i] == '.' && rhs[++i] == '.'))
                    throw einsumError("found '.' for output that is not part of any ellipsis (...)");
                p.ellIndex = p.permIndex;
                p.permIndex += p.ellNumDim;
                ellInOutput = true;
                continue;
            }
            if (!std::isalpha(label))
                throw einsumError("invalid subscript given at index " + std::to_string(lhs.size() + 2 + i) +
                                  " in the equation string, subscripts must be in [a-zA-Z]");
            const size_t index = static_cast<size_t>(subscriptOf(label));
            if (labelCount[index] == 0 || p.labelPermIndex[index] != -1)
                throw einsumError(std::string("output subscript ") + static_cast<char>(label) +
                                  (p.labelPermIndex[index] > -1 ? " appears more than once in the output"
                                                                : " does not appear in the equation for any input operand"));
            p.labelPermIndex[index] = p.permIndex++;
        }
    }
    p.outNumDim = p.permIndex;
    if (!ellInOutput) {
        p.ellIndex = p.permIndex;
        p.permIndex += p.ellNumDim;
    }
    for (int label = 0; label < kLabels; ++label)
        if (labelCount[static_cast<size_t>(label)] > 0 && p.labelPermIndex[static_cast<size_t>(label)] == -1)
            p.labelPermIndex[static_cast<size_t>(label)] = p.permIndex++;
    return p;
}

} // namespace

TensorPtr Einsum::compute(Runtime &rt, const std::string &equation, const std::vector<TensorPtr> &operands)
{
    if (operands.empty())
        throw einsumError("must provide at least one operand");
    const Parsed p = parse(equation, operands);
    // Each operand: diagonals for repeated labels, size-1 dimensions for missing ones,
    // permuted into the common order; dimCounts: how many operands have each dimension != 1.
    Shape labelSize(kLabels, 1), ellSizes(static_cast<size_t>(p.ellNumDim), 1);
    std::vector<uint64_t> dimCounts(static_cast<size_t>(p.permIndex), 0);
    std::vector<TensorPtr> ops;
    for (size_t i = 0; i < operands.size(); ++i) {
        TensorPtr op = operands[i];
        Shape permutation(static_cast<size_t>(p.permIndex), -1);
        int64_t dim = 0;
        for (int s : p.opLabels[i]) {
            if (s == kEllipsis) {
                const int64_t ndim = operands[i]->dim() - (static_cast<int64_t>(p.opLabels[i].size()) - 1);
                for (int64_t j = p.ellNumDim - ndim; j < p.ellNumDim; ++j) {
                    const int64_t size = op->sizes()[static_cast<size_t>(dim)];
                    if (size != 1) {
                        int64_t &seen = ellSizes[static_cast<size_t>(j)];
                        if (seen != 1 && seen != size)
                            throw einsumError("dimension " + std::to_string(dim) + " covered by ellipsis in operand " +
                                              std::to_string(i) + "has size " + std::to_string(size) +
                                              " which does not broadcast with previously seen ellipsis with size " +
                                              std::to_string(seen) + " for the respective dimension");
                        seen = size;
                        ++dimCounts[static_cast<size_t>(p.ellIndex + j)];
                    }
                    permutation[static_cast<size_t>(p.ellIndex + j)] = dim++;
                }
                continue;
            }
            const size_t target = static_cast<size_t>(p.labelPermIndex[static_cast<size_t>(s)]);
            if (permutation[target] == -1) {
                const int64_t size = op->sizes()[static_cast<size_t>(dim)];
                if (size != 1) {
                    int64_t &seen = labelSize[static_cast<size_t>(s)];
                    if (seen != 1 && seen != size)
                        throw einsumError(std::string("subscript ") + labelOf(s) + " has size " + std::to_string(size) +
                                          " for operand " + std::to_string(i) +
                                          " which does not broadcast with previously seen size " + std::to_string(seen));
                    seen = size;
                    ++dimCounts[target];
                }
                permutation[target] = dim++;
            } else {
                const int64_t prev = permutation[target];
                const int64_t size = op->sizes()[static_cast<size_t>(dim)], prevSize = op->sizes()[static_cast<size_t>(prev)];
                if (size != prevSize)
                    throw einsumError(std::string("subscript ") + labelOf(s) + " is repeated for operand " + std::to_string(i) +
                                      " but the sizes don't match, " + std::to_string(size) + " != " + std::to_string(prevSize));
                op = DimensionViews::movedim(rt, DimensionViews::diagonal(rt, op, 0, prev, dim), {-1}, {prev});
            }
        }
        for (int64_t &val : permutation) {
            if (val == -1) {
                op = DimensionViews::unsqueeze(rt, op, dim);
                val = dim++;
            }
        }
        ops.push_back(DimensionViews::permute(rt, op, permutation));
    }
    if (ops.size() > 2)
        throw UnsupportedError("einsum() of more than two operands");
    if (ops.size() == 2) {
        TensorPtr a = ops[0], b = ops[1];
        Shape sumDimsNow, aSum, bSum;
        for (int64_t dim = p.outNumDim; dim < p.permIndex; ++dim) {
            const size_t d = static_cast<size_t>(dim);
            if (a->sizes()[d] != 1 && b->sizes()[d] != 1) {
                if (--dimCounts[d] == 1) {
                    sumDimsNow.push_back(dim);
                    dimCounts[d] = 0;
                }
            } else if (dimCounts[d] == 1) {
                if (a->sizes()[d] != 1) {
                    aSum.push_back(dim);
                    dimCounts[d] = 0;
                } else if (b->sizes()[d] != 1) {
                    bSum.push_back(dim);
                    dimCounts[d] = 0;
                }
            }
        }
        // Several dimensions summed in one call or one by one give different roundings.
        if (aSum.size() > 1 || bSum.size() > 1)
            throw UnsupportedError("einsum() summing several dimensions found in only one operand");
        if (!aSum.empty())
            a = sumOver(rt, a, aSum, true);
        if (!bSum.empty())
            b = sumOver(rt, b, bSum, true);
        ops = {sumproductPair(rt, a, b, sumDimsNow)};
    }
    if (p.permIndex - p.outNumDim > 0) {
        if (operands.size() > 1) {
            // The contracted dimensions are all size 1 now: dropped by a view.
            Shape sizes = ops[0]->sizes();
            sizes.resize(static_cast<size_t>(p.outNumDim));
            return TensorViews::view(rt, ops[0], sizes);
        }
        Shape dims(static_cast<size_t>(p.permIndex - p.outNumDim));
        std::iota(dims.begin(), dims.end(), p.outNumDim);
        return sumOver(rt, ops[0], dims, false);
    }
    return ops[0];
}

} // namespace tl
