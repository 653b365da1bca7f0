// Export: File > Export canvas… writes the canvas as a PNG picture or as SVG / PDF drawings
// whose text stays text; a storyboard PDF has one page per step; File > Export as Python
// script… writes code that `tensorlens run` runs to the same output; `tensorlens shot --svg`;
// every file whole or not at all, with the path and the reason when it cannot be written.
// One suite past 400 lines: every export shares the whole-or-nothing rule and its helpers.
#include "canvas/CanvasView.h"
#include "export/CanvasExport.h"
#include "export/SessionScript.h"
#include "export/StoryboardWriter.h"
#include "panels/OutputPane.h"
#include "session/Session.h"
#include "support/ModalAnswerer.h"
#include "support/TensorlensProcess.h"
#include "tst_window_helpers.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Pages of a PDF: its /Type /Page objects (not the /Pages tree above them).
int pdfPageCount(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return int(QString::fromLatin1(pdf).count(page));
}

void verifyPdf(const QByteArray &pdf, int pages)
{
    QVERIFY2(pdf.startsWith("%PDF-"), pdf.left(16).constData());
    QVERIFY2(pdf.trimmed().endsWith("%%EOF"), pdf.right(16).constData());
    QCOMPARE(pdfPageCount(pdf), pages);
    // Text stays text: the glyphs come from an embedded font, not drawn as outlines.
    QVERIFY(QRegularExpression(QStringLiteral("/Type\\s*/Font\\b")).match(QString::fromLatin1(pdf)).hasMatch());
    QVERIFY(pdf.contains("/FontFile") && pdf.contains("/ToUnicode"));
}

// Triggers a File menu action and answers its save dialog with `path` (and the type
// `filter`, when given); what the dialogs said.
QStringList exportThroughMenu(MainWindow &w, const char *action, const QString &path, const QString &filter = {})
{
    ModalAnswerer answers;
    answers.setFileNames({path});
    answers.setNameFilter(filter);
    auto *a = w.findChild<QAction *>(QString::fromLatin1(action));
    if (!a)
        return {QStringLiteral("no action %1").arg(QLatin1String(action))};
    a->trigger();
    return answers.seen();
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void canvasExport_data();
    void canvasExport();
    void formatFromSuffixOrFilter_data();
    void formatFromSuffixOrFilter();
    void unwritableFolder_data();
    void unwritableFolder();
    void storyboardHasAPagePerStep_data();
    void storyboardHasAPagePerStep();
    void pythonScript_data();
    void pythonScript();
    void scriptImports_data();
    void scriptImports();
    void shotSvg_data();
    void shotSvg();
    void shotSteps_data();
    void shotSteps();

private:
    QTemporaryDir dir_;
};

void TestExport::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_export"), true);
    QVERIFY(dir_.isValid());
}

void TestExport::canvasExport_data()
{
    QTest::addColumn<QString>("answer"); // the name typed in the dialog
    QTest::addColumn<QString>("filter"); // the type chosen there ("": PNG, the first)
    QTest::addColumn<QString>("file");   // the file written
    QTest::addRow("png") << "canvas.png" << "" << "canvas.png";
    QTest::addRow("svg") << "canvas.svg" << "" << "canvas.svg";
    QTest::addRow("pdf") << "canvas.pdf" << "" << "canvas.pdf";
    QTest::addRow("suffix-in-capitals") << "Drawing.SVG" << "" << "Drawing.SVG";
    QTest::addRow("svg-by-filter") << "figure" << "SVG drawings (*.svg)" << "figure.svg";
    QTest::addRow("pdf-by-filter") << "handout" << "PDF documents (*.pdf)" << "handout.pdf";
    QTest::addRow("png-by-default") << "picture" << "" << "picture.png";
}

