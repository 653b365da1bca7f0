#include "ObjectCommands.h"

#include "MainWindow.h"
#include "OperationActions.h"
#include "canvas/CanvasView.h"
#include "control/SessionController.h"
#include "panels/BuildPanel.h"
#include "panels/OperationsPanel.h"
#include "session/NameRule.h"
#include "session/Session.h"

#include <QInputDialog>
#include <QMenu>
#include <QStatusBar>

namespace tl::ui {

ObjectCommands::ObjectCommands(MainWindow *window) : QObject(window), window_(window)
{
    OperationsPanel *operations = window->operationsPanel();
    connect(window->canvas(), &CanvasView::objectSelected, this, &ObjectCommands::select);
    connect(window->canvas(), &CanvasView::contextMenuRequested, this, &ObjectCommands::showContextMenu);
    connect(operations, &OperationsPanel::selectionChanged, this, &ObjectCommands::select);
    connect(window->operationActions(), &OperationActions::operationTriggered, this,
            [this](const Operation &op) { runOperation(op, selected_); });
    connect(window->operationActions(), &OperationActions::operationHovered, this, [this, operations](const Operation &op) {
        if (selected_.isEmpty())
            return;
        operations->showSuggestion(window_->controller()->operationCode(op, selected_, operations->typedResultName(),
                                                                        op.needsIndex() ? QStringLiteral("…") : QString()));
    });
    connect(window->buildPanel(), &BuildPanel::createRequested, this, [this](const QString &code) {
        const QString name = window_->buildPanel()->spec().name.trimmed();
        if (window_->runGuiCode(code).ok)
            select(name);
    });
}

void ObjectCommands::followModel()
{
    const SessionModel &model = window_->session()->model();
    if (!selected_.isEmpty() && !model.objectForName(selected_))
        selected_.clear();
    if (selected_.isEmpty() && !window_->controller()->replaying()) {
        const ObjectInfo *newest = nullptr;
        for (const ObjectInfo &o : model.objects)
            if (!o.names.isEmpty() && (!newest || o.objectId > newest->objectId))
                newest = &o;
        if (newest) {
            selected_ = newest->names.first();
            window_->canvas()->selectName(selected_);
        }
    }
    window_->operationsPanel()->setModel(model, selected_);
    window_->operationActions()->setTarget(model.objectForName(selected_));
}

void ObjectCommands::selectMadeObject()
{
    const LastAction made = window_->controller()->lastAction();
    switch (made.badge) {
    case LastAction::Badge::NewObjectSharedStorage:
    case LastAction::Badge::NewStorageCopied:
    case LastAction::Badge::NewStorage:
        if (window_->session()->model().objectForName(made.name))
            select(made.name);
        break;
    default:
        break;
    }
}

void ObjectCommands::select(const QString &name)
{
    const SessionModel &model = window_->session()->model();
    CanvasView *canvas = window_->canvas();
    const QString target = model.objectForName(name) ? name : QString();
    if (target == selected_ && canvas->selectedName() == target)
        return;
    selected_ = target;
    if (canvas->selectedName() != target)
        canvas->selectName(target);
    window_->operationsPanel()->setModel(model, selected_);
    window_->operationActions()->setTarget(model.objectForName(selected_));
    window_->operationsPanel()->showSuggestion(QString());
}

void ObjectCommands::runOperation(const Operation &op, const QString &source)
{
    SessionController *controller = window_->controller();
    OperationsPanel *operations = window_->operationsPanel();
    const QString refusal = controller->operationRefusal(op, source);
    if (!refusal.isEmpty()) {
        window_->statusBar()->showMessage(refusal, 5000);
        return;
    }
    if (op.producesResult() && !operations->typedResultName().isEmpty()) {
        if (const QString refusal = NameRule::refusal(operations->typedResultName()); !refusal.isEmpty()) {
            operations->showRefusal(refusal);
            window_->statusBar()->showMessage(refusal, 5000);
            return;
        }
    }
    QString index;
    if (op.needsIndex()) {
        bool ok = false;
        index = QInputDialog::getText(window_, tr("Slice of %1").arg(source),
                                      tr("Index inside %1[ … ], e.g. 0, 1:3 or :, 0").arg(source), QLineEdit::Normal,
                                      QStringLiteral("0"), &ok);
        if (!ok || index.trimmed().isEmpty())
            return;
    }
    QString result;
    const QString code = controller->operationCode(op, source, operations->typedResultName(), index, &result);
    if (window_->runGuiCode(code).ok) {
        operations->clearResultName();
        if (!result.isEmpty())
            select(result);
    }
}

void ObjectCommands::showContextMenu(const QString &name, const QPoint &globalPos)
{
    select(name);
    const ObjectInfo *object = window_->session()->model().objectForName(selected_);
    if (!object)
        return;
    QMenu menu(window_);
    menu.setTitle(name);
    menu.addSection(tr("%1 (%2)").arg(name, object->kind));
    for (QAction *a : window_->operationActions()->actions())
        if (a->isEnabled())
            menu.addAction(a);
    menu.addSeparator();
    menu.addActions(window_->canvas()->cardActions(name));
    menu.exec(globalPos);
}

} // namespace tl::ui
