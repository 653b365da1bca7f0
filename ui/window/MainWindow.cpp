#include "MainWindow.h"

#include "DockArrangement.h"
#include "ElementCommands.h"
#include "ErrorBanner.h"
#include "LiveCommands.h"
#include "ErrorPresenter.h"
#include "LessonPresenter.h"
#include "MemoryDock.h"
#include "ObjectCommands.h"
#include "OperationActions.h"
#include "ProjectorMode.h"
#include "SessionFileCommands.h"
#include "SessionFiles.h"
#include "ShortcutHelp.h"
#include "StepActions.h"
#include "WindowMenus.h"
#include "WindowStatus.h"
#include "canvas/CanvasActions.h"
#include "canvas/CanvasScene.h"
#include "canvas/CanvasView.h"
#include "check/PytorchCheckDialog.h"
#include "control/OperationCatalog.h"
#include "control/SessionAutosave.h"
#include "control/SessionController.h"
#include "lesson/LessonPlayer.h"
#include "panels/BuildPanel.h"
#include "panels/CodePanel.h"
#include "panels/ConsoleWidget.h"
#include "panels/OperationsPanel.h"
#include "panels/OutputPane.h"
#include "panels/StatementStrip.h"
#include "panels/StepPanel.h"
#include "plots/CopyCostDialog.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"
#include "theme/TextSize.h"
#include "theme/ThemePalette.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
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
    // The platform appends " — TensorLens" (the application's display name) to every title.
    setWindowTitle(tr("What tensors and arrays share in memory[*]"));
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
    strip_ = new StatementStrip(this);
    layout->addWidget(banner_);
    layout->addWidget(strip_);
    layout->addWidget(canvas_, 1);
    setCentralWidget(central);

    operationActions_ = new OperationActions(this);
    canvas_->addActions(QList<QAction *>(operationActions_->actions().begin(), operationActions_->actions().end()));
    createDocks();
    projector_ = new ProjectorMode(this, canvas_, strip_, {buildDock_, operationsDock_, codeDock_, consoleDock_, outputDock_, stepsDock_, memoryDock_},
                                   interactive_, kStateVersion);
    arrangement_ = new DockArrangement(this, {buildDock_, operationsDock_, codeDock_, consoleDock_, outputDock_}, stepsDock_, projector_, kStateVersion);
    files_ = new SessionFiles(this, controller_, interactive_);
    // Lines edited in the stepped script are work too: asked about before the window or the
    // script goes, and counted in the title's *.
    files_->setEditedScript([this] { return scriptEdits(); });
    connect(steps_, &StepPanel::codeEdited, this, [this] { setWindowModified(controller_->hasUnsavedWork() || !scriptEdits().isNull()); });
    sessionFiles_ = new SessionFileCommands(this, files_);
    scripts_ = new ScriptCommands(this, files_);
    live_ = new LiveCommands(this, files_);
    menus_ = new WindowMenus(this);
    connect(files_, &SessionFiles::recentScriptsChanged, this, [this] { scripts_->fillRecentMenu(menus_->recentMenu()); });
    connect(files_, &SessionFiles::saved, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Saved %1: run it with tensorlens run or python3.").arg(QDir::toNativeSeparators(path)), 8000);
    });
    objects_ = new ObjectCommands(this);
    errors_ = new ErrorPresenter(this, objects_);
    new ElementCommands(this);
    connectController();

    if (interactive_) {
        QSettings settings;
        geometryRestored_ = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        if (!geometryRestored_) {
            // First start: the screen's room, and the default layout for it when shown.
            if (const QScreen *screen = QApplication::primaryScreen())
                setGeometry(screen->availableGeometry());
        }
        layoutRestored_ = arrangement_->restore();
        setDark(settings.value(QStringLiteral("view/dark"), false).toBool());
        QAction *autograd = menus_->canvasActions()->autograd();
        autograd->setChecked(settings.value(QStringLiteral("view/autograd"), false).toBool());
        connect(autograd, &QAction::toggled, this, [](bool on) { QSettings().setValue(QStringLiteral("view/autograd"), on); });
    } else {
        setDark(false);
    }
    scripts_->fillRecentMenu(menus_->recentMenu());
    refresh();
    showState();
}

