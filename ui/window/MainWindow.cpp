#include "MainWindow.h"

#include "CodeCommand.h"
#include "ErrorBanner.h"
#include "OperationActions.h"
#include "ScriptFile.h"
#include "SessionAutosave.h"
#include "SessionHistory.h"
#include "ThemePalette.h"
#include "canvas/CanvasActions.h"
#include "canvas/CanvasView.h"
#include "dialogs/ErrorDialog.h"
#include "explain/ConsoleEcho.h"
#include "explain/ErrorAdvisor.h"
#include "explain/FixPreview.h"
#include "panels/BuildPanel.h"
#include "panels/CodePanel.h"
#include "panels/ConsoleWidget.h"
#include "panels/OperationCatalog.h"
#include "panels/OperationsPanel.h"
#include "panels/OutputPane.h"
#include "session/Session.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageWriter>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tl::ui {

namespace {

constexpr int kMaxRecentFiles = 8;
const QString kImports = QStringLiteral("import torch\nimport numpy as np");

QString lastLineOf(const ExecResult &r)
{
    if (r.kind == ExecResult::Kind::NotSupported || r.errorType.isEmpty())
        return r.message;
    return r.message.isEmpty() ? r.errorType : r.errorType + QStringLiteral(": ") + r.message;
}

} // namespace

MainWindow::MainWindow(tl::CudaMode mode, bool interactive, QWidget *parent)
    : QMainWindow(parent), mode_(mode), interactive_(interactive)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("TensorLens — what tensors and arrays share in memory"));
    session_ = new Session(mode, this);
    history_ = new SessionHistory(session_, this);
    canvas_ = new CanvasView(session_, this);
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
    connectSession();

    // Screenshots always use the default layout and the light theme.
    if (interactive_) {
        QSettings settings;
        restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
        setDark(settings.value(QStringLiteral("view/dark"), false).toBool());
    } else {
        ThemePalette::apply(false);
    }
    updateRecentMenu();

    // A fresh session starts with the imports every example needs, like a notebook's first cell.
    session_->execute(kImports, ExecOrigin::Gui);
    refresh();
    // Screenshot windows are not work to lose.
    if (interactive_)
        autosave_ = new SessionAutosave(session_, this);
}

MainWindow::~MainWindow()
{
    // Before the session goes: a clean end removes the autosave.
    delete autosave_;
}

QUndoStack *MainWindow::undoStack() const
{
    return history_->stack();
}

void MainWindow::createDocks()
{
    build_ = new BuildPanel(session_, this);
    operations_ = new OperationsPanel(this);
    operations_->setActions(operationActions_->actions());
    code_ = new CodePanel(this);
    output_ = new OutputPane(this);

    auto dock = [this](QWidget *content, const QString &title, const QString &name, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(content);
        addDockWidget(area, d);
        return d;
    };
    dock(build_, tr("Build"), QStringLiteral("buildDock"), Qt::LeftDockWidgetArea);
    dock(operations_, tr("Operations"), QStringLiteral("operationsDock"), Qt::LeftDockWidgetArea);
    dock(code_, tr("Code and console"), QStringLiteral("codeDock"), Qt::RightDockWidgetArea);
    dock(output_, tr("Output"), QStringLiteral("outputDock"), Qt::BottomDockWidgetArea);
    resizeDocks(findChildren<QDockWidget *>(), {300, 300, 380, 130}, Qt::Horizontal);
    resizeDocks({findChild<QDockWidget *>(QStringLiteral("outputDock"))}, {130}, Qt::Vertical);
}

