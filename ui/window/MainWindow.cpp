#include "MainWindow.h"

#include "ErrorBanner.h"
#include "OperationActions.h"
#include "RunningInputGate.h"
#include "ScriptFile.h"
#include "SessionAutosave.h"
#include "SessionController.h"
#include "SessionFiles.h"
#include "ShortcutHelp.h"
#include "WindowLayout.h"
#include "WindowMenus.h"
#include "canvas/CanvasView.h"
#include "dialogs/ErrorDialog.h"
#include "explain/ErrorAdvisor.h"
#include "explain/FixPreview.h"
#include "panels/BuildPanel.h"
#include "panels/CodePanel.h"
#include "panels/ConsoleWidget.h"
#include "panels/OperationCatalog.h"
#include "panels/OperationsPanel.h"
#include "panels/OutputPane.h"
#include "plots/CopyCostDialog.h"
#include "plots/MemoryStrip.h"
#include "plots/MemoryTimelineRecorder.h"
#include "session/Session.h"
#include "theme/TextSize.h"
#include "theme/ThemePalette.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QImageWriter>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tl::ui {

namespace {

// Saved dock arrangements of another version are not restored (their docks differ).
constexpr int kStateVersion = 2;

QScrollArea *scrolled(QWidget *panel)
{
    auto *area = new QScrollArea;
    area->setWidget(panel);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    return area;
}

} // namespace

MainWindow::MainWindow(tl::CudaMode mode, bool interactive, QWidget *parent)
    : QMainWindow(parent), mode_(mode), interactive_(interactive)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("TensorLens — what tensors and arrays share in memory[*]"));
    // Screenshots always use the default text size and the light theme.
    TextSize::apply(interactive_ ? TextSize::load() : TextSize::kDefault);
    controller_ = new SessionController(mode, /*autosave=*/interactive_, this);
    canvas_ = new CanvasView(controller_->session(), this);
    canvas_->setObjectName(QStringLiteral("canvas"));
    banner_ = new ErrorBanner(this);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->setSpacing(4);
    layout->addWidget(banner_);
    layout->addWidget(canvas_, 1);
    setCentralWidget(central);

    operationActions_ = new OperationActions(this);
    canvas_->addActions(QList<QAction *>(operationActions_->actions().begin(), operationActions_->actions().end()));
    createDocks();
    menus_ = new WindowMenus(this);
    files_ = new SessionFiles(this, controller_, interactive_);
    connect(files_, &SessionFiles::recentScriptsChanged, this, &MainWindow::updateRecentMenu);
    connect(files_, &SessionFiles::saved, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Saved %1: run it with tensorlens run or python3.").arg(QDir::toNativeSeparators(path)), 8000);
    });
    deviceStatus_ = new QLabel(this);
    deviceStatus_->setObjectName(QStringLiteral("deviceStatus"));
    statusBar()->addPermanentWidget(deviceStatus_);
    connectController();

    if (interactive_) {
        QSettings settings;
        geometryRestored_ = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        if (!geometryRestored_) {
            // First start: the screen's room, and the default layout for it when shown.
            if (const QScreen *screen = QApplication::primaryScreen())
                setGeometry(screen->availableGeometry());
        }
        layoutRestored_ = restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), kStateVersion);
        setDark(settings.value(QStringLiteral("view/dark"), false).toBool());
    } else {
        setDark(false);
    }
    updateRecentMenu();
    refresh();
    showState();
}

MainWindow::~MainWindow() = default;

Session *MainWindow::session() const
{
    return controller_->session();
}

QUndoStack *MainWindow::undoStack() const
{
    return controller_->undoStack();
}

QAction *MainWindow::darkAction() const
{
    return menus_->darkAction();
}

QAction *MainWindow::stopAction() const
{
    return menus_->stopAction();
}

SessionAutosave *MainWindow::autosave() const
{
    return controller_->autosave();
}

