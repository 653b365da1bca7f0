#include "MemoryDock.h"

#include "control/SessionController.h"
#include "plots/MemoryStrip.h"
#include "plots/MemoryStripFeed.h"

#include <QAction>

namespace tl::ui {

MemoryDock::MemoryDock(SessionController *controller, QWidget *parent)
    : QDockWidget(tr("Memory — bytes per device, step by step"), parent), strip_(new MemoryStrip(this)),
      feed_(new MemoryStripFeed(strip_, *controller->session(), controller->timeline(), this))
{
    setObjectName(QStringLiteral("memoryDock"));
    setWidget(strip_);
    connect(controller, &SessionController::sessionReplaced, feed_, &MemoryStripFeed::followSession);
    toggleViewAction()->setObjectName(QStringLiteral("actionMemoryStrip"));
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    toggleViewAction()->setStatusTip(tr("Show or hide the bytes each device holds after every statement"));
}

} // namespace tl::ui
