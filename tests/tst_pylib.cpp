// The Python library pieces against CPython 3.11: format() and the format-spec
// mini-language, %-formatting, and the exact Mersenne Twister streams of `random`.
// The rows come from tests/pylib/make_pylib_tables.py (answers written by /usr/bin/python3).
#include "core/PyError.h"
#include "interp/Builtins.h"
#include "interp/Interpreter.h"
#include "interp/ValuePrinter.h"
#include "interp/objects/DictObject.h"
#include "interp/pylib/FormatSpec.h"
#include "interp/pylib/MersenneTwister.h"
#include "interp/pylib/PercentFormat.h"

#include <QtTest/QtTest>

#include <bit>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tl;

namespace {

QJsonObject loadTables()
{
    QFile f(QStringLiteral(TL_PYLIB_DIR "/tables.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

const QJsonObject &tables()
{
    static const QJsonObject t = loadTables();
    return t;
}

// A value as the generator encoded it: [kind, text] (tuple/list/dict: [kind, items]).
std::optional<Value> decode(const QJsonArray &enc)
{
    const QString kind = enc.at(0).toString();
    if (kind == "int")
        return Value::integer(enc.at(1).toString().toLongLong());
    if (kind == "float")
        return Value::real(std::strtod(enc.at(1).toString().toStdString().c_str(), nullptr));
    if (kind == "str")
        return Value::str(enc.at(1).toString().toStdString());
    if (kind == "bool")
        return Value::boolean(enc.at(1).toString() == "True");
    if (kind == "None")
        return Value::none();
    if (kind == "tuple" || kind == "list") {
        ValueList items;
        for (const auto &e : enc.at(1).toArray()) {
            auto v = decode(e.toArray());
            if (!v)
                return std::nullopt;
            items.push_back(*v);
        }
        return kind == "tuple" ? Value::tuple(items) : Value::list(items);
    }
    if (kind == "dict") {
        auto d = make<DictObject>();
        for (const auto &e : enc.at(1).toArray()) {
            const QJsonArray pair = e.toArray();
            auto v = decode(pair.at(1).toArray());
            if (!v)
                return std::nullopt;
            d->set(Value::str(pair.at(0).toString().toStdString()), *v);
        }
        return Value::object(Value::Kind::Dict, d);
    }
    return std::nullopt; // a kind this build cannot make yet
}

// An interpreter to call library functions with.
struct Session {
    Runtime rt{CudaMode::Off};
    StringOutput out;
    Interpreter in{rt, out};
};

std::string answerOf(const std::function<std::string()> &f)
{
    try {
        return f();
    } catch (const PyError &e) {
        return "!" + e.type() + ": " + e.message();
    } catch (const UnsupportedError &) {
        return "!unsupported";
    }
}

} // namespace

class TestPylib : public QObject {
    Q_OBJECT

private slots:
    void tablesPresent()
    {
        QVERIFY2(tables().value("format").toArray().size() > 5000, "tests/pylib/tables.json is missing or short");
        QVERIFY(tables().value("percent").toArray().size() > 100);
        QVERIFY(tables().value("str").toArray().size() > 1000);
    }

    void formatSpec_data()
    {
        QTest::addColumn<QJsonArray>("value");
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("expected");
        int i = 0;
        for (const auto &r : tables().value("format").toArray()) {
            const QJsonArray row = r.toArray();
            const QJsonArray v = row.at(0).toArray();
            QTest::addRow("%d: format(%s %s, '%s')", i++, qPrintable(v.at(0).toString()), qPrintable(v.at(1).toString()),
                          qPrintable(row.at(1).toString()))
                << v << row.at(1).toString() << row.at(2).toString();
        }
    }

    void formatSpec()
    {
        QFETCH(QJsonArray, value);
        QFETCH(QString, spec);
        QFETCH(QString, expected);
        Session s;
        const auto v = decode(value);
        QVERIFY(v);
        const std::string got = answerOf([&] { return format(s.in, *v, spec.toStdString()); });
        QCOMPARE(QString::fromStdString(got), expected);
    }

    void percentFormat_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QJsonArray>("args");
        QTest::addColumn<QString>("expected");
        int i = 0;
        for (const auto &r : tables().value("percent").toArray()) {
            const QJsonArray row = r.toArray();
            QTest::addRow("%d: '%s' %% %s", i++, qPrintable(row.at(0).toString()),
                          QJsonDocument(row.at(1).toArray()).toJson(QJsonDocument::Compact).constData())
                << row.at(0).toString() << row.at(1).toArray() << row.at(2).toString();
        }
    }

    void percentFormat()
    {
        QFETCH(QString, format);
        QFETCH(QJsonArray, args);
        QFETCH(QString, expected);
        const auto v = decode(args);
        if (!v)
            QSKIP("needs a value kind the interpreter does not have yet");
        const std::string got = answerOf([&] { return PercentFormat::apply(format.toStdString(), *v); });
        QCOMPARE(QString::fromStdString(got), expected);
    }

    // str methods (receiver.name(args)) and builtin functions (name(args)), from two tables.
    void calls_data()
    {
        QTest::addColumn<bool>("method");
        QTest::addColumn<QString>("receiver");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QJsonArray>("args");
        QTest::addColumn<QString>("expected");
        for (const bool method : {true, false}) {
            int i = 0;
            for (const auto &r : tables().value(method ? "str" : "builtins").toArray()) {
                QJsonArray row = r.toArray();
                if (!method)
                    row.prepend(QString());
                QTest::addRow("%s %d: %s.%s%s", method ? "str" : "builtin", i++, qPrintable(row.at(0).toString()),
                              qPrintable(row.at(1).toString()),
                              QJsonDocument(row.at(2).toArray()).toJson(QJsonDocument::Compact).constData())
                    << method << row.at(0).toString() << row.at(1).toString() << row.at(2).toArray() << row.at(3).toString();
            }
        }
    }

    // The result as repr() text, or the exception raised.
    void calls()
    {
        QFETCH(bool, method);
        QFETCH(QString, receiver);
        QFETCH(QString, name);
        QFETCH(QJsonArray, args);
        QFETCH(QString, expected);
        Session s;
        CallArgs call;
        for (const auto &a : args)
            call.positional.push_back(*decode(a.toArray()));
        const std::string got = answerOf([&] {
            return ValuePrinter::repr(method ? Builtins::callMethod(s.in, Value::str(receiver.toStdString()), name.toStdString(), call)
                                             : Builtins::call(s.in, name.toStdString(), call));
        });
        QCOMPARE(QString::fromStdString(got), expected);
    }

    void mersenneTwister_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<int>("bits");
        QTest::addColumn<QJsonArray>("expected");
        for (const auto &r : tables().value("mt19937").toArray()) {
            const QJsonArray row = r.toArray();
            const int k = row.at(1).toInt();
            QTest::addRow("seed(%s) %s", qPrintable(row.at(0).toString()),
                          k == 0 ? "random()" : qPrintable(QString("getrandbits(%1)").arg(k)))
                << row.at(0).toString() << k << row.at(2).toArray();
        }
    }

    void mersenneTwister()
    {
        QFETCH(QString, seed);
        QFETCH(int, bits);
        QFETCH(QJsonArray, expected);
        const long long s = seed.toLongLong();
        MersenneTwister mt;
        mt.seed(s < 0 ? uint64_t(0) - uint64_t(s) : uint64_t(s));
        for (int i = 0; i < expected.size(); ++i) {
            if (bits == 0) {
                const double want = std::strtod(expected.at(i).toString().toStdString().c_str(), nullptr);
                // Bit for bit: QCOMPARE on doubles would forgive a last-digit difference.
                QCOMPARE(std::bit_cast<quint64>(mt.random()), std::bit_cast<quint64>(want));
            } else {
                QCOMPARE(QString::number(mt.bits(bits)), expected.at(i).toString());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestPylib)
#include "tst_pylib.moc"
