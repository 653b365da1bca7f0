// A seeded random walk through the window: thousands of GUI actions (build panel entries,
// valid and not, operations, cell edits, console lines, error dialogs, undo/redo, reset),
// and after each one the canvas must agree with the session: a card per bound object with
// its arrow on the object's storage and first cell, a block in the right lane for every
// live storage, nothing for what no name holds. TL_MONKEY_SEED / TL_MONKEY_STEPS replay
// or lengthen a run; a failure names the seed, the step and the code so far.
#include "session/EngineText.h"
#include "canvas/ArrowItem.h"
#include "canvas/CanvasView.h"
#include "canvas/LaneItem.h"
#include "panels/BuildPanel.h"
#include "session/Session.h"
#include "support/ModalAnswerer.h"
#include "tst_canvas_helpers.h"
#include "tst_window_helpers.h"
#include "window/OperationActions.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QUndoStack>

#include <random>

using namespace tl::ui;
using namespace tl::ui::test;

class TestMonkey : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void randomActionsKeepCanvasAndSessionInAgreement();

private:
    template <class T>
    const T &pick(const std::vector<T> &pool) { return pool[std::uniform_int_distribution<size_t>(0, pool.size() - 1)(rng_)]; }
    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
    bool chance(int percent) { return below(100) < percent; }
    QString someName();
    QString someObjectName();

    void buildSomething();
    void runOperation();
    void editCell();
    void typeInConsole();
    void answerErrorDialog();
    void openScript();
    QString disagreement() const;

    MainWindow *w_ = nullptr;
    ModalAnswerer *answers_ = nullptr;
    std::mt19937_64 rng_;
    QTemporaryDir scripts_;
    QStringList trail_; // what the monkey did, for the failure report
};

void TestMonkey::initTestCase()
{
    // The offscreen platform's notes (resize, raise, keyboard grab) would bury the report.
    static const QtMessageHandler previous = qInstallMessageHandler(nullptr);
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context, const QString &message) {
        if (!message.startsWith(QLatin1String("This plugin does not support")))
            previous(type, context, message);
    });
    tl::test::TestSettings::isolate(QStringLiteral("tst_monkey"), true);
}

QString TestMonkey::someName()
{
    static const std::vector<QString> names{"a", "b", "c", "t", "x", "y", "na", "nb", "g"};
    return pick(names);
}

// A bound tensor/ndarray name when there is one (mostly), else any name.
QString TestMonkey::someObjectName()
{
    std::vector<QString> bound;
    const SessionModel &m = w_->session()->model();
    for (auto it = m.names.begin(); it != m.names.end(); ++it)
        if (it->objectId != 0)
            bound.push_back(it.key());
    if (bound.empty() || chance(10))
        return someName();
    return pick(bound);
}

