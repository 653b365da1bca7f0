// The autograd overlay: which grad_fn edges the session model reports between the tensors
// it shows (each checked against what PyTorch 1.13's next_functions say for the script),
// where CanvasLayout routes them (above the cards, clear of cards and storage arrows), and
// the window's toggle: its real key, the edge items with their ends and labels, the storage
// arrows untouched, the choice remembered.
#include "tst_canvas_helpers.h"
#include "tst_window_helpers.h"

#include "canvas/CanvasLayout.h"
#include "canvas/GradEdgeItem.h"
#include "session/Session.h"
#include "window/ShortcutHelp.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

// "b -> a MulBackward0": b's grad_fn reaches a, sorted.
QStringList edgesOf(const SessionModel &m)
{
    QStringList out;
    for (const ObjectInfo &o : m.objects)
        for (quint64 input : o.gradInputs)
            out << QStringLiteral("%1 -> %2 %3").arg(o.names.value(0), m.object(input)->names.value(0), o.gradFn);
    out.sort();
    return out;
}

// The same, as the canvas draws them.
QStringList drawnEdges(CanvasScene *scene)
{
    QStringList out;
    for (GradEdgeItem *e : scene->itemsOfType<GradEdgeItem>())
        if (e->isVisible())
            out << QStringLiteral("%1 -> %2 %3")
                       .arg(scene->cardForObject(e->fromObject())->name(), scene->cardForObject(e->toObject())->name(), e->label());
    out.sort();
    return out;
}

// Every text the scene paints (the whole picture, not just what is scrolled into view).
QStringList paintedTexts(CanvasScene *scene)
{
    TextRecorder recorder(scene->sceneRect().size().toSize());
    QPainter painter(&recorder);
    scene->render(&painter);
    painter.end();
    QStringList out;
    for (const auto &t : recorder.texts())
        out << t.text;
    return out;
}

bool onTopEdge(const QPointF &p, const QRectF &card)
{
    return qFuzzyCompare(p.y(), card.top()) && p.x() > card.left() && p.x() < card.right();
}

const QKeySequence kToggle(Qt::CTRL | Qt::SHIFT | Qt::Key_B);

const char *kChain = "import torch\n"
                     "a = torch.ones(2, requires_grad=True)\n"
                     "b = a * 2\n"
                     "c = b.detach()\n"
                     "d = b.sum()\n";

} // namespace

class TestAutogradOverlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        tl::test::TestSettings::isolate(QStringLiteral("tst_autograd_overlay"));
    }
    void init() { QSettings().clear(); }

    // Each row's edges are what /usr/bin/python3 (torch 1.13) shows by walking
    // grad_fn.next_functions from each named tensor to the first named one.
    void modelEdges_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QStringList>("edges");
        const QString leaf = QStringLiteral("a = torch.ones(3, requires_grad=True)\n");
        QTest::addRow("mul-then-sum-detach-cuts") << QString(kChain).remove(QStringLiteral("import torch\n"))
                                                  << QStringList{"b -> a MulBackward0", "d -> b SumBackward0"};
        QTest::addRow("two-inputs") << "x = torch.ones(2, requires_grad=True)\ny = torch.ones(2, requires_grad=True)\nz = x * y\n"
                                    << QStringList{"z -> x MulBackward0", "z -> y MulBackward0"};
        QTest::addRow("same-input-twice-is-one-edge") << leaf + "w = a * a\n" << QStringList{"w -> a MulBackward0"};
        QTest::addRow("input-without-grad-has-no-edge") << leaf + "k = torch.ones(3)\nw = a + k\n" << QStringList{"w -> a AddBackward0"};
        QTest::addRow("requires-grad-underscore-leaf") << "a = torch.ones(2)\na.requires_grad_()\nb = a + 1\n"
                                                       << QStringList{"b -> a AddBackward0"};
        QTest::addRow("through-a-temporary") << leaf + "d = (a * 2).sum()\n" << QStringList{"d -> a SumBackward0"};
        QTest::addRow("temporary-freed") << leaf + "b = a * 2\nd = b.sum()\ndel b\n" << QStringList{"d -> a SumBackward0"};
        QTest::addRow("view-of-leaf-select") << leaf + "v = a[0]\n" << QStringList{"v -> a SelectBackward0"};
        QTest::addRow("view-of-leaf-slice") << leaf + "v = a[1:]\n" << QStringList{"v -> a SliceBackward0"};
        QTest::addRow("view-in-place-copyslices") << leaf + "b = a * 2\nv = b[0]\nv.mul_(3)\n"
                                                  << QStringList{"b -> a CopySlices", "v -> b AsStridedBackward0"};
        QTest::addRow("split-outputs") << leaf + "p, q = a.split(2)\nr = q * 2\n"
                                       << QStringList{"p -> a SplitBackward0", "q -> a SplitBackward0", "r -> q MulBackward0"};
        QTest::addRow("no-grad-block") << leaf + "with torch.no_grad():\n    b = a * 2\nc = b + 1\n" << QStringList{};
        QTest::addRow("no-grad-view-has-no-grad-fn") << leaf + "with torch.no_grad():\n    v = a[0]\n" << QStringList{};
        QTest::addRow("grad-after-backward") << leaf + "s = (a * a).sum()\ns.backward()\n" << QStringList{"s -> a SumBackward0"};
        QTest::addRow("detached-numpy") << leaf + "n = a.detach().numpy()\nm = a * 2\n" << QStringList{"m -> a MulBackward0"};
        QTest::addRow("unnamed-leaf-is-not-shown") << "b = torch.ones(2, requires_grad=True) * 2\nd = b.sum()\n"
                                                   << QStringList{"d -> b SumBackward0"};
    }

    void modelEdges()
    {
        QFETCH(QString, script);
        QFETCH(QStringList, edges);
        Session session(tl::CudaMode::Sim);
        const ExecResult r = session.execute(QStringLiteral("import torch\n") + script, ExecOrigin::Script);
        QVERIFY2(r.ok, qPrintable(r.output));
        QCOMPARE(edgesOf(session.model()), edges);
    }

    // detach() cuts the graph edge but not the memory: c sees b's storage, no edge from c.
    void detachKeepsStorage()
    {
        Session session(tl::CudaMode::Sim);
        QVERIFY(session.execute(kChain, ExecOrigin::Script).ok);
        const SessionModel &m = session.model();
        QCOMPARE(m.objectForName("c")->storageId, m.objectForName("b")->storageId);
        QVERIFY(m.objectForName("c")->gradInputs.isEmpty());
        QCOMPARE(m.objectForName("d")->gradInputs, QVector<quint64>{m.objectForName("b")->objectId});
    }

    // x.grad (a card of its own) has no edge; backward leaves the edges of the graph.
    void gradientHasNoEdges()
    {
        Session session(tl::CudaMode::Sim);
        QVERIFY(session.execute("import torch\nx = torch.ones(2, requires_grad=True)\ny = (x * 3).sum()\ny.backward()\n",
                                ExecOrigin::Script)
                    .ok);
        const ObjectInfo *grad = nullptr;
        for (const ObjectInfo &o : session.model().objects)
            if (o.names.contains(QStringLiteral("x.grad")))
                grad = &o;
        QVERIFY(grad);
        QVERIFY(!grad->requiresGrad && grad->gradInputs.isEmpty());
        QCOMPARE(edgesOf(session.model()), QStringList{"y -> x SumBackward0"});
    }

    // Pure layout: cards of one row and of wrapped rows, edges within a row and between
    // rows and lanes. Every route is orthogonal, runs card top to card top, crosses no card
    // and no storage arrow, and the bands leave the layout without edges as it was.
    void layoutRoutes_data()
    {
        QTest::addColumn<qreal>("width");
        QTest::addColumn<int>("groups");
        QTest::addColumn<int>("firstCards"); // the first storage's views (many: its cards wrap)
        QTest::addRow("one-row") << 2400.0 << 4 << 1;
        QTest::addRow("wrapped-rows") << 700.0 << 4 << 1;
        QTest::addRow("many-groups-narrow") << 900.0 << 9 << 1;
        QTest::addRow("group-with-two-card-rows") << 900.0 << 4 << 5; // five ends climb from its second row
        QTest::addRow("wide-group-wraps-once") << 2400.0 << 3 << 11;
    }

    void layoutRoutes()
    {
        QFETCH(qreal, width);
        QFETCH(int, groups);
        QFETCH(int, firstCards);
        CanvasLayoutInput in;
        in.width = width;
        in.captionHeight = 40;
        quint64 object = 1;
        for (int g = 0; g < groups; ++g) {
            const int lane = g % 4 == 3 ? 1 : 0;
            in.blocks.push_back({quint64(g + 1), lane, QSizeF(160 + 40 * (g % 3), 100), {}});
            for (int c = 0; c < (g == 0 ? firstCards : 1 + g % 2); ++c)
                in.cards.push_back({object++, quint64(g + 1), lane, QSizeF(230, 60), QPointF(10 + 60 * c, 10)});
        }
        in.rows = true; // the overlay's groups are in rows: compare with rows without edges
        const CanvasLayoutResult plain = CanvasLayout::compute(in);
        // A chain through every card, and every third card feeding the first one.
        for (quint64 o = 2; o < object; ++o)
            in.gradEdges.push_back({o, o - 1});
        for (quint64 o = 4; o < object; o += 3)
            in.gradEdges.push_back({o, 1});
        const CanvasLayoutResult r = CanvasLayout::compute(in);
        QCOMPARE(r.gradRoutes.size(), in.gradEdges.size());
        for (int e = 0; e < in.gradEdges.size(); ++e) {
            const QPolygonF &route = r.gradRoutes[e].route;
            const QString what = QStringLiteral("edge %1 -> %2").arg(in.gradEdges[e].from).arg(in.gradEdges[e].to);
            QVERIFY2(route.size() >= 4, qPrintable(what));
            QVERIFY2(onTopEdge(route.first(), r.cards.at(in.gradEdges[e].from)), qPrintable(what));
            QVERIFY2(onTopEdge(route.last(), r.cards.at(in.gradEdges[e].to)), qPrintable(what));
            QVERIFY2(route[1].y() < route.first().y() && route[route.size() - 2].y() < route.last().y(), qPrintable(what)); // up, then down
            for (int s = 0; s + 1 < route.size(); ++s) {
                QVERIFY2(route[s].x() == route[s + 1].x() || route[s].y() == route[s + 1].y(), qPrintable(what));
                for (const auto &[id, card] : r.cards)
                    QVERIFY2(!crosses(route[s], route[s + 1], card), qPrintable(what + QStringLiteral(" crosses card %1").arg(id)));
                for (const auto &[id, block] : r.blocks)
                    QVERIFY2(!crosses(route[s], route[s + 1], block), qPrintable(what + QStringLiteral(" crosses block %1").arg(id)));
                for (const auto &[id, arrow] : r.arrows)
                    for (int t = 0; t + 1 < arrow.size(); ++t)
                        QVERIFY2(QLineF(route[s], route[s + 1]).intersects(QLineF(arrow[t], arrow[t + 1]), nullptr) !=
                                     QLineF::BoundedIntersection,
                                 qPrintable(what + QStringLiteral(" crosses the storage arrow of %1").arg(id)));
            }
            // The label sits where the edge turns into the band (over its own card when that
            // is in the first row of its group); a chip of a label's size there covers no card.
            const QPointF label = r.gradRoutes[e].label;
            QVERIFY2(route.contains(label), qPrintable(what));
            if (qFuzzyCompare(route[1].x(), route[0].x()) && route[1].y() == label.y())
                QCOMPARE(label.x(), route.first().x());
            const QRectF chip(label - QPointF(60, 10.5), QSizeF(120, 21));
            for (const auto &[id, card] : r.cards)
                QVERIFY2(!chip.intersects(card), qPrintable(what + QStringLiteral(": its label covers card %1").arg(id)));
        }
        // Two edges never share a horizontal stretch.
        for (int e = 0; e < r.gradRoutes.size(); ++e)
            for (int f = e + 1; f < r.gradRoutes.size(); ++f)
                QVERIFY(r.gradRoutes[e].route[1].y() != r.gradRoutes[f].route[1].y() ||
                        !QRectF(r.gradRoutes[e].route[1], r.gradRoutes[e].route[2]).normalized().adjusted(0, -1, 0, 1).intersects(
                            QRectF(r.gradRoutes[f].route[1], r.gradRoutes[f].route[2]).normalized().adjusted(0, -1, 0, 1)));
        // Cards keep their columns; rows move down by their bands only.
        for (const auto &[id, card] : r.cards) {
            QCOMPARE(card.x(), plain.cards.at(id).x());
            QVERIFY(card.y() >= plain.cards.at(id).y());
        }
        in.gradEdges.clear();
        const CanvasLayoutResult off = CanvasLayout::compute(in);
        QCOMPARE(off.cards, plain.cards);
        QCOMPARE(off.arrows, plain.arrows);
        QCOMPARE(off.bounds, plain.bounds);
    }

    // The toggle as a user presses it: Ctrl+Shift+B on the window draws a←b (MulBackward0)
    // and b←d (SumBackward0), nothing from c; the storage arrows stay as they were; the
    // same key takes the edges away; the choice is remembered for the next window.
    void toggleByShortcut()
    {
        QStringList targetsBefore;
        {
            MainWindow w(tl::CudaMode::Sim);
            w.resize(1280, 720);
            showAndWait(w);
            QVERIFY(w.session()->execute(kChain, ExecOrigin::Script).ok);
            CanvasScene *scene = w.canvas()->canvasScene();
            auto *action = w.findChild<QAction *>(QStringLiteral("actionAutograd"));
            QVERIFY(action && action->isCheckable() && !action->isChecked());
            QVERIFY(scene->itemsOfType<GradEdgeItem>().isEmpty());
            for (const QString &name : {"a", "b", "c", "d"})
                targetsBefore << QStringLiteral("%1:%2:%3").arg(name).arg(scene->arrowForName(name)->storageId()).arg(scene->arrowTargetCell(name));

            QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY(action->isChecked());
            QCOMPARE(drawnEdges(scene), (QStringList{"b -> a MulBackward0", "d -> b SumBackward0"}));
            auto cardRect = [scene](quint64 id) { return scene->cardForObject(id)->sceneBoundingRect(); };
            for (GradEdgeItem *e : scene->itemsOfType<GradEdgeItem>()) {
                QVERIFY(onTopEdge(e->route().first(), cardRect(e->fromObject())));
                QVERIFY(onTopEdge(e->route().last(), cardRect(e->toObject())));
                QVERIFY(!e->labelRect().isEmpty());
                QCOMPARE(e->pen().style(), Qt::CustomDashLine);
                QCOMPARE(e->pen().color(), scene->palette().gradEdge);
            }
            // The storage arrows: c's still on b's storage, every arrow where it was.
            QCOMPARE(scene->arrowForName("c")->storageId(), scene->arrowForName("b")->storageId());
            QStringList targetsOn;
            for (const QString &name : {"a", "b", "c", "d"})
                targetsOn << QStringLiteral("%1:%2:%3").arg(name).arg(scene->arrowForName(name)->storageId()).arg(scene->arrowTargetCell(name));
            QCOMPARE(targetsOn, targetsBefore);
            checkLayout(scene);
            const QStringList painted = paintedTexts(scene);
            QVERIFY(painted.contains(QStringLiteral("MulBackward0")) && painted.contains(QStringLiteral("SumBackward0")));

            // The dark theme (Ctrl+Shift+L) repaints the edges in its own graph colour.
            QTest::keyClick(&w, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY(scene->isDark());
            for (GradEdgeItem *e : scene->itemsOfType<GradEdgeItem>())
                QCOMPARE(e->pen().color(), CanvasPalette::dark().gradEdge);

            // A new statement brings its edge; the next one is drawn too.
            QVERIFY(w.session()->execute("e = d * c", ExecOrigin::Console).ok);
            QCOMPARE(drawnEdges(scene), (QStringList{"b -> a MulBackward0", "d -> b SumBackward0", "e -> d MulBackward0"}));
            QVERIFY(w.session()->execute("del e", ExecOrigin::Console).ok);
            QCOMPARE(drawnEdges(scene), (QStringList{"b -> a MulBackward0", "d -> b SumBackward0"}));

            QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY(!action->isChecked());
            QVERIFY(scene->itemsOfType<GradEdgeItem>().isEmpty());
            QVERIFY(!paintedTexts(scene).contains(QStringLiteral("MulBackward0")));
            QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY(action->isChecked());
        }
        MainWindow next(tl::CudaMode::Sim);
        showAndWait(next);
        QVERIFY(next.findChild<QAction *>(QStringLiteral("actionAutograd"))->isChecked());
        QVERIFY(next.session()->execute(kChain, ExecOrigin::Script).ok);
        QCOMPARE(drawnEdges(next.canvas()->canvasScene()), (QStringList{"b -> a MulBackward0", "d -> b SumBackward0"}));
    }

    // The key belongs to this action alone, is in View and in Help > Keyboard shortcuts.
    void shortcutIsListedAndUnique()
    {
        MainWindow w(tl::CudaMode::Sim);
        int owners = 0;
        for (QAction *a : w.findChildren<QAction *>())
            if (a->shortcuts().contains(kToggle))
                ++owners;
        QCOMPARE(owners, 1);
        const QString html = ShortcutHelp::html(w.menuBar());
        QVERIFY(html.contains(QStringLiteral("Autograd graph")));
        QVERIFY(html.contains(kToggle.toString(QKeySequence::NativeText)));
        bool inView = false;
        for (QAction *top : w.menuBar()->actions())
            if (top->menu() && top->text().remove(QLatin1Char('&')) == QLatin1String("View"))
                inView = top->menu()->actions().contains(w.findChild<QAction *>(QStringLiteral("actionAutograd")));
        QVERIFY(inView);
    }
};

QTEST_MAIN(TestAutogradOverlay)
#include "tst_autograd_overlay.moc"
