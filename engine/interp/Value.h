#pragma once
// A Python value as the interpreter sees it. Tensors, arrays and autograd nodes keep their
// engine identity (so `is` answers as in Python); numbers and strings are by value; dicts,
// sets, functions, exceptions and the other Python objects live behind `obj`.
#include "autograd/Node.h"
#include "interp/objects/Object.h"
#include "core/Device.h"
#include "core/DType.h"
#include "core/Scalar.h"
#include "tensor/NdArray.h"
#include "tensor/TensorImpl.h"

#include <atomic>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

namespace tl {

class TorchGenerator;
class NumpyRandomState;
struct Value;
using ValueList = std::vector<Value>;

struct Value {
    enum class Kind {
        None,
        Bool,
        Int,
        Float,
        Str,
        Tuple,
        List,
        Tensor,
        Array,
        NpScalar,  // a NumPy scalar (np.float32(1.5), na[0, 0])
        Size,      // torch.Size
        DType,     // torch.float32 ...
        NpDType,   // a NumPy dtype instance (na.dtype)
        NpType,    // a NumPy scalar type (np.float32, np.bool_)
        Device,
        Module,    // text: "torch", "numpy", "torch.nn", "torch.cuda"
        Function,  // text: qualified name ("print", "torch.ones", "np.copy")
        Method,    // text: method name, self: the receiver
        Type,      // text: qualified class name ("torch.Tensor", "int")
        Flags,     // ndarray.flags of `array`
        GradFn,    // node
        Generator,   // torch._C.Generator: `generator`
        RandomState, // numpy.random.mtrand.RandomState: `randomState`
        // Python objects behind `obj` (interp/objects/): use as<T>() for the object.
        Dict,      // DictObject
        Set,       // SetObject (set; frozenset when the object says so)
        Range,     // RangeObject
        Slice,     // SliceObject
        Iterator,  // IteratorObject (iter(x), enumerate, zip, ...)
        Exception, // ExceptionObject (an exception instance; its class is a Type value)
        PyFunction, // FunctionObject (def, lambda)
        Object,    // any other Object (context managers, ...): typeName() names its class
        Unbound,   // internal: an empty variable slot, never seen by Python code
    };

    // Copies of numbers, None and empty slots touch only the first four fields (those kinds
    // never use the others): the interpreter's loops copy values all the time.
    Value() = default;
    Value(const Value &o) : kind(o.kind), b(o.b), i(o.i), f(o.f)
    {
        if (!o.plain())
            copyPayload(o);
    }
    Value(Value &&o) noexcept : kind(o.kind), b(o.b), i(o.i), f(o.f)
    {
        if (!o.plain())
            movePayload(std::move(o));
    }
    Value &operator=(const Value &o)
    {
        if (plain() && o.plain()) {
            kind = o.kind;
            b = o.b;
            i = o.i;
            f = o.f;
            return *this;
        }
        if (this != &o) {
            Value copy(o); // `o` may live inside this value (an item of its list)
            replaceWith(std::move(copy));
        }
        return *this;
    }
    Value &operator=(Value &&o) noexcept
    {
        if (plain() && o.plain()) {
            kind = o.kind;
            b = o.b;
            i = o.i;
            f = o.f;
            return *this;
        }
        if (this != &o) {
            Value moved(std::move(o));
            replaceWith(std::move(moved));
        }
        return *this;
    }
    ~Value() = default;

    // The kinds whose value is in kind/b/i/f alone.
    bool plain() const { return kind <= Kind::Float || kind == Kind::Unbound; }
    void setInt(int64_t v)
    {
        if (plain()) {
            kind = Kind::Int;
            i = v;
        } else {
            *this = integer(v);
        }
    }
    void setFloat(double v)
    {
        if (plain()) {
            kind = Kind::Float;
            f = v;
            i = nanIdentity(v);
        } else {
            *this = real(v);
        }
    }
    // Back to an empty slot, releasing what it held.
    void reset()
    {
        if (plain())
            kind = Kind::Unbound;
        else
            *this = unbound();
    }

    Kind kind = Kind::None;
    bool b = false;
    int64_t i = 0;
    double f = 0.0;
    std::string text;
    std::shared_ptr<ValueList> items;
    TensorPtr tensor;
    NdArrayPtr array;
    Scalar scalar;
    std::vector<int64_t> size;
    DType dtype = DType::Float32;
    Device device;
    std::shared_ptr<Node> node;
    std::shared_ptr<Value> self;
    std::shared_ptr<TorchGenerator> generator;
    std::shared_ptr<NumpyRandomState> randomState;
    Ref<tl::Object> obj;

private:
    // The fields past `f` (the kinds that are not plain() use them; plain ones leave them
    // at their defaults, which only the static constructors below ever change).
    void replaceWith(Value &&o) noexcept
    {
        kind = o.kind;
        b = o.b;
        i = o.i;
        f = o.f;
        movePayload(std::move(o));
    }
    void copyPayload(const Value &o)
    {
        text = o.text;
        items = o.items;
        tensor = o.tensor;
        array = o.array;
        scalar = o.scalar;
        size = o.size;
        dtype = o.dtype;
        device = o.device;
        node = o.node;
        self = o.self;
        obj = o.obj;
        generator = o.generator;
        randomState = o.randomState;
    }
    void movePayload(Value &&o)
    {
        text = std::move(o.text);
        items = std::move(o.items);
        tensor = std::move(o.tensor);
        array = std::move(o.array);
        scalar = o.scalar;
        size = std::move(o.size);
        dtype = o.dtype;
        device = o.device;
        node = std::move(o.node);
        self = std::move(o.self);
        obj = std::move(o.obj);
        generator = std::move(o.generator);
        randomState = std::move(o.randomState);
    }

public:

