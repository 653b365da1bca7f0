// Engine units: storage vs views (what shares, what copies, what returns self), shape
// arithmetic, type promotion, kernels and allocation limits, through the C++ API.
#include "autograd/Autograd.h"
#include "backend/CpuBackend.h"
#include "backend/SimulatedCudaBackend.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "functions/BinaryFunctions.h"
#include "functions/ReductionFunctions.h"
#include "functions/TensorConvert.h"
#include "functions/TensorMath.h"
#include "functions/TensorViews.h"
#include "interp/Suggestions.h"
#include "ops/ArrayOps.h"
#include "ops/ArrayUfuncs.h"
#include "ops/HostElements.h"
#include "ops/TensorFactory.h"
#include "ops/TypePromotion.h"
#include "tensor/OutputLayout.h"
#include "tensor/ShapeMath.h"

#include <QtTest/QtTest>

using namespace tl;
using Shape = std::vector<int64_t>;

Q_DECLARE_METATYPE(Shape)

namespace {

TensorPtr arange(Runtime &rt, int64_t n, DType d = DType::Float32, Device dev = Device::cpu())
{
    return TensorFactory::arange(rt, Scalar::fromInt(0), Scalar::fromInt(n), Scalar::fromInt(1), d, dev, false);
}

std::vector<double> values(const StridedView &v)
{
    std::vector<double> out;
    Shape idx(v.sizes().size(), 0);
    for (int64_t n = 0; n < v.numel(); ++n) {
        out.push_back(HostElements::at(v, idx).toDouble());
        for (size_t d = idx.size(); d-- > 0;) {
            if (++idx[d] < v.sizes()[d])
                break;
            idx[d] = 0;
        }
    }
    return out;
}

enum class Sharing { Self, Shares, Copies };

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void sharing_data();
    void sharing();
    void versionCounters();
    void viewStrides_data();
    void viewStrides();
    void torchPromotion_data();
    void torchPromotion();
    void numpyPromotion_data();
    void numpyPromotion();
    void broadcastKernel();
    void castKernels();
    void transposedCopyKeepsLayout();
    void crossDeviceCopyIsReal();
    void allocationLimits();
    void liveBytesReturnToZero_data();
    void liveBytesReturnToZero();
    void floatSums_data();
    void floatSums();
    void memoryOverlap_data();
    void memoryOverlap();
    void suggestions_data();
    void suggestions();
    void numpyShapeText_data();
    void numpyShapeText();
    void outputLayout_data();
    void outputLayout();
};

void TestEngine::sharing_data()
{
    QTest::addColumn<int>("op");
    QTest::addColumn<int>("expected");
    const std::pair<const char *, Sharing> rows[] = {
        {"numpy()", Sharing::Shares},          {"detach()", Sharing::Shares},       {".data", Sharing::Shares},
        {"view(6)", Sharing::Shares},          {"t()", Sharing::Shares},            {"a[1]", Sharing::Shares},
        {"a[:, 1:]", Sharing::Shares},         {"reshape(3,2)", Sharing::Shares},   {"t().reshape(6)", Sharing::Copies},
        {"clone()", Sharing::Copies},          {"to('cpu')", Sharing::Self},        {"to(float32)", Sharing::Self},
        {"to(float64)", Sharing::Copies},      {"to(copy=True)", Sharing::Copies},  {"cuda()", Sharing::Copies},
        {"contiguous()", Sharing::Self},       {"t().contiguous()", Sharing::Copies}, {"from_numpy(numpy())", Sharing::Shares},
        {"np.copy(numpy())", Sharing::Copies}, {"expand(4,2,3)", Sharing::Shares},
    };
    int i = 0;
    for (const auto &[name, s] : rows)
        QTest::addRow("%s", name) << i++ << static_cast<int>(s);
}