void TestMonkey::buildSomething()
{
    static const std::vector<QString> goodNames{"a", "b", "c", "t", "x", "na", "g"};
    static const std::vector<QString> badNames{"", "1a", "for", "a b", "None", "a-b", "é", "lambda", "torch"};
    static const std::vector<QString> goodShapes{"2", "2,3", "(3,)", "()", "1x4", "2,2,2", "[4]", "0", "3 2"};
    static const std::vector<QString> badShapes{"1,,2", "-1", "2x", "1e99", "abc", "99999999999999,99999999999999", "100000,100000,100000",
                                                "", "1,2,3,4,5,6,7,8,9", "+2", "2.5", "(((", "\t"};
    static const std::vector<QString> values{"7", "0.5", "[[1, 2], [3, 4]]", "[1, 2, 3]", "abc", "[[1], [2, 3]]", "True", "",
                                             "[]", "-3", "1e400", "[1, [2]]", "'x'", "[[[[1]]]]"};
    auto *library = w_->findChild<QComboBox *>(QStringLiteral("buildLibrary"));
    library->setCurrentIndex(below(2));
    auto *name = w_->findChild<QLineEdit *>(QStringLiteral("buildName"));
    name->setText(chance(80) ? pick(goodNames) : pick(badNames));
    auto *shape = w_->findChild<QLineEdit *>(QStringLiteral("buildShape"));
    if (shape->isEnabled())
        shape->setText(chance(75) ? pick(goodShapes) : pick(badShapes));
    auto *fill = w_->findChild<QComboBox *>(QStringLiteral("buildFill"));
    fill->setCurrentIndex(below(fill->count()));
    auto *value = w_->findChild<QLineEdit *>(QStringLiteral("buildValue"));
    if (value->isEnabled())
        value->setText(pick(values));
    auto *dtype = w_->findChild<QComboBox *>(QStringLiteral("buildDtype"));
    dtype->setCurrentIndex(below(dtype->count()));
    auto *cuda = w_->findChild<QRadioButton *>(QStringLiteral("buildCuda"));
    auto *cpu = w_->findChild<QRadioButton *>(QStringLiteral("buildCpu"));
    if (cuda->isEnabled())
        (chance(30) ? cuda : cpu)->setChecked(true);
    auto *grad = w_->findChild<QCheckBox *>(QStringLiteral("buildRequiresGrad"));
    if (grad->isEnabled())
        grad->setChecked(chance(25));
    trail_ << QStringLiteral("build: %1").arg(w_->buildPanel()->preview());
    QTest::mouseClick(w_->findChild<QPushButton *>(QStringLiteral("buildCreate")), Qt::LeftButton);
    if (!w_->buildPanel()->refusal().isEmpty())
        trail_.last() += QStringLiteral("  -> refused: ") + w_->buildPanel()->refusal();
}

void TestMonkey::runOperation()
{
    w_->select(someObjectName());
    QVector<QAction *> enabled;
    for (QAction *a : w_->operationActions()->actions())
        if (a->isEnabled() || chance(5)) // now and then one that does not apply
            enabled << a;
    if (enabled.isEmpty())
        return;
    QAction *action = enabled[below(int(enabled.size()))];
    static const std::vector<QString> indexes{"0", "1:3", ":, 0", "5", "-1", "::2", "abc", "", "0, 0, 0", "None"};
    answers_->setInput(chance(10) ? QString() : pick(indexes));
    trail_ << QStringLiteral("operation %1 on '%2'").arg(action->text(), w_->selectedName());
    action->trigger();
}

void TestMonkey::editCell()
{
    // A double-click on a cell as a user does it: sometimes with a card selected first,
    // sometimes with Shift (the chooser of every name that sees the cell).
    CanvasView *view = w_->canvas();
    CanvasScene *scene = view->canvasScene();
    QList<StorageBlockItem *> blocks;
    for (StorageBlockItem *b : scene->itemsOfType<StorageBlockItem>())
        if (!b->isFading() && b->info().alive && !b->shownElements().isEmpty())
            blocks << b;
    if (blocks.isEmpty())
        return;
    const QList<ObjectCardItem *> cards = scene->itemsOfType<ObjectCardItem>();
    if (!cards.isEmpty() && chance(50)) {
        ObjectCardItem *card = cards[below(int(cards.size()))];
        view->ensureVisible(card, 8, 8);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(card->mapToScene(QPointF(40, 20))));
    }
    StorageBlockItem *block = blocks[below(int(blocks.size()))];
    const QVector<qint64> shown = block->shownElements();
    const qint64 element = shown[below(int(shown.size()))];
    const QRectF cell = block->mapRectToScene(block->cellRect(element));
    view->ensureVisible(cell, 8, 8);
    static const std::vector<QString> values{"5", "-1.5", "abc", "", "1e308", "True", "2**70", "[1, 2]", "a", "None", "0"};
    answers_->setInput(chance(10) ? QString() : pick(values));
    const bool shift = chance(30);
    trail_ << QStringLiteral("double-click%1 on element %2 of storage #%3").arg(shift ? " (shift)" : "").arg(element).arg(block->storageId());
    doubleClick(view->viewport(), view->mapFromScene(cell.center()), shift ? Qt::ShiftModifier : Qt::KeyboardModifiers());
}