    static Value none() { return {}; }
    static Value boolean(bool v) { Value x; x.kind = Kind::Bool; x.b = v; return x; }
    static Value integer(int64_t v) { Value x; x.kind = Kind::Int; x.i = v; return x; }
    static Value real(double v) { Value x; x.kind = Kind::Float; x.f = v; x.i = nanIdentity(v); return x; }
    // A module's NaN constant (np.nan, math.nan): one object however often it is read.
    static Value constantNan(int64_t identity) { Value x = real(NAN); x.i = identity; return x; }
    static constexpr int64_t kNumpyNan = -1, kMathNan = -2;
    static Value str(std::string s) { Value x; x.kind = Kind::Str; x.text = std::move(s); return x; }
    static Value tuple(ValueList v) { Value x; x.kind = Kind::Tuple; x.items = makeItems(std::move(v)); return x; }
    static Value list(ValueList v) { Value x; x.kind = Kind::List; x.items = makeItems(std::move(v)); return x; }
    // The storage of a list or tuple; inside an interpreter it joins its Heap, so that
    // shutting down can empty lists that hold themselves.
    static std::shared_ptr<ValueList> makeItems(ValueList v);
    static Value of(TensorPtr t) { Value x; x.kind = Kind::Tensor; x.tensor = std::move(t); return x; }
    static Value of(NdArrayPtr a) { Value x; x.kind = Kind::Array; x.array = std::move(a); return x; }
    static Value npScalar(Scalar s) { Value x; x.kind = Kind::NpScalar; x.scalar = s; x.i = newIdentity(); return x; }
    static Value torchSize(std::vector<int64_t> s) { Value x; x.kind = Kind::Size; x.size = std::move(s); return x; }
    static Value torchDType(DType d) { Value x; x.kind = Kind::DType; x.dtype = d; return x; }
    static Value npDType(DType d) { Value x; x.kind = Kind::NpDType; x.dtype = d; return x; }
    static Value npType(DType d) { Value x; x.kind = Kind::NpType; x.dtype = d; return x; }
    static Value torchDevice(Device d) { Value x; x.kind = Kind::Device; x.device = d; return x; }
    static Value module(std::string name) { Value x; x.kind = Kind::Module; x.text = std::move(name); return x; }
    static Value function(std::string name) { Value x; x.kind = Kind::Function; x.text = std::move(name); return x; }
    static Value method(const Value &self, std::string name)
    {
        Value x;
        x.kind = Kind::Method;
        x.text = std::move(name);
        x.self = std::make_shared<Value>(self);
        return x;
    }
    static Value type(std::string qualified) { Value x; x.kind = Kind::Type; x.text = std::move(qualified); return x; }
    static Value flags(NdArrayPtr a) { Value x; x.kind = Kind::Flags; x.array = std::move(a); return x; }
    static Value gradFn(std::shared_ptr<Node> n) { Value x; x.kind = Kind::GradFn; x.node = std::move(n); return x; }
    static Value of(std::shared_ptr<TorchGenerator> g) { Value x; x.kind = Kind::Generator; x.generator = std::move(g); return x; }
    static Value of(std::shared_ptr<NumpyRandomState> s)
    {
        Value x;
        x.kind = Kind::RandomState;
        x.randomState = std::move(s);
        return x;
    }
    // A value of one of the object kinds (Dict, Set, ..., Object).
    static Value object(Kind k, Ref<tl::Object> o) { Value x; x.kind = k; x.obj = std::move(o); return x; }
    static Value unbound() { Value x; x.kind = Kind::Unbound; return x; }

    template <class T>
    T &as() const { return static_cast<T &>(*obj); }

    // Floats and NumPy scalars are held by value, yet a NaN is unequal to itself, so which
    // ones are one Python object matters (`is`, and the identity shortcut of containers'
    // comparisons): a NaN float and a NumPy scalar draw a number, kept by every copy, in `i`.
    static int64_t newIdentity()
    {
        static std::atomic<int64_t> last{0};
        return ++last;
    }
    static int64_t nanIdentity(double v) { return std::isnan(v) ? newIdentity() : 0; }
    // The same object, for the kinds that carry such a number.
    static bool sameIdentity(const Value &a, const Value &b)
    {
        return a.kind == b.kind && (a.kind == Kind::Float || a.kind == Kind::NpScalar) && a.i != 0 && a.i == b.i;
    }

    bool isNumber() const { return kind == Kind::Bool || kind == Kind::Int || kind == Kind::Float; }
    // The Python number as an engine scalar (bool, int64 or float64).
    Scalar number() const
    {
        if (kind == Kind::Bool)
            return Scalar::fromBool(b);
        if (kind == Kind::Int)
            return Scalar::fromInt(i);
        return Scalar::fromDouble(f);
    }
    static Value fromScalar(const Scalar &s)
    {
        if (s.isBool())
            return boolean(s.toBool());
        if (s.isFloating())
            return real(s.toDouble());
        return integer(s.toInt());
    }
    // Engine object id of a tensor or array (0 for plain values).
    uint64_t objectId() const
    {
        if (kind == Kind::Tensor)
            return tensor->objectId();
        if (kind == Kind::Array)
            return array->objectId();
        return 0;
    }
};

} // namespace tl