void TestEngine::sharing()
{
    QFETCH(int, op);
    QFETCH(int, expected);
    Runtime rt(CudaMode::Sim);
    TensorPtr a = TensorViews::reshape(rt, arange(rt, 6), {2, 3});
    std::shared_ptr<StridedView> out;
    switch (op) {
    case 0: out = TensorConvert::numpy(rt, a, false, "numpy()"); break;
    case 1: out = TensorViews::detach(rt, a); break;
    case 2: out = TensorViews::data(rt, a); break;
    case 3: out = TensorViews::view(rt, a, {6}); break;
    case 4: out = TensorViews::t(rt, a); break;
    case 5: out = TensorViews::index(rt, a, {IndexItem::integer(1)}); break;
    case 6: out = TensorViews::index(rt, a, {IndexItem::slice({}, {}, {}), IndexItem::slice(1, {}, {})}); break;
    case 7: out = TensorViews::reshape(rt, a, {3, 2}); break;
    case 8: out = TensorViews::reshape(rt, TensorViews::t(rt, a), {6}); break;
    case 9: out = TensorConvert::clone(rt, a); break;
    case 10: out = TensorConvert::to(rt, a, Device::cpu(), std::nullopt, false, "to"); break;
    case 11: out = TensorConvert::to(rt, a, std::nullopt, DType::Float32, false, "to"); break;
    case 12: out = TensorConvert::to(rt, a, std::nullopt, DType::Float64, false, "to"); break;
    case 13: out = TensorConvert::to(rt, a, std::nullopt, std::nullopt, true, "to"); break;
    case 14: out = TensorConvert::to(rt, a, Device::cuda(0), std::nullopt, false, "cuda()"); break;
    case 15: out = TensorConvert::contiguous(rt, a); break;
    case 16: out = TensorConvert::contiguous(rt, TensorViews::t(rt, a)); break;
    case 17: out = TensorFactory::fromNumpy(rt, TensorConvert::numpy(rt, a, false, "numpy()"), "from_numpy"); break;
    case 18: out = ArrayOps::copy(rt, *TensorConvert::numpy(rt, a, false, "numpy()"), MemoryOrder::K, std::nullopt, "np.copy"); break;
    case 19: out = TensorViews::expand(rt, a, {4, 2, 3}); break;
    }
    const auto s = static_cast<Sharing>(expected);
    if (s == Sharing::Self) {
        QCOMPARE(out.get(), static_cast<StridedView *>(a.get()));
        return;
    }
    QVERIFY(out.get() != static_cast<StridedView *>(a.get()));
    QCOMPARE(out->storage() == a->storage(), s == Sharing::Shares);
    if (s == Sharing::Copies)
        QCOMPARE(ArrayOps::sharesMemory(*out, *a), false);
}

void TestEngine::versionCounters()
{
    Runtime rt(CudaMode::Sim);
    TensorPtr a = arange(rt, 4);
    TensorPtr d = TensorViews::detach(rt, a);
    TensorPtr data = TensorViews::data(rt, a);
    TensorPtr v = TensorViews::index(rt, a, {IndexItem::slice(1, {}, {})});
    NdArrayPtr n = TensorConvert::numpy(rt, a, false, "numpy()");
    TensorMath::fill(rt, d, Scalar::fromInt(1), "fill_()");
    QCOMPARE(a->version(), 1);
    QCOMPARE(v->version(), 1);
    QCOMPARE(data->version(), 0); // .data has its own counter
    ArrayOps::setIndex(rt, n, {IndexItem::integer(0)}, ArrayOperand{nullptr, Scalar::fromInt(9), true}, "na[0] = 9");
    QCOMPARE(a->version(), 1); // NumPy writes are invisible to _version
    QCOMPARE(values(*a), (std::vector<double>{9, 1, 1, 1}));
}

void TestEngine::viewStrides_data()
{
    QTest::addColumn<Shape>("sizes");
    QTest::addColumn<Shape>("strides");
    QTest::addColumn<Shape>("target");
    QTest::addColumn<Shape>("expected"); // empty with target non-empty: not viewable
    QTest::addColumn<bool>("viewable");
    QTest::addRow("flatten-contiguous") << Shape{2, 3} << Shape{3, 1} << Shape{6} << Shape{1} << true;
    QTest::addRow("split-dim") << Shape{6} << Shape{1} << Shape{2, 3} << Shape{3, 1} << true;
    QTest::addRow("transposed-flatten") << Shape{3, 2} << Shape{1, 3} << Shape{6} << Shape{} << false;
    QTest::addRow("transposed-add-ones") << Shape{3, 2} << Shape{1, 3} << Shape{3, 1, 2} << Shape{1, 6, 3} << true; // as PyTorch computes it
    QTest::addRow("sliced-rows") << Shape{2, 3} << Shape{6, 1} << Shape{2, 3, 1} << Shape{6, 1, 1} << true;
    QTest::addRow("sliced-rows-flatten") << Shape{2, 3} << Shape{6, 1} << Shape{6} << Shape{} << false;
    QTest::addRow("step-2") << Shape{4} << Shape{2} << Shape{2, 2} << Shape{4, 2} << true;
}

