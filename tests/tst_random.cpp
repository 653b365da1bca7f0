// Random numbers and uninitialised memory against real PyTorch 1.13 and NumPy 1.24: every
// script of tests/random/streams.json (captured by tests/tools/make_random_streams.py)
// runs in the interpreter and each named result must equal Python's bit for bit. Further
// rows check the engines on their own (Philox's known answers, MT19937's first outputs),
// the device generators (deterministic per seed, labelled in the event stream) and the
// storage flag of torch.empty / np.empty until every byte is written.
#include "core/PyError.h"
#include "events/JsonEventWriter.h"
#include "functions/TensorMath.h"
#include "interp/Interpreter.h"
#include "interp/Parser.h"
#include "interp/ScriptRunner.h"
#include "ops/ArrayOps.h"
#include "ops/HostElements.h"
#include "random/Mt19937.h"
#include "random/Philox4x32.h"
#include "random/TorchCpuGenerator.h"

#include <QtTest/QtTest>

#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace tl;

namespace {

// Python's float.hex().
std::string floatHex(double v)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v < 0 ? "-inf" : "inf";
    uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    const std::string sign = (bits >> 63) ? "-" : "";
    const int exponent = static_cast<int>((bits >> 52) & 0x7ff);
    const uint64_t mantissa = bits & ((uint64_t{1} << 52) - 1);
    if (exponent == 0 && mantissa == 0)
        return sign + "0x0.0p+0";
    char digits[16];
    std::snprintf(digits, sizeof digits, "%013llx", static_cast<unsigned long long>(mantissa));
    const int e = exponent == 0 ? -1022 : exponent - 1023;
    return sign + (exponent == 0 ? "0x0." : "0x1.") + digits + "p" + (e >= 0 ? "+" : "") + std::to_string(e);
}

std::string scalarText(const Scalar &s)
{
    if (s.isFloating())
        return floatHex(s.toDouble());
    return std::to_string(s.toInt());
}

// Every element of a view in row-major order.
QStringList elements(const StridedView &v, bool array)
{
    QStringList out;
    const int64_t n = v.numel();
    std::vector<int64_t> index(v.sizes().size(), 0);
    for (int64_t k = 0; k < n; ++k) {
        const Scalar s = array ? ArrayOps::elementAt(static_cast<const NdArray &>(v), index) : HostElements::at(v, index);
        out << QString::fromStdString(scalarText(s));
        for (size_t d = index.size(); d-- > 0;) {
            if (++index[d] < v.sizes()[d])
                break;
            index[d] = 0;
        }
    }
    return out;
}

QJsonObject encode(const Value &v)
{
    QJsonObject o;
    QStringList values;
    std::vector<int64_t> shape;
    QString kind, dtype;
    switch (v.kind) {
    case Value::Kind::Tensor:
        kind = "tensor";
        dtype = QString::fromStdString(std::string(torchName(v.tensor->dtype())));
        shape = v.tensor->sizes();
        values = elements(*v.tensor, false);
        break;
    case Value::Kind::Array:
        kind = "ndarray";
        dtype = QString::fromStdString(std::string(v.array->dtype() == DType::Bool ? "bool" : numpyName(v.array->dtype())));
        shape = v.array->sizes();
        values = elements(*v.array, true);
        break;
    case Value::Kind::NpScalar:
        kind = "npscalar";
        dtype = QString::fromStdString(std::string(v.scalar.isBool() ? "bool" : numpyName(v.scalar.dtype())));
        values << QString::fromStdString(scalarText(v.scalar));
        break;
    case Value::Kind::Bool: kind = "bool", dtype = "bool", values << (v.b ? "1" : "0"); break;
    case Value::Kind::Int: kind = "int", dtype = "int64", values << QString::number(v.i); break;
    case Value::Kind::Float: kind = "float", dtype = "float64", values << QString::fromStdString(floatHex(v.f)); break;
    case Value::Kind::List:
        kind = "list", dtype = "int64", shape = {static_cast<int64_t>(v.items->size())};
        for (const Value &x : *v.items)
            values << QString::number(x.i);
        break;
    default: kind = "unexpected"; break;
    }
    QJsonArray jsonShape;
    for (int64_t s : shape)
        jsonShape.append(static_cast<qint64>(s));
    o["kind"] = kind;
    o["dtype"] = dtype;
    o["shape"] = jsonShape;
    o["values"] = QJsonArray::fromStringList(values);
    return o;
}

