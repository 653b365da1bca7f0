#include "WindowMenus.h"

#include "core/VersionProfile.h"

#include "LiveCommands.h"
#include "MainWindow.h"
#include "StepActions.h"
#include "VersionChoice.h"
#include "OperationActions.h"
#include "ProjectorMode.h"
#include "control/SessionController.h"
#include "SessionFileCommands.h"
#include "canvas/CanvasActions.h"
#include "canvas/CanvasView.h"
#include "dialogs/PythonDialog.h"
#include "lesson/LessonCatalog.h"
#include "panels/ConsoleWidget.h"
#include "session/Session.h"
#include "theme/TextSize.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace tl::ui {

namespace {

// The theme toggle's icon: a moon for the dark theme, a sun for the light one.
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

} // namespace

WindowMenus::WindowMenus(MainWindow *window) : QObject(window), window_(window)
{
    addFileMenu();
    addEditMenu();
    addTensorMenu();
    addStepMenu();
    addLessonsMenu();
    addViewMenu();
    addToolsMenu();
    addHelpMenu();
    addToolbar();
}

void WindowMenus::addFileMenu()
{
    QStyle *style = window_->style();
    auto *file = window_->menuBar()->addMenu(tr("&File"));
    open_ = file->addAction(style->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open script…"), window_,
                            &MainWindow::openScriptDialog);
    open_->setShortcut(QKeySequence::Open);
    open_->setObjectName(QStringLiteral("actionOpen"));
    open_->setStatusTip(tr("Run a Python script in a fresh session"));
    recent_ = file->addMenu(tr("Open &recent"));
    file->addAction(window_->liveCommands()->runAction());
    file->addAction(window_->liveCommands()->builtInAction());
    save_ = file->addAction(style->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save code…"), window_, &MainWindow::saveCodeDialog);
    save_->setShortcut(QKeySequence::Save);
    save_->setObjectName(QStringLiteral("actionSaveCode"));
    save_->setStatusTip(tr("Write the session's code as a script for tensorlens run or python3"));
    auto *openSession = file->addAction(tr("Open s&ession…"), window_->sessionFiles(), &SessionFileCommands::openDialog);
    openSession->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openSession->setObjectName(QStringLiteral("actionOpenSession"));
    openSession->setStatusTip(tr("Open a session file: its code runs in a fresh session, then the zoom, selection and theme come back"));
    auto *saveSession = file->addAction(tr("Save sess&ion…"), window_->sessionFiles(), &SessionFileCommands::saveDialog);
    saveSession->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveSession->setObjectName(QStringLiteral("actionSaveSession"));
    saveSession->setStatusTip(tr("Write the session's code and what the window shows into a .tlsession file"));
    auto *canvas = file->addAction(tr("&Export canvas…"), window_, &MainWindow::exportCanvasDialog);
    canvas->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    canvas->setObjectName(QStringLiteral("actionExportCanvas"));
    canvas->setStatusTip(tr("Save the canvas as a PNG picture, or as an SVG or PDF drawing whose text stays text"));
    auto *storyboard = file->addAction(tr("Export &storyboard…"), window_, &MainWindow::exportStoryboardDialog);
    storyboard->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E));
    storyboard->setObjectName(QStringLiteral("actionExportStoryboard"));
    storyboard->setStatusTip(tr("Write the stepped script or lesson as a PDF with a page for each step"));
    auto *script = file->addAction(tr("Export as &Python script…"), window_, &MainWindow::exportScriptDialog);
    script->setObjectName(QStringLiteral("actionExportScript"));
    script->setStatusTip(tr("Write the session's code with its imports, for python3 or tensorlens run"));
    file->addSeparator();
    auto *fresh = file->addAction(tr("&New session"), window_, &MainWindow::newSession);
    fresh->setShortcut(QKeySequence::New);
    fresh->setObjectName(QStringLiteral("actionNewSession"));
    fresh->setStatusTip(tr("Start again from the imports"));
    stop_ = file->addAction(style->standardIcon(QStyle::SP_MediaStop), tr("S&top"), window_->session(), &Session::stop);
    stop_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    stop_->setStatusTip(tr("Stop the running script or loop (a loop ends with KeyboardInterrupt); what ran stays"));
    stop_->setEnabled(false);
    file->addSeparator();
    auto *quit = file->addAction(tr("&Quit"), window_, &QWidget::close);
    // Ctrl+Q where the platform names no Quit key (offscreen, some desktops).
    const QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    quit->setShortcuts(quitKeys.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Q)} : quitKeys);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setStatusTip(tr("Close TensorLens (it asks first when statements are unsaved)"));
}

