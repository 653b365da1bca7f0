// The shared conformance suite (../shared/conformance beside the checkout): its runner
// must end "N passed, 0 failed" for the built tensorlens, cuda/ cases included (on the
// simulated device). Skipped, with the reason, where the suite is not present.
#include <QtTest/QtTest>

#include <QDir>
#include <QProcess>
#include <QRegularExpression>

class TestConformance : public QObject {
    Q_OBJECT

private slots:
    void sharedSuitePasses()
    {
        const QString dir = QStringLiteral(TL_SHARED_CONFORMANCE_DIR);
        const QString runner = dir + "/run";
        if (!QFileInfo::exists(runner))
            QSKIP(qPrintable("the shared conformance suite is not present at " + dir + " (it sits beside the checkout in CI)"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TENSORLENS_CUDA", "sim");
        p.setProcessEnvironment(env);
        p.start("bash", {runner, QStringLiteral(TL_TENSORLENS_BIN)});
        QVERIFY(p.waitForFinished(600000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QStringList lines = out.trimmed().split('\n');
        const QString last = lines.isEmpty() ? QString() : lines.last();
        static const QRegularExpression summary(QStringLiteral("^(\\d+) passed, (\\d+) failed$"));
        const auto m = summary.match(last);
        QVERIFY2(m.hasMatch(), qPrintable(out + QString::fromUtf8(p.readAllStandardError())));
        qInfo("%s", qPrintable(last));
        QVERIFY2(m.captured(2) == "0", qPrintable(out));
        QVERIFY(m.captured(1).toInt() > 0);
        QCOMPARE(p.exitCode(), 0);
    }
};

QTEST_APPLESS_MAIN(TestConformance)
#include "tst_conformance.moc"