QJsonArray loadStreams()
{
    QFile f(QStringLiteral(TL_RANDOM_DIR "/streams.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return QJsonDocument::fromJson(f.readAll()).array();
}

class Recorder : public EventSink {
public:
    void onEvent(const Event &e) override { events.push_back(e); }
    std::vector<Event> events;
};

// Runs statements one by one, keeping the interpreter (and its names) for inspection.
struct Session {
    explicit Session(CudaMode mode = CudaMode::Sim) : rt(mode), in(rt, out) { rt.addSink(&rec); }
    ~Session() { rt.removeSink(&rec); }
    void run(const std::string &source)
    {
        auto parsed = Parser::parse(source);
        if (!parsed.module.body.size())
            qFatal("nothing parsed from: %s", source.c_str());
        for (const auto &s : parsed.module.body)
            in.execute(s);
    }
    const Value &operator[](const std::string &name) const { return in.globals().at(name); }

    Runtime rt;
    StringOutput out;
    Recorder rec;
    Interpreter in;
};

QStringList valuesOf(const Value &v) { return encode(v)["values"].toVariant().toStringList(); }

} // namespace

class TestRandom : public QObject {
    Q_OBJECT

private slots:
    void pythonStreams_data();
    void pythonStreams();
    void philoxKnownAnswers();
    void mt19937ReferenceOutputs();
    void generatorSeeds();
    void deviceGeneratorDeterministicPerSeed();
    void deviceValuesLabelledInEvents();
    void cpuValuesLabelledInEvents();
    void uninitializedUntilWritten_data();
    void uninitializedUntilWritten();
    void uninitializedInTrace();
};

void TestRandom::pythonStreams_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QJsonObject>("results");
    for (const QJsonValue &c : loadStreams()) {
        const QJsonObject o = c.toObject();
        QTest::addRow("%s", qPrintable(o["name"].toString())) << o["code"].toString() << o["results"].toObject();
    }
}

void TestRandom::pythonStreams()
{
    QFETCH(QString, code);
    QFETCH(QJsonObject, results);
    Session s;
    try {
        s.run("import torch\nimport numpy as np\n" + code.toStdString());
    } catch (const PyError &e) {
        QFAIL(qPrintable(QString::fromStdString(e.lastLine())));
    } catch (const UnsupportedError &e) {
        QFAIL(e.what());
    }
    for (auto it = results.begin(); it != results.end(); ++it) {
        const std::string name = it.key().toStdString();
        QVERIFY2(s.in.globals().count(name), name.c_str());
        const QJsonObject got = encode(s[name]), want = it.value().toObject();
        QCOMPARE(got["kind"].toString(), want["kind"].toString());
        QCOMPARE(got["dtype"].toString(), want["dtype"].toString());
        QCOMPARE(got["shape"].toArray(), want["shape"].toArray());
        const QStringList g = got["values"].toVariant().toStringList(), w = want["values"].toVariant().toStringList();
        QCOMPARE(g.size(), w.size());
        for (qsizetype i = 0; i < g.size(); ++i)
            if (g[i] != w[i])
                QFAIL(qPrintable(QString("%1[%2]: %3, Python drew %4").arg(it.key()).arg(i).arg(g[i], w[i])));
    }
}

