// Golden tests for tensor / array / scalar printing: every record of
// tests/golden/printing.txt (written by tests/tools/make_print_goldens.py from real
// PyTorch 1.13 and NumPy 1.24) must be reproduced byte for byte, and summarised
// printing must read only the edge elements it prints.
#include "print/ArrayFormatter.h"
#include "print/ElementSource.h"
#include "print/PyFloatRepr.h"
#include "print/TensorFormatter.h"
#include "print/TensorReprOptions.h"

#include <QtTest/QtTest>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace tl;

namespace {

// Elements of a test tensor in row-major order, either listed or given by an affine
// formula (element i = a + b*i) with a few listed exceptions. Counts every read and
// remembers whether any read touched an element a summarised print does not show.
class VectorSource : public ElementSource {
public:
    DType type = DType::Float32;
    std::vector<int64_t> shape;
    std::vector<Scalar> values;           // listed elements (empty for affine)
    bool affine = false;
    double a = 0, b = 0;                  // floating formula
    int64_t intA = 0, intB = 0;           // integer / bool formula
    std::map<int64_t, Scalar> overrides;
    bool edgesOnly = false;               // reads outside the printed edges are flagged

    mutable int64_t reads = 0;
    mutable bool readHiddenElement = false;

    DType dtype() const override { return type; }
    const std::vector<int64_t> &sizes() const override { return shape; }

    Scalar at(std::span<const int64_t> index) const override
    {
        ++reads;
        if (index.size() != shape.size())
            qFatal("index rank does not match the shape");
        int64_t flat = 0;
        for (size_t d = 0; d < shape.size(); ++d) {
            const int64_t n = shape[d];
            const int64_t i = index[d];
            if (i < 0 || i >= n)
                qFatal("index out of range");
            if (edgesOnly && n > 6 && i >= 3 && i < n - 3)
                readHiddenElement = true;
            flat = flat * n + i;
        }
        if (!affine)
            return values.at(static_cast<size_t>(flat));
        const auto found = overrides.find(flat);
        if (found != overrides.end())
            return found->second;
        return element(flat);
    }

private:
    Scalar element(int64_t i) const
    {
        switch (type) {
        case DType::Bool:
            return Scalar::fromBool((intA + intB * i) % 2 != 0);
        case DType::Int32:
        case DType::Int64:
            return Scalar::fromInt(intA + intB * i, type);
        case DType::Float32:
            return Scalar::fromDouble(static_cast<float>(static_cast<double>(i) * b + a), type);
        case DType::Float64:
            break;
        }
        return Scalar::fromDouble(static_cast<double>(i) * b + a, type);
    }
};

struct GoldenCase {
    std::string name;
    std::string kind;
    VectorSource source;
    TensorReprOptions options;
    std::string expected;
};

DType parseDType(const std::string &name)
{
    static const std::map<std::string, DType> names = {
        {"bool", DType::Bool}, {"int32", DType::Int32}, {"int64", DType::Int64},
        {"float32", DType::Float32}, {"float64", DType::Float64}};
    const auto it = names.find(name);
    if (it == names.end())
        throw std::runtime_error("unknown dtype " + name);
    return it->second;
}

// One element as the generator writes it: float.hex() for floats, decimal ints, 0/1 bools.
Scalar parseElement(DType dtype, const std::string &text)
{
    switch (dtype) {
    case DType::Bool:
        return Scalar::fromBool(text == "1");
    case DType::Int32:
    case DType::Int64:
        return Scalar::fromInt(std::stoll(text), dtype);
    case DType::Float32:
    case DType::Float64:
        break;
    }
    return Scalar::fromDouble(std::strtod(text.c_str(), nullptr), dtype);
}

std::vector<GoldenCase> loadGoldens(const std::string &path)
{
    std::ifstream in(path);
    if (!in)
        throw std::runtime_error("cannot open " + path);
    std::vector<GoldenCase> cases;
    std::string line;
    auto next = [&]() {
        if (!std::getline(in, line))
            throw std::runtime_error("unexpected end of " + path);
        return line;
    };
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        if (line.rfind("case ", 0) != 0)
            throw std::runtime_error("expected 'case', got: " + line);
        GoldenCase c;
        c.name = line.substr(5);
        for (;;) {
            std::istringstream fields(next());
            std::string key;
            fields >> key;
            if (key == "kind") {
                fields >> c.kind;
            } else if (key == "dtype") {
                std::string d;
                fields >> d;
                c.source.type = parseDType(d);
            } else if (key == "shape") {
                int64_t s;
                while (fields >> s)
                    c.source.shape.push_back(s);
            } else if (key == "device") {
                fields >> c.options.device;
            } else if (key == "grad_fn") {
                std::string g;
                fields >> g;
                c.options.gradFn = g;
            } else if (key == "requires_grad") {
                c.options.requiresGrad = true;
            } else if (key == "values") {
                std::string form;
                fields >> form;
                if (form == "list") {
                    size_t n = 0;
                    fields >> n;
                    for (size_t i = 0; i < n; ++i)
                        c.source.values.push_back(parseElement(c.source.type, next()));
                } else if (form == "affine") {
                    std::string aText, bText;
                    size_t overrides = 0;
                    fields >> aText >> bText >> overrides;
                    c.source.affine = true;
                    if (isFloating(c.source.type)) {
                        c.source.a = std::strtod(aText.c_str(), nullptr);
                        c.source.b = std::strtod(bText.c_str(), nullptr);
                    } else {
                        c.source.intA = std::stoll(aText);
                        c.source.intB = std::stoll(bText);
                    }
                    for (size_t i = 0; i < overrides; ++i) {
                        std::istringstream o(next());
                        int64_t index = 0;
                        std::string value;
                        o >> index >> value;
                        c.source.overrides[index] = parseElement(c.source.type, value);
                    }
                } else {
                    throw std::runtime_error("bad values line in " + c.name);
                }
            } else if (key == "expected") {
                size_t n = 0;
                fields >> n;
                for (size_t i = 0; i < n; ++i)
                    c.expected += (i ? "\n" : "") + next();
                if (next() != "end")
                    throw std::runtime_error("missing 'end' after " + c.name);
                break;
            } else {
                throw std::runtime_error("unknown line in " + c.name + ": " + line);
            }
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

std::string goldenPath()
{
#ifdef TL_GOLDEN_DIR
    return std::string(TL_GOLDEN_DIR) + "/printing.txt";
#else
    return QFINDTESTDATA("golden/printing.txt").toStdString();
#endif
}

int64_t numel(const std::vector<int64_t> &sizes)
{
    int64_t n = 1;
    for (int64_t s : sizes)
        n *= s;
    return n;
}

} // namespace

class TestPrinting : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        try {
            cases_ = loadGoldens(goldenPath());
        } catch (const std::exception &e) {
            QFAIL(e.what());
        }
        QVERIFY2(cases_.size() >= 300, "too few golden cases");
    }

