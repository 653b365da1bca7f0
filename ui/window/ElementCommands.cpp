#include "ElementCommands.h"

#include "MainWindow.h"
#include "canvas/CanvasScene.h"
#include "canvas/CanvasView.h"
#include "dialogs/ElementEditDialog.h"
#include "dialogs/ElementValueDialog.h"
#include "explain/CanvasCode.h"
#include "explain/ElementAddress.h"
#include "session/Session.h"

#include <QInputDialog>

namespace tl::ui {

ElementCommands::ElementCommands(MainWindow *window) : QObject(window), window_(window)
{
    connect(window->canvas(), &CanvasView::elementEditRequested, this, &ElementCommands::edit);
    connect(window->canvas(), &CanvasView::goToElementRequested, this, &ElementCommands::goTo);
}

void ElementCommands::edit(quint64 storageId, qint64 element, quint64 objectId, bool choose)
{
    Session *session = window_->session();
    const ObjectInfo *o = session->model().object(objectId);
    if (choose || !o || o->names.isEmpty()) {
        ElementEditDialog dialog(*session, storageId, element, objectId, window_);
        if (dialog.exec() == QDialog::Accepted && !dialog.code().isEmpty())
            window_->runGuiCode(dialog.code());
        return;
    }
    // The dialog runs an event loop in which a running script goes on and the model is
    // rebuilt: keep what the code needs, not pointers into the model.
    const ObjectInfo object = *o;
    const QString name = object.names.first();
    const QVector<qint64> index = session->indexOf(objectId, storageId, element);
    const QString current = session->cellText(storageId, element);
    ElementValueDialog dialog(tr("New value for %1 (now %2):").arg(ElementAddress::text(name, index), current), current,
                              object.dtype, window_);
    if (dialog.exec() == QDialog::Accepted)
        window_->runGuiCode(CanvasCode::elementWrite(name, object, index, dialog.valueCode()));
}

void ElementCommands::goTo()
{
    CanvasView *canvas = window_->canvas();
    const QString name = canvas->canvasScene()->selectedName();
    const ObjectInfo *o = window_->session()->model().objectForName(name);
    QString text = o ? ElementAddress::text(name, QVector<qint64>(o->sizes.size(), 0)) : QString();
    QString why;
    for (;;) {
        bool ok = false;
        const QString prompt = tr("Element, by any name's index (e.g. na[999][999] or a[1, -1]):");
        text = QInputDialog::getText(window_, tr("Go to element"), why.isEmpty() ? prompt : why + QStringLiteral("\n\n") + prompt,
                                     QLineEdit::Normal, text, &ok);
        if (!ok || canvas->goToElement(text, &why))
            return;
    }
}

} // namespace tl::ui
