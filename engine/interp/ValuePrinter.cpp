#include "ValuePrinter.h"

#include "Builtins.h"
#include "NumpyTypeHierarchy.h"
#include "NumpyUfuncs.h"
#include "ReturnTypes.h"
#include "PythonTypes.h"
#include "pylib/PyModules.h"
#include "pylib/UnicodeData.h"
#include "pylib/Utf8.h"
#include "objects/DictObject.h"
#include "objects/ExceptionObject.h"
#include "objects/FunctionObject.h"
#include "objects/RangeObject.h"
#include "objects/SetObject.h"
#include "objects/SliceObject.h"
#include "core/Errors.h"
#include "core/VersionProfile.h"
#include "core/InterruptFlag.h"
#include "core/PyError.h"
#include "print/ArrayFormatter.h"
#include "print/PrintedGrid.h"
#include "print/PyFloatRepr.h"
#include "print/TensorFormatter.h"
#include "print/ViewElementSource.h"
#include "tensor/Runtime.h"

#include <cstdio>
#include <limits>
#include <unordered_map>
#include <unordered_set>

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
    for (char32_t c : Utf8::decode(s)) {
        if (c >= 0x80) {
            // unicode_repr: characters that are not printable appear as escapes.
            if (UnicodeData::isPrintable(c)) {
                out += Utf8::encode(c);
            } else {
                char buf[16];
                std::snprintf(buf, sizeof buf, c <= 0xff ? "\\x%02x" : c <= 0xffff ? "\\u%04x" : "\\U%08x", static_cast<unsigned>(c));
                out += buf;
            }
            continue;
        }
        switch (c) {
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c == static_cast<char32_t>(quote)) {
                out += '\\';
                out += static_cast<char>(c);
            } else if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
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

// Py_ReprEnter / Py_EnterRecursiveCall: a container inside itself prints as `[...]`, and
// nesting deeper than CPython's recursion limit is its RecursionError, not a stack overflow.
class ReprGuard {
public:
    ReprGuard(const void *container) : container_(container)
    {
        if (depth >= kMaxDepth)
            throw PyError("RecursionError", "maximum recursion depth exceeded while getting the repr of an object");
        ++depth;
        inside_ = !active.insert(container).second;
    }
    ~ReprGuard()
    {
        --depth;
        if (!inside_)
            active.erase(container_);
        if (depth == 0)
            plainTexts.clear();
    }
    // Already being printed further out.
    bool recursive() const { return inside_; }

private:
    static constexpr int kMaxDepth = 990;
    static thread_local int depth;
    static thread_local std::unordered_set<const void *> active;

public:
    // Within one printout a list or tuple of plain values (numbers, strings, None and such
    // lists) prints the same text wherever it appears, so it is built once: `[l, l]`
    // doubled 30 times prints 2^30 leaves from 31 lists. Code that may run a __repr__
    // forgets them all, since it could change a list.
    static thread_local std::unordered_map<const ValueList *, std::string> plainTexts;

private:
    const void *container_;
    bool inside_;
};
thread_local int ReprGuard::depth = 0;
thread_local std::unordered_set<const void *> ReprGuard::active;
thread_local std::unordered_map<const ValueList *, std::string> ReprGuard::plainTexts;

bool isPlain(const Value &v)
{
    switch (v.kind) {
    case Value::Kind::None:
    case Value::Kind::Bool:
    case Value::Kind::Int:
    case Value::Kind::Float:
    case Value::Kind::Str: return true;
    case Value::Kind::List:
    case Value::Kind::Tuple: return ReprGuard::plainTexts.count(v.items.get()) != 0;
    default: return false;
    }
}

std::string sequence(const ValueList &items, const char *open, const char *close, bool tuple)
{
    ReprGuard guard(&items);
    if (guard.recursive())
        return std::string(open) + "..." + close;
    if (const auto known = ReprGuard::plainTexts.find(&items); known != ReprGuard::plainTexts.end())
        return known->second;
    std::string s = open;
    bool plain = true;
    for (size_t i = 0; i < items.size(); ++i) {
        InterruptFlag::poll();
        const std::string item = ValuePrinter::repr(items[i]);
        plain = plain && isPlain(items[i]);
        if (s.size() + item.size() > kMaxSequenceText)
            throw Errors::memoryError();
        s += (i ? ", " : "") + item;
    }
    if (tuple && items.size() == 1)
        s += ",";
    s += close;
    if (plain)
        ReprGuard::plainTexts.emplace(&items, s);
    return s;
}

std::string dictText(const DictObject &d)
{
    ReprGuard guard(&d);
    if (guard.recursive())
        return "{...}";
    std::string s = "{";
    bool first = true;
    for (const auto &e : d.entries()) {
        if (!e.live)
            continue;
        InterruptFlag::poll();
        const std::string item = ValuePrinter::repr(e.key) + ": " + ValuePrinter::repr(e.value);
        if (s.size() + item.size() > kMaxSequenceText)
            throw Errors::memoryError();
        s += (first ? "" : ", ") + item;
        first = false;
    }
    return s + "}";
}

std::string setText(const SetObject &set)
{
    const char *name = set.frozen() ? "frozenset" : "set";
    if (set.size() == 0)
        return std::string(name) + "()";
    ReprGuard guard(&set);
    if (guard.recursive())
        return std::string(name) + "(...)";
    std::string s = "{";
    bool first = true;
    for (const auto &slot : set.table()) {
        if (slot.state != SetObject::Slot::Active)
            continue;
        const std::string item = ValuePrinter::repr(slot.key);
        if (s.size() + item.size() > kMaxSequenceText)
            throw Errors::memoryError();
        s += (first ? "" : ", ") + item;
        first = false;
    }
    s += "}";
    return set.frozen() ? "frozenset(" + s + ")" : s;
}

std::string exceptionRepr(const ExceptionObject &e)
{
    const std::string name = PythonTypes::shortNameOf(e.type);
    if (e.args.size() == 1)
        return name + "(" + ValuePrinter::repr(e.args[0]) + ")";
    return name + (e.args.empty() ? "()" : ValuePrinter::repr(Value::tuple(e.args)));
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
    case K::NpScalar: return PyFloatRepr::numpyScalarStr(v.scalar);
    case K::Device: return v.device.str();
    case K::Exception: return v.as<ExceptionObject>().str();
    case K::Object: return v.obj->str();
    default: return repr(v);
    }
}