const ExecResult &MainWindow::lastError() const
{
    return controller_->lastError();
}

void MainWindow::createDocks()
{
    build_ = new BuildPanel(session(), this);
    operations_ = new OperationsPanel(this);
    operations_->setActions(operationActions_->actions());
    code_ = new CodePanel(this);
    console_ = new ConsoleWidget(this);
    output_ = new OutputPane(this);

    auto dock = [this](QWidget *content, const QString &title, const QString &name) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(content);
        addDockWidget(Qt::LeftDockWidgetArea, d);
        return d;
    };
    // The forms scroll rather than push the window: it never grows by itself.
    buildDock_ = dock(scrolled(build_), tr("Build"), QStringLiteral("buildDock"));
    operationsDock_ = dock(scrolled(operations_), tr("Operations"), QStringLiteral("operationsDock"));
    codeDock_ = dock(code_, tr("Code — every action as PyTorch code"), QStringLiteral("codeDock"));
    consoleDock_ = dock(console_, tr("Console — type or paste Python"), QStringLiteral("consoleDock"));
    outputDock_ = dock(output_, tr("Output"), QStringLiteral("outputDock"));
    WindowLayout::apply(this, {buildDock_, operationsDock_, codeDock_, consoleDock_, outputDock_});

    // The memory strip follows the session live: one step per statement run, the cursor
    // on the last; a click shows that step's bytes and copies. Hidden until asked for.
    memoryStrip_ = new MemoryStrip(this);
    memoryRecorder_ = new MemoryTimelineRecorder(*session(), this);
    connect(memoryRecorder_, &MemoryTimelineRecorder::timelineChanged, memoryStrip_, [this] {
        memoryStrip_->setTimeline(memoryRecorder_->timeline());
        memoryStrip_->setCurrentStep(memoryRecorder_->timeline().size() - 1);
    });
    connect(memoryStrip_, &MemoryStrip::stepRequested, memoryStrip_, &MemoryStrip::setCurrentStep);
    memoryStrip_->setTimeline(memoryRecorder_->timeline());
    memoryDock_ = new QDockWidget(tr("Memory — bytes per device, step by step"), this);
    memoryDock_->setObjectName(QStringLiteral("memoryDock"));
    memoryDock_->setWidget(memoryStrip_);
    addDockWidget(Qt::BottomDockWidgetArea, memoryDock_);
    memoryDock_->hide();
    memoryDock_->toggleViewAction()->setObjectName(QStringLiteral("actionMemoryStrip"));
    memoryDock_->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    memoryDock_->toggleViewAction()->setStatusTip(tr("Show or hide the bytes each device holds after every statement"));
}