MainWindow::~MainWindow() = default;

Session *MainWindow::session() const { return controller_->session(); }

QUndoStack *MainWindow::undoStack() const { return controller_->undoStack(); }

QAction *MainWindow::darkAction() const { return menus_->darkAction(); }

QAction *MainWindow::stopAction() const { return menus_->stopAction(); }

SessionAutosave *MainWindow::autosave() const { return controller_->autosave(); }

const ExecResult &MainWindow::lastError() const { return controller_->lastError(); }

MemoryStrip *MainWindow::memoryStrip() const { return memoryDock_->strip(); }

QDockWidget *MainWindow::memoryDock() const { return memoryDock_; }

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
    steps_ = new StepPanel(controller_->timeline(), this);
    stepsDock_ = dock(steps_, tr("Steps — the script, one statement at a time"), QStringLiteral("stepsDock"));
    stepActions_ = new StepActions(controller_->timeline(), session(), steps_, this);
    lessonPlayer_ = new LessonPlayer(controller_->timeline(), this);
    lessonView_ = new LessonPresenter(lessonPlayer_, controller_->timeline(), steps_, strip_, this);
    // A step replays the script: statements made since the last step (console, buttons)
    // would go without a word, so they are asked about first.
    stepActions_->setGate([this](int from, int to) {
        return lessonPlayer_->allowMove(from, to) &&
               files_->mayDiscardStatements(tr("Save the statements made since this step before stepping on?"));
    });
    stepActions_->setRerunGate(
        [this] { return files_->mayDiscardStatements(tr("Save the statements made since this step before running the edited script?")); });
    stepActions_->setRecordedRerun([this](const QString &source, int line) { live_->rerunEdited(source, line); });
    addToolBar(stepActions_->createToolBar(this));

    memoryDock_ = new MemoryDock(controller_, this); // View > Memory
    addDockWidget(Qt::BottomDockWidgetArea, memoryDock_);
    memoryDock_->hide();
}

void MainWindow::connectController()
{
    connect(controller_, &SessionController::outputWritten, output_, &OutputPane::append);
    connect(controller_, &SessionController::consoleText, console_, &ConsoleWidget::appendOutput);
    connect(controller_, &SessionController::errorRaised, errors_, &ErrorPresenter::onError);
    connect(controller_, &SessionController::stateChanged, this, &MainWindow::showState);
    connect(banner_, &ErrorBanner::explainRequested, this, &MainWindow::showErrorDialog);
    live_->attach(banner_);
    connect(session(), &Session::modelChanged, this, [this] {
        if (!controller_->replaying())
            refresh();
    });
    connect(controller_, &SessionController::sessionReplaced, this, [this] {
        output_->clearOutput();
        objects_->clear();
        const QString path = controller_->scriptPath();
        setWindowTitle(path.isEmpty() ? tr("What tensors and arrays share in memory[*]")
                                      : tr("%1[*] — TensorLens").arg(QFileInfo(path).fileName()));
    });
    status_ = new WindowStatus(this, outputDock_);
    connect(controller_->timeline(), &ScriptTimeline::replayStarting, output_, &OutputPane::clearOutput);

    connect(canvas_, &CanvasView::codeRequested, this, [this](const QString &code, const QString &description) { runGuiCode(code, description); });
    connect(console_, &ConsoleWidget::submitted, this, &MainWindow::runConsoleCode);
    connect(session(), &Session::statementExecuted, strip_, &StatementStrip::showExecuted);
    connect(controller_, &SessionController::sessionReplaced, strip_, &StatementStrip::clear);
    connect(projector_, &ProjectorMode::textSizeChanged, this, [this](int percent) { menus_->showTextSize(percent); });
}