    void golden_data()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < cases_.size(); ++i)
            QTest::addRow("%s", cases_[i].name.c_str()) << static_cast<int>(i);
    }

    void golden()
    {
        QFETCH(int, index);
        GoldenCase &c = cases_[static_cast<size_t>(index)];
        c.source.reads = 0;
        c.source.readHiddenElement = false;
        c.source.edgesOnly = numel(c.source.shape) > 1000;

        std::string actual;
        if (c.kind == "tensor")
            actual = TensorFormatter::repr(c.source, c.options);
        else if (c.kind == "array_str")
            actual = ArrayFormatter::str(c.source);
        else if (c.kind == "array_repr")
            actual = ArrayFormatter::repr(c.source);
        else if (c.kind == "pyfloat")
            actual = PyFloatRepr::repr(c.source.at({}).toDouble());
        else if (c.kind == "npscalar")
            actual = PyFloatRepr::numpyScalarStr(c.source.at({}));
        else
            QFAIL(("unknown kind " + c.kind).c_str());

        QCOMPARE(QString::fromStdString(actual), QString::fromStdString(c.expected));
        // a summarised print reads only the edges it shows
        QVERIFY(!c.source.readHiddenElement);
    }

    // 10^7 elements in various ranks: printing reads only the summary's edge grid.
    void summarisedReadsFewElements_data()
    {
        QTest::addColumn<QList<qint64>>("shape");
        QTest::addColumn<int>("dtype");
        QTest::addRow("1d-float32") << QList<qint64>{10000000} << int(DType::Float32);
        QTest::addRow("1d-int64") << QList<qint64>{10000000} << int(DType::Int64);
        QTest::addRow("2d-float64") << QList<qint64>{10000, 1000} << int(DType::Float64);
        QTest::addRow("2d-short-rows-bool") << QList<qint64>{5000000, 2} << int(DType::Bool);
        QTest::addRow("2d-few-rows-int32") << QList<qint64>{2, 5000000} << int(DType::Int32);
        QTest::addRow("3d-float32") << QList<qint64>{100, 100, 1000} << int(DType::Float32);
        QTest::addRow("4d-float64") << QList<qint64>{10, 10, 100, 1000} << int(DType::Float64);
    }

    void summarisedReadsFewElements()
    {
        QFETCH(QList<qint64>, shape);
        QFETCH(int, dtype);
        VectorSource source;
        source.type = static_cast<DType>(dtype);
        for (qint64 s : shape)
            source.shape.push_back(s);
        QCOMPARE(numel(source.shape), int64_t(10000000));
        source.affine = true;
        source.a = 0.5;
        source.b = 0.25;
        source.intA = -7;
        source.intB = 3;
        source.edgesOnly = true;

        // at most 6 indices per dimension are printed
        int64_t bound = 1;
        for (qint64 s : shape)
            bound *= std::min<qint64>(s, 6);

        source.reads = 0;
        const std::string t = TensorFormatter::repr(source, TensorReprOptions{});
        QVERIFY2(source.reads <= bound, qPrintable(QString::number(source.reads)));
        QVERIFY(t.find("...") != std::string::npos);

        source.reads = 0;
        const std::string s = ArrayFormatter::str(source);
        QVERIFY2(source.reads <= bound, qPrintable(QString::number(source.reads)));
        QVERIFY(s.find("...") != std::string::npos);

        source.reads = 0;
        const std::string r = ArrayFormatter::repr(source);
        QVERIFY2(source.reads <= bound, qPrintable(QString::number(source.reads)));
        QVERIFY(r.rfind("array(", 0) == 0);

        QVERIFY(!source.readHiddenElement);
    }

private:
    std::vector<GoldenCase> cases_;
};

QTEST_APPLESS_MAIN(TestPrinting)

#include "tst_printing.moc"
