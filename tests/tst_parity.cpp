// Every backend against the CPU reference (as ggml's test-backend-ops does): one table of
// operations from the subset, each a short script run through the interpreter with `d`
// naming the device. The cpu column runs it on the CPU; the sim and gpu columns run it on
// cuda:0 of a runtime whose cuda:0 is the simulated device or a real NVIDIA GPU. Every
// column must give the dtype and shape the row states; sim and gpu must give the CPU's
// result bytes exactly. Two allowances, both PyTorch's own GPU behaviour: a NaN matches
// any NaN (GPUs produce the canonical NaN, x86 keeps payload and sign), and float sums,
// which a GPU adds in a different order, must agree within kSumTolerance of the sum of
// absolute values. Without a usable GPU the gpu column is skipped, saying why.
//
// Further tests: GPU out-of-memory recovery and the second GPU's ordinal; that CUDA (and
// Qt) stay unloaded for a CPU-only `tensorlens run`; and the golden cases and the shared
// conformance suite on a real GPU (ctest: tst_parity_gpu_goldens). GPU tests are skipped,
// saying why, where no GPU is usable.
#include "autograd/Autograd.h"
#include "backend/GpuBackendFactory.h"
#include "backend/PhiloxHostKernels.h"
#include "core/PyError.h"
#include "functions/TensorConvert.h"
#include "functions/TensorViews.h"
#include "interp/Interpreter.h"
#include "interp/Parser.h"
#include "interp/ScriptRunner.h"
#include "support/GoldenCases.h"
#include "support/LastLine.h"

#include <QtTest/QtTest>

#include <QProcess>
#include <QRegularExpression>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <memory>

using namespace tl;
namespace fs = std::filesystem;

