#pragma once
// The explainer window: the memory canvas in the middle; docks for building tensors,
// operations on the selected one, the code (with a Python console) and the printed output.
// Every action becomes PyTorch code that runs through the Session; errors open the
// ErrorDialog with an explanation and one-click fixes; steps undo by replay.
#include "session/ExecResult.h"
#include "session/EngineRuntime.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QUndoStack;

namespace tl::ui {

class BuildPanel;
class CanvasView;
class CodePanel;
class ErrorBanner;
class ErrorDialog;
class OperationActions;
class OperationsPanel;
class OutputPane;
class Session;
class SessionAutosave;
class SessionHistory;
struct Operation;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `interactive`: false for screenshots (no dialogs pop up; errors show in the banner).
    explicit MainWindow(tl::CudaMode mode = tl::Runtime::cudaModeFromEnvironment(), bool interactive = true,
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    Session *session() const { return session_; }
    CanvasView *canvas() const { return canvas_; }
    BuildPanel *buildPanel() const { return build_; }
    OperationsPanel *operationsPanel() const { return operations_; }
    CodePanel *codePanel() const { return code_; }
    OutputPane *outputPane() const { return output_; }
    ErrorBanner *errorBanner() const { return banner_; }
    OperationActions *operationActions() const { return operationActions_; }
    QUndoStack *undoStack() const;
    // The error dialog, once an error has opened it.
    ErrorDialog *errorDialog() const { return dialog_; }
    QAction *darkAction() const { return darkAction_; }

    QString selectedName() const { return selected_; }
    // The last error the session raised (ok == true when the last step succeeded).
    const ExecResult &lastError() const { return lastError_; }

    // Code from the window (buttons, fixes): runs as one undoable step.
    ExecResult runGuiCode(const QString &code, const QString &description = {});
    // Code typed or pasted into the console: REPL-like, one undoable step.
    ExecResult runConsoleCode(const QString &code);
    // A fresh session running the script; `wait`: return when it has finished.
    bool openScript(const QString &path, bool wait = false);
    bool saveCode(const QString &path);
    bool exportPng(const QString &path);
    // The window (or only the canvas) as an image of `size` pixels.
    QImage renderShot(const QSize &size, bool canvasOnly);
    // The autosave of the session's code (null for screenshot windows).
    SessionAutosave *autosave() const { return autosave_; }
    QAction *stopAction() const { return stopAction_; }
    // When a crashed run left its code behind: asks Restore / Discard; true when restored.
    bool offerRestore();
    // A fresh session that runs `code` (the statements of an earlier session).
    ExecResult restoreCode(const QString &code);

public slots:
    void select(const QString &name);
    void runOperation(const QString &id);
    void setDark(bool dark);
    void showErrorDialog();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createDocks();
    void createActions();
    void connectSession();
    void refresh();
    void onError(const ExecResult &error);
    void afterStep(const ExecResult &result);
    QString withImports(const QString &code) const;
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void openScriptDialog();
    void saveCodeDialog();
    void exportPngDialog();
    // An empty session and window: no history, output, error or selection.
    void clearForFreshSession();
    void resetSession();
    void runOperationOn(const Operation &op, const QString &source);
    void showContextMenu(const QString &name, const QPoint &globalPos);
    void warn(const QString &title, const QString &text);

    tl::CudaMode mode_;
    bool interactive_;
    Session *session_;
    SessionHistory *history_;
    SessionAutosave *autosave_ = nullptr;
    CanvasView *canvas_;
    ErrorBanner *banner_;
    BuildPanel *build_;
    OperationsPanel *operations_;
    CodePanel *code_;
    OutputPane *output_;
    OperationActions *operationActions_;
    ErrorDialog *dialog_ = nullptr; // created by the first error, then reused
    QMenu *recentMenu_ = nullptr;
    QMenu *viewMenu_ = nullptr;
    QAction *darkAction_ = nullptr;
    QAction *stopAction_ = nullptr;
    QLabel *deviceStatus_ = nullptr;
    QString selected_;
    QString scriptPath_;
    ExecResult lastError_;
    bool consoleRunning_ = false;
    bool restoreOffered_ = false;
};

} // namespace tl::ui
