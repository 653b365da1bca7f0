// Lib/copy.py of CPython 3.11 (_copy_dispatch, _deepcopy_dispatch, the memo), PyTorch
// 1.13's Tensor.__reduce_ex__ (copy.copy: a new leaf on the same storage) and
// Tensor.__deepcopy__ (a copy of the whole storage, shared between tensors that shared
// it, with the same offset and strides; only graph leaves), NumPy's ndarray.__copy__ and
// __deepcopy__ (a copy in the array's own layout).
#include "CopyModule.h"

#include "PyArgs.h"
#include "core/PyError.h"
#include "core/VersionProfile.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/objects/DictObject.h"
#include "interp/objects/SetObject.h"
#include "ops/ArrayOps.h"
#include "ops/TensorMaker.h"
#include "tensor/StorageWindow.h"

#include <algorithm>
#include <map>

namespace tl {

namespace {

// Tensor.__reduce_ex__ rebuilt by copy.copy: a new tensor object on the same storage,
// outside autograd (a leaf), keeping requires_grad.
TensorPtr shallowTensor(Runtime &rt, const TensorPtr &t)
{
    Provenance why;
    if (rt.hasSinks())
        why = {"copy.copy()", true, "copy.copy() rebuilds the tensor on the same storage (Tensor.__reduce_ex__)"};
    auto out = TensorMaker::view(rt, t->storage(), t->dtype(), t->sizes(), t->strides(), t->storageOffset(), nullptr, why);
    out->inheritStorageWindow(*t);
    out->setLeafRequiresGrad(t->requiresGrad());
    return out;
}

class DeepCopier {
public:
    explicit DeepCopier(Interpreter &in) : in_(in) {}

    Value copy(const Value &x)
    {
        using K = Value::Kind;
        switch (x.kind) {
        case K::List: {
            if (auto it = lists_.find(x.items.get()); it != lists_.end())
                return it->second;
            Value out = Value::list({});
            lists_[x.items.get()] = out;
            for (const auto &v : *x.items)
                out.items->push_back(copy(v));
            return out;
        }
        case K::Tuple: {
            if (auto it = lists_.find(x.items.get()); it != lists_.end())
                return it->second;
            ValueList items;
            bool same = true;
            for (const auto &v : *x.items) {
                items.push_back(copy(v));
                same = same && sameObject(items.back(), v);
            }
            // A tuple whose items all copy to themselves is its own copy.
            Value out = same ? x : Value::tuple(std::move(items));
            if (!same)
                out.text = x.text;
            lists_[x.items.get()] = out;
            return out;
        }
        case K::Dict: {
            if (auto it = objects_.find(x.obj.get()); it != objects_.end())
                return it->second;
            auto d = make<DictObject>();
            Value out = Value::object(K::Dict, d);
            objects_[x.obj.get()] = out;
            for (const auto &e : x.as<DictObject>().entries())
                if (e.live)
                    d->set(copy(e.key), copy(e.value));
            return out;
        }
        case K::Set: {
            if (auto it = objects_.find(x.obj.get()); it != objects_.end())
                return it->second;
            const auto &src = x.as<SetObject>();
            auto s = make<SetObject>(src.frozen());
            Value out = Value::object(K::Set, s);
            objects_[x.obj.get()] = out;
            for (const auto &v : src.items())
                s->add(copy(v));
            return out;
        }
        case K::Tensor: return tensor(x);
        case K::Array: {
            if (auto it = views_.find(x.array.get()); it != views_.end())
                return it->second;
            Value out = Value::of(ArrayOps::copy(in_.runtime(), *x.array, MemoryOrder::K, std::nullopt, "copy.deepcopy()"));
            views_[x.array.get()] = out;
            return out;
        }
        case K::Iterator:
        case K::Exception:
        case K::Object: throw UnsupportedError("copy.deepcopy() of a " + PythonTypes::qualifiedName(x));
        default: return x; // atomic: numbers, str, None, classes, functions, ranges, dtypes ...
        }
    }

private:
    static bool sameObject(const Value &a, const Value &b)
    {
        if (a.kind != b.kind)
            return false;
        if (a.items || b.items)
            return a.items == b.items;
        if (a.obj || b.obj)
            return a.obj == b.obj;
        if (a.tensor || b.tensor)
            return a.tensor == b.tensor;
        if (a.array || b.array)
            return a.array == b.array;
        return true; // atomic values copy to themselves
    }