void MainWindow::refresh()
{
    code_->setCode(session()->codeLog());
    objects_->followModel();
    build_->refresh();
    status_->showEngine();
}

void MainWindow::showState()
{
    const LastAction action = controller_->lastAction();
    const CanvasPalette &palette = canvas_->canvasScene()->palette();
    operations_->showLastAction(action, palette.badgeFill(action.badge), palette.onBadge(action.badge));
    if (action.sentence.isEmpty())
        statusBar()->clearMessage();
    else
        statusBar()->showMessage(action.sentence);
    const ExecResult &error = controller_->lastError();
    if (error.ok)
        banner_->hide();
    else
        banner_->showError(error.lastLine(), error.statement);
    banner_->offerPython(live_->offerFor(error));
    code_->setCode(session()->codeLog());
    setWindowModified(controller_->hasUnsavedWork() || !scriptEdits().isNull());
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

void MainWindow::showErrorDialog() { errors_->showDialog(); }

ErrorDialog *MainWindow::errorDialog() const { return errors_->dialog(); }

QString MainWindow::scriptEdits() const
{
    // Against the file, not the loaded script: edits run with Re-run edited code are still
    // not in the file.
    const QString onDisk = controller_->steppedScriptOnDisk();
    if (onDisk.isNull() || !controller_->timeline()->isLoaded())
        return {};
    const QString code = steps_->editedCode();
    return code == onDisk ? QString() : code;
}

void MainWindow::select(const QString &name) { objects_->select(name); }

QString MainWindow::selectedName() const { return objects_->selected(); }

void MainWindow::runOperation(const QString &id)
{
    if (const Operation *op = OperationCatalog::find(id))
        objects_->runOperation(*op, objects_->selected());
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

void MainWindow::setCurrentLine(int line, const QString &text)
{
    strip_->setCurrentLine(line, text);
}

PredictionDialog *MainWindow::predictionDialog() const { return lessonView_->dialog(); }

void MainWindow::resetLayout()
{
    projector_->setOn(false); // the panels come back, in their default places
    arrangement_->reset();
    laidOut_ = true;
}

void MainWindow::showShortcuts()
{
    if (!shortcutHelp_)
        shortcutHelp_ = new ShortcutHelp(this);
    shortcutHelp_->setMenus(menuBar());
    shortcutHelp_->open();
}

// ---- sessions and files (more in ScriptCommands and SessionFileCommands) ----------------------

bool MainWindow::saveCode(const QString &path) { return controller_->saveCode(path); }

bool MainWindow::saveCodeDialog() { return files_->saveCodeDialog(); }

void MainWindow::showCopyCost()
{
    if (!copyCost_)
        copyCost_ = new CopyCostDialog(mode_, this);
    copyCost_->show();
    copyCost_->raise();
    copyCost_->activateWindow();
}

void MainWindow::checkWithPytorch()
{
    if (!pytorchCheck_)
        pytorchCheck_ = new PytorchCheckDialog(this);
    pytorchCheck_->start(session()->codeLog().join(u'\n') + u'\n');
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // The default layout is measured for the size the window is shown at; projector mode
    // comes back over it (and keeps it for when it is turned off).
    const bool firstShow = !laidOut_;
    if (firstShow && !layoutRestored_)
        resetLayout();
    laidOut_ = true;
    if (firstShow && interactive_ && ProjectorMode::load())
        projector_->setOn(true);
    // Offered once, when the window first appears. Under Qt Test the tests ask for it
    // themselves (a modal box nobody answers would stall them).
    if (!restoreOffered_ && autosave() && !QStandardPaths::isTestModeEnabled())
        QTimer::singleShot(0, this, [this] { offerRestore(); });
    restoreOffered_ = true;
}

bool MainWindow::offerRestore()
{
    restoreOffered_ = true;
    return scripts_->offerRestore();
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
    arrangement_->save(projector_->windowState());
    QMainWindow::closeEvent(event);
}

} // namespace tl::ui