void TestMonkey::typeInConsole()
{
    static const std::vector<QString> templates{
        "{r} = {x}.clone()", "{r} = {x}.t()", "{r} = {x}.reshape(-1)", "{r} = {x}.numpy()", "{r} = torch.from_numpy({x})",
        "{r} = {x}.cuda()", "{r} = {x}.cpu()", "print({x})", "del {x}", "{x}.add_(1)", "{x} += 1", "{r} = {x} + {y}",
        "{x}.sum().backward()", "{r} = {x}.T", "{r} = {x}[0]", "{r} = {x}.contiguous()", "{r} = np.asarray({x})",
        "{r} = {x}.detach()", "{x}.requires_grad_()", "{r} = {x}.to('cuda:0')", "{x} = None", "{r} = {x}.grad",
        "{x}[0] = 3", "{r} = {x}.view(-1)", "{r} = torch.tensor({x})", "{r} = {x}.copy()", "{x}.zero_()", "{r} = {y}",
        "{r} = {x} * 2", "{r} = {x}.float()", "{r} = {x}.double()", "{x}.fill_(2)", "{r} = {x}.unsqueeze(0)",
        "{r} = torch.ones(2, 3)", "{r} = np.zeros((2, 2))", "{r} = torch.arange(6).reshape(2, 3)"};
    static const std::vector<QString> broken{"{r} = ", "(((", "for i in range(3): pass", "import os", "{r} = undefined_name",
                                             "1/0", "{x}.nosuchmethod()", "ä = 1", "def f(): pass", "{x} = {x}[", "print(",
                                             "{r} = {x} @ {y}", "    indented = 1", "a, b = 1, 2", "'''", "\\", "{x}.T.T.T.numpy()[0]"};
    QString line;
    if (chance(8)) { // garbage: random characters, control ones and non-ASCII included
        const int n = 1 + below(40);
        for (int i = 0; i < n; ++i)
            line += QChar(char16_t(chance(80) ? 32 + below(95) : 1 + below(0x2FF)));
    } else {
        line = chance(80) ? pick(templates) : pick(broken);
        line.replace(QStringLiteral("{r}"), someName()).replace(QStringLiteral("{x}"), someObjectName()).replace(QStringLiteral("{y}"), someObjectName());
        if (chance(10))
            line += u'\n' + QString(pick(templates)).replace(QStringLiteral("{r}"), someName()).replace(QStringLiteral("{x}"), someObjectName()).replace(QStringLiteral("{y}"), someObjectName());
    }
    trail_ << QStringLiteral("console: %1").arg(line);
    w_->runConsoleCode(line);
}

// A script runs one statement per event-loop turn: the monkey goes on acting meanwhile,
// and now and then presses Stop.
void TestMonkey::openScript()
{
    static const std::vector<QByteArray> scripts{
        "import torch\nimport numpy as np\na = torch.ones((2, 3))\nna = a.numpy()\nna[0][0] = 10\nb = a.t()\nprint(b)\n",
        "import torch\nx = torch.arange(6).reshape(2, 3)\ny = x[0]\ny.add_(1)\nz = x.cuda()\nw = z.cpu()\n",
        "import torch\na = torch.ones(2, requires_grad=True)\nb = a.numpy()\nc = 1\n",
        "import numpy as np\nimport torch\nn = np.zeros((2, 2))\nt = torch.from_numpy(n)\nt += 1\ndel n\nprint(t)\n",
        "x = (\n",
        "\x89PNG\r\n\x1a\n\0\0",
    };
    const int which = below(int(scripts.size()));
    const QString path = scripts_.filePath(QStringLiteral("script%1.py").arg(which));
    QFile f(path);
    if (!f.exists() && f.open(QIODevice::WriteOnly))
        f.write(scripts[which]);
    f.close();
    answers_->setAcceptMessages(true);
    trail_ << QStringLiteral("open script %1").arg(which);
    w_->openScript(path);
    if (chance(40)) {
        QApplication::processEvents();
        trail_ << QStringLiteral("stop");
        w_->stopAction()->trigger();
    }
}

