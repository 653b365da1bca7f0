#pragma once
// A docked dock that shares its place with others as a tab is named by its tab, so its own
// title bar (the same words again) is left out: the lines go to the panel. A dock on its
// own or floating keeps its title bar, by which it is moved and closed.
#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace tl::ui {

class DockTitleBars : public QObject {
    Q_OBJECT
public:
    DockTitleBars(QMainWindow *window, QList<QDockWidget *> docks);

    // After the docks were arranged (or restored) in code.
    void update();

private:
    QMainWindow *window_;
    QList<QDockWidget *> docks_;
};

} // namespace tl::ui