void WindowMenus::addEditMenu()
{
    QStyle *style = window_->style();
    auto *edit = window_->menuBar()->addMenu(tr("&Edit"));
    undo_ = window_->undoStack()->createUndoAction(window_, tr("&Undo"));
    undo_->setShortcut(QKeySequence::Undo);
    undo_->setIcon(style->standardIcon(QStyle::SP_ArrowBack));
    undo_->setObjectName(QStringLiteral("actionUndo"));
    undo_->setStatusTip(tr("Go back one step (the session is rebuilt by running the code before it)"));
    redo_ = window_->undoStack()->createRedoAction(window_, tr("&Redo"));
    redo_->setShortcut(QKeySequence::Redo);
    redo_->setIcon(style->standardIcon(QStyle::SP_ArrowForward));
    redo_->setObjectName(QStringLiteral("actionRedo"));
    redo_->setStatusTip(tr("Run the undone step again"));
    edit->addAction(undo_);
    edit->addAction(redo_);
}

void WindowMenus::addTensorMenu()
{
    auto *tensor = window_->menuBar()->addMenu(tr("&Tensor"));
    tensor->setToolTipsVisible(true);
    tensor->setToolTip(tr("The operation keys work while the canvas has the focus: click a card, or press F6."));
    for (QAction *a : window_->operationActions()->actions())
        tensor->addAction(a);
    tensor->addSeparator();
    auto *focusCanvas = tensor->addAction(tr("Focus the canvas (operation keys work there)"), window_->canvas(),
                                          qOverload<>(&QWidget::setFocus));
    focusCanvas->setShortcut(QKeySequence(Qt::Key_F6));
    auto *focusConsole = tensor->addAction(tr("Focus the console"), window_->console(), qOverload<>(&QWidget::setFocus));
    focusConsole->setShortcut(QKeySequence(Qt::Key_F7));
}

void WindowMenus::addViewMenu()
{
    auto *view = window_->menuBar()->addMenu(tr("&View"));
    // The canvas's own commands (zoom in/out/reset, fit, pin, go to and edit an element).
    canvasActions_ = new CanvasActions(window_->canvas());
    view->addActions(canvasActions_->actions());
    view->addSeparator();
    auto *sizes = view->addMenu(tr("&Text size"));
    sizes->setObjectName(QStringLiteral("menuTextSize"));
    auto *larger = sizes->addAction(tr("&Larger text"), window_, [this] { window_->setTextSize(TextSize::larger(TextSize::current())); });
    larger->setObjectName(QStringLiteral("actionLargerText"));
    larger->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Equal));
    larger->setStatusTip(tr("Larger text in the panels, console, code and output"));
    auto *smaller = sizes->addAction(tr("&Smaller text"), window_, [this] { window_->setTextSize(TextSize::smaller(TextSize::current())); });
    smaller->setObjectName(QStringLiteral("actionSmallerText"));
    smaller->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Minus));
    smaller->setStatusTip(tr("Smaller text in the panels, console, code and output"));
    sizes->addSeparator();
    textSizes_ = new QActionGroup(this);
    for (int percent : TextSize::steps()) {
        QAction *a = sizes->addAction(tr("%1%").arg(percent), window_, [this, percent] { window_->setTextSize(percent); });
        a->setCheckable(true);
        a->setData(percent);
        a->setObjectName(QStringLiteral("actionTextSize%1").arg(percent));
        textSizes_->addAction(a);
    }
    showTextSize(TextSize::current());

    view->addAction(window_->projector()->action());
    dark_ = view->addAction(tr("&Dark theme"));
    dark_->setCheckable(true);
    dark_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    dark_->setObjectName(QStringLiteral("actionDark"));
    dark_->setStatusTip(tr("Switch between the light and the dark theme"));
    connect(dark_, &QAction::toggled, window_, &MainWindow::setDark);
    view->addSeparator();
    auto *layout = view->addAction(tr("Reset &layout"), window_, &MainWindow::resetLayout);
    layout->setObjectName(QStringLiteral("actionResetLayout"));
    layout->setStatusTip(tr("Put the panels back where they start, for this window's size"));
    for (QDockWidget *d : window_->findChildren<QDockWidget *>())
        view->addAction(d->toggleViewAction());
    view->addSeparator();
    auto *copyCost = view->addAction(tr("&Copy cost…"), window_, &MainWindow::showCopyCost);
    copyCost->setObjectName(QStringLiteral("actionCopyCost"));
    copyCost->setStatusTip(tr("Measure what views and copies cost on this machine, size by size"));
}

