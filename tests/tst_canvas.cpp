// The memory canvas as a user sees it, offscreen: lanes, a block per storage with its
// owners, a card per name with an arrow to the exact cell it views (transposed views and
// slices included), cells lit after an element write with every alias's own index, copies
// left dark, fading after `del`, selection and the signals the window acts on.
// With TL_CANVAS_SHOTS_DIR set, the seed scenarios are also saved as PNGs there.
#include "tst_canvas_helpers.h"

#include "canvas/ArrowItem.h"
#include "canvas/CanvasFonts.h"
#include "canvas/CanvasScene.h"
#include "canvas/CanvasView.h"
#include "canvas/CardValues.h"
#include "canvas/CaptionItem.h"
#include "canvas/LaneItem.h"
#include "canvas/ObjectCardItem.h"
#include "canvas/StorageBlockItem.h"
#include "canvas/TransferItem.h"
#include "session/Session.h"
#include "support/GoldenCases.h"

#include <QtTest/QtTest>

#include <QGraphicsSceneContextMenuEvent>

using namespace tl::ui;
using tl::ui::test::checkLayout;

namespace {

const char *kPrelude = "import torch\nimport numpy as np\n";

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// A session and a canvas on it, shown offscreen at a fixed size.
struct Fixture {
    Session session{tl::CudaMode::Sim};
    CanvasView view{&session};
    Fixture()
    {
        view.resize(1280, 800);
        view.show();
    }
    CanvasScene *scene() const { return view.canvasScene(); }
    bool run(const QString &code)
    {
        const ExecResult r = session.execute(code, ExecOrigin::Console);
        if (!r.ok)
            qWarning("%s", qPrintable(r.output));
        return r.ok;
    }
    quint64 storageOf(const QString &name) const { return session.model().objectForName(name)->storageId; }
};

void saveShot(CanvasView &view, const QString &name, bool settle = true)
{
    const QString dir = qEnvironmentVariable("TL_CANVAS_SHOTS_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    // Let copies land and fades finish: the picture shows the state, not a moment of flight.
    if (settle)
        QTRY_VERIFY_WITH_TIMEOUT(view.canvasScene()->itemsOfType<TransferItem>().isEmpty(), 8000);
    const QRectF r = view.canvasScene()->sceneRect();
    const QSize size = (r.size() * 1.0).toSize();
    view.renderToImage(size).save(dir + "/" + name + ".png");
}

} // namespace

class TestCanvas : public QObject {
    Q_OBJECT

private slots:
    void lanesAreLabelled()
    {
        Fixture f;
        QCOMPARE(f.scene()->itemsOfType<LaneItem>().size(), 2);
        QCOMPARE(f.scene()->laneForDevice(tl::Device::cpu())->label(), QString("Host RAM (cpu)"));
        QVERIFY(f.scene()->laneForDevice(tl::Device::cuda(0))->label().contains("simulated"));
        QCOMPARE(f.scene()->laneForDevice(tl::Device::cuda(0))->label(), f.session.cudaLabel());
    }

    // Which cards and blocks the seed scenarios leave, and on which lane.
    void seedScenarios_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QStringList>("cards");     // "name:kind:lane"
        QTest::addColumn<QStringList>("storages");  // "lane:owners"
        const QString cases = QStringLiteral(TL_SHARED_CONFORMANCE_DIR) + "/cases/";
        QTest::addRow("seed_numpy_shares") << QStringLiteral(TL_EXAMPLES_DIR "/seed_numpy_shares.py")
                                           << QStringList{"a:Tensor:cpu", "na:ndarray:cpu"} << QStringList{"cpu:2"};
        QTest::addRow("seedA_numpy_shares_storage") << cases + "seedA_numpy_shares_storage.py"
                                                    << QStringList{"a:Tensor:cpu", "na:ndarray:cpu"} << QStringList{"cpu:2"};
        QTest::addRow("seedA_detach_numpy_shares_storage") << cases + "seedA_detach_numpy_shares_storage.py"
                                                           << QStringList{"a:Tensor:cpu", "na:ndarray:cpu"} << QStringList{"cpu:2"};
        QTest::addRow("seedA_numpy_copy_is_independent") << cases + "seedA_numpy_copy_is_independent.py"
                                                         << QStringList{"a:Tensor:cpu", "na:ndarray:cpu", "nac:ndarray:cpu"}
                                                         << QStringList{"cpu:2", "cpu:1"};
        QTest::addRow("seedA_numpy_requires_grad_error") << cases + "seedA_numpy_requires_grad_error.py"
                                                         << QStringList{"a:Tensor:cpu"} << QStringList{"cpu:1"};
        QTest::addRow("backward_grad") << cases + "backward_grad.py"
                                       << QStringList{"x:Tensor:cpu", "x.grad:Tensor:cpu", "y:Tensor:cpu"}
                                       << QStringList{"cpu:1", "cpu:1", "cpu:1"};
        QTest::addRow("seedA_cuda_to_cpu_copies") << cases + "cuda/seedA_cuda_to_cpu_copies.py"
                                                  << QStringList{"a:Tensor:cuda", "na:ndarray:cpu"} << QStringList{"cuda:1", "cpu:1"};
        QTest::addRow("seedA_cuda_requires_grad_detach_to_cpu") << cases + "cuda/seedA_cuda_requires_grad_detach_to_cpu.py"
                                                                << QStringList{"a:Tensor:cuda", "na:ndarray:cpu"}
                                                                << QStringList{"cuda:1", "cpu:1"};
        QTest::addRow("seedC_numpy_on_cuda_type_error") << cases + "cuda/seedC_numpy_on_cuda_type_error.py"
                                                        << QStringList{"a_ten:Tensor:cuda"} << QStringList{"cuda:1"};
    }