void MainWindow::connectController()
{
    connect(controller_, &SessionController::outputWritten, output_, &OutputPane::append);
    connect(controller_, &SessionController::consoleText, console_, &ConsoleWidget::appendOutput);
    connect(controller_, &SessionController::errorRaised, this, &MainWindow::onError);
    connect(controller_, &SessionController::stateChanged, this, &MainWindow::showState);
    connect(banner_, &ErrorBanner::explainRequested, this, &MainWindow::showErrorDialog);
    connect(session(), &Session::modelChanged, this, [this] {
        if (!controller_->replaying())
            refresh();
    });
    connect(controller_, &SessionController::sessionReplaced, this, [this] {
        output_->clearOutput();
        selected_.clear();
        const QString path = controller_->scriptPath();
        setWindowTitle(path.isEmpty() ? tr("TensorLens — what tensors and arrays share in memory[*]")
                                      : tr("%1[*] — TensorLens").arg(QFileInfo(path).fileName()));
    });
    // A long statement (a loop): the window answers only Stop until it ends.
    runningGate_ = new RunningInputGate(stopAction(), menus_->stopButton(), this);
    connect(session(), &Session::longStatement, this, [this](bool running) {
        runningGate_->setClosed(running);
        stopAction()->setEnabled(running || session()->isRunning());
        if (running)
            statusBar()->showMessage(tr("Running… Stop (Ctrl+.) interrupts it."));
        else
            statusBar()->clearMessage();
    });
    connect(controller_, &SessionController::scriptStarted, this, [this] {
        stopAction()->setEnabled(true);
        // What the script prints shows (raised once the dock tabs exist).
        QTimer::singleShot(0, outputDock_, &QDockWidget::raise);
    });
    connect(controller_, &SessionController::scriptFinished, this, [this](bool ok) {
        stopAction()->setEnabled(false);
        refresh();
        canvas_->fitToWindow();
        statusBar()->showMessage(ok ? tr("Script finished.") : tr("Script stopped."), 5000);
    });
    connect(controller_, &SessionController::replayed, this, [this] {
        refresh();
        statusBar()->showMessage(tr("Undone: the session was rebuilt by running the code above again."), 5000);
    });

    connect(canvas_, &CanvasView::objectSelected, this, &MainWindow::select);
    connect(canvas_, &CanvasView::codeRequested, this, [this](const QString &code, const QString &description) { runGuiCode(code, description); });
    connect(canvas_, &CanvasView::contextMenuRequested, this, &MainWindow::showContextMenu);
    connect(operations_, &OperationsPanel::selectionChanged, this, &MainWindow::select);
    connect(operationActions_, &OperationActions::operationTriggered, this,
            [this](const Operation &op) { runOperationOn(op, selected_); });
    connect(operationActions_, &OperationActions::operationHovered, this, [this](const Operation &op) {
        if (selected_.isEmpty())
            return;
        operations_->showSuggestion(controller_->operationCode(op, selected_, operations_->typedResultName(),
                                                               op.needsIndex() ? QStringLiteral("…") : QString()));
    });
    connect(build_, &BuildPanel::createRequested, this, [this](const QString &code) {
        const QString name = build_->spec().name.trimmed();
        if (runGuiCode(code).ok)
            select(name);
    });
    connect(console_, &ConsoleWidget::submitted, this, &MainWindow::runConsoleCode);
}

void MainWindow::refresh()
{
    const SessionModel &model = session()->model();
    code_->setCode(session()->codeLog());
    if (!selected_.isEmpty() && !model.objectForName(selected_))
        selected_.clear();
    // With nothing selected, the newest object is: its operations are one click away.
    if (selected_.isEmpty() && !controller_->replaying()) {
        const ObjectInfo *newest = nullptr;
        for (const ObjectInfo &o : model.objects)
            if (!o.names.isEmpty() && (!newest || o.objectId > newest->objectId))
                newest = &o;
        if (newest) {
            selected_ = newest->names.first();
            canvas_->selectName(selected_);
        }
    }
    operations_->setModel(model, selected_);
    operationActions_->setTarget(model.objectForName(selected_));
    build_->refresh();
    deviceStatus_->setText(session()->cudaLabel());
}

void MainWindow::showState()
{
    const LastAction action = controller_->lastAction();
    operations_->showLastAction(action);
    if (action.sentence.isEmpty())
        statusBar()->clearMessage();
    else
        statusBar()->showMessage(action.sentence);
    const ExecResult &error = controller_->lastError();
    if (error.ok)
        banner_->hide();
    else
        banner_->showError(error.lastLine(), error.statement);
    code_->setCode(session()->codeLog());
    setWindowModified(controller_->hasUnsavedWork());
}

ExecResult MainWindow::runGuiCode(const QString &code, const QString &description)
{
    return controller_->runGuiCode(code, description);
}

ExecResult MainWindow::runConsoleCode(const QString &code)
{
    console_->echoInput(code);
    return controller_->runConsoleCode(code);
}

void MainWindow::onError(const ExecResult &, ExecOrigin origin)
{
    // Typed code reports inline, as Python's console does: the traceback in the console and
    // the banner above the canvas, whose button opens the explanation.
    if (!interactive_ || origin == ExecOrigin::Console)
        return;
    QTimer::singleShot(0, this, &MainWindow::showErrorDialog);
}