void TestEngine::viewStrides()
{
    QFETCH(Shape, sizes);
    QFETCH(Shape, strides);
    QFETCH(Shape, target);
    QFETCH(Shape, expected);
    QFETCH(bool, viewable);
    auto r = ShapeMath::viewStrides(sizes, strides, target);
    QCOMPARE(r.has_value(), viewable);
    if (viewable)
        QCOMPARE(*r, expected);
}

void TestEngine::torchPromotion_data()
{
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("aKind"); // 0 dimensioned, 1 zero-dim, 2 Python number
    QTest::addColumn<int>("b");
    QTest::addColumn<int>("bKind");
    QTest::addColumn<int>("result");
    auto row = [](const char *n, DType a, int ak, DType b, int bk, DType r) {
        QTest::addRow("%s", n) << int(a) << ak << int(b) << bk << int(r);
    };
    row("int32+int64-number", DType::Int32, 0, DType::Int64, 2, DType::Int32);
    row("int32+float-number", DType::Int32, 0, DType::Float64, 2, DType::Float32);
    row("int64+int32", DType::Int64, 0, DType::Int32, 0, DType::Int64);
    row("float32+float64-0d", DType::Float32, 0, DType::Float64, 1, DType::Float32);
    row("int64+float64-0d", DType::Int64, 0, DType::Float64, 1, DType::Float64);
    row("bool+bool-number", DType::Bool, 0, DType::Bool, 2, DType::Bool);
    row("bool+int-number", DType::Bool, 0, DType::Int64, 2, DType::Int64);
    row("float32+float64", DType::Float32, 0, DType::Float64, 0, DType::Float64);
    row("0d-int+0d-float64", DType::Int64, 1, DType::Float64, 1, DType::Float64);
}

void TestEngine::torchPromotion()
{
    QFETCH(int, a);
    QFETCH(int, aKind);
    QFETCH(int, b);
    QFETCH(int, bKind);
    QFETCH(int, result);
    const auto r = TypePromotion::torchResultType(
        {{DType(a), aKind == 2, aKind == 1}, {DType(b), bKind == 2, bKind == 1}});
    QCOMPARE(int(r), result);
}

void TestEngine::numpyPromotion_data()
{
    QTest::addColumn<int>("array");
    QTest::addColumn<QString>("scalar"); // Python literal: int, float or bool
    QTest::addColumn<int>("result");
    QTest::addRow("int32+1") << int(DType::Int32) << "1" << int(DType::Int32);
    QTest::addRow("int32+2**40") << int(DType::Int32) << "1099511627776" << int(DType::Int64);
    QTest::addRow("float32+1.5") << int(DType::Float32) << "1.5" << int(DType::Float32);
    QTest::addRow("float32+1e300") << int(DType::Float32) << "1e300" << int(DType::Float64);
    QTest::addRow("bool+1") << int(DType::Bool) << "1" << int(DType::Int64);
    QTest::addRow("int32+1.5") << int(DType::Int32) << "1.5" << int(DType::Float64);
    QTest::addRow("int64+True") << int(DType::Int64) << "True" << int(DType::Int64);
}

void TestEngine::numpyPromotion()
{
    QFETCH(int, array);
    QFETCH(QString, scalar);
    QFETCH(int, result);
    Scalar s = scalar == "True" ? Scalar::fromBool(true)
               : scalar.contains('.') || scalar.contains('e') ? Scalar::fromDouble(scalar.toDouble())
                                                              : Scalar::fromInt(scalar.toLongLong());
    const DType sd = s.isBool() ? DType::Bool : s.isFloating() ? DType::Float64 : DType::Int64;
    const auto r = TypePromotion::numpyResultType({{DType(array), false, {}, false}, {sd, true, s, false}});
    QCOMPARE(int(r), result);
}

