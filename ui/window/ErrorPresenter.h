#pragma once
// Errors of buttons, fixes and scripts open the ErrorDialog, with the explanation and the
// one-click fixes previewed; errors typed at the console or met while stepping report inline
// (the traceback and the banner, whose button opens the same dialog). A fix that runs
// selects what it made, as an operation does.
#include "session/ExecOrigin.h"
#include "session/ExecResult.h"

#include <QObject>

namespace tl::ui {

class ErrorDialog;
class MainWindow;
class ObjectCommands;

class ErrorPresenter : public QObject {
    Q_OBJECT
public:
    ErrorPresenter(MainWindow *window, ObjectCommands *objects);

    // The error dialog, once an error has opened it.
    ErrorDialog *dialog() const { return dialog_; }
    void onError(const ExecResult &error, ExecOrigin origin);
    void showDialog();

private:
    MainWindow *window_;
    ObjectCommands *objects_;
    ErrorDialog *dialog_ = nullptr; // created by the first error, then reused
    bool fromScript_ = false;       // the error the dialog explains came from a script's line
};

} // namespace tl::ui