void MainWindow::showErrorDialog()
{
    const ExecResult error = controller_->lastError();
    if (error.ok)
        return;
    ErrorAdvice advice = ErrorAdvisor(session()->model()).advise(ErrorAdvisor::failureOf(error));
    FixPreview(*session()).describe(advice);
    if (!dialog_) {
        dialog_ = new ErrorDialog(this);
        // Queued: the fix runs after the dialog has closed (it may raise again and reopen it).
        connect(dialog_, &ErrorDialog::fixApplied, this,
                [this](const QString &code) { runGuiCode(code, tr("Fix: %1").arg(code.simplified())); }, Qt::QueuedConnection);
    }
    dialog_->setError(error, advice);
    dialog_->open();
}

void MainWindow::select(const QString &name)
{
    const SessionModel &model = session()->model();
    const QString target = model.objectForName(name) ? name : QString();
    if (target == selected_ && canvas_->selectedName() == target)
        return;
    selected_ = target;
    if (canvas_->selectedName() != target)
        canvas_->selectName(target);
    operations_->setModel(model, selected_);
    operationActions_->setTarget(model.objectForName(selected_));
    operations_->showSuggestion(QString());
}

void MainWindow::runOperation(const QString &id)
{
    if (const Operation *op = OperationCatalog::find(id))
        runOperationOn(*op, selected_);
}

void MainWindow::runOperationOn(const Operation &op, const QString &source)
{
    const QString refusal = controller_->operationRefusal(op, source);
    if (!refusal.isEmpty()) {
        statusBar()->showMessage(refusal, 5000);
        return;
    }
    QString index;
    if (op.needsIndex()) {
        bool ok = false;
        index = QInputDialog::getText(this, tr("Slice of %1").arg(source),
                                      tr("Index inside %1[ … ], e.g. 0, 1:3 or :, 0").arg(source), QLineEdit::Normal,
                                      QStringLiteral("0"), &ok);
        if (!ok || index.trimmed().isEmpty())
            return;
    }
    QString result;
    const QString code = controller_->operationCode(op, source, operations_->typedResultName(), index, &result);
    if (runGuiCode(code).ok) {
        operations_->clearResultName();
        if (!result.isEmpty())
            select(result);
    }
}

void MainWindow::showContextMenu(const QString &name, const QPoint &globalPos)
{
    select(name);
    const ObjectInfo *object = session()->model().objectForName(selected_);
    if (!object)
        return;
    QMenu menu(this);
    menu.setTitle(name);
    menu.addSection(tr("%1 (%2)").arg(name, object->kind));
    for (QAction *a : operationActions_->actions())
        if (a->isEnabled())
            menu.addAction(a);
    menu.addSeparator();
    menu.addActions(canvas_->cardActions(name));
    menu.exec(globalPos);
}

// ---- the look ---------------------------------------------------------------------------------

void MainWindow::setDark(bool dark)
{
    ThemePalette::apply(dark);
    canvas_->setDark(dark);
    if (menus_)
        menus_->showTheme(dark);
    if (interactive_)
        QSettings().setValue(QStringLiteral("view/dark"), dark);
}

void MainWindow::setTextSize(int percent)
{
    TextSize::apply(percent);
    if (interactive_)
        TextSize::save(percent);
    menus_->showTextSize(percent);
    statusBar()->showMessage(tr("Text size %1%").arg(percent), 3000);
}

void MainWindow::resetLayout()
{
    WindowLayout::apply(this, {buildDock_, operationsDock_, codeDock_, consoleDock_, outputDock_});
    laidOut_ = true;
}

void MainWindow::showShortcuts()
{
    if (!shortcutHelp_)
        shortcutHelp_ = new ShortcutHelp(this);
    shortcutHelp_->setMenus(menuBar());
    shortcutHelp_->open();
}

