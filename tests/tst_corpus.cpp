// The real-world corpus (tests/corpus): one row per tutorial, docstring or Q&A script, run as
// `tensorlens run --cuda=off` and compared with what real Python printed (expected/), the
// protocol of the shared conformance runner. A refusal ("not supported", exit 2) is skipped
// honestly; running and answering differently from Python, or crashing, fails.
#include "support/LastLine.h"

#include <QtTest/QtTest>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>

namespace {

const QString kCorpusDir = QStringLiteral(TL_CORPUS_DIR);
constexpr int kTimeoutMs = 20000;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// TensorLens's refusal line without its "tensorlens: FILE, " prefix ("line N: X is not supported ...").
QString refusal(const QString &err)
{
    const QStringList lines = err.split('\n');
    static const QRegularExpression re(QStringLiteral("^tensorlens: .*, (line \\d+: .*)$"));
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const auto m = re.match(*it);
        if (m.hasMatch())
            return m.captured(1);
    }
    return tl::test::LastLine::of(err);
}

// "line K: expected "A", got "B"" for the first line where two outputs part.
QString firstDifference(const QByteArray &expected, const QByteArray &got)
{
    const QList<QByteArray> e = expected.split('\n');
    const QList<QByteArray> g = got.split('\n');
    for (qsizetype i = 0; i < qMax(e.size(), g.size()); ++i) {
        const QByteArray a = i < e.size() ? e[i] : QByteArrayLiteral("<end>");
        const QByteArray b = i < g.size() ? g[i] : QByteArrayLiteral("<end>");
        if (a != b)
            return QStringLiteral("line %1: expected \"%2\", got \"%3\"")
                .arg(i + 1).arg(QString::fromUtf8(a), QString::fromUtf8(b));
    }
    return QStringLiteral("(no line differs)");
}

} // namespace

class TestCorpus : public QObject {
    Q_OBJECT

    int m_same = 0;
    int m_total = 0;
    int m_unsupported = 0;

private slots:
    void scripts_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList files = QDir(kCorpusDir + "/scripts").entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 110, qPrintable(QStringLiteral("corpus too small: %1 scripts in %2/scripts").arg(files.size()).arg(kCorpusDir)));
        for (const QString &file : files) {
            const QString name = file.chopped(3);
            QTest::addRow("%s", qPrintable(name)) << name;
        }
    }

    void scripts()
    {
        QFETCH(QString, name);
        ++m_total;
        const QString expected = kCorpusDir + "/expected/" + name;
        QVERIFY2(QFile::exists(expected + ".out") && QFile::exists(expected + ".code"),
                 qPrintable("no expected output for " + name + " (run tests/corpus/make_expected.sh)"));
        const QByteArray expOut = readAll(expected + ".out");
        const QString expErr = tl::test::LastLine::of(QString::fromUtf8(readAll(expected + ".err")));
        const int expCode = QString::fromUtf8(readAll(expected + ".code")).trimmed().toInt();

        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TENSORLENS_CUDA", "off");
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(kCorpusDir + "/scripts");
        p.start(QStringLiteral(TL_TENSORLENS_BIN), {"run", "--cuda=off", name + ".py"});
        QVERIFY2(p.waitForStarted(), qPrintable(p.errorString()));
        p.closeWriteChannel();
        if (!p.waitForFinished(kTimeoutMs)) {
            p.kill();
            p.waitForFinished();
            QFAIL(qPrintable(QStringLiteral("crash: still running after %1 s").arg(kTimeoutMs / 1000)));
        }
        const QByteArray out = p.readAllStandardOutput();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit, qPrintable("crash: killed by a signal; stderr: " + tl::test::LastLine::of(err)));
        const int code = p.exitCode();
        QVERIFY2(code == 0 || code == 1 || code == 2,
                 qPrintable(QStringLiteral("crash: exit status %1: %2").arg(code).arg(tl::test::LastLine::of(err))));

        if (code == 2 && expCode != 2) {
            // What ran before the refusal must be exactly what Python printed first.
            QVERIFY2(expOut.startsWith(out),
                     qPrintable("printed something else than Python before refusing (" + refusal(err) + "): "
                                + firstDifference(expOut, out)));
            ++m_unsupported;
            QSKIP(qPrintable("not supported yet: " + refusal(err)));
        }
        QVERIFY2(out == expOut, qPrintable("ran but printed something else than Python: stdout " + firstDifference(expOut, out)));
        QCOMPARE(tl::test::LastLine::of(err), expErr);
        QCOMPARE(code, expCode);
        ++m_same;
    }

    void cleanupTestCase()
    {
        qInfo("not-supported %d, different or crashed %d", m_unsupported, m_total - m_same - m_unsupported);
        qInfo("same %d / total %d", m_same, m_total);
    }
};

QTEST_APPLESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
