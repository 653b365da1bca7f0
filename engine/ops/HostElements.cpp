#include "HostElements.h"

#include "backend/DeviceBackend.h"
#include "backend/ElementLoops.h"
#include "core/Errors.h"

#include <memory>

namespace tl {

namespace {

// f(row-major position, element as T) for every element of `v`.
template <typename T, typename F>
void visit(const StridedView &v, F &&f)
{
    const StridedRef ref = v.ref();
    std::unique_ptr<char[]> staged;
    StridedRef host = ref;
    if (!v.device().isCpu()) {
        DeviceBackend &b = v.storage()->backend();
        const uint64_t bytes = static_cast<uint64_t>(v.numel()) * itemSize(v.dtype());
        StridedRef dense = ref;
        dense.strides = StridedView::contiguousStrides(v.sizes());
        dense.data = b.allocate(bytes);
        try {
            b.copyStrided(dense, ref, v.library());
            staged.reset(new char[bytes ? bytes : 1]);
            b.copyToHost(staged.get(), dense.data, bytes);
        } catch (...) {
            b.deallocate(dense.data, bytes);
            throw;
        }
        b.deallocate(dense.data, bytes);
        host.data = staged.get();
        host.strides = dense.strides;
    }
    kernels::dispatch(host.dtype, [&](auto tag) {
        using S = decltype(tag);
        const S *p = static_cast<const S *>(host.data);
        int64_t i = 0;
        kernels::forEach3(host.sizes, host.strides.data(), nullptr, nullptr,
                          [&](int64_t o, int64_t, int64_t) { f(i++, kernels::convert<T>(p[o])); });
    });
}

} // namespace

std::vector<int64_t> HostElements::int64s(const StridedView &v)
{
    std::vector<int64_t> out(static_cast<size_t>(v.numel()));
    visit<int64_t>(v, [&](int64_t i, int64_t x) { out[static_cast<size_t>(i)] = x; });
    return out;
}

std::vector<bool> HostElements::bools(const StridedView &v)
{
    std::vector<bool> out(static_cast<size_t>(v.numel()));
    visit<bool>(v, [&](int64_t i, bool x) { out[static_cast<size_t>(i)] = x; });
    return out;
}

Scalar HostElements::at(const StridedView &v, const std::vector<int64_t> &index)
{
    const uint64_t off = v.byteOffsetOf(index);
    return v.storage()->backend().readElement(static_cast<char *>(v.storage()->data()) + off, v.dtype());
}

Scalar HostElements::item(const TensorPtr &t)
{
    if (t->numel() != 1)
        throw Errors::itemNotOneElement();
    return at(*t, std::vector<int64_t>(t->sizes().size(), 0));
}

} // namespace tl