void MainWindow::createActions()
{
    auto *file = menuBar()->addMenu(tr("&File"));
    auto *open = file->addAction(style()->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open script…"), this,
                                 &MainWindow::openScriptDialog);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpen"));
    recentMenu_ = file->addMenu(tr("Open &recent"));
    auto *save = file->addAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save code…"), this,
                                 &MainWindow::saveCodeDialog);
    save->setShortcut(QKeySequence::Save);
    save->setObjectName(QStringLiteral("actionSaveCode"));
    auto *png = file->addAction(tr("&Export canvas as PNG…"), this, &MainWindow::exportPngDialog);
    png->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    auto *reset = file->addAction(tr("&New session"), this, &MainWindow::resetSession);
    reset->setShortcut(QKeySequence::New);
    stopAction_ = file->addAction(style()->standardIcon(QStyle::SP_MediaStop), tr("S&top script"), session_, &Session::stop);
    stopAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    stopAction_->setEnabled(false);
    file->addSeparator();
    auto *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    auto *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = history_->stack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    undo->setObjectName(QStringLiteral("actionUndo"));
    QAction *redo = history_->stack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    redo->setObjectName(QStringLiteral("actionRedo"));
    edit->addAction(undo);
    edit->addAction(redo);

    auto *tensor = menuBar()->addMenu(tr("&Tensor"));
    for (QAction *a : operationActions_->actions())
        tensor->addAction(a);
    tensor->addSeparator();
    auto *focusCanvas = tensor->addAction(tr("Focus the canvas (operation keys work there)"), canvas_,
                                          qOverload<>(&QWidget::setFocus));
    focusCanvas->setShortcut(QKeySequence(Qt::Key_F6));

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    auto *canvasActions = new CanvasActions(canvas_);
    viewMenu_->addActions(canvasActions->actions());
    viewMenu_->addSeparator();
    darkAction_ = viewMenu_->addAction(tr("&Dark theme"));
    darkAction_->setCheckable(true);
    darkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    darkAction_->setObjectName(QStringLiteral("actionDark"));
    connect(darkAction_, &QAction::toggled, this, &MainWindow::setDark);
    viewMenu_->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        viewMenu_->addAction(d->toggleViewAction());

    auto *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        QString text = tr("<p>Select a card on the canvas (click it), then press:</p><table>");
        for (QAction *a : operationActions_->actions())
            if (!a->shortcut().isEmpty())
                text += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                            .arg(a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(), a->text().toHtmlEscaped());
        text += tr("</table><p>Double-click a memory cell to edit it through the selected name (Shift+double-click: "
                   "choose the name). Right-click a card for its operations; click its device or requires_grad to switch it.</p>");
        QMessageBox::information(this, tr("Keyboard shortcuts"), text);
    });
    help->addAction(tr("&About TensorLens"), this, [this] {
        QMessageBox::about(this, tr("About TensorLens"),
                           tr("<p><b>TensorLens</b> shows what really happens in memory when PyTorch tensors meet "
                              "NumPy: every action is real PyTorch code, run by an engine with PyTorch 1.13 and "
                              "NumPy 1.24 semantics.</p><p>cuda:0: %1</p>")
                               .arg(session_->cudaLabel().toHtmlEscaped()));
    });

    auto *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->addAction(open);
    toolbar->addAction(save);
    toolbar->addSeparator();
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(stopAction_);
    toolbar->addAction(canvasActions->fit());
    toolbar->addAction(canvasActions->pin());
    toolbar->addAction(darkAction_);

    deviceStatus_ = new QLabel(this);
    statusBar()->addPermanentWidget(deviceStatus_);
}

void MainWindow::connectSession()
{
    connect(session_, &Session::outputWritten, this, [this](const QString &text, bool isError) {
        if (history_->replaying())
            return;
        output_->append(text, isError);
        if (consoleRunning_)
            code_->console()->appendOutput(text, isError);
    });
    connect(session_, &Session::errorRaised, this, &MainWindow::onError);
    connect(banner_, &ErrorBanner::explainRequested, this, &MainWindow::showErrorDialog);
    connect(session_, &Session::statementExecuted, this, [this] { code_->setCode(session_->codeLog()); });
    connect(session_, &Session::modelChanged, this, [this] {
        if (!history_->replaying())
            refresh();
    });
    connect(session_, &Session::scriptFinished, this, [this](bool ok) {
        stopAction_->setEnabled(false);
        session_->setSourceName(QStringLiteral("<stdin>"));
        history_->clear();
        refresh();
        canvas_->fitToWindow();
        statusBar()->showMessage(ok ? tr("Script finished.") : tr("Script stopped."), 5000);
    });
    connect(history_, &SessionHistory::restored, this, [this] {
        banner_->hide();
        operations_->showLastAction(LastAction());
        statusBar()->showMessage(tr("Undone: the session was rebuilt by running the code above again."), 5000);
        refresh();
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
        const QString result = operations_->typedResultName().isEmpty() ? OperationCatalog::suggestName(op, selected_, session_->model())
                                                                         : operations_->typedResultName();
        operations_->showSuggestion(OperationCatalog::codeFor(op, selected_, result, op.needsIndex() ? QStringLiteral("…") : QString()));
    });
    connect(build_, &BuildPanel::createRequested, this, [this](const QString &code) {
        const QString name = build_->spec().name.trimmed();
        if (runGuiCode(code).ok)
            select(name);
    });
    connect(code_->console(), &ConsoleWidget::submitted, this, &MainWindow::runConsoleCode);
}