void TestMonkey::answerErrorDialog()
{
    // The dialog opens on the next event-loop turn; a fix may fail and open it again.
    for (int round = 0; round < 3; ++round) {
        QApplication::processEvents();
        ErrorDialog *d = w_->errorDialog();
        if (!d || !d->isVisible())
            return;
        int fixes = 0;
        while (d->applyButton(fixes))
            ++fixes;
        if (fixes > 0 && chance(60)) {
            const int i = below(fixes);
            trail_ << QStringLiteral("error dialog: apply fix %1 (%2)").arg(i).arg(d->applyButton(i)->text());
            QTest::mouseClick(d->applyButton(i), Qt::LeftButton);
        } else {
            trail_ << QStringLiteral("error dialog: close");
            QTest::mouseClick(d->closeButton(), Qt::LeftButton);
        }
        QApplication::processEvents(); // the fix runs queued, after the dialog closed
    }
    if (w_->errorDialog() && w_->errorDialog()->isVisible())
        w_->errorDialog()->reject();
}

// "" when the canvas shows exactly what the session holds; otherwise what differs.
QString TestMonkey::disagreement() const
{
    const SessionModel &m = w_->session()->model();
    CanvasScene *scene = w_->canvas()->canvasScene();
    for (auto it = m.names.begin(); it != m.names.end(); ++it) {
        if (it->objectId == 0) {
            if (scene->cardForName(it.key()))
                return QStringLiteral("'%1' holds no tensor or array but has a card").arg(it.key());
            continue;
        }
        const ObjectInfo *o = m.object(it->objectId);
        if (!o)
            return QStringLiteral("'%1' is bound to object %2, which the model lacks").arg(it.key()).arg(it->objectId);
        ObjectCardItem *card = scene->cardForName(it.key());
        if (!card)
            return QStringLiteral("'%1' has no card").arg(it.key());
        if (card->objectId() != o->objectId)
            return QStringLiteral("the card of '%1' shows object %2, the session says %3").arg(it.key()).arg(card->objectId()).arg(o->objectId);
        ArrowItem *arrow = scene->arrowForName(it.key());
        if (!arrow || arrow->storageId() != o->storageId)
            return QStringLiteral("the arrow of '%1' points at storage #%2, the session says #%3")
                .arg(it.key())
                .arg(arrow ? qint64(arrow->storageId()) : -1)
                .arg(o->storageId);
        if (scene->arrowTargetCell(it.key()) != -1 && arrow->targetCell() != o->storageOffset)
            return QStringLiteral("the arrow of '%1' points at cell %2, its storage offset is %3")
                .arg(it.key())
                .arg(arrow->targetCell())
                .arg(o->storageOffset);
    }
    for (const StorageInfo &s : m.storages) {
        if (!s.alive)
            continue;
        StorageBlockItem *block = scene->blockForStorage(s.id);
        if (!block)
            return QStringLiteral("live storage #%1 has no block").arg(s.id);
        if (block->isFading())
            return QStringLiteral("live storage #%1 is fading out").arg(s.id);
        LaneItem *lane = scene->laneForDevice(s.device);
        const QRectF r = block->sceneBoundingRect();
        if (!lane || !lane->sceneBoundingRect().contains(r.center()))
            return QStringLiteral("the block of storage #%1 (%2) is not in its lane").arg(s.id).arg(tl::ui::EngineText::device(s.device));
    }
    for (ObjectCardItem *card : scene->itemsOfType<ObjectCardItem>()) {
        const ObjectInfo *o = m.object(card->objectId());
        if (!o || o->names.isEmpty())
            return QStringLiteral("a card shows object %1, which no name holds").arg(card->objectId());
    }
    for (StorageBlockItem *block : scene->itemsOfType<StorageBlockItem>())
        if (!block->isFading() && !m.storage(block->storageId()))
            return QStringLiteral("a block shows storage #%1, which the session does not have").arg(block->storageId());
    return {};
}