    void seedScenarios()
    {
        QFETCH(QString, script);
        QFETCH(QStringList, cards);
        QFETCH(QStringList, storages);
        if (!QFileInfo::exists(script))
            QSKIP("the shared conformance suite is not present");
        Fixture f;
        f.session.execute(readText(script), ExecOrigin::Script);
        saveShot(f.view, QFileInfo(script).baseName());
        QCOMPARE(f.scene()->itemsOfType<ObjectCardItem>().size(), cards.size());
        for (const QString &c : cards) {
            const QStringList p = c.split(':');
            ObjectCardItem *card = f.scene()->cardForName(p[0]);
            QVERIFY2(card, qPrintable(p[0]));
            QCOMPARE(card->info().kind, p[1]);
            StorageBlockItem *block = f.scene()->blockForStorage(card->info().storageId);
            QVERIFY(block);
            LaneItem *lane = f.scene()->laneForDevice(p[2] == QLatin1String("cuda") ? tl::Device::cuda(0) : tl::Device::cpu());
            QVERIFY(lane->rect().contains(block->sceneBoundingRect()));
        }
        QList<StorageBlockItem *> blocks = f.scene()->itemsOfType<StorageBlockItem>();
        std::sort(blocks.begin(), blocks.end(), [](auto *a, auto *b) { return a->storageId() < b->storageId(); });
        QCOMPARE(blocks.size(), storages.size());
        for (int i = 0; i < blocks.size(); ++i) {
            const QStringList p = storages[i].split(':');
            QCOMPARE(blocks[i]->info().device.isCuda() ? QString("cuda") : QString("cpu"), p[0]);
            QCOMPARE(blocks[i]->info().owners, p[1].toInt());
        }
        checkLayout(f.scene());
        QCOMPARE(f.scene()->itemsOfType<ArrowItem>().size(), cards.size());
    }

    // Every public case, whatever it does, leaves a clean picture.
    void everyCaseDrawsCleanly_data()
    {
        QTest::addColumn<QString>("script");
        const QString dir = QStringLiteral(TL_SHARED_CONFORMANCE_DIR) + "/cases";
        for (const auto &script : tl::test::GoldenCases::list(dir.toStdString()))
            QTest::addRow("%s", script.stem().c_str()) << QString::fromStdString(script.string());
    }

    void everyCaseDrawsCleanly()
    {
        if (!QFileInfo::exists(QStringLiteral(TL_SHARED_CONFORMANCE_DIR) + "/cases"))
            QSKIP("the shared conformance suite is not present (it sits beside the checkout in CI)");
        QFETCH(QString, script);
        Fixture f;
        f.session.execute(readText(script), ExecOrigin::Script);
        checkLayout(f.scene());
        // Every card's arrow ends on its own storage's block, which sits in the card's lane.
        for (ObjectCardItem *card : f.scene()->itemsOfType<ObjectCardItem>()) {
            StorageBlockItem *block = f.scene()->blockForStorage(card->info().storageId);
            QVERIFY(block);
            QVERIFY(f.scene()->laneForDevice(card->info().device)->rect().contains(block->sceneBoundingRect()));
            ArrowItem *arrow = f.scene()->arrowForName(card->name());
            QVERIFY(block->sceneBoundingRect().adjusted(-1, -1, 1, 1).contains(arrow->end()));
        }
        if (!qEnvironmentVariableIsEmpty("TL_CANVAS_SHOTS_DIR"))
            saveShot(f.view, "case_" + QFileInfo(script).baseName());
    }