void TestEngine::broadcastKernel()
{
    Runtime rt(CudaMode::Sim);
    for (Device dev : {Device::cpu(), Device::cuda(0)}) {
        TensorPtr a = TensorViews::reshape(rt, arange(rt, 6, DType::Float32, dev), {2, 3});
        TensorPtr b = arange(rt, 3, DType::Int64, dev);
        TensorPtr c = BinaryFunctions::call(rt, BinaryOp::Mul, Operand::of(a), Operand::of(b));
        QCOMPARE(c->sizes(), (Shape{2, 3}));
        QCOMPARE(c->dtype(), DType::Float32);
        QCOMPARE(c->device(), dev);
        QCOMPARE(values(*c), (std::vector<double>{0, 1, 4, 0, 4, 10}));
        TensorPtr s = ReductionFunctions::sum(rt, c, std::nullopt, false, std::nullopt);
        QCOMPARE(HostElements::item(s).toDouble(), 19.0);
    }
}

void TestEngine::castKernels()
{
    Runtime rt(CudaMode::Sim);
    TensorPtr f = TensorFactory::fromValues(rt, {Scalar::fromDouble(2.7, DType::Float32), Scalar::fromDouble(-1.5, DType::Float32),
                                                 Scalar::fromDouble(0, DType::Float32)},
                                            {3}, DType::Float32, Device::cpu(), false, "t");
    QCOMPARE(values(*TensorConvert::to(rt, f, std::nullopt, DType::Int64, false, "long")), (std::vector<double>{2, -1, 0}));
    QCOMPARE(values(*TensorConvert::to(rt, f, std::nullopt, DType::Bool, false, "bool")), (std::vector<double>{1, 1, 0}));
    TensorPtr big = TensorFactory::full(rt, {2}, Scalar::fromInt(int64_t{1} << 40), DType::Int64, Device::cpu(), false, "full");
    // int64 -> int32 wraps like a C cast, as PyTorch's CPU kernels do.
    QCOMPARE(values(*TensorConvert::to(rt, big, std::nullopt, DType::Int32, false, "int")), (std::vector<double>{0, 0}));
}

void TestEngine::transposedCopyKeepsLayout()
{
    Runtime rt(CudaMode::Sim);
    TensorPtr a = TensorViews::t(rt, TensorViews::reshape(rt, arange(rt, 6), {2, 3}));
    TensorPtr c = TensorConvert::clone(rt, a);
    QCOMPARE(c->strides(), (Shape{1, 3})); // memory_format=torch.preserve_format
    TensorPtr k = TensorConvert::contiguous(rt, a);
    QCOMPARE(k->strides(), (Shape{2, 1}));
    QCOMPARE(values(*c), values(*a));
    QCOMPARE(values(*k), values(*a));
}

void TestEngine::crossDeviceCopyIsReal()
{
    Runtime rt(CudaMode::Sim);
    TensorPtr a = arange(rt, 4);
    TensorPtr g = TensorConvert::to(rt, a, Device::cuda(0), std::nullopt, false, "cuda()");
    QCOMPARE(g->device(), Device::cuda(0));
    QVERIFY(g->storage()->data() != a->storage()->data());
    TensorMath::fill(rt, a, Scalar::fromInt(7), "fill_()");
    QCOMPARE(values(*g), (std::vector<double>{0, 1, 2, 3}));
    TensorPtr back = TensorConvert::to(rt, TensorViews::t(rt, TensorViews::reshape(rt, g, {2, 2})), Device::cpu(),
                                       DType::Float64, false, "cpu()");
    QCOMPARE(values(*back), (std::vector<double>{0, 2, 1, 3}));
}