void WindowMenus::addStepMenu()
{
    auto *step = window_->menuBar()->addMenu(tr("&Step"));
    step->setObjectName(QStringLiteral("stepMenu"));
    step->addActions(window_->stepActions()->actions());
}

void WindowMenus::addLessonsMenu()
{
    lessons_ = window_->menuBar()->addMenu(tr("&Lessons"));
    lessons_->setObjectName(QStringLiteral("lessonsMenu"));
    lessons_->setToolTipsVisible(true);
    openLesson_ = new QAction(tr("&Open lesson…"), this);
    openLesson_->setObjectName(QStringLiteral("actionOpenLesson"));
    openLesson_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    openLesson_->setStatusTip(tr("Play a lesson from any folder: its predictions are asked before the statements run"));
    connect(openLesson_, &QAction::triggered, this, &WindowMenus::openLessonDialog);
    fillLessonsMenu();
}

void WindowMenus::fillLessonsMenu()
{
    lessons_->clear(); // deletes the entries (the menu owns them), not Open lesson…
    const auto addEntries = [this](const QString &heading, const QString &folder, const QString &kind) {
        const QList<LessonCatalog::Entry> entries = LessonCatalog::scan(folder);
        if (entries.isEmpty())
            return;
        lessons_->addSection(heading);
        for (const LessonCatalog::Entry &e : entries) {
            QString text = e.title;
            auto *a = lessons_->addAction(text.replace(u'&', QStringLiteral("&&")));
            a->setObjectName(QStringLiteral("action%1_%2").arg(kind, QFileInfo(e.path).completeBaseName()));
            a->setData(e.path);
            a->setToolTip(QDir::toNativeSeparators(e.path));
            a->setStatusTip(tr("Open %1").arg(QDir::toNativeSeparators(e.path)));
            connect(a, &QAction::triggered, window_, [this, path = e.path] { window_->openScript(path); });
        }
    };
    addEntries(tr("Lessons"), LessonCatalog::lessonsDir(), QStringLiteral("Lesson"));
    addEntries(tr("Examples"), LessonCatalog::examplesDir(), QStringLiteral("Example"));
    if (!lessonFolder_.isEmpty())
        addEntries(tr("In %1").arg(QDir::toNativeSeparators(lessonFolder_)), lessonFolder_, QStringLiteral("Lesson"));
    if (lessons_->isEmpty()) {
        auto *none = lessons_->addAction(tr("(no built-in lessons found)"));
        none->setEnabled(false);
    }
    lessons_->addSeparator();
    lessons_->addAction(openLesson_);
}

void WindowMenus::openLessonDialog()
{
    const QString start = lessonFolder_.isEmpty() ? LessonCatalog::lessonsDir() : lessonFolder_;
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open lesson"), start, tr("Lessons and scripts (*.py);;All files (*)"));
    if (path.isEmpty() || !window_->openScript(path))
        return;
    // Its folder's other lessons are one click away from now on.
    const QString folder = QFileInfo(path).absolutePath();
    const auto same = [&](const QString &dir) { return !dir.isEmpty() && QFileInfo(dir).canonicalFilePath() == QFileInfo(folder).canonicalFilePath(); };
    if (!same(LessonCatalog::lessonsDir()) && !same(LessonCatalog::examplesDir()) && folder != lessonFolder_) {
        lessonFolder_ = folder;
        fillLessonsMenu();
    }
}