void TestExport::canvasExport()
{
    QFETCH(QString, answer);
    QFETCH(QString, filter);
    QFETCH(QString, file);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QVERIFY(w.runGuiCode(QStringLiteral("weights = torch.ones((2, 3))")).ok);
    QVERIFY(w.runGuiCode(QStringLiteral("nweights = weights.numpy()")).ok);
    const QString path = dir_.filePath(file);
    QCOMPARE(exportThroughMenu(w, "actionExportCanvas", dir_.filePath(answer), filter), QStringList{QStringLiteral("Export canvas")});
    QVERIFY2(QFile::exists(path), qPrintable(QDir(dir_.path()).entryList(QDir::Files).join(u' ')));
    const QByteArray bytes = readBytes(path);
    const QSize drawing = w.canvas()->canvasSize().toSize();
    switch (*CanvasExport::formatOf(path)) {
    case CanvasExport::Format::Png: {
        const QImage image(path, "PNG");
        QCOMPARE(image.size(), w.canvas()->viewport()->size() * w.canvas()->devicePixelRatioF());
        break;
    }
    case CanvasExport::Format::Svg: {
        QSvgRenderer svg(bytes);
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBox(), QRect(QPoint(0, 0), drawing));
        // Its size in millimetres at 96 dpi (CSS pixels), as browsers measure it.
        const auto width = QRegularExpression(QStringLiteral("<svg width=\"([\\d.]+)mm\" height=\"([\\d.]+)mm\"")).match(QString::fromUtf8(bytes));
        QVERIFY(width.hasMatch());
        QVERIFY(qAbs(width.captured(1).toDouble() - drawing.width() * 25.4 / 96) < 0.01);
        QVERIFY(qAbs(width.captured(2).toDouble() - drawing.height() * 25.4 / 96) < 0.01);
        // Text stays text: the names on the cards are <text> elements.
        for (const char *name : {"weights", "nweights"})
            QVERIFY2(QRegularExpression(QStringLiteral("<text[^>]*>[^<]*\\b%1\\b").arg(QLatin1String(name)))
                         .match(QString::fromUtf8(bytes))
                         .hasMatch(),
                     name);
        break;
    }
    case CanvasExport::Format::Pdf: {
        verifyPdf(bytes, 1);
        // One page at the canvas's size: 96 dpi, 3/4 of a point per pixel (whole points).
        const auto box = QRegularExpression(QStringLiteral("/MediaBox \\[0 0 ([\\d.]+) ([\\d.]+)\\]")).match(QString::fromLatin1(bytes));
        QVERIFY(box.hasMatch());
        QCOMPARE(qRound(box.captured(1).toDouble()), qRound(drawing.width() * 0.75));
        QCOMPARE(qRound(box.captured(2).toDouble()), qRound(drawing.height() * 0.75));
        break;
    }
    }
    // Nothing beside it: the temporary was renamed onto it.
    QCOMPARE(QDir(dir_.path()).entryList({file + QStringLiteral("*")}, QDir::Files), QStringList{file});
}

void TestExport::formatFromSuffixOrFilter_data()
{
    QTest::addColumn<QString>("answered");  // the name the dialog returned
    QTest::addColumn<QString>("filter");    // the filter it had selected
    QTest::addColumn<QString>("written");   // the name written
    QTest::addRow("suffix-wins-over-filter") << "a.svg" << "PDF documents (*.pdf)" << "a.svg";
    QTest::addRow("filter-gives-suffix") << "a" << "PDF documents (*.pdf)" << "a.pdf";
    QTest::addRow("other-suffix-gets-the-filter's") << "a.txt" << "SVG drawings (*.svg)" << "a.txt.svg";
    QTest::addRow("unknown-filter-is-png") << "a" << "" << "a.png";
}

void TestExport::formatFromSuffixOrFilter()
{
    QFETCH(QString, answered);
    QFETCH(QString, filter);
    QFETCH(QString, written);
    QVERIFY(CanvasExport::dialogFilters().contains(filter) || filter.isEmpty());
    QCOMPARE(CanvasExport::withSuffix(answered, CanvasExport::formatOfFilter(filter).value_or(CanvasExport::Format::Png)), written);
}

void TestExport::unwritableFolder_data()
{
    // "locked": a chmod 555 folder of ours; "/sys": a folder nobody may create files in, root
    // included; "no/such": a folder that does not exist (the writer alone: a file dialog
    // cannot choose it).
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("reason");
    for (const char *folder : {"locked", "/sys"})
        for (const char *file : {"canvas.png", "canvas.svg", "canvas.pdf", "session.py", "story.pdf"})
            QTest::addRow("%s-%s", folder[0] == '/' ? "sysfs" : folder, file) << folder << file << "Permission denied";
    QTest::addRow("missing-folder-storyboard") << "no/such" << "story.pdf" << "No such file or directory";
}

