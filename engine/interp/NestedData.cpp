#include "NestedData.h"

#include "PythonTypes.h"
#include "core/Errors.h"
#include "ops/TensorMath.h"

namespace tl {

namespace {

bool isSequence(const Value &v)
{
    return v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple || v.kind == Value::Kind::Size;
}

ValueList elements(const Value &v)
{
    if (v.kind == Value::Kind::Size) {
        ValueList out;
        for (int64_t s : v.size)
            out.push_back(Value::integer(s));
        return out;
    }
    return *v.items;
}

void walk(const Value &v, size_t depth, NestedData &d, bool numpy, bool &shapeFixed)
{
    if (isSequence(v)) {
        const ValueList items = elements(v);
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
        s = TensorMath::item(v.tensor);
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

} // namespace

NestedData NestedData::flatten(const Value &data, bool numpy)
{
    NestedData d;
    bool shapeFixed = false;
    walk(data, 0, d, numpy, shapeFixed);
    return d;
}

} // namespace tl