void MainWindow::refresh()
{
    const SessionModel &model = session_->model();
    code_->setCode(session_->codeLog());
    if (!selected_.isEmpty() && !model.objectForName(selected_))
        selected_.clear();
    // With nothing selected, the newest object is: its operations are one click away.
    if (selected_.isEmpty() && !history_->replaying()) {
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
    deviceStatus_->setText(session_->cudaLabel());
}

QString MainWindow::withImports(const QString &code) const
{
    const auto &names = session_->model().names;
    QString prefix;
    if (code.contains(QLatin1String("torch.")) && !names.contains(QStringLiteral("torch")))
        prefix += QStringLiteral("import torch\n");
    if (code.contains(QLatin1String("np.")) && !names.contains(QStringLiteral("np")))
        prefix += QStringLiteral("import numpy as np\n");
    return prefix + code;
}

ExecResult MainWindow::runGuiCode(const QString &code, const QString &description)
{
    const QStringList before = session_->codeLog();
    const ExecResult result = session_->execute(withImports(code), ExecOrigin::Gui);
    history_->record(description.isEmpty() ? code.simplified() : description, before);
    afterStep(result);
    return result;
}

ExecResult MainWindow::runConsoleCode(const QString &code)
{
    code_->console()->echoInput(code);
    const QStringList before = session_->codeLog();
    // Like Python's REPL, each expression statement echoes the repr of its value.
    QStringList logBefore = before;
    const auto echo = connect(session_, &Session::statementExecuted, this, [this, &logBefore](const QString &statement, bool ok) {
        if (ok && ConsoleEcho::isExpression(statement))
            code_->console()->appendOutput(ConsoleEcho::of(*session_, logBefore, statement), false);
        logBefore = session_->codeLog();
    });
    consoleRunning_ = true;
    const ExecResult result = session_->execute(code, ExecOrigin::Console);
    consoleRunning_ = false;
    disconnect(echo);
    history_->record(tr("Console: %1").arg(code.simplified()), before);
    afterStep(result);
    return result;
}

void MainWindow::afterStep(const ExecResult &result)
{
    if (result.ok) {
        lastError_ = ExecResult();
        banner_->hide();
    }
    const LastAction action = session_->lastAction();
    operations_->showLastAction(action);
    if (!action.sentence.isEmpty())
        statusBar()->showMessage(action.sentence);
    refresh();
}

void MainWindow::onError(const ExecResult &error)
{
    if (history_->replaying())
        return;
    lastError_ = error;
    banner_->showError(lastLineOf(error), error.statement);
    if (interactive_)
        QTimer::singleShot(0, this, &MainWindow::showErrorDialog);
}

void MainWindow::showErrorDialog()
{
    if (lastError_.ok)
        return;
    ErrorAdvice advice = ErrorAdvisor(session_->model()).advise(ErrorAdvisor::failureOf(lastError_));
    FixPreview(*session_).describe(advice);
    if (!dialog_) {
        dialog_ = new ErrorDialog(this);
        // Queued: the fix runs after the dialog has closed (it may raise again and reopen it).
        connect(dialog_, &ErrorDialog::fixApplied, this,
                [this](const QString &code) { runGuiCode(code, tr("Fix: %1").arg(code.simplified())); }, Qt::QueuedConnection);
    }
    dialog_->setError(lastError_, advice);
    dialog_->open();
}

void MainWindow::select(const QString &name)
{
    const SessionModel &model = session_->model();
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
    const Operation *op = OperationCatalog::find(id);
    if (!op)
        return;
    runOperationOn(*op, selected_);
}

void MainWindow::runOperationOn(const Operation &op, const QString &source)
{
    const ObjectInfo *object = session_->model().objectForName(source);
    if (!object) {
        statusBar()->showMessage(tr("Select a tensor or array first: click its card on the canvas."), 5000);
        return;
    }
    if (object->kind != op.appliesTo) {
        statusBar()->showMessage(tr("%1 applies to a %2; %3 is a %4.").arg(op.label, op.appliesTo, source, object->kind), 5000);
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
    if (op.producesResult()) {
        result = operations_->typedResultName();
        if (result.isEmpty())
            result = OperationCatalog::suggestName(op, source, session_->model());
    }
    const ExecResult r = runGuiCode(OperationCatalog::codeFor(op, source, result, index));
    if (r.ok) {
        operations_->clearResultName();
        if (!result.isEmpty())
            select(result);
    }
}

void MainWindow::showContextMenu(const QString &name, const QPoint &globalPos)
{
    select(name);
    const ObjectInfo *object = session_->model().objectForName(selected_);
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

void MainWindow::setDark(bool dark)
{
    ThemePalette::apply(dark);
    canvas_->setDark(dark);
    if (darkAction_ && darkAction_->isChecked() != dark)
        darkAction_->setChecked(dark);
    if (interactive_)
        QSettings().setValue(QStringLiteral("view/dark"), dark);
}

bool MainWindow::openScript(const QString &path, bool wait)
{
    // Everything is checked before the session is replaced: a refused file changes nothing.
    // Screenshots run what parses not as well, to print its traceback like `tensorlens run`.
    QString why;
    const std::optional<QString> text = ScriptFile::read(path, &why);
    if (!text || (interactive_ && !ScriptFile::parses(path, *text, &why))) {
        warn(tr("Open script"), why);
        output_->append(why + u'\n', true);
        return false;
    }
    const QString source = *text;
    clearForFreshSession();
    scriptPath_ = QFileInfo(path).absoluteFilePath();
    session_->setSourceName(scriptPath_);
    if (interactive_)
        addRecentFile(scriptPath_);
    setWindowTitle(tr("%1 — TensorLens").arg(QFileInfo(path).fileName()));
    if (!wait) {
        stopAction_->setEnabled(true);
        session_->runScriptAsync(source);
        return true;
    }
    const ExecResult result = session_->execute(source, ExecOrigin::Script);
    session_->setSourceName(QStringLiteral("<stdin>"));
    history_->clear();
    afterStep(result);
    canvas_->fitToWindow();
    return result.ok;
}

bool MainWindow::saveCode(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write((session_->codeLog().join(u'\n') + u'\n').toUtf8());
    return file.commit();
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
    if (canvasOnly) {
        QImage image = canvas_->renderToImage(size);
        if (!lastError_.ok) {
            // The banner is not part of the canvas: draw the exception's last line onto it.
            QPainter p(&image);
            const QRect strip(0, image.height() - 36, image.width(), 36);
            p.fillRect(strip, QColor(0xfd, 0xe8, 0xe8));
            p.setPen(QColor(0x8a, 0x10, 0x10));
            p.drawText(strip.adjusted(10, 0, -10, 0), Qt::AlignVCenter | Qt::TextSingleLine, lastLineOf(lastError_));
        }
        return image;
    }
    resize(size);
    QApplication::sendPostedEvents();
    QApplication::processEvents();
    canvas_->fitToWindow();
    QImage image = grab().toImage();
    if (image.size() != size)
        image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    return image;
}

void MainWindow::clearForFreshSession()
{
    history_->clear();
    session_->reset();
    output_->clearOutput();
    banner_->hide();
    lastError_ = ExecResult();
    selected_.clear();
}

void MainWindow::resetSession()
{
    clearForFreshSession();
    code_->console()->clearTranscript();
    scriptPath_.clear();
    session_->setSourceName(QStringLiteral("<stdin>"));
    setWindowTitle(tr("TensorLens — what tensors and arrays share in memory"));
    session_->execute(kImports, ExecOrigin::Gui);
    refresh();
}

void MainWindow::openScriptDialog()
{
    const QString dir = scriptPath_.isEmpty() ? QString() : QFileInfo(scriptPath_).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open script"), dir, tr("Python scripts (*.py);;All files (*)"));
    if (!path.isEmpty())
        openScript(path);
}

void MainWindow::saveCodeDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save code"), scriptPath_.isEmpty() ? QStringLiteral("session.py") : scriptPath_,
                                                      tr("Python scripts (*.py)"));
    if (path.isEmpty())
        return;
    if (saveCode(path))
        statusBar()->showMessage(tr("Saved %1: run it with tensorlens run or python3.").arg(QDir::toNativeSeparators(path)), 8000);
    else
        warn(tr("Save code"), tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
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
    // Offered once, when the window first appears. Under Qt Test the tests ask for it
    // themselves (a modal box nobody answers would stall them).
    if (!restoreOffered_ && autosave_ && !QStandardPaths::isTestModeEnabled())
        QTimer::singleShot(0, this, &MainWindow::offerRestore);
    restoreOffered_ = true;
}

bool MainWindow::offerRestore()
{
    restoreOffered_ = true;
    if (!autosave_ || autosave_->leftover().isEmpty())
        return false;
    const QString code = autosave_->leftover();
    const int statements = static_cast<int>(code.split(u'\n', Qt::SkipEmptyParts).size());
    QMessageBox box(QMessageBox::Question, tr("Restore the last session?"),
                    tr("TensorLens did not close normally last time. Restore the session it was showing "
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
    autosave_->dropLeftover();
    if (box.clickedButton() != restore) {
        autosave_->saveNow();
        return false;
    }
    restoreCode(code);
    autosave_->saveNow();
    return true;
}

ExecResult MainWindow::restoreCode(const QString &code)
{
    clearForFreshSession();
    // Like a script: it stops at a statement that fails now; what ran before it stays.
    const ExecResult result = session_->execute(code, ExecOrigin::Script);
    history_->clear();
    afterStep(result);
    canvas_->fitToWindow();
    return result;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    session_->stop();
    if (!interactive_) {
        QMainWindow::closeEvent(event);
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
    if (event->isAccepted() && autosave_)
        autosave_->finish();
}

} // namespace tl::ui