void TestExport::unwritableFolder()
{
    QFETCH(QString, folder);
    QFETCH(QString, file);
    QFETCH(QString, reason);
    QTemporaryDir parent;
    QVERIFY(parent.isValid());
    const QString dir = QDir::isAbsolutePath(folder) ? folder : parent.filePath(folder);
    if (folder == QLatin1String("locked")) {
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                               QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther));
        if (::geteuid() == 0)
            QSKIP("running as root: chmod 555 does not stop root from writing, so the folder is not unwritable");
    } else if (QDir::isAbsolutePath(folder) && !QFileInfo(folder).isDir()) {
        QSKIP("no /sys here (not Linux)");
    }
    const QString path = QDir(dir).filePath(file);
    const QString expected = QStringLiteral("Could not write %1: %2").arg(path, reason);
    QStringList seen;
    if (file.startsWith(QLatin1String("story"))) {
        QString error;
        StoryboardWriter writer({{1, 1, QStringLiteral("a = 1"), QStringLiteral("a is 1")}}, [](int, QPainter &, const QRectF &) {});
        QVERIFY(!writer.write(path, &error));
        seen << error;
    } else {
        MainWindow w(tl::CudaMode::Sim);
        showAndWait(w);
        QVERIFY(w.runGuiCode(QStringLiteral("a = torch.ones(3)")).ok);
        seen = exportThroughMenu(w, file.endsWith(QLatin1String(".py")) ? "actionExportScript" : "actionExportCanvas", path);
    }
    // The dialog (or the writer) names the path and the reason; nothing is left behind.
    QVERIFY2(seen.contains(expected), qPrintable(seen.join(QStringLiteral(" | "))));
    QVERIFY(!QFile::exists(path));
    const QString stem = QFileInfo(file).completeBaseName() + QStringLiteral("*");
    if (QFileInfo(dir).isDir())
        QCOMPARE(QDir(dir).entryList({stem}, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    QCOMPARE(QDir(parent.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    if (folder == QLatin1String("locked"))
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

void TestExport::storyboardHasAPagePerStep_data()
{
    QTest::addColumn<QStringList>("statements");
    QTest::addRow("one-step") << QStringList{"a = torch.ones(3)"};
    QTest::addRow("three-steps") << QStringList{"a = torch.ones((2, 3))", "na = a.numpy()", "na[0][0] = 10"};
    QTest::addRow("long-code-wraps") << QStringList{"b = torch.arange(24.).reshape(2, 3, 4).permute(2, 0, 1).contiguous().view(4, 6)",
                                                    "c = b.t()"};
}

void TestExport::storyboardHasAPagePerStep()
{
    QFETCH(QStringList, statements);
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QList<StoryboardPage> pages;
    for (int i = 0; i < statements.size(); ++i)
        pages.append({i + 1, i + 1, statements[i], QStringLiteral("Step %1 of the test.").arg(i + 1)});
    // The callback brings the canvas to each step by running its statement.
    QList<int> drawn;
    StoryboardWriter writer(pages, [&](int step, QPainter &painter, const QRectF &target) {
        drawn << step;
        QVERIFY(w.runGuiCode(statements[step - 1]).ok);
        QVERIFY(target.width() > 500 && target.height() > 300);
        w.canvas()->paintCanvas(painter, target);
    });
    writer.setTitle(QStringLiteral("steps.py"));
    const QString path = dir_.filePath(QStringLiteral("%1.pdf").arg(QLatin1String(QTest::currentDataTag())));
    QString error;
    QVERIFY2(writer.write(path, &error), qPrintable(error));
    QCOMPARE(drawn.size(), statements.size());
    for (int i = 0; i < drawn.size(); ++i)
        QCOMPARE(drawn[i], i + 1);
    verifyPdf(readBytes(path), int(statements.size()));
    // No steps, no document.
    const QString none = dir_.filePath(QStringLiteral("none.pdf"));
    QVERIFY(!StoryboardWriter({}, {}).write(none, &error));
    QCOMPARE(error, QStringLiteral("Could not write %1: there are no steps to show").arg(none));
    QVERIFY(!QFile::exists(none));
}

void TestExport::pythonScript_data()
{
    QTest::addColumn<QStringList>("gui");     // statements run as the window's buttons run them
    QTest::addColumn<QString>("console");     // then typed at the console
    QTest::addColumn<QString>("script");      // the exported file
    const QString header = QStringLiteral("# A TensorLens session: python3 and tensorlens run both run this script.\n");
    QTest::addRow("torch-only") << QStringList{"a = torch.ones((1, 2), requires_grad=True)"} << "print(a.sum())"
                                << header + "import torch\na = torch.ones((1, 2), requires_grad=True)\nprint(a.sum())\n";
    QTest::addRow("torch-and-numpy") << QStringList{"a = torch.ones((1, 2))", "na = a.numpy()", "na[0][0] = 10"}
                                     << "print(a)\nprint(na, np.float32(na.sum()))"
                                     << header + "import torch\nimport numpy as np\na = torch.ones((1, 2))\nna = a.numpy()\n"
                                                 "na[0][0] = 10\nprint(a)\nprint(na, np.float32(na.sum()))\n";
    QTest::addRow("failed-statement-left-out") << QStringList{"x = torch.arange(6).reshape(2, 3)", "y = x.view(4)"}
                                               << "print(x.t().is_contiguous())"
                                               << header + "import torch\nx = torch.arange(6).reshape(2, 3)\nprint(x.t().is_contiguous())\n";
}

void TestExport::pythonScript()
{
    QFETCH(QStringList, gui);
    QFETCH(QString, console);
    QFETCH(QString, script);
    MainWindow w(tl::CudaMode::Sim, /*interactive=*/false); // a failing statement opens no dialog
    showAndWait(w);
    for (const QString &code : gui)
        w.runGuiCode(code);
    QVERIFY(w.runConsoleCode(console).ok);
    const QString path = dir_.filePath(QStringLiteral("%1.py").arg(QLatin1String(QTest::currentDataTag())));
    QCOMPARE(exportThroughMenu(w, "actionExportScript", path), QStringList{QStringLiteral("Export as Python script")});
    QCOMPARE(QString::fromUtf8(readBytes(path)), script);
    const tl::test::TensorlensRun r = tl::test::TensorlensProcess::run({QStringLiteral("run"), path});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QVERIFY(!r.out.isEmpty());
    QCOMPARE(r.out, w.outputPane()->printedText());
}

void TestExport::scriptImports_data()
{
    QTest::addColumn<QStringList>("log");
    QTest::addColumn<QString>("script"); // after the header line
    QTest::addRow("unused-numpy-left-out") << QStringList{"import torch", "import numpy as np", "a = torch.ones(2)"}
                                           << "import torch\na = torch.ones(2)\n";
    QTest::addRow("numpy-only") << QStringList{"import torch", "import numpy as np", "n = np.zeros(3)"} << "import numpy as np\nn = np.zeros(3)\n";
    QTest::addRow("imported-again-later") << QStringList{"import torch", "a = torch.ones(2)", "import numpy as np", "b = np.ones(2)"}
                                          << "import torch\nimport numpy as np\na = torch.ones(2)\nimport numpy as np\nb = np.ones(2)\n";
    QTest::addRow("own-imports-kept") << QStringList{"import math", "import torch", "x = math.pi"} << "import math\nimport torch\nx = math.pi\n";
    QTest::addRow("missing-import-added") << QStringList{"t = torch.eye(2)", "print(t)"} << "import torch\nt = torch.eye(2)\nprint(t)\n";
    QTest::addRow("nothing-ran") << QStringList{"import torch", "import numpy as np"} << "";
}

void TestExport::scriptImports()
{
    QFETCH(QStringList, log);
    QFETCH(QString, script);
    QCOMPARE(SessionScript::text(log), QStringLiteral("# A TensorLens session: python3 and tensorlens run both run this script.\n") + script);
}

void TestExport::shotSvg_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QSize>("size"); // the SVG's viewBox
    QTest::addRow("svg-option") << QStringList{"--svg", "--size", "800x600"} << "shot.svg" << 0 << QSize(800, 600);
    QTest::addRow("svg-suffix") << QStringList{"--size=640x480"} << "shot.svg" << 0 << QSize(640, 480);
    QTest::addRow("svg-option-any-name") << QStringList{"--svg"} << "shot.drawing" << 0 << QSize(1400, 900);
    QTest::addRow("missing-folder") << QStringList{"--svg"} << "no/such/shot.svg" << 2 << QSize();
}

void TestExport::shotSvg()
{
    QFETCH(QStringList, options);
    QFETCH(QString, file);
    QFETCH(int, exitCode);
    QFETCH(QSize, size);
    const QString scriptPath = dir_.filePath(QStringLiteral("shot.py"));
    QFile script(scriptPath);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("import torch\nweights = torch.arange(6.).reshape(2, 3)\nprint(weights.t())\n");
    script.close();
    const QString out = dir_.filePath(file);
    const tl::test::TensorlensRun r = tl::test::TensorlensProcess::run(QStringList{"shot", scriptPath, "-o", out} + options);
    QCOMPARE(r.code, exitCode);
    QCOMPARE(r.out, QStringLiteral("tensor([[0., 3.],\n        [1., 4.],\n        [2., 5.]])\n"));
    if (exitCode != 0) {
        QCOMPARE(r.err, QStringLiteral("tensorlens: Could not write %1: No such file or directory\n").arg(out));
        QVERIFY(!QFile::exists(out));
        return;
    }
    const QByteArray bytes = readBytes(out);
    QSvgRenderer svg(bytes);
    QVERIFY(svg.isValid());
    QCOMPARE(svg.viewBox(), QRect(QPoint(0, 0), size));
    QVERIFY(bytes.contains("weights"));
}

void TestExport::shotSteps_data()
{
    QTest::addColumn<QStringList>("options"); // OUT: the output file
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("printed");     // what the script printed up to the step drawn
    QTest::addColumn<QString>("error");
    const QString printed = QStringLiteral("tensor([[0., 1., 2.],\n        [3., 4., 5.]])\n");
    QTest::addRow("step-3-svg") << QStringList{"--step", "3"} << "step3.svg" << 0 << printed << "";
    QTest::addRow("step-2-png") << QStringList{"--step=2", "--canvas-only"} << "step2.png" << 0 << "" << "";
    QTest::addRow("step-beyond") << QStringList{"--step", "99"} << "beyond.png" << 2 << ""
                                 << "tensorlens: --step 99 is beyond the script's last step (8)\n";
    QTest::addRow("pdf-every-step") << QStringList{"--pdf"} << "story.out" << 0 << printed + "False\n" << "";
    QTest::addRow("pdf-by-suffix") << QStringList{} << "story.pdf" << 0 << printed + "False\n" << "";
    QTest::addRow("pdf-and-step-refused") << QStringList{"--pdf", "--step", "2"} << "refused.pdf" << 2 << ""
                                          << "tensorlens: --pdf draws every step: it takes neither --svg nor --step\n";
}

void TestExport::shotSteps()
{
    QFETCH(QStringList, options);
    QFETCH(QString, file);
    QFETCH(int, exitCode);
    QFETCH(QString, printed);
    QFETCH(QString, error);
    const QString scriptPath = dir_.filePath(QStringLiteral("steps.py"));
    QFile script(scriptPath);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("import torch\nweights = torch.arange(6.).reshape(2, 3)\nprint(weights)\nfor i in range(2):\n"
                 "    weights[0][i] = 10 + i\nt = weights.t()\nprint(t.is_contiguous())\n");
    script.close();
    const QString out = dir_.filePath(file);
    const tl::test::TensorlensRun r = tl::test::TensorlensProcess::run(QStringList{"shot", scriptPath, "-o", out} + options);
    if (error.isEmpty())
        QCOMPARE(r.err, QString());
    else
        QVERIFY2(r.err.startsWith(error), qPrintable(r.err)); // bad arguments: the usage follows
    QCOMPARE(r.code, exitCode);
    QCOMPARE(r.out, printed);
    if (exitCode != 0) {
        QVERIFY(!QFile::exists(out));
        return;
    }
    const QByteArray bytes = readBytes(out);
    if (file.endsWith(QLatin1String(".svg"))) {
        QVERIFY(QSvgRenderer(bytes).isValid());
        QVERIFY(bytes.contains("weights"));
    } else if (file.endsWith(QLatin1String(".png"))) {
        QCOMPARE(QImage::fromData(bytes, "PNG").size(), QSize(1400, 900));
    } else {
        // A page for every step `tensorlens scene` counts (its first entry is step 0).
        const tl::test::TensorlensRun scene = tl::test::TensorlensProcess::run({QStringLiteral("scene"), scriptPath});
        const int steps = int(QJsonDocument::fromJson(scene.out.toUtf8()).array().size()) - 1;
        QCOMPARE(steps, 8);
        verifyPdf(bytes, steps);
    }
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
