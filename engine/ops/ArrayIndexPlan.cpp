// prepare_index of NumPy 1.24 (numpy/core/src/multiarray/mapping.c): integers, slices,
// newaxis, one Ellipsis (else "an index can only have a single ellipsis ('...')"), 0-d
// booleans, boolean arrays (one shaped like the array is a mask; others become their
// nonzero indices), integer arrays; "too many indices for array"; the boolean shape check
// ("boolean index did not match indexed array along dimension 0; ..."); then
// get_view_from_index for the basic part ("index 5 is out of bounds for axis 0 with
// size 3") and mapiter's consec rule for where the fancy dimensions go.
#include "ArrayIndexPlan.h"

#include "core/Errors.h"
#include "core/VersionProfile.h"
#include "ops/HostElements.h"

#include <algorithm>

namespace tl {

namespace {

using Shape = std::vector<int64_t>;

enum class Type { Integer, Slice, NewAxis, Ellipsis, Fancy, ZeroDBool };

struct Parsed {
    Type type;
    const IndexItem *item = nullptr;
    int64_t value = 0; // Integer: the index; Ellipsis: dimensions it spans; ZeroDBool: 0/1; Fancy: mask dim size or -1
    std::vector<int64_t> values; // Fancy: the indices
    Shape sizes;                 // Fancy: the index array's shape
};

PyError boolMismatch(int64_t dim, int64_t size, int64_t boolSize)
{
    if (Profile::isCurrent()) // NumPy 2 speaks of axes
        return {"IndexError", "boolean index did not match indexed array along axis " + std::to_string(dim) + "; size of axis is " +
                                  std::to_string(size) + " but size of corresponding boolean axis is " + std::to_string(boolSize)};
    return {"IndexError", "boolean index did not match indexed array along dimension " + std::to_string(dim) +
                              "; dimension is " + std::to_string(size) + " but corresponding boolean dimension is " +
                              std::to_string(boolSize)};
}

// Python's slice.indices() for one dimension: start, step and the resulting length.
void sliceBounds(const IndexItem &it, int64_t size, int64_t &start, int64_t &step, int64_t &len)
{
    step = it.step.value_or(1);
    if (step == 0)
        throw PyError("ValueError", "slice step cannot be zero");
    auto bound = [size, step](std::optional<int64_t> v, bool isStart) {
        if (!v)
            return step > 0 ? (isStart ? int64_t{0} : size) : (isStart ? size - 1 : int64_t{-1});
        const int64_t x = *v < 0 ? *v + size : *v;
        return step > 0 ? std::clamp<int64_t>(x, 0, size) : std::clamp<int64_t>(x, -1, size - 1);
    };
    start = bound(it.start, true);
    const int64_t stop = bound(it.stop, false);
    len = step > 0 ? (stop > start ? (stop - start + step - 1) / step : 0)
                   : (start > stop ? (start - stop - step - 1) / (-step) : 0);
}

} // namespace

ArrayIndexPlan ArrayIndexPlan::make(const NdArray &a, const std::vector<IndexItem> &items)
{
    const int64_t ndim = a.dim();
    std::vector<Parsed> parsed;
    int64_t used = 0, fancyNdim = 0;
    bool fancy = false, scalarArray = false, ellipsis = false, newAxis = false, onlyIntegers = true;
    ArrayIndexPlan plan;
    for (const IndexItem &it : items) {
        switch (it.kind) {
        case IndexItem::Kind::Integer:
            parsed.push_back({Type::Integer, &it, it.index, {}, {}});
            scalarArray = scalarArray || it.fromArray;
            ++used;
            break;
        case IndexItem::Kind::Slice:
            parsed.push_back({Type::Slice, &it, 0, {}, {}});
            onlyIntegers = false;
            ++used;
            break;
        case IndexItem::Kind::None:
            parsed.push_back({Type::NewAxis, &it, 0, {}, {}});
            onlyIntegers = false;
            newAxis = true;
            break;
        case IndexItem::Kind::Ellipsis:
            if (ellipsis)
                throw PyError("IndexError", "an index can only have a single ellipsis ('...')");
            ellipsis = true;
            onlyIntegers = false;
            parsed.push_back({Type::Ellipsis, &it, 0, {}, {}});
            break;
        case IndexItem::Kind::Boolean:
            parsed.push_back({Type::ZeroDBool, &it, it.index, {}, {}});
            onlyIntegers = false;
            fancy = true;
            fancyNdim = std::max<int64_t>(fancyNdim, 1);
            break;
        case IndexItem::Kind::Indices: {
            const NdArray &arr = *it.array;
            onlyIntegers = false;
            fancy = true;
            if (arr.dtype() != DType::Bool) {
                parsed.push_back({Type::Fancy, &it, -1, HostElements::int64s(arr), arr.sizes()});
                fancyNdim = std::max(fancyNdim, arr.dim());
                ++used;
                break;
            }
            if (items.size() == 1 && arr.sizes() == a.sizes()) {
                plan.form = Form::SingleMask;
                plan.mask = HostElements::bools(arr);
                return plan;
            }
            // A mask stands for the indices of its true elements, one array per dimension.
            const std::vector<bool> m = HostElements::bools(arr);
            const auto k = static_cast<size_t>(arr.dim());
            std::vector<Parsed> columns;
            for (size_t j = 0; j < k; ++j)
                columns.push_back({Type::Fancy, &it, arr.sizes()[j], {}, {}});
            Shape pos(k, 0);
            for (bool on : m) {
                if (on)
                    for (size_t j = 0; j < k; ++j)
                        columns[j].values.push_back(pos[j]);
                for (size_t j = k; j-- > 0;) {
                    if (++pos[j] < arr.sizes()[j])
                        break;
                    pos[j] = 0;
                }
            }
            for (auto &c : columns) {
                c.sizes = {static_cast<int64_t>(c.values.size())};
                parsed.push_back(std::move(c));
            }
            used += static_cast<int64_t>(k);
            fancyNdim = std::max<int64_t>(fancyNdim, 1);
            break;
        }
        }
    }
    if (used < ndim) {
        auto e = std::find_if(parsed.begin(), parsed.end(), [](const Parsed &p) { return p.type == Type::Ellipsis; });
        if (e == parsed.end()) {
            parsed.push_back({Type::Ellipsis, nullptr, 0, {}, {}});
            e = parsed.end() - 1;
        }
        e->value = ndim - used;
        onlyIntegers = false;
    } else if (used > ndim) {
        throw PyError("IndexError", "too many indices for array: array is " + std::to_string(ndim) + "-dimensional, but " +
                                        std::to_string(used) + " were indexed");
    }
    if (fancy || newAxis) {
        int64_t d = 0;
        for (const auto &p : parsed) {
            if (p.type == Type::Fancy && p.value > 0 && p.value != a.sizes()[static_cast<size_t>(d)])
                throw boolMismatch(d, a.sizes()[static_cast<size_t>(d)], p.value);
            d += p.type == Type::Ellipsis ? p.value : (p.type == Type::NewAxis || p.type == Type::ZeroDBool) ? 0 : 1;
        }
    }
    // get_view_from_index: integers select (checked against their axis), slices narrow, new
    // axes get stride 0, fancy dimensions stay for the fancy part.
    plan.viewOffset = a.storageOffset();
    int64_t axis = 0;
    int consecStatus = -1;
    size_t resultDim = 0;
    for (const auto &p : parsed) {
        const bool fancyLike = p.type == Type::Fancy || p.type == Type::Integer || p.type == Type::ZeroDBool;
        if (fancyLike) {
            if (consecStatus == -1) {
                plan.consec = resultDim;
                consecStatus = 0;
            } else if (consecStatus == 1) {
                consecStatus = 2;
                plan.consec = 0;
            }
        } else if (consecStatus == 0) {
            consecStatus = 1;
        }
        const auto ax = static_cast<size_t>(axis);
        switch (p.type) {
        case Type::Integer: {
            const int64_t size = a.sizes()[ax];
            if (p.value < -size || p.value >= size)
                throw Errors::numpyIndex(p.value, axis, size);
            plan.viewOffset += (p.value < 0 ? p.value + size : p.value) * a.strides()[ax];
            ++axis;
            ++resultDim;
            break;
        }
        case Type::Slice: {
            int64_t start = 0, step = 1, len = 0;
            sliceBounds(*p.item, a.sizes()[ax], start, step, len);
            plan.viewSizes.push_back(len);
            plan.viewStrides.push_back(len == 0 ? a.strides()[ax]
                                                : a.strides()[ax] * step); // NumPy drops the step of an empty slice
            if (len > 0)
                plan.viewOffset += start * a.strides()[ax];
            ++axis;
            ++resultDim;
            break;
        }
        case Type::NewAxis:
            plan.viewSizes.push_back(1);
            plan.viewStrides.push_back(0);
            ++resultDim;
            break;
        case Type::Ellipsis:
            for (int64_t k = 0; k < p.value; ++k) {
                plan.viewSizes.push_back(a.sizes()[ax + static_cast<size_t>(k)]);
                plan.viewStrides.push_back(a.strides()[ax + static_cast<size_t>(k)]);
            }
            axis += p.value;
            resultDim += static_cast<size_t>(p.value);
            break;
        case Type::Fancy:
            plan.fancyDims.push_back(plan.viewSizes.size());
            plan.viewSizes.push_back(a.sizes()[ax]);
            plan.viewStrides.push_back(a.strides()[ax]);
            plan.arrays.push_back(p.values);
            plan.arraySizes.push_back(p.sizes);
            plan.axes.push_back(axis);
            ++axis;
            break;
        case Type::ZeroDBool: plan.zeroDimBools.push_back(p.value); break;
        }
    }
    plan.fancyNdim = fancyNdim;
    // A full integer index is one element (0-d integer arrays among them included).
    if (fancy)
        plan.form = Form::Fancy;
    else if (onlyIntegers && used == ndim)
        plan.form = Form::Element;
    else
        plan.form = scalarArray ? Form::ViewCopy : Form::View;
    return plan;
}

} // namespace tl