void TestRandom::philoxKnownAnswers()
{
    // Random123's kat_vectors for philox4x32_10.
    const PhiloxWords zero = philox4x32(0, 0, 0);
    QCOMPARE(zero.w[0], 0x6627e8d5U);
    QCOMPARE(zero.w[1], 0xe169c58dU);
    QCOMPARE(zero.w[2], 0xbc57ac4cU);
    QCOMPARE(zero.w[3], 0x9b00dbd8U);
    const PhiloxWords ones = philox4x32(~uint64_t{0}, ~uint64_t{0}, ~uint64_t{0});
    QCOMPARE(ones.w[0], 0x408f276dU);
    QCOMPARE(ones.w[1], 0x41c83b0eU);
    QCOMPARE(ones.w[2], 0xa20bc7c6U);
    QCOMPARE(ones.w[3], 0x6d5451fdU);
    const PhiloxWords pi = philox4x32(0x299f31d0a4093822ULL, 0x85a308d3243f6a88ULL, 0x0370734413198a2eULL);
    QCOMPARE(pi.w[0], 0xd16cfe09U);
    QCOMPARE(pi.w[1], 0x94fdccebU);
    QCOMPARE(pi.w[2], 0x5001e420U);
    QCOMPARE(pi.w[3], 0x24126ea1U);
}

void TestRandom::mt19937ReferenceOutputs()
{
    // mt19937ar.c's published outputs for init_by_array({0x123, 0x234, 0x345, 0x456}).
    Mt19937 mt;
    const uint32_t key[] = {0x123, 0x234, 0x345, 0x456};
    mt.seedByArray(key);
    const uint32_t first[] = {1067595299U, 955945823U, 477289528U, 4107218783U, 4228976476U};
    for (uint32_t w : first)
        QCOMPARE(mt.next32(), w);
    // The C++ standard's check value: the 10000th output of the default-seeded engine.
    Mt19937 standard;
    for (int i = 1; i < 10000; ++i)
        standard.next32();
    QCOMPARE(standard.next32(), 4123659995U);
}

void TestRandom::generatorSeeds()
{
    Session s;
    s.run("import torch\nd = torch.Generator().initial_seed()\ng = torch.manual_seed(7)\nh = torch.default_generator\n"
          "same = g is h\na = torch.seed()\nb = torch.initial_seed()\n");
    QCOMPARE(s["d"].i, int64_t{67280421310721});
    QVERIFY(s["same"].b);
    QCOMPARE(s["a"].i, s["b"].i);
    // Unseeded sessions start from different seeds, as PyTorch does at import.
    Session t, u;
    t.run("import torch\nr = torch.rand(4)\n");
    u.run("import torch\nr = torch.rand(4)\n");
    QVERIFY(valuesOf(t["r"]) != valuesOf(u["r"]));
}

void TestRandom::deviceGeneratorDeterministicPerSeed()
{
    const std::string script = "import torch\ntorch.manual_seed(5)\na = torch.rand(40, device='cuda')\n"
                               "b = torch.randn(7, device='cuda', dtype=torch.float64)\nc = torch.randint(0, 9, (6,), device='cuda')\n"
                               "torch.cuda.manual_seed(6)\nd = torch.rand(40, device='cuda')\n";
    Session first, second;
    first.run(script);
    second.run(script);
    for (const char *name : {"a", "b", "c", "d"})
        QCOMPARE(valuesOf(first[name]), valuesOf(second[name]));
    QVERIFY(valuesOf(first["a"]) != valuesOf(first["d"]));
    // The device stream is its own: the CPU generator's values differ.
    first.run("torch.manual_seed(5)\ne = torch.rand(40)\n");
    QVERIFY(valuesOf(first["a"]) != valuesOf(first["e"]));
    // Still uniform in [0, 1) (strtod reads the hex floats).
    for (const QString &v : valuesOf(first["a"])) {
        const double x = std::strtod(v.toStdString().c_str(), nullptr);
        QVERIFY2(x >= 0.0 && x < 1.0, qPrintable(v));
    }
}

void TestRandom::deviceValuesLabelledInEvents()
{
    Session s;
    s.run("import torch\na = torch.rand(3, device='cuda')\n");
    bool labelled = false;
    for (const Event &e : s.rec.events)
        if (e.type == EventType::StorageWritten && e.op == "torch.rand") {
            QCOMPARE(QString::fromStdString(e.generator), QString("cuda:0"));
            QVERIFY(e.deviceGenerated);
            const std::string json = JsonEventWriter::toJson(e);
            QVERIFY2(json.find("\"generator\":\"cuda:0\",\"device_generated\":true") != std::string::npos, json.c_str());
            labelled = true;
        }
    QVERIFY(labelled);
}

