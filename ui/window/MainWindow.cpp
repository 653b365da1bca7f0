#include "MainWindow.h"

#include "ErrorBanner.h"
#include "OperationActions.h"
#include "ScriptFile.h"
#include "SessionAutosave.h"
#include "SessionController.h"
#include "ShortcutHelp.h"
#include "WindowLayout.h"
#include "canvas/CanvasActions.h"
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
#include "session/Session.h"
#include "theme/TextSize.h"
#include "theme/ThemeColours.h"
#include "theme/ThemePalette.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageWriter>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tl::ui {

namespace {

constexpr int kMaxRecentFiles = 8;
// Saved dock arrangements of another version are not restored (their docks differ).
constexpr int kStateVersion = 2;

QString lastLineOf(const ExecResult &r)
{
    if (r.kind == ExecResult::Kind::NotSupported || r.errorType.isEmpty())
        return r.message;
    return r.message.isEmpty() ? r.errorType : r.errorType + QStringLiteral(": ") + r.message;
}

// The theme button's icon: a moon for the dark theme, a sun for the light one.
QIcon themeIcon(bool dark, const QColor &ink)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(ink, 2.5));
    if (dark) {
        QPainterPath moon;
        moon.addEllipse(QPointF(16, 16), 11, 11);
        QPainterPath bite;
        bite.addEllipse(QPointF(22, 11), 9, 9);
        p.setBrush(ink);
        p.drawPath(moon.subtracted(bite));
    } else {
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QPointF(16, 16), 6, 6);
        for (int i = 0; i < 8; ++i) {
            p.save();
            p.translate(16, 16);
            p.rotate(45 * i);
            p.drawLine(QPointF(0, 9.5), QPointF(0, 13.5));
            p.restore();
        }
    }
    return QIcon(pixmap);
}

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
    createActions();
    connectController();

    if (interactive_) {
        QSettings settings;
        if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
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
}

void MainWindow::createActions()
{
    auto *file = menuBar()->addMenu(tr("&File"));
    auto *open = file->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open script…"), this,
                                 &MainWindow::openScriptDialog);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpen"));
    open->setStatusTip(tr("Run a Python script in a fresh session"));
    recentMenu_ = file->addMenu(tr("Open &recent"));
    auto *save = file->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save code…"), this,
                                 &MainWindow::saveCodeDialog);
    save->setShortcut(QKeySequence::Save);
    save->setObjectName(QStringLiteral("actionSaveCode"));
    save->setStatusTip(tr("Write the session's code as a script for tensorlens run or python3"));
    auto *png = file->addAction(tr("&Export canvas as PNG…"), this, &MainWindow::exportPngDialog);
    png->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    png->setStatusTip(tr("Save the canvas as a picture"));
    file->addSeparator();
    auto *fresh = file->addAction(tr("&New session"), this, &MainWindow::newSession);
    fresh->setShortcut(QKeySequence::New);
    fresh->setObjectName(QStringLiteral("actionNewSession"));
    fresh->setStatusTip(tr("Start again from the imports"));
    stopAction_ = file->addAction(style()->standardIcon(QStyle::SP_MediaStop), tr("S&top script"), session(), &Session::stop);
    stopAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    stopAction_->setStatusTip(tr("Stop a running script between two statements; what ran stays"));
    stopAction_->setEnabled(false);
    file->addSeparator();
    auto *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    // Ctrl+Q where the platform names no Quit key (offscreen, some desktops).
    const QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    quit->setShortcuts(quitKeys.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Q)} : quitKeys);
    quit->setObjectName(QStringLiteral("actionQuit"));

    auto *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setStatusTip(tr("Go back one step (the session is rebuilt by running the code before it)"));
    QAction *redo = undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setStatusTip(tr("Run the undone step again"));
    edit->addAction(undo);
    edit->addAction(redo);

    auto *tensor = menuBar()->addMenu(tr("&Tensor"));
    tensor->setToolTipsVisible(true);
    tensor->setToolTip(tr("The operation keys work while the canvas has the focus: click a card, or press F6."));
    for (QAction *a : operationActions_->actions())
        tensor->addAction(a);
    tensor->addSeparator();
    auto *focusCanvas = tensor->addAction(tr("Focus the canvas (operation keys work there)"), canvas_,
                                          qOverload<>(&QWidget::setFocus));
    focusCanvas->setShortcut(QKeySequence(Qt::Key_F6));
    auto *focusConsole = tensor->addAction(tr("Focus the console"), console_, qOverload<>(&QWidget::setFocus));
    focusConsole->setShortcut(QKeySequence(Qt::Key_F7));

    createViewMenu();

    auto *help = menuBar()->addMenu(tr("&Help"));
    auto *keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    keys->setObjectName(QStringLiteral("actionShortcuts"));
    keys->setStatusTip(tr("Every shortcut of the menus"));
    help->addAction(tr("&About TensorLens"), this, [this] {
        QMessageBox::about(this, tr("About TensorLens"),
                           tr("<p><b>TensorLens</b> shows what really happens in memory when PyTorch tensors meet "
                              "NumPy: every action is real PyTorch code, run by an engine with PyTorch 1.13 and "
                              "NumPy 1.24 semantics.</p><p>cuda:0: %1</p>")
                               .arg(session()->cudaLabel().toHtmlEscaped()));
    });

    auto *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(open);
    toolbar->addAction(save);
    toolbar->addSeparator();
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(stopAction_);
    toolbar->addAction(canvasActions_->fit());
    toolbar->addAction(canvasActions_->pin());
    toolbar->addAction(darkAction_);
    // Icons alone for the file and undo buttons; words where an icon would not say it.
    for (QAction *a : {open, save, undo, redo, stopAction_})
        if (QWidget *button = toolbar->widgetForAction(a))
            static_cast<QToolButton *>(button)->setToolButtonStyle(Qt::ToolButtonIconOnly);

    deviceStatus_ = new QLabel(this);
    deviceStatus_->setObjectName(QStringLiteral("deviceStatus"));
    statusBar()->addPermanentWidget(deviceStatus_);
}