void TestEngine::allocationLimits()
{
    CpuBackend cpu(1000);
    try {
        cpu.allocate(2000);
        QFAIL("allocation beyond the cap succeeded");
    } catch (const PyError &e) {
        QCOMPARE(QString::fromStdString(e.lastLine()),
                 QStringLiteral("RuntimeError: [enforce fail at alloc_cpu.cpp:75] err == 0. DefaultCPUAllocator: can't "
                                "allocate memory: you tried to allocate 2000 bytes. Error code 12 (Cannot allocate memory)"));
    }
    SimulatedCudaBackend gpu(uint64_t{1} << 30);
    try {
        gpu.allocate(uint64_t{3} << 30);
        QFAIL("allocation beyond the simulated device succeeded");
    } catch (const PyError &e) {
        QCOMPARE(QString::fromStdString(e.type()), QStringLiteral("torch.cuda.OutOfMemoryError"));
        QVERIFY(QString::fromStdString(e.message()).startsWith("CUDA out of memory. Tried to allocate 3.00 GiB (GPU 0; 1.00 GiB total capacity;"));
    }
    Runtime rt(CudaMode::Sim);
    try {
        TensorFactory::full(rt, {int64_t{1} << 62, 4}, Scalar::fromInt(1), DType::Float32, Device::cpu(), false, "ones");
        QFAIL("overflowing shape accepted");
    } catch (const PyError &e) {
        QCOMPARE(QString::fromStdString(e.message()),
                 QStringLiteral("Storage size calculation overflowed with sizes=[4611686018427387904, 4]"));
    }
}

void TestEngine::liveBytesReturnToZero_data()
{
    QTest::addColumn<bool>("cuda");
    QTest::addRow("cpu") << false;
    QTest::addRow("simulated-cuda") << true;
}

void TestEngine::liveBytesReturnToZero()
{
    QFETCH(bool, cuda);
    const Device dev = cuda ? Device::cuda(0) : Device::cpu();
    const DeviceType type = cuda ? DeviceType::CUDA : DeviceType::CPU;
    Runtime rt(CudaMode::Sim);
    {
        TensorPtr a = TensorFactory::full(rt, {1000}, Scalar::fromInt(1), DType::Float32, dev, true, "ones");
        TensorPtr b = BinaryFunctions::call(rt, BinaryOp::Mul, Operand::of(a), Operand::of(a));
        TensorPtr s = ReductionFunctions::sum(rt, b, std::nullopt, false, std::nullopt);
        QVERIFY(rt.liveBytes(type) >= 8000);
        Autograd::backward(rt, s, nullptr, false);
        QCOMPARE(values(*a->grad())[0], 2.0);
    }
    QCOMPARE(rt.liveBytes(type), uint64_t{0});
    QCOMPARE(rt.liveBytes(DeviceType::CPU), uint64_t{0});
}

void TestEngine::floatSums_data()
{
    QTest::addColumn<int>("dtype");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("step");
    QTest::addColumn<int>("stride");
    QTest::addColumn<QString>("torchSum"); // float.hex() of PyTorch's result
    QTest::addColumn<QString>("numpySum"); // and of NumPy's
    // Rows printed by tests/tools/make_sum_goldens.py from PyTorch 1.13 / NumPy 1.24.
    QTest::addRow("f32-n7") << int(DType::Float32) << 7 << 0.1 << 1 << QStringLiteral("0x1.0cccce0000000p+1") << QStringLiteral("0x1.0ccccc0000000p+1");
    QTest::addRow("f32-n9") << int(DType::Float32) << 9 << 0.1 << 1 << QStringLiteral("0x1.ccccce0000000p+1") << QStringLiteral("0x1.ccccca0000000p+1");
    QTest::addRow("f32-n33") << int(DType::Float32) << 33 << 0.37 << 1 << QStringLiteral("0x1.86b8500000000p+7") << QStringLiteral("0x1.86b8520000000p+7");
    QTest::addRow("f32-n1000") << int(DType::Float32) << 1000 << 0.01 << 1 << QStringLiteral("0x1.3830000000000p+12") << QStringLiteral("0x1.3830000000000p+12");
    QTest::addRow("f32-n4999") << int(DType::Float32) << 4999 << 0.013 << 1 << QStringLiteral("0x1.3d31440000000p+17") << QStringLiteral("0x1.3d31440000000p+17");
    QTest::addRow("f64-n9") << int(DType::Float64) << 9 << 0.1 << 1 << QStringLiteral("0x1.ccccccccccccep+1") << QStringLiteral("0x1.ccccccccccccep+1");
    QTest::addRow("f64-n1001") << int(DType::Float64) << 1001 << 0.001 << 1 << QStringLiteral("0x1.f480000000000p+8") << QStringLiteral("0x1.f480000000000p+8");
    QTest::addRow("f32-strided-n40") << int(DType::Float32) << 40 << 0.3 << 2 << QStringLiteral("0x1.c800000000000p+6") << QStringLiteral("0x1.c800020000000p+6");
    QTest::addRow("f64-strided-n300") << int(DType::Float64) << 300 << 0.7 << 3 << QStringLiteral("0x1.44d8000000000p+13") << QStringLiteral("0x1.44d8000000000p+13");
}

