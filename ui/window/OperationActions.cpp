#include "OperationActions.h"

#include "control/OperationCatalog.h"
#include "session/ObjectInfo.h"

#include <QAction>

namespace tl::ui {

OperationActions::OperationActions(QObject *parent) : QObject(parent)
{
    for (const Operation &op : OperationCatalog::all()) {
        auto *action = new QAction(op.label, this);
        action->setObjectName(QStringLiteral("op_") + op.id);
        action->setData(op.id);
        action->setShortcut(op.shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        const QString code = QString(op.code).replace(QLatin1String("{result}"), QStringLiteral("…")).replace(QLatin1String("{source}"), QStringLiteral("x")).replace(QLatin1String("{index}"), QStringLiteral("…"));
        action->setToolTip(QStringLiteral("%1\n%2").arg(code, op.help));
        action->setStatusTip(op.help);
        action->setEnabled(false);
        const QString id = op.id;
        connect(action, &QAction::triggered, this, [this, id] { emit operationTriggered(*OperationCatalog::find(id)); });
        connect(action, &QAction::hovered, this, [this, id] { emit operationHovered(*OperationCatalog::find(id)); });
        actions_ << action;
    }
}

QAction *OperationActions::action(const QString &id) const
{
    for (QAction *a : actions_)
        if (a->data().toString() == id)
            return a;
    return nullptr;
}

void OperationActions::setTarget(const ObjectInfo *target)
{
    for (QAction *a : actions_) {
        const Operation *op = OperationCatalog::find(a->data().toString());
        // Only the selected kind's operations are shown (tensor ones, disabled, before any
        // selection). Both kinds slice on the same key: a hidden action's shortcut is off,
        // so the shown one owns it, and every action keeps its key for the shortcut list.
        const bool shown = op->appliesTo == (target ? target->kind : QStringLiteral("Tensor"));
        a->setVisible(shown);
        a->setEnabled(target && shown);
    }
}

} // namespace tl::ui
