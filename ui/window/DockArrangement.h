#pragma once
// The docks' arrangement follows the window: the default one (WindowLayout) is made again
// when the window is resized into the other kind (compact or wide) or by more than a tenth
// of its width or height, so that a window made smaller never leaves the canvas a corner,
// and a maximised one gets the wide arrangement. Not once the user has arranged the docks by
// hand (floated, moved, resized or closed one): that arrangement stays until View > Reset
// layout, which makes the default one and follows the window again. Projector mode hides and
// restores the docks itself; nothing it does counts as the user's, and the window is
// followed again when it ends. The saved arrangement, its kind and whether it was made by
// hand are kept together in the settings.
#include "WindowLayout.h"

#include <QObject>
#include <QSize>
#include <QTimer>

#include <optional>

class QDockWidget;
class QMainWindow;

namespace tl::ui {

class DockTitleBars;
class ProjectorMode;

class DockArrangement : public QObject {
    Q_OBJECT
public:
    // Arranges `arranged` for the window's size now, with `steps` as a tab beside the code.
    // `stateVersion`: the version the arrangement is saved with.
    DockArrangement(QMainWindow *window, const WindowLayout::Docks &arranged, QDockWidget *steps, ProjectorMode *projector,
                    int stateVersion);

    // View > Reset layout: the default arrangement for the window's size; the window is
    // followed again.
    void reset();
    // The saved arrangement, when there is one (true: it was restored).
    bool restore();
    // Saves `state` (QMainWindow::saveState) with its kind and whether it was made by hand.
    void save(const QByteArray &state) const;

    // The kind of the arrangement made last (or restored); nullopt while not known.
    std::optional<WindowLayout::Kind> kind() const { return kind_; }
    bool arrangedByHand() const { return byHand_; }
    // A dock the user sees now: shown, and not behind another's tab.
    static bool inFront(const QDockWidget *dock);

signals:
    void arrangedByHandChanged(bool byHand);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The default arrangement for the window's size now.
    void arrange();
    // Arranges again when the window's size calls for it and the user has not.
    void follow();
    void setByHand(bool byHand);
    QList<QDockWidget *> docks() const;
    QList<QSize> dockSizes() const;

    QMainWindow *window_;
    WindowLayout::Docks docks_;
    QDockWidget *steps_;
    int stateVersion_;
    std::optional<WindowLayout::Kind> kind_;
    QSize arrangedFor_;      // the window's size when arranged
    bool byHand_ = false;
    bool arranging_ = false; // the window moves the docks itself: no signal is the user's
    bool held_ = false;      // projector mode has the docks
    QList<QSize> pressed_;   // the docks' sizes when a mouse button went down on a separator
    QTimer followTimer_;
    DockTitleBars *titleBars_;
};

} // namespace tl::ui