void TestEngine::floatSums()
{
    QFETCH(int, dtype);
    QFETCH(int, n);
    QFETCH(double, step);
    QFETCH(int, stride);
    QFETCH(QString, torchSum);
    QFETCH(QString, numpySum);
    Runtime rt(CudaMode::Sim);
    const DType d = DType(dtype);
    TensorPtr t = BinaryFunctions::call(rt, BinaryOp::Mul, Operand::of(arange(rt, n, d)), Operand::of(Scalar::fromDouble(step)));
    t = TensorViews::index(rt, t, {IndexItem::slice({}, {}, stride)});
    const double gotTorch = HostElements::item(ReductionFunctions::sum(rt, t, std::nullopt, false, std::nullopt)).toDouble();
    QCOMPARE(gotTorch, std::strtod(torchSum.toLatin1().constData(), nullptr));
    NdArrayPtr a = ArrayOps::arange(rt, Scalar::fromInt(0), Scalar::fromInt(n), Scalar::fromInt(1), d);
    a = ArrayUfuncs::binary(rt, BinaryKernel::Mul, ArrayOperand{a, {}, true},
                         ArrayOperand{nullptr, Scalar::fromDouble(step).castTo(d), false});
    auto view = std::get<NdArrayPtr>(ArrayOps::index(rt, a, {IndexItem::slice({}, {}, stride)}));
    QCOMPARE(ArrayOps::sum(*view).toDouble(), std::strtod(numpySum.toLatin1().constData(), nullptr));
}

void TestEngine::memoryOverlap_data()
{
    QTest::addColumn<int>("write");  // 0: b[1:4].copy_(a[:3]) 1: v.copy_(v.t()) 2: a.copy_(a) 3: a[::2].copy_(a[1::2])
                                     // 4: expand(2,3).add_(1)
    QTest::addColumn<QString>("error");
    QTest::addRow("shifted-slices") << 0 << "some elements of the input tensor and the written-to tensor";
    QTest::addRow("transpose-of-self") << 1 << "some elements of the input tensor and the written-to tensor";
    QTest::addRow("same-tensor-is-fine") << 2 << "";
    QTest::addRow("strided-too-hard") << 3 << "";
    QTest::addRow("expanded-output") << 4 << "more than one element of the written-to tensor";
}

void TestEngine::memoryOverlap()
{
    QFETCH(int, write);
    QFETCH(QString, error);
    Runtime rt(CudaMode::Sim);
    TensorPtr a = arange(rt, 6);
    QString got;
    try {
        switch (write) {
        case 0:
            TensorMath::copyFrom(rt, TensorViews::index(rt, a, {IndexItem::slice(1, 4, {})}),
                                 TensorViews::index(rt, a, {IndexItem::slice({}, 3, {})}), "copy_()");
            break;
        case 1: {
            TensorPtr v = TensorViews::view(rt, TensorViews::index(rt, a, {IndexItem::slice({}, 4, {})}), {2, 2});
            TensorMath::copyFrom(rt, v, TensorViews::t(rt, v), "copy_()");
            break;
        }
        case 2: TensorMath::copyFrom(rt, a, a, "copy_()"); break;
        case 3:
            TensorMath::copyFrom(rt, TensorViews::index(rt, a, {IndexItem::slice({}, {}, 2)}),
                                 TensorViews::index(rt, a, {IndexItem::slice(1, {}, 2)}), "copy_()");
            break;
        case 4:
            BinaryFunctions::callInPlace(rt, BinaryOp::Add, TensorViews::expand(rt, TensorViews::view(rt, arange(rt, 3), {3}), {2, 3}),
                                         Operand::of(Scalar::fromInt(1)));
            break;
        }
    } catch (const PyError &e) {
        got = QString::fromStdString(e.message());
    }
    if (error.isEmpty())
        QCOMPARE(got, QString());
    else
        QVERIFY2(got.startsWith("unsupported operation: " + error), qPrintable(got));
}