namespace {

// Float sums: |gpu - cpu| <= kSumTolerance * max(1, |cpu|), i.e. about 8 float32 ulps of
// the result (the rows' sums have no cancellation, so this bounds the order's effect).
constexpr double kSumTolerance = 1e-6;

struct Outcome {
    std::string error;      // the Python exception, if the script raised one
    std::string dtype;      // "float32", ... or "int"/"float"/"bool" for Python numbers
    std::string shape;      // "[2, 3]"; "scalar" for Python numbers
    std::vector<unsigned char> bytes; // elements in row-major order
};

std::string shapeText(const std::vector<int64_t> &sizes)
{
    std::string s = "[";
    for (size_t i = 0; i < sizes.size(); ++i)
        s += (i ? ", " : "") + std::to_string(sizes[i]);
    return s + "]";
}

// The elements of a CPU view, row-major, whatever its strides.
std::vector<unsigned char> hostBytes(const StridedView &v)
{
    const size_t item = static_cast<size_t>(itemSize(v.dtype()));
    std::vector<unsigned char> out;
    const int64_t n = v.numel();
    out.reserve(static_cast<size_t>(n) * item);
    const auto &sizes = v.sizes();
    const auto &strides = v.strides();
    const unsigned char *base = static_cast<const unsigned char *>(v.storage()->data());
    std::vector<int64_t> idx(sizes.size(), 0);
    for (int64_t k = 0; k < n; ++k) {
        int64_t off = v.storageOffset();
        for (size_t d = 0; d < sizes.size(); ++d)
            off += idx[d] * strides[d];
        const unsigned char *p = base + off * static_cast<int64_t>(item);
        out.insert(out.end(), p, p + item);
        for (size_t d = sizes.size(); d-- > 0;) {
            if (++idx[d] < sizes[d])
                break;
            idx[d] = 0;
        }
    }
    return out;
}

template <typename T>
std::vector<unsigned char> bytesOf(T v)
{
    std::vector<unsigned char> b(sizeof(T));
    std::memcpy(b.data(), &v, sizeof(T));
    return b;
}

// Runs `body` after `d = '<device>'` and returns what the name `r` holds.
Outcome runRow(Runtime &rt, const std::string &device, const std::string &body)
{
    const std::string source = "import torch\nimport numpy as np\nd = '" + device + "'\n" + body + "\n";
    Outcome o;
    ast::ParseResult parsed = Parser::parse(source);
    if (parsed.syntaxError || parsed.unsupported) {
        o.error = "the row's script is not in the subset";
        return o;
    }
    StringOutput output;
    Interpreter in(rt, output);
    try {
        for (const auto &stmt : parsed.module.body)
            in.execute(stmt);
        const auto it = in.globals().find("r");
        if (it == in.globals().end()) {
            o.error = "the row binds no r";
            return o;
        }
        const Value &r = it->second;
        switch (r.kind) {
        case Value::Kind::Tensor: {
            NoGradGuard noGrad(rt);
            TensorPtr host = TensorConvert::to(rt, TensorViews::detach(rt, r.tensor), Device::cpu(), std::nullopt, false, "cpu()");
            o.dtype = std::string(torchName(host->dtype()));
            o.shape = shapeText(host->sizes());
            o.bytes = hostBytes(*host);
            break;
        }
        case Value::Kind::Array:
            o.dtype = std::string(numpyName(r.array->dtype()));
            o.shape = shapeText(r.array->sizes());
            o.bytes = hostBytes(*r.array);
            break;
        case Value::Kind::Int:
            o.dtype = "int";
            o.shape = "scalar";
            o.bytes = bytesOf(r.i);
            break;
        case Value::Kind::Float:
            o.dtype = "float";
            o.shape = "scalar";
            o.bytes = bytesOf(r.f);
            break;
        case Value::Kind::Bool:
            o.dtype = "bool";
            o.shape = "scalar";
            o.bytes = bytesOf(r.b);
            break;
        default:
            o.error = "r is not a tensor, an array or a number";
        }
    } catch (const PyError &e) {
        o.error = e.lastLine();
    }
    return o;
}

// Element i of a float32/float64 byte string.
double floatAt(const std::vector<unsigned char> &b, const std::string &dtype, size_t i)
{
    if (dtype == "float32") {
        float f;
        std::memcpy(&f, b.data() + i * 4, 4);
        return f;
    }
    double x;
    std::memcpy(&x, b.data() + i * 8, 8);
    return x;
}

bool isFloatType(const std::string &dtype) { return dtype == "float32" || dtype == "float64" || dtype == "float"; }

// Byte-for-byte, except that NaN matches NaN and, for sums, floats match within tolerance.
QString compareBytes(const Outcome &got, const Outcome &want, bool floatSum)
{
    if (got.bytes.size() != want.bytes.size())
        return QString("%1 bytes instead of %2").arg(got.bytes.size()).arg(want.bytes.size());
    if (!isFloatType(want.dtype))
        return got.bytes == want.bytes ? QString() : QStringLiteral("bytes differ");
    const std::string dt = want.dtype == "float" ? "float64" : want.dtype;
    const size_t item = dt == "float32" ? 4 : 8;
    for (size_t i = 0; i < want.bytes.size() / item; ++i) {
        const double g = floatAt(got.bytes, dt, i), w = floatAt(want.bytes, dt, i);
        if (std::isnan(g) && std::isnan(w))
            continue;
        if (floatSum) {
            if (std::fabs(g - w) <= kSumTolerance * std::max(1.0, std::fabs(w)) || g == w)
                continue;
        } else if (std::memcmp(got.bytes.data() + i * item, want.bytes.data() + i * item, item) == 0) {
            continue;
        }
        return QString("element %1: %2 instead of %3").arg(i).arg(g, 0, 'g', 17).arg(w, 0, 'g', 17);
    }
    return {};
}

// Inputs with the values where conversions differ: fractions, negatives, int extremes, a
// float32 subnormal, huge values.
const char *const kBool = "x = torch.tensor([[True, False, True], [False, True, True]], device=d)";
const char *const kInt32 = "x = torch.tensor([[-7, 0, 3], [2147483647, -2147483648, 5]], dtype=torch.int32, device=d)";
const char *const kInt64 = "x = torch.tensor([[-7, 0, 3], [9007199254740993, -4, 5]], device=d)";
const char *const kFloat32 = "x = torch.tensor([[-2.5, 0.0, 0.1], [3.0e9, -1e-40, 7.75]], device=d)";
const char *const kFloat64 = "x = torch.tensor([[-2.5, 0.0, 0.1], [1e300, -5e-324, 7.75]], dtype=torch.float64, device=d)";

struct TypedInput {
    const char *dtype;
    const char *torchType;
    const char *make;
};
const TypedInput kInputs[] = {
    {"bool", "torch.bool", kBool},
    {"int32", "torch.int32", kInt32},
    {"int64", "torch.int64", kInt64},
    {"float32", "torch.float32", kFloat32},
    {"float64", "torch.float64", kFloat64},
};

std::string promoted(const std::string &a, const std::string &b)
{
    const char *order[] = {"bool", "int32", "int64", "float32", "float64"};
    int ia = 0, ib = 0;
    for (int i = 0; i < 5; ++i) {
        if (a == order[i])
            ia = i;
        if (b == order[i])
            ib = i;
    }
    return order[std::max(ia, ib)];
}

struct ScriptRow {
    std::string name, script, dtype, shape;
    bool floatSum = false;
};

// The whole table: fixed rows plus generated dtype × dtype rows for casts and binary ops.
std::vector<ScriptRow> parityRows()
{
    std::vector<ScriptRow> rows;
    auto add = [&](std::string name, std::string script, std::string dtype, std::string shape, bool floatSum = false) {
        rows.push_back({std::move(name), std::move(script), std::move(dtype), std::move(shape), floatSum});
    };
    // Factories.
    for (const auto &in : kInputs) {
        const std::string dt = in.dtype;
        add("ones-" + dt, std::string("r = torch.ones((2, 3), dtype=") + in.torchType + ", device=d)", dt, "[2, 3]");
        add("zeros-" + dt, std::string("r = torch.zeros(4, dtype=") + in.torchType + ", device=d)", dt, "[4]");
        add("tensor-data-" + dt, std::string(in.make) + "\nr = x", dt, "[2, 3]");
        add("full-" + dt, std::string("r = torch.full((3, 2), 7, dtype=") + in.torchType + ", device=d)", dt, "[3, 2]");
        add("sum-" + dt, std::string(in.make) + "\nr = x.sum()",
            dt == "bool" || dt == "int32" ? "int64" : dt, "[]", in.dtype[0] == 'f');
        add("item-" + dt, std::string(in.make) + "\nr = x[1, 2].item()",
            dt == "bool" ? "bool" : (in.dtype[0] == 'f' ? "float" : "int"), "scalar");
        add("element-write-" + dt, std::string(in.make) + "\nx[0, 1] = 1\nr = x", dt, "[2, 3]");
        add("fill-" + dt, std::string(in.make) + "\nx.fill_(0)\nr = x", dt, "[2, 3]");
        add("fill-strided-column-" + dt, std::string(in.make) + "\nx[:, 1] = 1\nr = x", dt, "[2, 3]");
        add("contiguous-transposed-" + dt, std::string(in.make) + "\nr = x.t().contiguous()", dt, "[3, 2]");
        add("clone-sliced-" + dt, std::string(in.make) + "\nr = x[:, ::2].clone()", dt, "[2, 2]");
        add("contiguous-sliced-" + dt, std::string(in.make) + "\nr = x[:, 1:].contiguous()", dt, "[2, 2]");
        add("numpy-force-" + dt, std::string(in.make) + "\nr = x.t().numpy(force=True)", dt, "[3, 2]");
        add("numpy-round-trip-" + dt, std::string(in.make) + "\nr = x.cpu().numpy()", dt, "[2, 3]");
        add("cuda-round-trip-" + dt, std::string(in.make) + "\nr = x.cuda().cpu().to(d)", dt, "[2, 3]");
        add("from-numpy-" + dt, std::string(in.make) + "\nr = torch.from_numpy(x.cpu().numpy()).to(d)", dt, "[2, 3]");
        // Shape ops that copy, and advanced indexing (gather and scatter by offset).
        add("flip-" + dt, std::string(in.make) + "\nr = x.flip(1)", dt, "[2, 3]");
        add("flip-transposed-" + dt, std::string(in.make) + "\nr = x.t().flip(0, 1)", dt, "[3, 2]");
        add("repeat-" + dt, std::string(in.make) + "\nr = x.repeat(2, 1, 2)", dt, "[2, 2, 6]");
        add("cat-" + dt, std::string(in.make) + "\nr = torch.cat([x, x[:, ::2]], 1)", dt, "[2, 5]");
        add("stack-" + dt, std::string(in.make) + "\nr = torch.stack([x, x.flip(0)], 2)", dt, "[2, 3, 2]");
        add("index-rows-" + dt, std::string(in.make) + "\nr = x[[1, 0, 1]]", dt, "[3, 3]");
        add("index-pairs-" + dt, std::string(in.make) + "\nr = x[torch.tensor([1, 0], device=d), [2, -1]]", dt, "[2]");
        add("index-column-transposed-" + dt, std::string(in.make) + "\nr = x.t()[:, [1, 1, 0]]", dt, "[3, 3]");
        add("index-mask-" + dt,
            std::string(in.make) + "\nm = torch.tensor([[True, False, True], [False, True, True]], device=d)\nr = x[m]", dt,
            "[4]");
        add("index-put-rows-" + dt, std::string(in.make) + "\nx[[1, 0]] = x[[0, 1]]\nr = x", dt, "[2, 3]");
        add("index-put-mask-" + dt,
            std::string(in.make) + "\nm = torch.tensor([[False, True, True], [True, False, False]], device=d)\nx[m] = x[0, 0]\nr = x",
            dt, "[2, 3]");
    }
    add("index-put-accumulates-in-backward",
        "w = torch.ones(4, device=d, requires_grad=True)\ny = (w[[0, 0, 3, 0]] * torch.tensor([1., 2., 3., 4.], device=d)).sum()\n"
        "y.backward()\nr = w.grad",
        "float32", "[4]");
    add("index-put-accumulates-int64",
        "w = torch.zeros(3, dtype=torch.int64, device=d)\nw.index_put_((torch.tensor([0, 2, 0], device=d),), "
        "torch.tensor([5, 6, 7], device=d), accumulate=True)\nr = w",
        "int64", "[3]");
    add("full-float-value", "r = torch.full((2, 2), 2.5, device=d)", "float32", "[2, 2]");
    add("full-int-value", "r = torch.full((2, 2), -3, device=d)", "int64", "[2, 2]");
    add("full-bool-value", "r = torch.full((2, 2), True, device=d)", "bool", "[2, 2]");
    add("arange-int64", "r = torch.arange(10, device=d)", "int64", "[10]");
    add("arange-int32-step", "r = torch.arange(5, 50, 7, dtype=torch.int32, device=d)", "int32", "[7]");
    add("arange-float32-fraction", "r = torch.arange(0, 1, 0.1, device=d)", "float32", "[10]");
    add("arange-float64-negative", "r = torch.arange(-2.5, 3, 0.7, dtype=torch.float64, device=d)", "float64", "[8]");
    add("arange-large-float32", "r = torch.arange(0, 100000, 1.25, device=d)", "float32", "[80000]");
    add("sum-large-float32", "r = torch.arange(0, 100000, 0.37, device=d).sum()", "float32", "[]", true);
    add("sum-large-int64", "r = torch.arange(-50000, 1000000, 3, device=d).sum()", "int64", "[]");
    add("sum-transposed-float64", std::string(kFloat64) + "\nr = (x.t() * 0.5).sum()", "float64", "[]", true);
    // Casts between every pair of dtypes (float -> int truncation, bool as != 0, wrap-around).
    for (const auto &from : kInputs)
        for (const auto &to : kInputs)
            add(std::string("cast-") + from.dtype + "-to-" + to.dtype, std::string(from.make) + "\nr = x.to(" + to.torchType + ")",
                to.dtype, "[2, 3]");
    add("cast-nan-to-int32", "n = torch.zeros(3, device=d) / torch.zeros(3, device=d)\nr = n.to(torch.int32)", "int32", "[3]");
    add("cast-nan-to-bool", "n = torch.zeros(3, device=d) / torch.zeros(3, device=d)\nr = n.to(torch.bool)", "bool", "[3]");
    add("cast-inf-to-int64", "n = torch.ones(3, device=d) / torch.zeros(3, device=d)\nr = n.long()", "int64", "[3]");
    add("cast-transposed-to-float64", std::string(kFloat32) + "\nr = x.t().double()", "float64", "[3, 2]");
    // Binary ops with type promotion, tensor with tensor.
    const std::pair<const char *, const char *> ops[] = {{"add", "+"}, {"sub", "-"}, {"mul", "*"}, {"div", "/"},
                                                         {"eq", "=="}, {"ne", "!="}, {"lt", "<"},  {"le", "<="},
                                                         {"gt", ">"},  {"ge", ">="}};
    for (const auto &[opName, op] : ops) {
        for (const auto &a : kInputs) {
            for (const auto &b : kInputs) {
                const std::string p = promoted(a.dtype, b.dtype);
                const bool compare = opName[0] == 'e' || opName[0] == 'n' || opName[0] == 'l' || opName[0] == 'g';
                if (std::string(opName) == "sub" && (std::string(a.dtype) == "bool" || std::string(b.dtype) == "bool"))
                    continue; // PyTorch refuses `-` with a bool tensor
                const std::string dtype = compare ? "bool" : (std::string(opName) == "div" && (p == "bool" || p[0] == 'i') ? "float32" : p);
                // The second operand is read through transposed strides.
                add(std::string("binary-") + opName + "-" + a.dtype + "-" + b.dtype,
                    std::string(a.make) + "\na = x\n" + b.make + "\nr = a " + op + " x.t().contiguous().t()", dtype, "[2, 3]");
            }
        }
    }
    // Broadcasting and Python scalars.
    add("broadcast-row", std::string(kFloat32) + "\nr = x + torch.tensor([1.0, -2.0, 0.5], device=d)", "float32", "[2, 3]");
    add("broadcast-outer", "a = torch.arange(3, device=d).view(3, 1)\nb = torch.arange(4, device=d).view(1, 4)\nr = a * b",
        "int64", "[3, 4]");
    add("broadcast-int-float", std::string(kInt32) + "\nr = x - torch.tensor([[0.5], [0.25]], device=d)", "float32", "[2, 3]");
    add("scalar-int-plus-float", std::string(kInt64) + "\nr = x + 2.5", "float32", "[2, 3]");
    add("scalar-float-times-int", std::string(kFloat64) + "\nr = x * 3", "float64", "[2, 3]");
    add("scalar-int-div", std::string(kInt32) + "\nr = x / 3", "float32", "[2, 3]");
    add("scalar-reversed-sub", std::string(kInt32) + "\nr = 10 - x", "int32", "[2, 3]");
    add("scalar-bool-add-int", std::string(kBool) + "\nr = x + 1", "int64", "[2, 3]");
    add("scalar-compare-float", std::string(kInt64) + "\nr = x < 2.5", "bool", "[2, 3]");
    add("int32-wraps", std::string(kInt32) + "\nr = x + x", "int32", "[2, 3]");
    add("nan-compare", "n = torch.zeros(3, device=d) / torch.zeros(3, device=d)\nr = n == n", "bool", "[3]");
    add("nan-less", "n = torch.zeros(3, device=d) / torch.zeros(3, device=d)\nr = n < 1", "bool", "[3]");
    add("division-by-zero", "r = torch.tensor([1.0, -1.0, 0.0], device=d) / 0", "float32", "[3]");
    add("float32-subnormal-times", std::string(kFloat32) + "\nr = x * 0.5", "float32", "[2, 3]");
    // In-place ops, copies into views.
    add("add-inplace-broadcast", std::string(kFloat32) + "\nx.add_(torch.tensor([1.0, 2.0, 3.0], device=d))\nr = x", "float32",
        "[2, 3]");
    add("sub-inplace-scalar", std::string(kInt64) + "\nx.sub_(2)\nr = x", "int64", "[2, 3]");
    add("mul-inplace-scalar", std::string(kFloat64) + "\nx.mul_(-1.5)\nr = x", "float64", "[2, 3]");
    add("iadd-transposed", std::string(kFloat32) + "\ny = x.t()\ny += 1\nr = x", "float32", "[2, 3]");
    add("zero-inplace", std::string(kInt32) + "\nx.zero_()\nr = x", "int32", "[2, 3]");
    add("copy-into-transposed", std::string(kFloat32) + "\ny = torch.zeros(3, 2, device=d)\ny.t().copy_(x)\nr = y", "float32",
        "[3, 2]");
    add("copy-cast", std::string(kFloat64) + "\ny = torch.zeros(2, 3, dtype=torch.int32, device=d)\ny.copy_(x)\nr = y",
        "int32", "[2, 3]");
    add("copy-from-cpu", std::string("y = torch.zeros(2, 3, device=d)\ny.copy_(torch.ones(2, 3) * 3)\nr = y"), "float32",
        "[2, 3]");
    add("slice-assign-tensor", std::string(kFloat32) + "\nx[1:] = torch.tensor([9.0, 8.0, 7.0], device=d)\nr = x", "float32",
        "[2, 3]");
    // Autograd: backward runs fills, multiplications and accumulation into .grad.
    add("grad-of-product", std::string(kFloat32) + "\nw = torch.ones(2, 3, device=d, requires_grad=True)\ny = (w * x).sum()\n"
                                                   "y.backward()\nr = w.grad",
        "float32", "[2, 3]");
    add("grad-broadcast-accumulate", "b = torch.ones(3, device=d, requires_grad=True)\nx = torch.ones(4, 3, device=d) * 0.1\n"
                                     "y = (x * b).sum()\ny.backward()\nr = b.grad",
        "float32", "[3]");
    add("grad-accumulates-twice", "w = torch.ones(2, device=d, requires_grad=True)\ny = (w * 3).sum()\ny.backward()\n"
                                  "y = (w * 3).sum()\ny.backward()\nr = w.grad",
        "float32", "[2]");
    return rows;
}

// The device generators' fills: each row seeds cuda:0's generator with 11, draws 5 values
// (so the fill starts at Philox offset 5) and then fills `r`; `fill` says how the host
// reference draws it. Rows whose transform calls log / cos (normal, exponential) may
// differ on a GPU in the last bits, as PyTorch's own CUDA values differ from its CPU ones.
struct RandomFillRow {
    std::string name, script, dtype, shape;
    DeviceRandomFill fill;
    bool transcendental = false;
};

std::vector<RandomFillRow> randomFillRows()
{
    const auto fill = [](DeviceRandomKind kind, double a = 0, double b = 0, int64_t base = 0, uint64_t range = 0) {
        DeviceRandomFill f;
        f.kind = kind;
        f.a = a;
        f.b = b;
        f.base = base;
        f.range = range;
        f.seed = 11;
        f.offset = 5;
        return f;
    };
    using K = DeviceRandomKind;
    return {
        {"rand-float32", "r = torch.rand(4, 5, device=d)", "float32", "[4, 5]", fill(K::Uniform, 0, 1)},
        {"uniform-float64", "r = torch.empty(7, dtype=torch.float64, device=d).uniform_(-2, 3)", "float64", "[7]",
         fill(K::Uniform, -2, 3)},
        {"uniform-transposed", "r = torch.empty(3, 4, device=d).t()\nr.uniform_(-1, 1)", "float32", "[4, 3]",
         fill(K::Uniform, -1, 1)},
        {"randn-float32", "r = torch.randn(33, device=d)", "float32", "[33]", fill(K::Normal, 0, 1), true},
        {"normal-float64-transposed", "r = torch.empty(4, 3, dtype=torch.float64, device=d).t()\nr.normal_(1, 2)", "float64",
         "[3, 4]", fill(K::Normal, 1, 2), true},
        {"randint-int64", "r = torch.randint(-5, 5, (9,), device=d)", "int64", "[9]", fill(K::IntFromTo, 0, 0, -5, 10)},
        {"randint-64-bit-range", "r = torch.randint(0, 2**40, (6,), device=d)", "int64", "[6]",
         fill(K::IntFromTo, 0, 0, 0, uint64_t{1} << 40)},
        {"randint-float32", "r = torch.randint(0, 7, (5,), dtype=torch.float32, device=d)", "float32", "[5]",
         fill(K::IntFromTo, 0, 0, 0, 7)},
        {"random-int32", "r = torch.empty(6, dtype=torch.int32, device=d).random_()", "int32", "[6]", fill(K::IntDefault)},
        {"random-float64", "r = torch.empty(6, dtype=torch.float64, device=d).random_()", "float64", "[6]", fill(K::IntDefault)},
        {"random-bool", "r = torch.empty(8, dtype=torch.bool, device=d).random_()", "bool", "[8]", fill(K::IntDefault)},
        {"bernoulli-bool", "r = torch.empty(10, dtype=torch.bool, device=d).bernoulli_(0.3)", "bool", "[10]",
         fill(K::Bernoulli, 0.3)},
        {"bernoulli-int64", "r = torch.zeros(2, 5, dtype=torch.int64, device=d).bernoulli_(0.6)", "int64", "[2, 5]",
         fill(K::Bernoulli, 0.6)},
        {"exponential-float32", "r = torch.empty(9, device=d).exponential_(2.5)", "float32", "[9]", fill(K::Exponential, 2.5),
         true},
    };
}

// The reference bytes of a row: the fill computed by the host kernels in plain memory.
Outcome randomFillReference(const RandomFillRow &row)
{
    Outcome o;
    o.dtype = row.dtype;
    o.shape = row.shape;
    std::vector<int64_t> sizes;
    for (const QString &n : QString::fromStdString(row.shape).remove('[').remove(']').split(',', Qt::SkipEmptyParts))
        sizes.push_back(n.trimmed().toLongLong());
    StridedRef ref;
    ref.dtype = *dtypeFromTorchName(row.dtype);
    ref.sizes = sizes;
    ref.strides.assign(sizes.size(), 1);
    for (size_t i = sizes.size(); i-- > 1;)
        ref.strides[i - 1] = ref.strides[i] * sizes[i];
    o.bytes.resize(static_cast<size_t>(ref.numel() * itemSize(ref.dtype)));
    ref.data = o.bytes.data();
    PhiloxHostKernels::randomFill(ref, row.fill);
    return o;
}

// A golden file's text, and the last non-blank line of a stderr text.
QString fileText(const fs::path &p)
{
    QFile f(QString::fromStdString(p.string()));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Null when a GPU is usable; otherwise why not.
const char *noGpuReason()
{
    static const std::string reason = [] {
        const GpuBackendFactory::Probe p = GpuBackendFactory::probe();
        return p.gpus.empty() ? "no usable NVIDIA GPU: " + p.whyNot : std::string();
    }();
    return reason.empty() ? nullptr : reason.c_str();
}

} // namespace

class TestParity : public QObject {
    Q_OBJECT

private slots:
    void backendsMatchCpu_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<QString>("shape");
        QTest::addColumn<bool>("floatSum");
        const auto rows = parityRows();
        QVERIFY(rows.size() > 300);
        for (const auto &row : rows)
            for (const char *backend : {"cpu", "sim", "gpu"})
                QTest::addRow("%s/%s", row.name.c_str(), backend)
                    << backend << QString::fromStdString(row.script) << QString::fromStdString(row.dtype)
                    << QString::fromStdString(row.shape) << row.floatSum;
    }