// ---- sessions and files -----------------------------------------------------------------------


void MainWindow::newSession()
{
    if (!files_->mayDiscardSession(tr("Save this session's code before starting a new session?")))
        return;
    console_->clearTranscript();
    controller_->newSession();
    refresh();
}

bool MainWindow::openScript(const QString &path, bool wait)
{
    // The file is checked before anything is asked or replaced: a refused file changes
    // nothing. Screenshots run what does not parse too, to print its traceback like `run`.
    QString why;
    const std::optional<QString> text = ScriptFile::read(path, &why);
    if (!text || (interactive_ && !ScriptFile::parses(path, *text, &why))) {
        files_->warn(tr("Open script"), why);
        output_->append(why + u'\n', true);
        return false;
    }
    if (!files_->mayDiscardSession(tr("Save this session's code before opening %1?").arg(QFileInfo(path).fileName())))
        return false;
    controller_->openScript(path, *text, wait);
    if (interactive_)
        files_->addRecentScript(controller_->scriptPath());
    if (!wait)
        return true;
    refresh();
    canvas_->fitToWindow();
    return controller_->lastError().ok;
}

bool MainWindow::saveCode(const QString &path)
{
    return controller_->saveCode(path);
}

ExecResult MainWindow::restoreCode(const QString &code)
{
    const ExecResult result = controller_->restoreCode(code);
    refresh();
    canvas_->fitToWindow();
    return result;
}

bool MainWindow::exportPng(const QString &path)
{
    const QSize size = canvas_->viewport()->size() * canvas_->devicePixelRatioF();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QImageWriter writer(&file, "png");
    if (!writer.write(canvas_->renderToImage(size)))
        return false;
    return file.commit();
}


void MainWindow::openScriptDialog()
{
    const QString path = files_->chooseScript();
    if (!path.isEmpty())
        openScript(path);
}

bool MainWindow::saveCodeDialog()
{
    return files_->saveCodeDialog();
}

void MainWindow::exportPngDialog()
{
    const QString path = files_->choosePngPath();
    if (!path.isEmpty() && !exportPng(path))
        files_->warn(tr("Export canvas"), tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::showCopyCost()
{
    if (!copyCost_)
        copyCost_ = new CopyCostDialog(mode_, this);
    copyCost_->show();
    copyCost_->raise();
    copyCost_->activateWindow();
}

void MainWindow::updateRecentMenu()
{
    QMenu *recent = menus_->recentMenu();
    recent->clear();
    const QStringList files = files_->recentScripts();
    for (const QString &f : files)
        recent->addAction(QFileInfo(f).fileName(), this, [this, f] { openScript(f); })->setToolTip(f);
    recent->setEnabled(!files.isEmpty());
}


void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // The default layout is measured for the size the window is shown at.
    if (!laidOut_ && !layoutRestored_)
        resetLayout();
    laidOut_ = true;
    // Offered once, when the window first appears. Under Qt Test the tests ask for it
    // themselves (a modal box nobody answers would stall them).
    if (!restoreOffered_ && autosave() && !QStandardPaths::isTestModeEnabled())
        QTimer::singleShot(0, this, &MainWindow::offerRestore);
    restoreOffered_ = true;
}

bool MainWindow::offerRestore()
{
    restoreOffered_ = true;
    SessionAutosave *autosave = this->autosave();
    if (!autosave || autosave->leftover().isEmpty())
        return false;
    const QString code = autosave->leftover();
    const bool restore = files_->askRestore(code);
    autosave->dropLeftover();
    if (restore)
        restoreCode(code);
    autosave->saveNow();
    return restore;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    session()->stop();
    if (!interactive_) {
        QMainWindow::closeEvent(event);
        return;
    }
    if (!files_->mayDiscardSession(tr("Save this session's code before quitting?"))) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState(kStateVersion));
    QMainWindow::closeEvent(event);
}

} // namespace tl::ui
