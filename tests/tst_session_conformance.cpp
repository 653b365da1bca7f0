// Every public conformance case run through the window's Session prints exactly what
// `tensorlens run` prints: same stdout, same stderr (tracebacks), same success, and the
// case's own expected output. Skipped where the shared suite is not beside the checkout.
#include "session/Session.h"
#include "support/LastLine.h"

#include <QtTest/QtTest>

#include <QDir>
#include <QDirIterator>
#include <QProcess>

using tl::ui::ExecOrigin;
using tl::ui::Session;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestSessionConformance : public QObject {
    Q_OBJECT

private slots:
    void sameOutputAsTensorlensRun_data()
    {
        QTest::addColumn<QString>("script");
        const QString dir = QStringLiteral(TL_SHARED_CONFORMANCE_DIR) + "/cases";
        if (!QFileInfo::exists(dir))
            return;
        QDirIterator it(dir, {"*.py"}, QDir::Files, QDirIterator::Subdirectories);
        QStringList scripts;
        while (it.hasNext())
            scripts << it.next();
        scripts.sort();
        for (const QString &s : scripts)
            QTest::addRow("%s", qPrintable(QDir(dir).relativeFilePath(s))) << s;
    }

    void sameOutputAsTensorlensRun()
    {
        if (!QFileInfo::exists(QStringLiteral(TL_SHARED_CONFORMANCE_DIR) + "/cases"))
            QSKIP("the shared conformance suite is not present (it sits beside the checkout in CI)");
        QFETCH(QString, script);
        const QString base = script.chopped(3);

        QProcess p;
        p.setWorkingDirectory(QFileInfo(script).absolutePath());
        p.start(QStringLiteral(TL_TENSORLENS_BIN), {"run", script});
        QVERIFY(p.waitForFinished(60000));
        const QString cliOut = QString::fromUtf8(p.readAllStandardOutput());
        const QString cliErr = QString::fromUtf8(p.readAllStandardError());

        Session session;
        session.setSourceName(QFileInfo(script).absoluteFilePath());
        QString out, err;
        connect(&session, &Session::outputWritten, this, [&](const QString &t, bool isError) { (isError ? err : out) += t; });
        const auto result = session.execute(readText(script), ExecOrigin::Script);

        QCOMPARE(out, cliOut);
        QCOMPARE(err, cliErr);
        QCOMPARE(result.output, cliOut + cliErr);
        QCOMPARE(result.ok, p.exitCode() == 0);
        // And both match the case's expectations.
        QCOMPARE(out, readText(base + ".out"));
        const QString expectedErr = tl::test::LastLine::of(readText(base + ".err"));
        if (expectedErr.startsWith("SyntaxError"))
            QCOMPARE(tl::test::LastLine::of(err).section(':', 0, 0), expectedErr.section(':', 0, 0));
        else
            QCOMPARE(tl::test::LastLine::of(err), expectedErr);
        QCOMPARE(result.ok, readText(base + ".code").trimmed() == "0");
    }
};

QTEST_MAIN(TestSessionConformance)
#include "tst_session_conformance.moc"