void TestRandom::cpuValuesLabelledInEvents()
{
    Session s;
    s.run("import torch\nimport numpy as np\na = torch.rand(3)\nb = np.random.rand(2)\n");
    QStringList generators;
    for (const Event &e : s.rec.events)
        if (e.type == EventType::StorageWritten && !e.generator.empty()) {
            generators << QString::fromStdString(e.generator);
            QVERIFY(!e.deviceGenerated);
        }
    QCOMPARE(generators, QStringList({"cpu", "numpy"}));
}

void TestRandom::uninitializedUntilWritten_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("ranges"); // the uninitialised byte ranges left, "" when none
    QTest::addRow("empty") << "e = torch.empty(2, 3)" << "e" << "0-24";
    QTest::addRow("empty-then-fill") << "e = torch.empty(2, 3)\ne.fill_(1)" << "e" << "";
    QTest::addRow("one-element") << "e = torch.empty(4)\ne[1] = 5" << "e" << "0-4 8-16";
    QTest::addRow("a-column") << "e = torch.empty(2, 3)\nc = e[:, 1]\nc.fill_(0)" << "e" << "0-4 8-16 20-24";
    QTest::addRow("a-row-copied-in") << "e = torch.empty(2, 3)\ne[0] = torch.ones(3)" << "e" << "12-24";
    QTest::addRow("uniform-initialises") << "e = torch.empty(3, 2).t()\ne.uniform_()" << "e" << "";
    QTest::addRow("empty-like-int") << "e = torch.empty_like(torch.ones(3, dtype=torch.int64))" << "e" << "0-24";
    QTest::addRow("new-empty") << "e = torch.ones(2).new_empty((5,))" << "e" << "0-20";
    QTest::addRow("ones-is-initialised") << "e = torch.ones(3)" << "e" << "";
    QTest::addRow("numpy-empty") << "e = np.empty((2, 2))\ne[1, 1] = 3" << "e" << "0-24";
    QTest::addRow("numpy-empty-like") << "e = np.empty_like(np.ones(3, dtype=np.int32))\ne[:] = 7" << "e" << "";
    QTest::addRow("cuda-empty") << "e = torch.empty(3, device='cuda')\ne[0] = 1" << "e" << "4-12";
}

void TestRandom::uninitializedUntilWritten()
{
    QFETCH(QString, script);
    QFETCH(QString, name);
    QFETCH(QString, ranges);
    Session s;
    s.run("import torch\nimport numpy as np\n" + script.toStdString() + "\n");
    const Value &v = s[name.toStdString()];
    const StridedView &view = v.kind == Value::Kind::Tensor ? static_cast<const StridedView &>(*v.tensor) : *v.array;
    QStringList left;
    for (const auto &[b, e] : view.storage()->uninitialized())
        left << QString("%1-%2").arg(b).arg(e);
    QCOMPARE(left.join(' '), ranges);
}

void TestRandom::uninitializedInTrace()
{
    Session s;
    s.run("import torch\ne = torch.empty(4)\ne[0] = 1\ne.zero_()\n");
    QStringList trace;
    for (const Event &e : s.rec.events)
        if (e.type == EventType::StorageAllocated || e.type == EventType::StorageInitialized)
            trace << QString::fromStdString(JsonEventWriter::toJson(e));
    QCOMPARE(trace, QStringList({R"({"event":"storage_allocated","op":"torch.empty","storage":1,"device":"cpu","bytes":16,"uninitialized":true})",
                                 R"({"event":"storage_initialized","storage":1,"uninitialized":[[4,16]]})",
                                 R"({"event":"storage_initialized","storage":1,"uninitialized":[]})"}));
}

QTEST_GUILESS_MAIN(TestRandom)
#include "tst_random.moc"