void TestMonkey::randomActionsKeepCanvasAndSessionInAgreement()
{
    bool ok = false;
    quint64 seed = qEnvironmentVariable("TL_MONKEY_SEED").toULongLong(&ok);
    if (!ok)
        seed = 20261121;
    int steps = qEnvironmentVariableIntValue("TL_MONKEY_STEPS", &ok);
    if (!ok || steps <= 0)
        steps = 2000;
    qInfo("monkey seed %llu, %d steps (TL_MONKEY_SEED=%llu TL_MONKEY_STEPS=%d replays this run)", seed, steps, seed, steps);
    rng_.seed(seed);

    MainWindow w(tl::CudaMode::Sim);
    w_ = &w;
    showAndWait(w);
    ModalAnswerer answers;
    // New session and Open ask about unsaved statements: the monkey lets them go.
    answers.setMessageButton(QMessageBox::Discard);
    answers_ = &answers;
    QAction *reset = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QKeySequence::New))
            reset = a;
    QVERIFY(reset);
    int statementsOk = 0, statementsFailed = 0, dialogs = 0;
    qsizetype mostCards = 0;
    connect(w.session(), &Session::statementExecuted, this, [&](const QString &, bool ok) { ++(ok ? statementsOk : statementsFailed); });
    connect(w.session(), &Session::errorRaised, this, [&] { ++dialogs; });

    for (int step = 1; step <= steps; ++step) {
        const int roll = below(100);
        if (roll < 22)
            buildSomething();
        else if (roll < 45)
            runOperation();
        else if (roll < 58)
            editCell();
        else if (roll < 82)
            typeInConsole();
        else if (roll < 88) {
            trail_ << QStringLiteral("undo");
            w.undoStack()->undo();
        } else if (roll < 95) {
            trail_ << QStringLiteral("redo");
            w.undoStack()->redo();
        } else if (roll < 96) {
            const QString name = someObjectName();
            const int pickNth = below(12) - 2;
            trail_ << QStringLiteral("context menu of '%1', entry %2").arg(name).arg(pickNth);
            answers.setMenuChoice(pickNth);
            answers.setInput(QStringLiteral("0"));
            if (ObjectCardItem *card = w.canvas()->canvasScene()->cardForName(name)) {
                w.canvas()->ensureVisible(card, 8, 8);
                const QPoint at = w.canvas()->mapFromScene(card->mapToScene(QPointF(40, 20)));
                QContextMenuEvent event(QContextMenuEvent::Mouse, at, w.canvas()->viewport()->mapToGlobal(at));
                QCoreApplication::sendEvent(w.canvas()->viewport(), &event);
            }
            if (chance(20)) {
                trail_ << QStringLiteral("dark theme toggled");
                w.darkAction()->toggle();
            }
        } else if (roll < 98) {
            openScript();
        } else {
            trail_ << QStringLiteral("new session");
            reset->trigger();
        }
        answerErrorDialog();
        const QString problem = disagreement();
        if (!problem.isEmpty()) {
            const QString report = QStringLiteral("seed %1, step %2: %3\nlast actions:\n  %4\ncode log:\n%5")
                                       .arg(seed)
                                       .arg(step)
                                       .arg(problem, trail_.mid(std::max<qsizetype>(0, trail_.size() - 15)).join(QStringLiteral("\n  ")),
                                            w.session()->codeLog().join(u'\n'));
            QFAIL(qPrintable(report));
        }
        mostCards = std::max(mostCards, w.canvas()->canvasScene()->itemsOfType<ObjectCardItem>().size());
        if (trail_.size() > 200)
            trail_ = trail_.mid(trail_.size() - 50);
    }
    qInfo("%d statements ran, %d failed (%d errors raised), up to %lld cards at once", statementsOk, statementsFailed, dialogs,
          qlonglong(mostCards));
    w_ = nullptr;
    answers_ = nullptr;
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
