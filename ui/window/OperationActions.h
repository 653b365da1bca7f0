#pragma once
// One QAction per operation of the OperationCatalog, with its shortcut and tooltip; the
// menu, the toolbar-like panel buttons and the canvas context menu all share them.
// Shortcuts are plain keys (D = detach(), N = numpy() ...) active while the canvas has focus.
#include "control/Operation.h"

#include <QObject>
#include <QVector>

class QAction;

namespace tl::ui {

struct ObjectInfo;

class OperationActions : public QObject {
    Q_OBJECT
public:
    explicit OperationActions(QObject *parent = nullptr);

    const QVector<QAction *> &actions() const { return actions_; }
    QAction *action(const QString &id) const;
    // Shows and enables the operations that exist for the target's kind (tensor operations,
    // disabled, without a target).
    void setTarget(const ObjectInfo *target);

signals:
    void operationTriggered(const tl::ui::Operation &op);
    void operationHovered(const tl::ui::Operation &op);

private:
    QVector<QAction *> actions_;
};

} // namespace tl::ui