void WindowMenus::addToolsMenu()
{
    auto *tools = window_->menuBar()->addMenu(tr("T&ools"));
    auto *check = tools->addAction(tr("&Check with real PyTorch…"), window_, &MainWindow::checkWithPytorch);
    check->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    check->setObjectName(QStringLiteral("actionCheckPytorch"));
    check->setStatusTip(tr("Run the session's code with python3 and real PyTorch and compare what both print"));
    auto *python = tools->addAction(tr("&Python…"), window_, [this] {
        PythonDialog dialog(window_);
        if (dialog.exec() == QDialog::Accepted)
            versions_->offerToMatch(dialog.chosenTorch(), dialog.chosenNumpy());
    });
    python->setObjectName(QStringLiteral("actionPython"));
    python->setStatusTip(tr("The Python, PyTorch and NumPy that Check with real PyTorch uses: those found, and environments you add"));
    versions_ = new VersionChoice(window_, tools);
}

void WindowMenus::addHelpMenu()
{
    auto *help = window_->menuBar()->addMenu(tr("&Help"));
    auto *keys = help->addAction(tr("&Keyboard shortcuts"), window_, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    keys->setObjectName(QStringLiteral("actionShortcuts"));
    keys->setStatusTip(tr("Every shortcut of the menus"));
    help->addAction(tr("&About TensorLens"), window_, [this] {
        QMessageBox::about(window_, tr("About TensorLens"),
                           tr("<p><b>TensorLens</b> shows what really happens in memory when PyTorch tensors meet "
                              "NumPy: every action is real PyTorch code, run by an engine that answers as %1 "
                              "do.</p><p>cuda:0: %2</p>")
                               .arg(QString::fromStdString(tl::Profile::shortText(tl::Profile::active())).toHtmlEscaped(),
                                    window_->session()->cudaLabel().toHtmlEscaped()));
    });
}

void WindowMenus::addToolbar()
{
    auto *toolbar = window_->addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // What a teacher reaches for in front of a class comes first, in words, so that a narrow
    // window (1280 px with the docks) keeps it out of the overflow menu: Fit and projector
    // mode (stepping has its own toolbar). The file, undo and look buttons follow as icons.
    toolbar->addAction(stop_);
    toolbar->addSeparator();
    toolbar->addAction(canvasActions_->fit());
    toolbar->addAction(window_->projector()->action());
    toolbar->addSeparator();
    toolbar->addAction(open_);
    toolbar->addAction(save_);
    toolbar->addAction(undo_);
    toolbar->addAction(redo_);
    toolbar->addSeparator();
    toolbar->addAction(canvasActions_->pin());
    toolbar->addAction(canvasActions_->autograd());
    toolbar->addAction(dark_);
    for (QAction *a : {open_, save_, undo_, redo_, stop_})
        if (auto *button = qobject_cast<QToolButton *>(toolbar->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    stopButton_ = toolbar->widgetForAction(stop_);
}

void WindowMenus::showTheme(bool dark)
{
    if (dark_->isChecked() != dark)
        dark_->setChecked(dark);
    dark_->setIcon(themeIcon(dark, QApplication::palette().color(QPalette::ButtonText)));
    dark_->setIconText(dark ? tr("Dark theme: on") : tr("Dark theme: off"));
    dark_->setToolTip(dark ? tr("The dark theme is on: click for the light one (Ctrl+Shift+L)")
                           : tr("The light theme is on: click for the dark one (Ctrl+Shift+L)"));
}

void WindowMenus::showTextSize(int percent)
{
    for (QAction *a : textSizes_->actions())
        a->setChecked(a->data().toInt() == percent);
}

} // namespace tl::ui
