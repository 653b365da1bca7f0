#pragma once
// The explainer window: the memory canvas in the middle; docks for building tensors,
// operations on the selected one, the code, the Python console and the printed output.
// Window chrome only: what runs, undo and the autosave belong to the SessionController;
// files, exports and lessons to ScriptCommands; the selection and the operations to
// ObjectCommands; errors to ErrorPresenter; the status bar and Stop to WindowStatus.
#include "session/EngineRuntime.h"
#include "session/ExecOrigin.h"
#include "session/ExecResult.h"
#include "ScriptCommands.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QUndoStack;

namespace tl::ui {

class BuildPanel;
class CanvasView;
class CodePanel;
class CopyCostDialog;
class DockArrangement;
class MemoryDock;
class MemoryStrip;
class ConsoleWidget;
class ErrorBanner;
class ErrorDialog;
class ErrorPresenter;
class PytorchCheckDialog;
class ObjectCommands;
class OperationActions;
class OperationsPanel;
class OutputPane;
class ProjectorMode;
class Session;
class SessionAutosave;
class SessionController;
class SessionFileCommands;
class SessionFiles;
class StepActions;
class LessonPlayer;
class LiveCommands;
class LessonPresenter;
class PredictionDialog;
class StepPanel;
class StatementStrip;
class ShortcutHelp;
class WindowMenus;
class WindowStatus;
struct Operation;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `interactive`: false for screenshots (no dialogs pop up; errors show in the banner).
    explicit MainWindow(tl::CudaMode mode = tl::Runtime::cudaModeFromEnvironment(), bool interactive = true,
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    SessionController *controller() const { return controller_; }
    Session *session() const;
    CanvasView *canvas() const { return canvas_; }
    BuildPanel *buildPanel() const { return build_; }
    OperationsPanel *operationsPanel() const { return operations_; }
    CodePanel *codePanel() const { return code_; }
    ConsoleWidget *console() const { return console_; }
    OutputPane *outputPane() const { return output_; }
    ErrorBanner *errorBanner() const { return banner_; }
    OperationActions *operationActions() const { return operationActions_; }
    StepPanel *stepPanel() const { return steps_; }
    StepActions *stepActions() const { return stepActions_; }
    LessonPlayer *lessonPlayer() const { return lessonPlayer_; }
    // The prediction of a lesson, once one was asked.
    PredictionDialog *predictionDialog() const;
    // File > Open session… and Save session….
    SessionFileCommands *sessionFiles() const { return sessionFiles_; }
    // Run in your Python (the live engine).
    LiveCommands *liveCommands() const { return live_; }
    QUndoStack *undoStack() const;
    // The error dialog, once an error has opened it.
    ErrorDialog *errorDialog() const;
    // Tools > Check with real PyTorch, once opened.
    PytorchCheckDialog *pytorchCheckDialog() const { return pytorchCheck_; }
    // Help > Keyboard shortcuts, once opened.
    ShortcutHelp *shortcutHelp() const { return shortcutHelp_; }
    QAction *darkAction() const;
    QAction *stopAction() const;
    WindowMenus *menus() const { return menus_; }
    WindowStatus *windowStatus() const { return status_; }
    // The docks' arrangement, which follows the window's size until the user arranges them.
    DockArrangement *dockArrangement() const { return arrangement_; }
    // View > Projector mode (F5) and the large statement strip it shows above the canvas.
    ProjectorMode *projector() const { return projector_; }
    StatementStrip *statementStrip() const { return strip_; }
    // The autosave of the session's code (null for screenshot windows).
    SessionAutosave *autosave() const;
    // View > Memory (the strip of bytes per device over the statements run) and View > Copy cost….
    MemoryStrip *memoryStrip() const;
    QDockWidget *memoryDock() const;
    CopyCostDialog *copyCostDialog() const { return copyCost_; }
    // Whether the window took the size and place it had last time (false on a first start).
    bool geometryRestored() const { return geometryRestored_; }

    QString selectedName() const;
    // The error of the last code that ran (ok == true when it ran cleanly).
    const ExecResult &lastError() const;

    // Code from the window (buttons, fixes): runs as one undoable step.
    ExecResult runGuiCode(const QString &code, const QString &description = {});
    // Code typed or pasted into the console: REPL-like, one undoable step.
    ExecResult runConsoleCode(const QString &code);
    // A fresh session with the script (after asking about unsaved statements): at step 0,
    // to be stepped through; `wait`: run to its end now and return whether it ran without
    // an error.
    // A session file (.tlsession) opens as File > Open session… does.
    bool openScript(const QString &path, bool wait = false) { return scripts_->openScript(path, wait); }
    // A fresh session running `source`, the text of the file at `path` (already checked),
    // after asking about unsaved statements: false when that was cancelled. `ranOk` (when
    // `wait`): whether it ran without an error.
    bool runScriptText(const QString &path, const QString &source, bool wait, bool *ranOk)
    {
        return scripts_->runScriptText(path, source, wait, ranOk);
    }
    bool saveCode(const QString &path);
    // The canvas as PNG (the view's size), SVG or PDF (the canvas's own size) by the path's
    // suffix; the session as a runnable Python script. Whole files or none; `error` says why.
    bool exportCanvas(const QString &path, QString *error = nullptr) { return scripts_->exportCanvas(path, error); }
    bool exportScript(const QString &path, QString *error = nullptr) { return scripts_->exportScript(path, error); }
    // The script being stepped as a storyboard PDF: a page per step (its line, what it did,
    // a lesson's narration, the canvas after it); the window comes back to its step.
    bool exportStoryboard(const QString &path, QString *error = nullptr) { return scripts_->exportStoryboard(path, error); }
    // When a crashed run left its code behind: asks Restore / Discard; true when restored.
    bool offerRestore();
    // A fresh session that runs `code` (the statements of an earlier session).
    ExecResult restoreCode(const QString &code) { return scripts_->restoreCode(code); }
    // Whether dialogs may pop up (false for screenshots).
    bool isInteractive() const { return interactive_; }
    QDockWidget *stepsDock() const { return stepsDock_; }
    // The model's names, the selection and what follows them (after the session changed).
    void refresh();

public slots:
    void select(const QString &name);
    // The stepped script as edited in the Steps panel when that differs from its file; null
    // when it does not.
    QString scriptEdits() const;
    void runOperation(const QString &id);
    void setDark(bool dark);
    void setTextSize(int percent);
    void showErrorDialog();
    // File > New session: asks about unsaved statements first.
    void newSession() { scripts_->newSession(); }
    // View > Reset layout: the default arrangement of the docks for the window's size.
    void resetLayout();
    void showShortcuts();
    // The statement the large strip shows (stepping drives it; `line` <= 0: not known).
    void setCurrentLine(int line, const QString &text);
    void openScriptDialog() { scripts_->openScriptDialog(); }
    // True when saved; false when the dialog was cancelled or the write failed.
    bool saveCodeDialog();
    void exportCanvasDialog() { scripts_->exportCanvasDialog(); }
    void exportScriptDialog() { scripts_->exportScriptDialog(); }
    void exportStoryboardDialog() { scripts_->exportStoryboardDialog(); }
    // Tools > Check with real PyTorch: the session's code run by python3 and compared.
    void checkWithPytorch();
    void showCopyCost();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createDocks();
    void connectController();
    // Headline texts: the last statement panel, the status bar, the banner, the code.
    void showState();

    tl::CudaMode mode_;
    bool interactive_;
    SessionController *controller_;
    CanvasView *canvas_;
    ErrorBanner *banner_;
    BuildPanel *build_;
    OperationsPanel *operations_;
    CodePanel *code_;
    ConsoleWidget *console_;
    OutputPane *output_;
    QDockWidget *buildDock_ = nullptr;
    QDockWidget *operationsDock_ = nullptr;
    QDockWidget *codeDock_ = nullptr;
    QDockWidget *consoleDock_ = nullptr;
    QDockWidget *outputDock_ = nullptr;
    QDockWidget *stepsDock_ = nullptr;
    StepPanel *steps_ = nullptr;
    StepActions *stepActions_ = nullptr;
    LessonPlayer *lessonPlayer_ = nullptr;
    LessonPresenter *lessonView_ = nullptr;
    OperationActions *operationActions_;
    WindowMenus *menus_ = nullptr;
    SessionFiles *files_ = nullptr;
    SessionFileCommands *sessionFiles_ = nullptr;
    ScriptCommands *scripts_ = nullptr;
    LiveCommands *live_ = nullptr;
    ObjectCommands *objects_ = nullptr;
    ErrorPresenter *errors_ = nullptr;
    ShortcutHelp *shortcutHelp_ = nullptr;
    StatementStrip *strip_ = nullptr;
    ProjectorMode *projector_ = nullptr;
    DockArrangement *arrangement_ = nullptr;
    PytorchCheckDialog *pytorchCheck_ = nullptr;
    WindowStatus *status_ = nullptr;
    bool restoreOffered_ = false;
    bool geometryRestored_ = false;
    bool layoutRestored_ = false; // a saved arrangement of the docks was applied
    bool laidOut_ = false;
    MemoryDock *memoryDock_ = nullptr;
    CopyCostDialog *copyCost_ = nullptr;
};

} // namespace tl::ui