void MainWindow::createViewMenu()
{
    auto *view = menuBar()->addMenu(tr("&View"));
    // The canvas's own commands (zoom in/out/reset, fit, pin, go to and edit an element).
    canvasActions_ = new CanvasActions(canvas_);
    view->addActions(canvasActions_->actions());
    view->addSeparator();
    auto *sizes = view->addMenu(tr("&Text size"));
    sizes->setObjectName(QStringLiteral("menuTextSize"));
    auto *larger = sizes->addAction(tr("&Larger text"), this, [this] { setTextSize(TextSize::larger(TextSize::current())); });
    larger->setObjectName(QStringLiteral("actionLargerText"));
    larger->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Equal));
    larger->setStatusTip(tr("Larger text in the panels, console, code and output"));
    auto *smaller = sizes->addAction(tr("&Smaller text"), this, [this] { setTextSize(TextSize::smaller(TextSize::current())); });
    smaller->setObjectName(QStringLiteral("actionSmallerText"));
    smaller->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Minus));
    smaller->setStatusTip(tr("Smaller text in the panels, console, code and output"));
    sizes->addSeparator();
    textSizes_ = new QActionGroup(this);
    for (int percent : TextSize::steps()) {
        QAction *a = sizes->addAction(tr("%1%").arg(percent), this, [this, percent] { setTextSize(percent); });
        a->setCheckable(true);
        a->setChecked(percent == TextSize::current());
        a->setData(percent);
        a->setObjectName(QStringLiteral("actionTextSize%1").arg(percent));
        textSizes_->addAction(a);
    }

    darkAction_ = view->addAction(tr("&Dark theme"));
    darkAction_->setCheckable(true);
    darkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    darkAction_->setObjectName(QStringLiteral("actionDark"));
    darkAction_->setStatusTip(tr("Switch between the light and the dark theme"));
    connect(darkAction_, &QAction::toggled, this, &MainWindow::setDark);
    view->addSeparator();
    auto *layout = view->addAction(tr("Reset &layout"), this, &MainWindow::resetLayout);
    layout->setObjectName(QStringLiteral("actionResetLayout"));
    layout->setStatusTip(tr("Put the panels back where they start, for this window's size"));
    for (QDockWidget *d : {buildDock_, operationsDock_, codeDock_, consoleDock_, outputDock_})
        view->addAction(d->toggleViewAction());
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
    connect(controller_, &SessionController::scriptStarted, this, [this] {
        stopAction_->setEnabled(true);
        // What the script prints shows (raised once the dock tabs exist).
        QTimer::singleShot(0, outputDock_, &QDockWidget::raise);
    });
    connect(controller_, &SessionController::scriptFinished, this, [this](bool ok) {
        stopAction_->setEnabled(false);
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
        banner_->showError(lastLineOf(error), error.statement);
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
    updateThemeAction(dark);
    if (interactive_)
        QSettings().setValue(QStringLiteral("view/dark"), dark);
}

void MainWindow::updateThemeAction(bool dark)
{
    if (!darkAction_)
        return;
    if (darkAction_->isChecked() != dark)
        darkAction_->setChecked(dark);
    darkAction_->setIcon(themeIcon(dark, QApplication::palette().color(QPalette::ButtonText)));
    darkAction_->setIconText(dark ? tr("Dark theme: on") : tr("Dark theme: off"));
    darkAction_->setToolTip(dark ? tr("The dark theme is on: click for the light one (Ctrl+Shift+L)")
                                 : tr("The light theme is on: click for the dark one (Ctrl+Shift+L)"));
}

void MainWindow::setTextSize(int percent)
{
    TextSize::apply(percent);
    if (interactive_)
        TextSize::save(percent);
    for (QAction *a : textSizes_->actions())
        a->setChecked(a->data().toInt() == percent);
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

bool MainWindow::mayDiscardSession(const QString &question)
{
    if (!interactive_ || !controller_->hasUnsavedWork())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Unsaved statements"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedBox"));
    box.setInformativeText(tr("Save writes the session's code as a script. Discard drops the statements "
                              "that were not saved, and their autosave."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return saveCodeDialog();
    case QMessageBox::Discard:
        controller_->discardUnsaved();
        return true;
    default:
        return false;
    }
}

void MainWindow::newSession()
{
    if (!mayDiscardSession(tr("Save this session's code before starting a new session?")))
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
        warn(tr("Open script"), why);
        output_->append(why + u'\n', true);
        return false;
    }
    if (!mayDiscardSession(tr("Save this session's code before opening %1?").arg(QFileInfo(path).fileName())))
        return false;
    controller_->openScript(path, *text, wait);
    if (interactive_)
        addRecentFile(controller_->scriptPath());
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

QImage MainWindow::renderShot(const QSize &size, bool canvasOnly)
{
    const ExecResult &error = controller_->lastError();
    if (canvasOnly) {
        QImage image = canvas_->renderToImage(size);
        if (!error.ok) {
            // The banner is not part of the canvas: draw the exception's last line onto it.
            QPainter p(&image);
            const QRect strip(0, image.height() - 36, image.width(), 36);
            const QPalette palette = QApplication::palette();
            p.fillRect(strip, ThemeColours::bannerBackground(palette));
            p.setPen(ThemeColours::bannerText(palette));
            p.drawText(strip.adjusted(10, 0, -10, 0), Qt::AlignVCenter | Qt::TextSingleLine, lastLineOf(error));
        }
        return image;
    }
    resize(size);
    resetLayout();
    QApplication::sendPostedEvents();
    QApplication::processEvents();
    canvas_->fitToWindow();
    QImage image = grab().toImage();
    if (image.size() != size)
        image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    return image;
}

void MainWindow::openScriptDialog()
{
    const QString current = controller_->scriptPath();
    const QString dir = current.isEmpty() ? QString() : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open script"), dir, tr("Python scripts (*.py);;All files (*)"));
    if (!path.isEmpty())
        openScript(path);
}

bool MainWindow::saveCodeDialog()
{
    const QString current = controller_->scriptPath();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save code"), current.isEmpty() ? QStringLiteral("session.py") : current,
                                                      tr("Python scripts (*.py)"));
    if (path.isEmpty())
        return false;
    if (!saveCode(path)) {
        warn(tr("Save code"), tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1: run it with tensorlens run or python3.").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

void MainWindow::exportPngDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export canvas"), QStringLiteral("canvas.png"), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (!exportPng(path))
        warn(tr("Export canvas"), tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &f : files)
        recentMenu_->addAction(QFileInfo(f).fileName(), this, [this, f] { openScript(f); })->setToolTip(f);
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::warn(const QString &title, const QString &text)
{
    if (interactive_)
        QMessageBox::warning(this, title, text);
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
    const int statements = static_cast<int>(code.split(u'\n', Qt::SkipEmptyParts).size());
    QMessageBox box(QMessageBox::Question, tr("Restore the last session?"),
                    tr("The last session ended with statements that were never saved. Restore it "
                       "(%n line(s) of code, run again from the start)?",
                       nullptr, statements),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("restoreBox"));
    box.setDetailedText(code);
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreButton"));
    box.addButton(tr("&Discard"), QMessageBox::DestructiveRole)->setObjectName(QStringLiteral("discardButton"));
    box.setDefaultButton(restore);
    box.exec();
    autosave->dropLeftover();
    if (box.clickedButton() != restore) {
        autosave->saveNow();
        return false;
    }
    restoreCode(code);
    autosave->saveNow();
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    session()->stop();
    if (!interactive_) {
        QMainWindow::closeEvent(event);
        return;
    }
    if (!mayDiscardSession(tr("Save this session's code before quitting?"))) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState(kStateVersion));
    QMainWindow::closeEvent(event);
}

} // namespace tl::ui