    void backendsMatchCpu()
    {
        QFETCH(QString, backend);
        QFETCH(QString, script);
        QFETCH(QString, dtype);
        QFETCH(QString, shape);
        QFETCH(bool, floatSum);
        if (backend == "gpu" && noGpuReason())
            QSKIP(noGpuReason());
        Runtime reference(CudaMode::Sim);
        const Outcome want = runRow(reference, "cpu", script.toStdString());
        QVERIFY2(want.error.empty(), want.error.c_str());
        QCOMPARE(QString::fromStdString(want.dtype), dtype);
        QCOMPARE(QString::fromStdString(want.shape), shape);
        if (backend == "cpu")
            return;
        Runtime rt(backend == "gpu" ? CudaMode::Gpu : CudaMode::Sim);
        QCOMPARE(QString::fromStdString(rt.cudaBackendKind()), backend == "gpu" ? QStringLiteral("gpu") : QStringLiteral("simulated"));
        const Outcome got = runRow(rt, "cuda", script.toStdString());
        QVERIFY2(got.error.empty(), got.error.c_str());
        QCOMPARE(QString::fromStdString(got.dtype), dtype);
        QCOMPARE(QString::fromStdString(got.shape), shape);
        const QString diff = compareBytes(got, want, floatSum);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QCOMPARE(rt.liveBytes(DeviceType::CUDA), uint64_t{0});
    }

