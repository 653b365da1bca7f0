#include "DockTitleBars.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace tl::ui {

DockTitleBars::DockTitleBars(QMainWindow *window, QList<QDockWidget *> docks) : QObject(window), window_(window), docks_(std::move(docks))
{
    for (QDockWidget *dock : docks_) {
        // Queued: the window has finished moving the dock (and its tab mates) by then.
        connect(dock, &QDockWidget::topLevelChanged, this, &DockTitleBars::update, Qt::QueuedConnection);
        connect(dock, &QDockWidget::dockLocationChanged, this, &DockTitleBars::update, Qt::QueuedConnection);
        connect(dock, &QDockWidget::visibilityChanged, this, &DockTitleBars::update, Qt::QueuedConnection);
    }
    update();
}

void DockTitleBars::update()
{
    for (QDockWidget *dock : docks_) {
        bool tabbed = false;
        if (!dock->isFloating())
            for (QDockWidget *mate : window_->tabifiedDockWidgets(dock))
                // (a tab behind another is not visible; one the user closed is unchecked)
                tabbed = tabbed || (!mate->isFloating() && mate->toggleViewAction()->isChecked());
        const bool hidden = dock->titleBarWidget() != nullptr;
        if (tabbed && !hidden)
            dock->setTitleBarWidget(new QWidget(dock)); // an empty one takes no room
        else if (!tabbed && hidden) {
            QWidget *empty = dock->titleBarWidget();
            dock->setTitleBarWidget(nullptr);
            empty->deleteLater();
        }
    }
}

} // namespace tl::ui
