#pragma once
// The selected object and the operations on it: a click on a card, the Operations panel's
// list, a new object or a fix's result selects; an operation (button, shortcut, context
// menu) runs on the selected object as PyTorch code, after its result name and index were
// checked, and selects what it made.
#include <QObject>
#include <QString>

class QPoint;

namespace tl::ui {

class MainWindow;
struct Operation;

class ObjectCommands : public QObject {
    Q_OBJECT
public:
    explicit ObjectCommands(MainWindow *window);

    QString selected() const { return selected_; }
    void select(const QString &name);
    // Selects the object the last statement made (a fix, like an operation, hands it over).
    void selectMadeObject();
    // After the model changed: a selection that is gone is dropped; with nothing selected,
    // the newest object is (its operations are one click away).
    void followModel();
    // A fresh session: nothing is selected.
    void clear() { selected_.clear(); }
    void runOperation(const Operation &op, const QString &source);
    void showContextMenu(const QString &name, const QPoint &globalPos);

private:
    MainWindow *window_;
    QString selected_;
};

} // namespace tl::ui