void TestEngine::suggestions_data()
{
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<QStringList>("candidates");
    QTest::addColumn<QString>("expected"); // empty: no suggestion
    QTest::addRow("missing-underscore") << "copy" << QStringList{"clone", "copy_", "cpu"} << "copy_";
    QTest::addRow("swapped-letters") << "valuse" << QStringList{"values", "torch"} << "values";
    QTest::addRow("case-is-cheap") << "Shape" << QStringList{"shape", "shap"} << "shape";
    QTest::addRow("too-far") << "xyz" << QStringList{"numpy", "detach"} << "";
    QTest::addRow("ties-keep-first") << "ab" << QStringList{"ac", "ad"} << "ac";
    QTest::addRow("exact-name-skipped") << "a" << QStringList{"a"} << "";
}

void TestEngine::suggestions()
{
    QFETCH(QString, wrong);
    QFETCH(QStringList, candidates);
    QFETCH(QString, expected);
    std::vector<std::string> c;
    for (const QString &s : candidates)
        c.push_back(s.toStdString());
    const auto got = Suggestions::best(wrong.toStdString(), c);
    QCOMPARE(QString::fromStdString(got.value_or("")), expected);
    QCOMPARE(Suggestions::forTensorAttribute("copy").value_or(""), std::string("copy_"));
}

void TestEngine::numpyShapeText_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<QString>("text");
    QTest::addRow("2d") << Shape{2, 3} << "(2,3)";
    QTest::addRow("1d") << Shape{3} << "(3,)";
    QTest::addRow("0d") << Shape{} << "()";
    QTest::addRow("leading-unknown") << Shape{-1, 2} << "(2)";
    QTest::addRow("trailing-unknown") << Shape{2, -1} << "(2,newaxis)";
}

void TestEngine::numpyShapeText()
{
    QFETCH(Shape, shape);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(Errors::numpyShape(shape)), text);
}

void TestEngine::outputLayout_data()
{
    QTest::addColumn<Shape>("sizes");
    QTest::addColumn<Shape>("a");      // input strides, broadcast to `sizes`
    QTest::addColumn<Shape>("b");      // empty: a single input
    QTest::addColumn<Shape>("torch");  // expected output strides
    QTest::addColumn<Shape>("numpy");
    QTest::addRow("contiguous") << Shape{2, 3} << Shape{3, 1} << Shape{} << Shape{3, 1} << Shape{3, 1};
    QTest::addRow("transposed") << Shape{7, 3} << Shape{1, 7} << Shape{} << Shape{1, 7} << Shape{1, 7};
    QTest::addRow("stepped-transposed") << Shape{4, 3} << Shape{2, 7} << Shape{} << Shape{1, 4} << Shape{1, 4};
    QTest::addRow("broadcast-row") << Shape{2, 3} << Shape{0, 1} << Shape{3, 1} << Shape{3, 1} << Shape{3, 1};
    QTest::addRow("transposed-plus-contiguous") << Shape{3, 2} << Shape{1, 3} << Shape{2, 1} << Shape{1, 3} << Shape{2, 1};
}

void TestEngine::outputLayout()
{
    QFETCH(Shape, sizes);
    QFETCH(Shape, a);
    QFETCH(Shape, b);
    QFETCH(Shape, torch);
    QFETCH(Shape, numpy);
    std::vector<Shape> inputs{a};
    if (!b.empty())
        inputs.push_back(b);
    QCOMPARE(OutputLayout::torchStrides(sizes, inputs), torch);
    QCOMPARE(OutputLayout::numpyStrides(sizes, inputs), numpy);
}

QTEST_APPLESS_MAIN(TestEngine)
#include "tst_engine.moc"
