#pragma once
// The canvas's element intents answered with dialogs: an edit through the selected name asks
// for the value (a number the dtype allows, never code), an edit with a choice of names
// shows every name that sees the element; Go to element… asks for an address by any name's
// index until the canvas can show it or the user cancels. The code runs as one undoable step.
#include <QObject>

namespace tl::ui {

class MainWindow;

class ElementCommands : public QObject {
    Q_OBJECT
public:
    explicit ElementCommands(MainWindow *window);

    void edit(quint64 storageId, qint64 element, quint64 objectId, bool choose);
    void goTo();

private:
    MainWindow *window_;
};

} // namespace tl::ui