std::string ValuePrinter::address(const Object &o)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "0x%012llx", static_cast<unsigned long long>(o.identity()));
    return buf;
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
        if (const auto text = PyModules::repr(v)) // a struct sequence (sys.version_info)
            return *text;
        return sequence(*v.items, "(", ")", true);
    case K::List: return sequence(*v.items, "[", "]", false);
    case K::Tensor: return tensorRepr(v.tensor);
    case K::Array: checkPrintable(*v.array); return ArrayFormatter::repr(ViewElementSource(*v.array));
    case K::NpScalar: return PyFloatRepr::numpyScalarRepr(v.scalar);
    case K::Size: {
        std::string s = "torch.Size([";
        for (size_t i = 0; i < v.size.size(); ++i)
            s += (i ? ", " : "") + std::to_string(v.size[i]);
        return s + "])";
    }
    case K::DType: return "torch." + std::string(torchName(v.dtype));
    case K::NpDType: return "dtype('" + str(v) + "')";
    case K::NpType: return "<class '" + NumpyTypeHierarchy::classOf(v.dtype) + "'>";
    case K::Device: return v.device.repr();
    case K::Type: return "<class '" + PythonTypes::releaseSpelling(v.text) + "'>";
    case K::Flags: return flagsText(*v.array);
    case K::Function:
        if (const auto cls = PythonTypes::classNameOf(v))
            return "<class '" + *cls + "'>";
        if (const auto text = PyModules::repr(v))
            return *text;
        if (Builtins::has(v.text))
            return "<built-in function " + v.text + ">";
        if (NumpyUfuncs::is(v))
            return NumpyUfuncs::repr(v);
        throw UnsupportedError("printing a " + PythonTypes::qualifiedName(v) + " object (Python would show a memory address)");
    case K::Dict: return dictText(v.as<DictObject>());
    case K::Set: return setText(v.as<SetObject>());
    case K::Range: {
        const auto &r = v.as<RangeObject>();
        return "range(" + std::to_string(r.start()) + ", " + std::to_string(r.stop()) +
               (r.step() == 1 ? ")" : ", " + std::to_string(r.step()) + ")");
    }
    case K::Slice: {
        const auto &sl = v.as<SliceObject>();
        return "slice(" + repr(sl.start) + ", " + repr(sl.stop) + ", " + repr(sl.step) + ")";
    }
    case K::Exception: return exceptionRepr(v.as<ExceptionObject>());
    case K::PyFunction: return "<function " + v.as<FunctionObject>().code->qualname + " at " + address(*v.obj) + ">";
    case K::Iterator:
    case K::Object: {
        // An object prints through its own code: lists it changed print anew afterwards.
        std::string text = v.obj->repr();
        ReprGuard::plainTexts.clear();
        return text;
    }
    case K::Unbound: return "None";
    case K::Module:
        if (const auto text = PyModules::repr(v))
            return *text;
        [[fallthrough]];
    case K::Method:
    case K::GradFn:
    case K::Generator:
    case K::RandomState:
        // Python would print a memory address here; the subset never prints one.
        throw UnsupportedError("printing a " + PythonTypes::qualifiedName(v) +
                               " object (Python would show a memory address)");
    }
    return "";
}

} // namespace tl
