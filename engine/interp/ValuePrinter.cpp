#include "ValuePrinter.h"

#include "ReturnTypes.h"
#include "PythonTypes.h"
#include "core/Errors.h"
#include "core/InterruptFlag.h"
#include "core/PyError.h"
#include "print/ArrayFormatter.h"
#include "print/PrintedGrid.h"
#include "print/PyFloatRepr.h"
#include "print/TensorFormatter.h"
#include "print/ViewElementSource.h"
#include "tensor/Runtime.h"

#include <limits>

namespace tl {

namespace {
// A printed element costs its value read plus its text and separators; a printout that
// would not fit in the session's host memory is CPython's MemoryError, not an OOM kill.
void checkPrintable(const StridedView &v)
{
    constexpr uint64_t kBytesPerPrintedElement = 64;
    const uint64_t n = PrintedGrid::printedElements(v.sizes());
    const uint64_t limit = std::numeric_limits<uint64_t>::max() / kBytesPerPrintedElement;
    v.storage()->runtime().checkHostObject(n > limit ? std::numeric_limits<uint64_t>::max() : n * kBytesPerPrintedElement);
}
} // namespace

std::string ValuePrinter::tensorRepr(const TensorPtr &t)
{
    checkPrintable(*t);
    TensorReprOptions o;
    if (t->device().isCuda())
        o.device = t->device().str();
    if (t->gradFn())
        o.gradFn = t->gradFn()->name();
    o.requiresGrad = t->requiresGrad();
    return TensorFormatter::repr(ViewElementSource(*t), o);
}

std::string ValuePrinter::pythonStringRepr(const std::string &s)
{
    const bool hasSingle = s.find('\'') != std::string::npos;
    const bool hasDouble = s.find('"') != std::string::npos;
    const char quote = hasSingle && !hasDouble ? '"' : '\'';
    std::string out(1, quote);
    for (unsigned char c : s) {
        switch (c) {
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c == quote) {
                out += '\\';
                out += static_cast<char>(c);
            } else if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\x%02x", c);
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    return out + quote;
}

namespace {

// Lists can share themselves ([l, l] doubled again and again): their text grows
// exponentially while memory does not. Past this length a printout is MemoryError.
constexpr size_t kMaxSequenceText = size_t{64} << 20;

std::string sequence(const ValueList &items, const char *open, const char *close, bool tuple)
{
    std::string s = open;
    for (size_t i = 0; i < items.size(); ++i) {
        InterruptFlag::poll();
        const std::string item = ValuePrinter::repr(items[i]);
        if (s.size() + item.size() > kMaxSequenceText)
            throw Errors::memoryError();
        s += (i ? ", " : "") + item;
    }
    if (tuple && items.size() == 1)
        s += ",";
    return s + close;
}

std::string flagsText(const NdArray &a)
{
    const bool c = a.isContiguous();
    // F-contiguous: contiguous when the dimensions are read in reverse.
    int64_t expected = 1;
    bool f = true;
    for (size_t i = 0; i < a.sizes().size(); ++i) {
        if (a.sizes()[i] != 1 && a.strides()[i] != expected)
            f = false;
        expected *= a.sizes()[i];
    }
    if (a.numel() == 0)
        f = true;
    auto tf = [](bool v) { return v ? "True" : "False"; };
    return std::string("  C_CONTIGUOUS : ") + tf(c) + "\n  F_CONTIGUOUS : " + tf(f) + "\n  OWNDATA : " + tf(a.ownData()) +
           "\n  WRITEABLE : " + tf(a.writeable()) + "\n  ALIGNED : True\n  WRITEBACKIFCOPY : False\n";
}

} // namespace

std::string ValuePrinter::str(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Str: return v.text;
    case K::Array: checkPrintable(*v.array); return ArrayFormatter::str(ViewElementSource(*v.array));
    case K::NpDType: return v.dtype == DType::Bool ? "bool" : std::string(numpyName(v.dtype));
    case K::Device: return v.device.str();
    default: return repr(v);
    }
}

std::string ValuePrinter::repr(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::None: return "None";
    case K::Bool: return v.b ? "True" : "False";
    case K::Int: return std::to_string(v.i);
    case K::Float: return PyFloatRepr::repr(v.f);
    case K::Str: return pythonStringRepr(v.text);
    case K::Tuple:
        if (ReturnTypes::is(v))
            return ReturnTypes::repr(v, [](const Value &x) { return repr(x); });
        return sequence(*v.items, "(", ")", true);
    case K::List: return sequence(*v.items, "[", "]", false);
    case K::Tensor: return tensorRepr(v.tensor);
    case K::Array: checkPrintable(*v.array); return ArrayFormatter::repr(ViewElementSource(*v.array));
    case K::NpScalar: return PyFloatRepr::numpyScalarStr(v.scalar);
    case K::Size: {
        std::string s = "torch.Size([";
        for (size_t i = 0; i < v.size.size(); ++i)
            s += (i ? ", " : "") + std::to_string(v.size[i]);
        return s + "])";
    }
    case K::DType: return "torch." + std::string(torchName(v.dtype));
    case K::NpDType: return "dtype('" + str(v) + "')";
    case K::NpType: return "<class 'numpy." + std::string(v.dtype == DType::Bool ? "bool_" : numpyName(v.dtype)) + "'>";
    case K::Device: return v.device.repr();
    case K::Type: return "<class '" + v.text + "'>";
    case K::Flags: return flagsText(*v.array);
    case K::Function:
        if (const auto cls = PythonTypes::classNameOf(v))
            return "<class '" + *cls + "'>";
        [[fallthrough]];
    case K::Module:
    case K::Method:
    case K::GradFn:
        // Python would print a memory address here; the subset never prints one.
        throw UnsupportedError("printing a " + PythonTypes::qualifiedName(v) +
                               " object (Python would show a memory address)");
    }
    return "";
}

} // namespace tl