    Value tensor(const Value &x)
    {
        const TensorPtr &t = x.tensor;
        if (!t->isLeaf())
            throw PyError("RuntimeError", std::string("Only Tensors created explicitly by the user (graph leaves) support the "
                                                      "deepcopy protocol at the moment") +
                                              (Profile::isCurrent()
                                                   ? ".  If you were attempting to deepcopy a module, this may be because of a "
                                                     "torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001"
                                                   : ""));
        if (auto it = views_.find(t.get()); it != views_.end())
            return it->second;
        Runtime &rt = in_.runtime();
        // storage().__deepcopy__(memo): one clone per storage, whoever asks first.
        const int64_t origin = t->offsetOrigin();
        auto st = storages_.find(t->storage().get());
        if (st == storages_.end()) {
            const int64_t n = static_cast<int64_t>(t->storage()->nbytes()) / itemSize(t->dtype()) - origin;
            auto flat = TensorMaker::empty(rt, {n}, t->dtype(), t->device(),
                                           {"copy.deepcopy()", false, "copy.deepcopy() copies the whole storage"});
            TensorMaker::copyElements(rt, *flat, StorageWindow(t->storage(), t->dtype(), origin, n), "copy.deepcopy()");
            st = storages_.emplace(t->storage().get(), flat->storage()).first;
        }
        auto out = TensorMaker::view(rt, st->second, t->dtype(), t->sizes(), t->strides(), t->storageOffset() - origin,
                                     nullptr, {"copy.deepcopy()", true, "a deep copy sees the copied storage"});
        out->setLeafRequiresGrad(t->requiresGrad());
        if (t->grad())
            out->setGrad(tensor(Value::of(t->grad())).tensor);
        Value result = Value::of(out);
        views_[t.get()] = result;
        return result;
    }

    Interpreter &in_;
    std::map<const void *, Value> lists_, objects_, views_;
    std::map<const Storage *, StoragePtr> storages_;
};

} // namespace

const std::vector<std::string> &CopyModule::names()
{
    static const std::vector<std::string> n = {
        "Error", "__all__", "__builtins__", "__cached__", "__doc__", "__file__", "__loader__", "__name__", "__package__",
        "__spec__", "_copy_dispatch", "_copy_immutable", "_deepcopy_atomic", "_deepcopy_dict", "_deepcopy_dispatch",
        "_deepcopy_list", "_deepcopy_method", "_deepcopy_tuple", "_keep_alive", "_reconstruct", "copy", "deepcopy",
        "dispatch_table", "error"};
    return n;
}

std::optional<Value> CopyModule::attribute(const std::string &name)
{
    if (name == "__name__")
        return Value::str("copy");
    if (name == "copy" || name == "deepcopy")
        return Value::function("copy." + name);
    if (std::binary_search(names().begin(), names().end(), name))
        throw UnsupportedError("copy." + name);
    return std::nullopt;
}

Value CopyModule::call(Interpreter &in, const std::string &name, CallArgs &args)
{
    if (name == "copy") {
        auto b = PyArgs::bind(args, "copy", {{"x"}});
        return copy(in, *b[0]);
    }
    if (name == "deepcopy") {
        auto b = PyArgs::bind(args, "deepcopy", {{"x"}, {"memo", false}, {"_nil", false}});
        if (b[1] && b[1]->kind != Value::Kind::None)
            throw UnsupportedError("copy.deepcopy() with a memo");
        return deepcopy(in, *b[0]);
    }
    throw UnsupportedError("copy." + name);
}

Value CopyModule::copy(Interpreter &in, const Value &x)
{
    using K = Value::Kind;
    switch (x.kind) {
    case K::List: return Value::list(*x.items);
    case K::Dict: {
        auto d = make<DictObject>();
        for (const auto &e : x.as<DictObject>().entries())
            if (e.live)
                d->set(e.key, e.value);
        return Value::object(K::Dict, d);
    }
    case K::Set: {
        const auto &src = x.as<SetObject>();
        if (src.frozen())
            return x;
        auto s = make<SetObject>(false);
        s->merge(src);
        return Value::object(K::Set, s);
    }
    case K::Tensor: return Value::of(shallowTensor(in.runtime(), x.tensor));
    case K::Array: return Value::of(ArrayOps::copy(in.runtime(), *x.array, MemoryOrder::K, std::nullopt, "copy.copy()"));
    case K::Iterator:
    case K::Exception:
    case K::Object: throw UnsupportedError("copy.copy() of a " + PythonTypes::qualifiedName(x));
    default: return x; // immutable: numbers, str, tuple, None, classes, functions ...
    }
}

Value CopyModule::deepcopy(Interpreter &in, const Value &x) { return DeepCopier(in).copy(x); }

} // namespace tl
