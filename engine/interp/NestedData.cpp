#include "NestedData.h"

#include "PythonTypes.h"
#include "core/Errors.h"
#include "functions/TensorMath.h"
#include "ops/HostElements.h"

namespace tl {

namespace {

bool isSequence(const Value &v)
{
    return v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple || v.kind == Value::Kind::Size;
}

void walk(const Value &v, size_t depth, NestedData &d, bool numpy, bool &shapeFixed)
{
    if (isSequence(v)) {
        const ValueList items = PythonTypes::sequenceItems(v);
        const int64_t n = static_cast<int64_t>(items.size());
        if (!shapeFixed && depth == d.shape.size())
            d.shape.push_back(n);
        else if (depth >= d.shape.size() || d.shape[depth] != n) {
            if (numpy)
                throw PyError("ValueError", "setting an array element with a sequence. The requested array has an "
                                            "inhomogeneous shape after " + std::to_string(depth) +
                                            " dimensions. The detected shape was " + Errors::shapeTuple(
                                                std::vector<int64_t>(d.shape.begin(), d.shape.begin() + static_cast<long>(depth))) +
                                            " + inhomogeneous part.");
            throw PyError("ValueError", "expected sequence of length " +
                                            std::to_string(depth < d.shape.size() ? d.shape[depth] : 0) + " at dim " +
                                            std::to_string(depth) + " (got " + std::to_string(n) + ")");
        }
        if (n == 0)
            shapeFixed = true;
        for (const auto &it : items)
            walk(it, depth + 1, d, numpy, shapeFixed);
        return;
    }
    if (!shapeFixed)
        shapeFixed = true;
    if (depth != d.shape.size()) {
        if (numpy)
            throw PyError("ValueError", "setting an array element with a sequence. The requested array has an inhomogeneous "
                                        "shape after " + std::to_string(depth) + " dimensions. The detected shape was " +
                                        Errors::shapeTuple(std::vector<int64_t>(d.shape.begin(), d.shape.begin() + static_cast<long>(depth))) +
                                        " + inhomogeneous part.");
        throw PyError("ValueError", "expected sequence of length " + std::to_string(d.shape[depth]) + " at dim " +
                                        std::to_string(depth) + " (got 0)");
    }
    Scalar s;
    switch (v.kind) {
    case Value::Kind::Bool:
    case Value::Kind::Int:
    case Value::Kind::Float: s = v.number(); break;
    case Value::Kind::NpScalar: s = v.scalar; break;
    case Value::Kind::Tensor:
        if (v.tensor->numel() != 1)
            throw Errors::itemNotOneElement();
        s = HostElements::item(v.tensor);
        break;
    default:
        if (numpy)
            throw UnsupportedError("NumPy arrays of " + PythonTypes::qualifiedName(v) + " values");
        throw PyError("TypeError", "new(): invalid data type '" + PythonTypes::shortName(v) + "'");
    }
    if (s.isFloating())
        d.anyFloat = true;
    else if (!s.isBool())
        d.anyInt = true;
    d.values.push_back(s);
}

// torch's infer_scalar_type: the kinds of every element, however the nesting is shaped.
void inferKinds(const Value &v, NestedData &d)
{
    auto join = [&d](DType t) { d.torchInferred = d.torchInferred ? promoteTypes(*d.torchInferred, t) : t; };
    if (isSequence(v)) {
        const ValueList items = PythonTypes::sequenceItems(v);
        if (items.empty())
            join(DType::Float32); // an empty sequence counts as the default dtype
        for (const auto &it : items)
            inferKinds(it, d);
        return;
    }
    switch (v.kind) {
    case Value::Kind::Float: d.anyFloat = true; join(DType::Float32); break;
    case Value::Kind::Int: d.anyInt = true; join(DType::Int64); break;
    case Value::Kind::Bool: join(DType::Bool); break;
    case Value::Kind::NpScalar:
        if (v.scalar.isFloating())
            d.anyFloat = true;
        else if (!v.scalar.isBool())
            d.anyInt = true;
        join(v.scalar.dtype());
        break;
    case Value::Kind::Tensor:
        if (isFloating(v.tensor->dtype()))
            d.anyFloat = true;
        else if (v.tensor->dtype() != DType::Bool)
            d.anyInt = true;
        join(v.tensor->dtype());
        break;
    case Value::Kind::Str: throw PyError("TypeError", "new(): invalid data type 'str'");
    default: throw PyError("RuntimeError", "Could not infer dtype of " + PythonTypes::shortName(v));
    }
}

// torch's recursive_store: every element checked against the shape the first elements gave.
void storeTorch(const Value &v, size_t dim, NestedData &d, bool floatTarget)
{
    if (dim == d.shape.size()) {
        switch (v.kind) {
        case Value::Kind::Bool:
        case Value::Kind::Int:
        case Value::Kind::Float: d.values.push_back(v.number()); return;
        case Value::Kind::NpScalar: d.values.push_back(v.scalar); return;
        case Value::Kind::Tensor:
            if (v.tensor->numel() != 1)
                throw Errors::itemNotOneElement();
            d.values.push_back(HostElements::item(v.tensor));
            return;
        default:
            if (floatTarget)
                throw PyError("TypeError", "must be real number, not " + PythonTypes::shortName(v));
            throw PyError("TypeError", "'" + PythonTypes::shortName(v) + "' object cannot be interpreted as an integer");
        }
    }
    if (!isSequence(v))
        throw PyError("TypeError", "not a sequence");
    const ValueList items = PythonTypes::sequenceItems(v);
    const int64_t n = d.shape[dim];
    if (static_cast<int64_t>(items.size()) != n)
        throw PyError("ValueError", "expected sequence of length " + std::to_string(n) + " at dim " + std::to_string(dim) +
                                        " (got " + std::to_string(items.size()) + ")");
    for (const auto &it : items)
        storeTorch(it, dim + 1, d, floatTarget);
}

} // namespace

NestedData NestedData::flatten(const Value &data, bool numpy)
{
    NestedData d;
    if (numpy) {
        bool shapeFixed = false;
        walk(data, 0, d, numpy, shapeFixed);
        return d;
    }
    // The shape comes from the first element at each depth (compute_sizes).
    Value cur = data;
    while (isSequence(cur)) {
        const ValueList items = PythonTypes::sequenceItems(cur);
        d.shape.push_back(static_cast<int64_t>(items.size()));
        if (items.empty())
            break;
        cur = items[0];
    }
    inferKinds(data, d);
    int64_t numel = 1;
    for (int64_t s : d.shape)
        numel *= s;
    if (numel > 0) // an empty result never looks at the other elements
        storeTorch(data, 0, d, d.anyFloat);
    return d;
}

} // namespace tl
