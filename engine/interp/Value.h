#pragma once
// A Python value as the subset sees it. Tensors, arrays and autograd nodes keep their
// engine identity (so `is` answers as in Python); numbers and strings are by value.
#include "autograd/Node.h"
#include "core/Device.h"
#include "core/DType.h"
#include "core/Scalar.h"
#include "tensor/NdArray.h"
#include "tensor/TensorImpl.h"

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
    };

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

    static Value none() { return {}; }
    static Value boolean(bool v) { Value x; x.kind = Kind::Bool; x.b = v; return x; }
    static Value integer(int64_t v) { Value x; x.kind = Kind::Int; x.i = v; return x; }
    static Value real(double v) { Value x; x.kind = Kind::Float; x.f = v; return x; }
    static Value str(std::string s) { Value x; x.kind = Kind::Str; x.text = std::move(s); return x; }
    static Value tuple(ValueList v) { Value x; x.kind = Kind::Tuple; x.items = std::make_shared<ValueList>(std::move(v)); return x; }
    static Value list(ValueList v) { Value x; x.kind = Kind::List; x.items = std::make_shared<ValueList>(std::move(v)); return x; }
    static Value of(TensorPtr t) { Value x; x.kind = Kind::Tensor; x.tensor = std::move(t); return x; }
    static Value of(NdArrayPtr a) { Value x; x.kind = Kind::Array; x.array = std::move(a); return x; }
    static Value npScalar(Scalar s) { Value x; x.kind = Kind::NpScalar; x.scalar = s; return x; }
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