    // After `na[0][0] = 10`: the cell flashes, both names light with their own index.
    void elementWriteLightsAliases()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones((1,2))\nna = a.numpy()\nnac = na.copy()"));
        QVERIFY(f.run("na[0][0]=10"));
        QCOMPARE(f.scene()->highlightedCells(f.storageOf("a")), QVector<qint64>{0});
        QCOMPARE(f.scene()->litLabels(), QStringList({"a[0][0]: 1.0 → 10.0", "na[0][0]: 1.0 → 10.0"}));
        // The copy is another storage: it keeps the old value and does not light.
        QVERIFY(f.scene()->highlightedCells(f.storageOf("nac")).isEmpty());
        QVERIFY(!f.scene()->cardForName("nac")->isLit());
        QCOMPARE(f.scene()->caption()->sentence(), QString("na[0][0]=10 also changed a[0][0]: same storage #1"));
        saveShot(f.view, "numpy_write_lights_aliases");
        // A print changes nothing drawn: the sentence and the marks stay up.
        QVERIFY(f.run("print(na)"));
        QCOMPARE(f.scene()->caption()->sentence(), QString("na[0][0]=10 also changed a[0][0]: same storage #1"));
        QCOMPARE(f.scene()->highlightedCells(f.storageOf("a")), QVector<qint64>{0});
        QCOMPARE(f.scene()->litLabels().size(), 2);
        // The next statement clears the marks.
        QVERIFY(f.run("x = 1"));
        QVERIFY(f.scene()->highlightedCells(f.storageOf("a")).isEmpty());
        QVERIFY(f.scene()->litLabels().isEmpty());
    }

    void writeThroughViewLightsEveryIndex()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.zeros(2, 3)\nt = a.t()\nr = a[1]"));
        QVERIFY(f.run("a[1][2] = 5"));
        QCOMPARE(f.scene()->highlightedCells(f.storageOf("a")), QVector<qint64>{5});
        QCOMPARE(f.scene()->litLabels(), QStringList({"a[1][2]: 0.0 → 5.0", "r[2]: 0.0 → 5.0", "t[2][1]: 0.0 → 5.0"}));
        QCOMPARE(f.scene()->viewedCells("r"), (QVector<qint64>{3, 4, 5}));
        QCOMPARE(f.scene()->arrowTargetCell("r"), qint64(3));
        saveShot(f.view, "views_transpose_and_row");
    }

    // Arrows point at the first cell each object views; its colour marks all it views.
    void arrowsPointAtViewedCells_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<qint64>("target");
        QTest::addColumn<QVector<qint64>>("viewed");
        QTest::addRow("whole") << "a.view(6)" << qint64(0) << QVector<qint64>{0, 1, 2, 3, 4, 5};
        QTest::addRow("transpose") << "a.t()" << qint64(0) << QVector<qint64>{0, 1, 2, 3, 4, 5};
        QTest::addRow("second-row") << "a[1]" << qint64(3) << QVector<qint64>{3, 4, 5};
        QTest::addRow("last-column") << "a[:, 2]" << qint64(2) << QVector<qint64>{2, 5};
        QTest::addRow("column-slice") << "a[:, 1:]" << qint64(1) << QVector<qint64>{1, 2, 4, 5};
        QTest::addRow("transposed-row") << "a.t()[2]" << qint64(2) << QVector<qint64>{2, 5};
        QTest::addRow("single-element") << "a[1, 1]" << qint64(4) << QVector<qint64>{4};
    }

    void arrowsPointAtViewedCells()
    {
        QFETCH(QString, view);
        QFETCH(qint64, target);
        QFETCH(QVector<qint64>, viewed);
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.zeros(2, 3)\nv = " + view));
        QCOMPARE(f.scene()->arrowTargetCell("v"), target);
        QCOMPARE(f.scene()->viewedCells("v"), viewed);
        QCOMPARE(f.scene()->arrowTargetCell("a"), qint64(0));
        // The arrow's head really is on that cell.
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("v"));
        const QRectF cell = block->mapRectToScene(block->cellRect(target));
        const QPointF end = f.scene()->arrowForName("v")->end();
        QVERIFY(end.x() > cell.left() && end.x() < cell.right());
        QVERIFY(qAbs(end.y() - cell.top()) < 0.5);
    }

    // A cell's value and its index ("[1][2]") both fit in the cell, whole: neither reaches
    // out of it (where the painter would cut it).
    void cellTextsStayInsideTheirCells()
    {
        Fixture f;
        QVERIFY(f.run("import torch\na = torch.arange(6.).reshape(2, 3)\nb = torch.arange(6.).reshape(2, 3).t()"));
        f.view.fitToWindow();
        for (const char *name : {"a", "b"}) {
            StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf(name));
            QVERIFY(block);
            QVector<QRectF> cells;
            for (qint64 e = 0; e < 6; ++e)
                cells << (block->sceneTransform() * f.view.transform()).mapRect(block->cellRect(e));
            int inCells = 0;
            for (const auto &t : tl::ui::test::paintItem(block, f.view).texts) {
                if (!t.text.startsWith(u'[') && !t.text.endsWith(QLatin1String(".0")))
                    continue; // the header
                const bool inside = std::any_of(cells.begin(), cells.end(), [&](const QRectF &c) { return c.adjusted(-0.5, -0.5, 0.5, 0.5).contains(t.box); });
                QVERIFY2(inside, qPrintable(QStringLiteral("%1 at y %2..%3").arg(t.text).arg(t.box.top()).arg(t.box.bottom())));
                ++inCells;
            }
            QCOMPARE(inCells, 12); // six values, six indexes
        }
    }

    // Selecting a transposed view shows its own index on each cell it sees.
    void selectionShowsTheObjectsIndexOnCells()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.zeros(2, 3)\nt = a.t()\ns = a[1, 1]\nu = torch.zeros(4)\nbig = torch.zeros(1000, 1000)"));
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("a"));
        StorageBlockItem *alone = f.scene()->blockForStorage(f.storageOf("u"));
        StorageBlockItem *large = f.scene()->blockForStorage(f.storageOf("big"));
        // Nothing selected: three objects view a's storage, so its cells show their element
        // numbers; a storage with one viewer shows that viewer's own index.
        QCOMPARE(block->indexLabel(1), QString("1"));
        QCOMPARE(block->indexLabel(5), QString("5"));
        QCOMPARE(alone->indexLabel(3), QString("[3]"));
        QCOMPARE(large->indexLabel(1000), QString("[1][0]"));
        f.view.selectName("t");
        QCOMPARE(block->indexLabel(0), QString("[0][0]"));
        QCOMPARE(block->indexLabel(1), QString("[1][0]"));
        QCOMPARE(block->indexLabel(3), QString("[0][1]"));
        QCOMPARE(block->indexLabel(5), QString("[2][1]"));
        // t's indexing is never painted on storages t does not view.
        QCOMPARE(alone->indexLabel(1), QString("[1]"));
        QCOMPARE(large->indexLabel(1), QString("[0][1]"));
        saveShot(f.view, "selected_transpose_indices");
        f.view.selectName("s");
        QCOMPARE(block->indexLabel(4), QString("s"));
        QVERIFY(block->indexLabel(3).isEmpty());
        QCOMPARE(alone->indexLabel(2), QString("[2]"));
        f.view.selectName(QString());
        QCOMPARE(block->indexLabel(4), QString("4"));
    }

    void ownersWithNoNameAreCounted()
    {
        // The view inside the list owns a's storage too, but has no name to draw a card for.
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(3)\nitems = [a.view(3)]"));
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("a"));
        QStringList texts;
        for (const auto &t : tl::ui::test::paintItem(block, f.view).texts)
            texts << t.text;
        QVERIFY2(texts.join(u'|').contains(QStringLiteral("2 owners, 1 with no name here")), qPrintable(texts.join(u'|')));
        QVERIFY(f.run("del items"));
        texts.clear();
        for (const auto &t : tl::ui::test::paintItem(block, f.view).texts)
            texts << t.text;
        QVERIFY2(texts.join(u'|').contains(QStringLiteral("1 owner")) && !texts.join(u'|').contains(QStringLiteral("no name")),
                 qPrintable(texts.join(u'|')));
    }

    void arrowsIntoOneCellDoNotOverlap()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones((1,2))\nna = a.numpy()\nb = a.detach()"));
        QList<qreal> xs;
        for (const QString &n : {"a", "na", "b"}) {
            QCOMPARE(f.scene()->arrowTargetCell(n), qint64(0));
            xs << f.scene()->arrowForName(n)->end().x();
        }
        std::sort(xs.begin(), xs.end());
        QVERIFY(xs[0] < xs[1] && xs[1] < xs[2]);
        saveShot(f.view, "three_names_one_storage");
    }

    void rebindingMovesTheArrow()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)\nb = torch.zeros(3)\nc = a"));
        QCOMPARE(f.scene()->cardForName("c"), f.scene()->cardForName("a"));
        const QPointF bPos = f.scene()->cardForName("b")->pos();
        QVERIFY(f.run("c = b"));
        QCOMPARE(f.scene()->cardForName("c"), f.scene()->cardForName("b"));
        QCOMPARE(f.scene()->arrowForName("c")->storageId(), f.storageOf("b"));
        QCOMPARE(f.scene()->cardForName("b")->info().names, QStringList({"b", "c"}));
        // Cards stay where they are when something unrelated changes.
        QVERIFY(f.run("d = torch.ones(4)"));
        QCOMPARE(f.scene()->cardForName("b")->pos().x(), bPos.x());
    }

    void freedStorageFadesOut()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)\nb = torch.zeros(3)"));
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("a"));
        const quint64 id = block->storageId();
        const QPointF other = f.scene()->blockForStorage(f.storageOf("b"))->pos();
        QVERIFY(f.run("del a"));
        QVERIFY(!f.scene()->cardForName("a"));
        QCOMPARE(f.scene()->blockForStorage(id), block);
        QVERIFY(block->isFading());
        QVERIFY(!block->info().alive);
        // While it fades it keeps its place: nothing else moves.
        QCOMPARE(f.scene()->blockForStorage(f.storageOf("b"))->pos(), other);
        // Non-blocking: the fade runs on the event loop, then the block is gone and the
        // gap closes (what follows moves back, never further on).
        QTRY_VERIFY_WITH_TIMEOUT(!f.scene()->blockForStorage(id), 5000);
        QVERIFY(!f.session.model().storage(id));
        QVERIFY(f.scene()->blockForStorage(f.storageOf("b"))->pos().x() < other.x());
        QCOMPARE(f.scene()->blockForStorage(f.storageOf("b"))->pos().y(), other.y());
    }

    void copyAcrossMemoriesIsAnimated()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "g = torch.ones(2, device='cuda')"));
        QVERIFY(f.run("h = g.to('cpu')"));
        const auto transfers = f.scene()->itemsOfType<TransferItem>();
        QCOMPARE(transfers.size(), 1);
        QVERIFY(transfers[0]->label().startsWith("8 bytes · cuda:0 → cpu · "));
        QVERIFY(f.scene()->laneForDevice(tl::Device::cuda(0))->rect().contains(f.scene()->blockForStorage(f.storageOf("g"))->sceneBoundingRect()));
        QVERIFY(f.scene()->laneForDevice(tl::Device::cpu())->rect().contains(f.scene()->blockForStorage(f.storageOf("h"))->sceneBoundingRect()));
        QCOMPARE(f.scene()->caption()->badge(), QString("new storage #2 · copied 8 bytes"));
        QTRY_VERIFY(transfers[0]->progress() > 0.3); // moving while the event loop runs
        saveShot(f.view, "cuda_to_cpu_copy", false);
        QTRY_VERIFY_WITH_TIMEOUT(f.scene()->itemsOfType<TransferItem>().isEmpty(), 6000);
    }

    void editThroughCudaTensorIsInGpuMemory()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "g = torch.ones(2, device='cuda')\nh = g.to('cpu')"));
        QVERIFY(f.run("g[0] = 5"));
        QCOMPARE(f.scene()->highlightedCells(f.storageOf("g")), QVector<qint64>{0});
        QVERIFY(f.scene()->highlightedCells(f.storageOf("h")).isEmpty());
        QVERIFY(f.scene()->caption()->sentence().contains("GPU memory (cuda:0)"));
    }

    void cardShowsAutogradFields()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2, requires_grad=True)\nb = a * 2"));
        const QStringList lines = f.scene()->cardForName("b")->lines();
        // The shape line, then only the flags that differ from their defaults.
        QCOMPARE(lines, QStringList({"(2,) · float32 · cpu", "requires_grad=True", "grad_fn=MulBackward0"}));
        ObjectCardItem *b = f.scene()->cardForName("b");
        QCOMPARE(b->toggleText(ObjectCardItem::Toggle::Device), QString("cpu ⇄ cuda:0"));
        QCOMPARE(b->toggleText(ObjectCardItem::Toggle::RequiresGrad), QString("requires_grad True"));
        QVERIFY(f.run("na = a.detach().numpy()"));
        ObjectCardItem *na = f.scene()->cardForName("na");
        QCOMPARE(na->lines(), QStringList({"(2,) · float32 · cpu"}));
        QCOMPARE(na->toggleText(ObjectCardItem::Toggle::Device), QString("host memory (NumPy)"));
        QVERIFY(!na->toggleEnabled(ObjectCardItem::Toggle::Device));
        QVERIFY(na->toggleText(ObjectCardItem::Toggle::RequiresGrad).isEmpty());
    }

    void badgeOnTheBoundCard()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones((1,2))"));
        QVERIFY(f.run("na = a.numpy()"));
        QCOMPARE(f.scene()->cardForName("na")->badge(), QString("new object · shared storage #1"));
        QVERIFY(f.scene()->cardForName("a")->badge().isEmpty());
        QCOMPARE(f.scene()->caption()->sentence(), QString("na is a new ndarray on the same storage #1 as a: no bytes copied"));
    }

    void clickSelectsCard()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)\nb = a.numpy()"));
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy selected(&f.view, &CanvasView::objectSelected);
        ObjectCardItem *card = f.scene()->cardForName("b");
        const QPoint at = f.view.mapFromScene(card->sceneBoundingRect().center());
        QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).at(0).toString(), QString("b"));
        QCOMPARE(f.view.selectedName(), QString("b"));
        f.view.selectName("a");
        QCOMPARE(f.view.selectedName(), QString("a"));
        QCOMPARE(selected.last().at(0).toString(), QString("a"));
        // The selected object goes away: the selection is empty and says so.
        QVERIFY(f.run("del a"));
        QCOMPARE(f.view.selectedName(), QString());
        QCOMPARE(selected.last().at(0).toString(), QString());
    }

    void hoverTellsIndexAndOffset()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.arange(6.).view(2, 3)\nt = a.t()"));
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("a"));
        QCOMPARE(block->cellToolTip(4), QString("storage #%1, element 4 · byte offset 16\nvalue 4.0\nseen as a[1][1], t[1][1]")
                                            .arg(block->storageId()));
        QCOMPARE(block->cellToolTip(2).section('\n', 2), QString("seen as a[0][2], t[2][0]"));
        // Hovering sets it as the tooltip.
        QGraphicsSceneHoverEvent hover(QEvent::GraphicsSceneHoverMove);
        hover.setPos(block->cellRect(4).center());
        f.scene()->sendEvent(block, &hover);
        QCOMPARE(block->toolTip(), block->cellToolTip(4));
    }

    void rightClickOnCardAsksForMenu()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)"));
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy menu(&f.view, &CanvasView::contextMenuRequested);
        ObjectCardItem *card = f.scene()->cardForName("a");
        const QPoint at = f.view.mapFromScene(card->sceneBoundingRect().center());
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, f.view.viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(f.view.viewport(), &event);
        QCOMPARE(menu.size(), 1);
        QCOMPARE(menu.at(0).at(0).toString(), QString("a"));
        QCOMPARE(menu.at(0).at(1).toPoint(), f.view.viewport()->mapToGlobal(at));
    }

    // A million elements: one item; the block shows its ends and where each view starts,
    // the rest summarised in gaps; every view has a band on the overview strip.
    void largeStorageIsSummarised()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.zeros(1000, 1000)\nb = a[500:]"));
        QCOMPARE(f.scene()->itemsOfType<StorageBlockItem>().size(), 1);
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("a"));
        QCOMPARE(block->info().numel, qint64(1000000));
        QVERIFY(block->blockSlots().summarised());
        const QVector<qint64> shown = block->shownElements();
        QVERIFY(shown.size() < 40);
        QVERIFY(shown.contains(0) && shown.contains(999999) && shown.contains(500000));
        QVERIFY(f.scene()->items().size() < 20);
        // b's arrow lands on its first element, shown in its own window of cells.
        QCOMPARE(f.scene()->arrowTargetCell("b"), qint64(500000));
        QVERIFY(f.scene()->arrowForName("b")->note().isEmpty());
        const QRectF cell = block->mapRectToScene(block->cellRect(500000));
        QVERIFY(cell.contains(f.scene()->arrowForName("b")->end() + QPointF(0, 1)));
        QCOMPARE(f.scene()->viewedCells("b").first(), qint64(500000));
        QVERIFY(!f.scene()->viewedCells("b").contains(0));
        // The strip: a's band covers everything, b's the second half.
        QCOMPARE(block->overviewBands().size(), 2);
        QCOMPARE(block->overviewBands()[0].ranges, (QVector<ElementRange>{{0, 1000000}}));
        QCOMPARE(block->overviewBands()[1].ranges, (QVector<ElementRange>{{500000, 1000000}}));
        f.view.fitToWindow();
        checkLayout(f.scene());
        saveShot(f.view, "million_elements");
    }

    // Zoomed far out the cells are painted row by row; the written cell still shows.
    void zoomedOutShowsTheWrittenCell()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.zeros(1000, 1000)\nb = a.t()"));
        QVERIFY(f.run("a[0][3] = 7"));
        f.view.setTransform(QTransform::fromScale(0.12, 0.12));
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("a"));
        f.view.centerOn(block->mapToScene(block->cellRect(3).center()));
        const QImage image = f.view.viewport()->grab().toImage();
        const QColor flash = f.scene()->palette().flash;
        // Only inside the written cell (the lit cards' borders share the colour).
        const QRect cell = f.view.mapFromScene(block->mapRectToScene(block->cellRect(3))).boundingRect();
        int flashPixels = 0;
        for (int y = cell.top(); y <= cell.bottom(); ++y)
            for (int x = cell.left(); x <= cell.right(); ++x) {
                const QColor c = image.pixelColor(x, y);
                flashPixels += qAbs(c.red() - flash.red()) + qAbs(c.green() - flash.green()) + qAbs(c.blue() - flash.blue()) < 40;
            }
        QVERIFY(flashPixels > 4);
    }

    void emptyTensorHasNoNote()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "e = torch.zeros(0)"));
        QVERIFY(f.scene()->arrowForName("e")->note().isEmpty());
        QVERIFY(f.scene()->blockForStorage(f.storageOf("e"))->shownElements().isEmpty());
    }

    void darkPaletteChangesBackground()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)"));
        const QColor light = f.scene()->backgroundBrush().color();
        f.view.setDark(true);
        QVERIFY(f.view.isDark());
        QVERIFY(f.scene()->backgroundBrush().color().lightness() < 60);
        QVERIFY(light.lightness() > 200);
        saveShot(f.view, "dark_palette");
    }

    void renderToImageDrawsTheScene()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)"));
        const QImage image = f.view.renderToImage(QSize(800, 600));
        QCOMPARE(image.size(), QSize(800, 600));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 10);
    }

    void resetClearsTheCanvas()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)"));
        f.session.reset();
        QVERIFY(f.scene()->itemsOfType<ObjectCardItem>().isEmpty());
        QVERIFY(f.scene()->itemsOfType<StorageBlockItem>().isEmpty());
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)"));
        QCOMPARE(f.scene()->itemsOfType<StorageBlockItem>().size(), 1);
    }

    // A reset while a freed storage is fading: the new session's storage #1 is its own block.
    void resetDuringFade()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)\ndel a"));
        QVERIFY(f.scene()->blockForStorage(1)->isFading());
        f.session.reset();
        QVERIFY(f.scene()->itemsOfType<StorageBlockItem>().isEmpty());
        QVERIFY(f.run(QString(kPrelude) + "b = torch.zeros(3)"));
        StorageBlockItem *block = f.scene()->blockForStorage(1);
        QVERIFY(block && !block->isFading());
        QCOMPARE(block->info().bytes, quint64(12));
        QTest::qWait(200);
        QCOMPARE(f.scene()->blockForStorage(1), block);
    }

    // Sizes are pixels at 100% zoom; none below the smallest, so Fit's zoom floor holds for all.
    void textIsReadable()
    {
        for (const QFont &font : {CanvasFonts::body(), CanvasFonts::small(), CanvasFonts::cell(), CanvasFonts::title(),
                                  CanvasFonts::lane(), CanvasFonts::caption()})
            QVERIFY(font.pixelSize() >= CanvasFonts::kSmallestPixels);
    }

    // A 1000x1000 tensor on its card in its own shape, summarised like print(): a[0][999]
    // at the end of row 0; an element written in the middle is shown where it sits.
    void bigTensorCardShowsTheLogicalShape()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.zeros(1000, 1000)\nna = a.numpy()\na[0][999] = 7"));
        ObjectCardItem *card = f.scene()->cardForName("a");
        const CardValues &values = card->values();
        QVERIFY(values.summarised());
        QCOMPARE(values.textOf({0, 999}), QString("7.0"));
        const auto [row, column] = values.grid().cellOf({0, 999});
        QCOMPARE(row, 0);
        QCOMPARE(column, int(values.grid().columns().size()) - 1);
        QVERIFY(values.grid().columns()[3].gap); // ⋯ between the first and last three
        QVERIFY(values.grid().rows()[3].gap);    // ⋮
        QVERIFY(f.run("na[999][999] = 5"));
        QCOMPARE(card->values().textOf({999, 999}), QString("5.0"));
        // Written in the middle: the card and the block both show it, where it landed.
        QVERIFY(f.run("na[500][500] = 3"));
        QCOMPARE(card->values().textOf({500, 500}), QString("3.0"));
        QCOMPARE(f.scene()->cardForName("na")->values().textOf({500, 500}), QString("3.0"));
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("a"));
        QVERIFY(block->shownElements().contains(500500));
        QCOMPARE(f.scene()->litLabels(), QStringList({"a[500][500]: 0.0 → 3.0", "na[500][500]: 0.0 → 3.0"}));
        QCOMPARE(f.scene()->highlightedCells(f.storageOf("a")), QVector<qint64>{500500});
        // ... and the view shows it, even zoomed in far from it.
        f.view.zoomBy(3);
        f.view.centerOn(f.scene()->sceneRect().topLeft());
        QVERIFY(f.run("a[999][500] = 4"));
        const QRectF written = block->mapRectToScene(block->cellRect(999500));
        QVERIFY(f.view.mapToScene(f.view.viewport()->rect()).boundingRect().contains(written));
        checkLayout(f.scene());
    }

    // 10^8 elements: the overview strip marks every view's ranges, the written element and the
    // selection, without visiting the elements.
    void hundredMillionElementsHaveAnOverview()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.zeros(100000000, dtype=torch.bool)\nb = a[50000000:]\nc = a[::1000]"));
        QVERIFY(f.run("a[99999999] = True"));
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("a"));
        QVERIFY(!block->overviewRect().isEmpty());
        const auto &bands = block->overviewBands();
        QCOMPARE(bands.size(), 3);
        QCOMPARE(bands[0].ranges, (QVector<ElementRange>{{0, 100000000}}));
        QCOMPARE(bands[1].ranges, (QVector<ElementRange>{{50000000, 100000000}}));
        QCOMPARE(bands[2].ranges.size(), 1);
        QVERIFY(!bands[2].ranges[0].dense()); // every thousandth: a dotted band
        QCOMPARE(block->writtenCells(), QVector<qint64>{99999999});
        QVERIFY(f.view.goToElement("b[12345678]"));
        QCOMPARE(f.scene()->selectedElement().second, qint64(62345678));
        QVERIFY(block->shownElements().contains(62345678));
        const QString nb(QChar(0x202F));
        QCOMPARE(block->cellToolTip(62345678).section('\n', 0, 0),
                 "storage #1, element 62" + nb + "345" + nb + "678 · byte offset 62" + nb + "345" + nb + "678");
        // Clicking the strip shows the element under the pointer.
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        const QRectF strip = block->mapRectToScene(block->overviewRect());
        f.view.ensureVisible(strip, 4, 4);
        QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {}, f.view.mapFromScene(QPointF(strip.left() + strip.width() * 0.25, strip.top() + 4)));
        QVERIFY(qAbs(f.scene()->selectedElement().second - 25000000) < 1000000);
        QVERIFY(block->shownElements().contains(f.scene()->selectedElement().second));
    }

    // A toggle clicked on a selected card asks for code; nothing runs without the window. On
    // a card not selected, the click only selects it: toggles are never hit by accident.
    void toggleClickAsksForCode()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2)"));
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy code(&f.view, &CanvasView::codeRequested);
        ObjectCardItem *card = f.scene()->cardForName("a");
        QVERIFY(!card->isSelected());
        QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {},
                          f.view.mapFromScene(card->mapToScene(card->toggleRect(ObjectCardItem::Toggle::Device).center())));
        QVERIFY(card->isSelected());
        QCOMPARE(code.size(), 0);
        QTest::qWait(QApplication::doubleClickInterval() + 50);
        for (auto toggle : {ObjectCardItem::Toggle::Device, ObjectCardItem::Toggle::RequiresGrad}) {
            const QPoint at = f.view.mapFromScene(card->mapToScene(card->toggleRect(toggle).center()));
            QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {}, at);
        }
        QCOMPARE(code.size(), 2);
        QCOMPARE(code.at(0).at(0).toString(), QString("a = a.to('cuda')"));
        QCOMPARE(code.at(1).at(0).toString(), QString("a.requires_grad_(True)"));
        QCOMPARE(f.session.codeLog().last(), QString("a = torch.ones(2)"));
    }

    // A statement that does not parse: the headline says so, not what came before; a new
    // session starts with no headline.
    void headlineFollowsSyntaxErrorsAndResets()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.ones(2, requires_grad=True)"));
        QVERIFY(!f.run("a.add_(1)"));
        QVERIFY(f.scene()->caption()->sentence().startsWith("RuntimeError: a leaf Variable"));
        QVERIFY(!f.run("x = = 1"));
        QVERIFY(f.scene()->caption()->sentence().startsWith("SyntaxError: "));
        QVERIFY(f.scene()->caption()->isError());
        f.session.reset();
        QVERIFY(f.scene()->caption()->sentence().isEmpty());
        QVERIFY(f.scene()->caption()->badge().isEmpty());
        QCOMPARE(f.scene()->caption()->boundingRect().height(), 0.0);
    }

    // One rule for counts on the canvas: digits in threes from 1 000 up, narrow no-break spaces.
    void numbersAreWrittenOneWay()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "g = torch.zeros(1000, 1000, device='cuda')\nh = g.to('cpu')"));
        const QString nb = QString(QChar(0x202F));
        QCOMPARE(f.scene()->caption()->badge(), "new storage #2 · copied 4" + nb + "000" + nb + "000 bytes");
        QVERIFY(f.scene()->caption()->sentence().contains("4" + nb + "000" + nb + "000 bytes"));
        QVERIFY(f.scene()->itemsOfType<TransferItem>().first()->label().startsWith("4" + nb + "000" + nb + "000 bytes · cuda:0 → cpu"));
        StorageBlockItem *block = f.scene()->blockForStorage(f.storageOf("h"));
        QCOMPARE(block->cellToolTip(-1), "storage #2: 4" + nb + "000" + nb + "000 bytes on cpu");
    }

    // The dark theme reaches everything on the canvas: no light fill is left.
    void darkThemeLeavesNoLightFill()
    {
        Fixture f;
        QVERIFY(f.run(QString(kPrelude) + "a = torch.arange(6.).reshape(2, 3)\nna = a.numpy()\ng = a.cuda()"));
        QVERIFY(f.run("na[0][1] = 9"));
        f.view.selectName("a");
        const CanvasPalette light = CanvasPalette::light();
        f.view.setDark(true);
        const QImage image = f.view.renderToImage(QSize(1200, 900));
        // Light fills: 5x5 patches of one light colour (text is thinner than that).
        auto lightFill = [&](QColor c) {
            for (const QColor &fill : {light.background, light.blockFill, light.laneFill, light.cellFill, light.chipFill})
                if (qAbs(c.red() - fill.red()) + qAbs(c.green() - fill.green()) + qAbs(c.blue() - fill.blue()) < 12)
                    return true;
            return false;
        };
        int lightPixels = 0;
        for (int y = 0; y + 5 < image.height(); y += 3)
            for (int x = 0; x + 5 < image.width(); x += 3) {
                const QRgb c = image.pixel(x, y);
                bool patch = lightFill(QColor(c));
                for (int dy = 0; patch && dy < 5; ++dy)
                    for (int dx = 0; patch && dx < 5; ++dx)
                        patch = image.pixel(x + dx, y + dy) == c;
                lightPixels += patch;
            }
        if (lightPixels)
            image.save(QDir::temp().filePath("tst_canvas_dark.png"));
        QCOMPARE(lightPixels, 0);
        // The application's palette turning dark takes the canvas with it.
        f.view.setDark(false);
        QPalette dark = f.view.palette();
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        f.view.setPalette(dark);
        QVERIFY(f.view.isDark());
    }
};

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"