    // The device generators' fills on the simulated device and a real GPU against the host
    // reference of the same Philox stream.
    void randomFillsMatchHost_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<int>("row");
        const auto rows = randomFillRows();
        for (size_t i = 0; i < rows.size(); ++i)
            for (const char *backend : {"sim", "gpu"})
                QTest::addRow("%s/%s", rows[i].name.c_str(), backend) << backend << static_cast<int>(i);
    }

    void randomFillsMatchHost()
    {
        QFETCH(QString, backend);
        QFETCH(int, row);
        if (backend == "gpu" && noGpuReason())
            QSKIP(noGpuReason());
        const RandomFillRow r = randomFillRows()[static_cast<size_t>(row)];
        const Outcome want = randomFillReference(r);
        Runtime rt(backend == "gpu" ? CudaMode::Gpu : CudaMode::Sim);
        const Outcome got = runRow(rt, "cuda", "torch.cuda.manual_seed(11)\nw = torch.rand(5, device=d)\n" + r.script);
        QVERIFY2(got.error.empty(), got.error.c_str());
        QCOMPARE(QString::fromStdString(got.dtype), QString::fromStdString(r.dtype));
        QCOMPARE(QString::fromStdString(got.shape), QString::fromStdString(r.shape));
        if (backend == "gpu" && r.transcendental) {
            // The device's log and cos may round differently: a few ulps of the result.
            const size_t item = r.dtype == "float32" ? 4 : 8;
            QCOMPARE(got.bytes.size(), want.bytes.size());
            for (size_t i = 0; i < want.bytes.size() / item; ++i) {
                const double g = floatAt(got.bytes, r.dtype, i), w = floatAt(want.bytes, r.dtype, i);
                QVERIFY2(std::fabs(g - w) <= (item == 4 ? 1e-6 : 1e-13) * std::max(1.0, std::fabs(w)),
                         qPrintable(QString("element %1: %2 instead of %3").arg(i).arg(g, 0, 'g', 17).arg(w, 0, 'g', 17)));
            }
            return;
        }
        const QString diff = compareBytes(got, want, false);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // The CPU draws from PyTorch's own generator: another stream, same dtypes and shapes.
    void randomFillsOnCpuKeepShapes()
    {
        for (const RandomFillRow &r : randomFillRows()) {
            Runtime rt(CudaMode::Sim);
            const Outcome got = runRow(rt, "cpu", "torch.manual_seed(11)\n" + r.script);
            QVERIFY2(got.error.empty(), got.error.c_str());
            QCOMPARE(QString::fromStdString(got.dtype), QString::fromStdString(r.dtype));
            QCOMPARE(QString::fromStdString(got.shape), QString::fromStdString(r.shape));
            QVERIFY2(got.bytes != randomFillReference(r).bytes || r.dtype == "bool", r.name.c_str());
        }
    }

    // An impossible allocation on the GPU is PyTorch's error, and the session goes on.
    void gpuOutOfMemoryIsRecoverable()
    {
        if (noGpuReason())
            QSKIP(noGpuReason());
        Runtime rt(CudaMode::Gpu);
        StringOutput output;
        const int code = ScriptRunner::run(rt, "import torch\na = torch.ones(2, device='cuda')\nb = torch.ones(2**45, device='cuda')\n",
                                           "/tmp/oom.py", output);
        QCOMPARE(code, 1);
        QVERIFY2(tl::test::LastLine::of(QString::fromStdString(output.stderrText))
                     .startsWith("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 131072.00 GiB (GPU 0; "),
                 output.stderrText.c_str());
        const Outcome after = runRow(rt, "cuda", "r = torch.arange(4, device=d) * 2");
        QVERIFY2(after.error.empty(), after.error.c_str());
        QCOMPARE(after.bytes.size(), size_t{32});
    }

    // With two GPUs cuda:1 is the second; with one it is PyTorch's invalid device ordinal.
    void secondGpuOrdinal()
    {
        if (noGpuReason())
            QSKIP(noGpuReason());
        Runtime rt(CudaMode::Gpu);
        StringOutput output;
        const int code = ScriptRunner::run(rt, "import torch\nx = torch.ones(3, device='cuda:1') * 2\nprint(x.sum().item(), x.device)\n",
                                           "/tmp/second.py", output);
        if (rt.cudaDeviceCount() >= 2) {
            QCOMPARE(code, 0);
            QCOMPARE(QString::fromStdString(output.stdoutText), QStringLiteral("6.0 cuda:1\n"));
        } else {
            QCOMPARE(code, 1);
            QVERIFY2(output.stderrText.find("RuntimeError: CUDA error: invalid device ordinal") != std::string::npos,
                     output.stderrText.c_str());
        }
    }

    // CUDA starts on its first use: a CPU-only script loads neither the GPU stack nor Qt;
    // a script that uses cuda:0 (auto mode, GPU backend built in) looks for the driver.
    void gpuStackLoadsOnlyWhenCudaIsUsed_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<bool>("usesCuda");
        QTest::addRow("cpu-only") << "import torch\nimport numpy as np\na = torch.ones((1,2))\nna = a.numpy()\nna[0][0]=10\nprint(a)\n"
                                  << false;
        QTest::addRow("cuda") << "import torch\nx = torch.ones(2).cuda()\nprint(x.sum().item())\n" << true;
    }

    void gpuStackLoadsOnlyWhenCudaIsUsed()
    {
        QFETCH(QString, script);
        QFETCH(bool, usesCuda);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LD_DEBUG", "libs");
        env.insert("TENSORLENS_CUDA", "auto");
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TL_TENSORLENS_BIN), {"run", "-"});
        p.write(script.toUtf8());
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(60000));
        const QString loader = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(!loader.contains("libQt"), "tensorlens run loaded Qt");
        if (!usesCuda)
            QVERIFY2(!loader.contains("libcuda"), "a CPU-only script loaded the CUDA driver library");
        else if (GpuBackendFactory::compiledIn())
            QVERIFY2(loader.contains("libcuda.so.1"), "using cuda:0 never looked for the CUDA driver");
    }

    // The golden cases (CPU and CUDA ones) with cuda:0 on the GPU.
    void goldenCasesOnGpu_data()
    {
        QTest::addColumn<QString>("script");
        const fs::path root = fs::path(TL_GOLDEN_DIR) / "cases";
        const std::vector<fs::path> cases = tl::test::GoldenCases::list(root);
        QVERIFY(cases.size() >= 100);
        for (const auto &p : cases)
            QTest::addRow("%s", tl::test::GoldenCases::name(root, p).c_str()) << QString::fromStdString(p.string());
    }

    void goldenCasesOnGpu()
    {
        QFETCH(QString, script);
        if (noGpuReason())
            QSKIP(noGpuReason());
        const fs::path py = script.toStdString();
        fs::path base = py;
        base.replace_extension();
        Runtime rt(CudaMode::Gpu);
        StringOutput output;
        const int code = ScriptRunner::run(rt, fileText(py).toStdString(), py.string(), output);
        QCOMPARE(QString::fromStdString(output.stdoutText), fileText(base.string() + ".out"));
        QString want = tl::test::LastLine::of(fileText(base.string() + ".err"));
        QString got = tl::test::LastLine::of(QString::fromStdString(output.stderrText));
        if (want.startsWith("SyntaxError")) {
            want = want.section(':', 0, 0);
            got = got.section(':', 0, 0);
        }
        QCOMPARE(got, want);
        QCOMPARE(code, fileText(base.string() + ".code").trimmed().toInt());
    }

    // The shared conformance suite with TENSORLENS_CUDA=gpu.
    void sharedConformanceOnGpu()
    {
        if (noGpuReason())
            QSKIP(noGpuReason());
        const QString dir = QStringLiteral(TL_SHARED_CONFORMANCE_DIR);
        if (!QFileInfo::exists(dir + "/run"))
            QSKIP(qPrintable("the shared conformance suite is not present at " + dir));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TENSORLENS_CUDA", "gpu");
        p.setProcessEnvironment(env);
        p.start("bash", {dir + "/run", QStringLiteral(TL_TENSORLENS_BIN)});
        QVERIFY(p.waitForFinished(600000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString last = out.trimmed().split('\n').last();
        static const QRegularExpression summary(QStringLiteral("^(\\d+) passed, (\\d+) failed$"));
        const auto m = summary.match(last);
        QVERIFY2(m.hasMatch(), qPrintable(out));
        QVERIFY2(m.captured(2) == "0", qPrintable(out));
        QCOMPARE(p.exitCode(), 0);
    }
};

QTEST_APPLESS_MAIN(TestParity)
#include "tst_parity.moc"
