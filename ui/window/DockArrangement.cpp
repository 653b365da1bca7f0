// What counts as the user's arranging is what only a user does: floating or docking a dock
// (QDockWidget::topLevelChanged, dockLocationChanged), closing one (its close button, a Close
// event; View's toggle entries, triggered), or dragging the separator between docks (a mouse
// press and release on the window itself that changed their sizes). The same signals while
// the window arranges its docks itself are ignored.
#include "DockArrangement.h"

#include "DockTitleBars.h"
#include "ProjectorMode.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScopedValueRollback>
#include <QSettings>

#include <cstdlib>

namespace tl::ui {

namespace {

const QString kStateKey = QStringLiteral("window/state");
const QString kKindKey = QStringLiteral("window/layoutKind");
const QString kByHandKey = QStringLiteral("window/layoutByHand");

QString kindName(WindowLayout::Kind kind)
{
    return kind == WindowLayout::Kind::Wide ? QStringLiteral("wide") : QStringLiteral("compact");
}

std::optional<WindowLayout::Kind> kindNamed(const QString &name)
{
    if (name == QLatin1String("wide"))
        return WindowLayout::Kind::Wide;
    if (name == QLatin1String("compact"))
        return WindowLayout::Kind::Compact;
    return std::nullopt;
}

// More than a tenth wider, narrower, taller or shorter.
bool changedMuch(const QSize &from, const QSize &to)
{
    return std::abs(to.width() - from.width()) * 10 > from.width() || std::abs(to.height() - from.height()) * 10 > from.height();
}

} // namespace

DockArrangement::DockArrangement(QMainWindow *window, const WindowLayout::Docks &arranged, QDockWidget *steps,
                                 ProjectorMode *projector, int stateVersion)
    : QObject(window), window_(window), docks_(arranged), steps_(steps), stateVersion_(stateVersion)
{
    titleBars_ = new DockTitleBars(window, docks());
    arrange();
    // A burst of resizes (a window dragged larger) arranges once, when it settles.
    followTimer_.setSingleShot(true);
    followTimer_.setInterval(100);
    connect(&followTimer_, &QTimer::timeout, this, &DockArrangement::follow);
    window_->installEventFilter(this);
    for (QDockWidget *dock : docks()) {
        dock->installEventFilter(this);
        const auto moved = [this] {
            if (!arranging_ && !held_)
                setByHand(true);
        };
        connect(dock, &QDockWidget::topLevelChanged, this, moved);
        connect(dock, &QDockWidget::dockLocationChanged, this, moved);
        // Only a user triggers it (hiding a dock in code toggles it without triggering).
        connect(dock->toggleViewAction(), &QAction::triggered, this, [this] { setByHand(true); });
    }
    connect(projector, &ProjectorMode::switching, this, [this] { held_ = true; });
    connect(projector, &ProjectorMode::toggled, this, [this](bool on) {
        held_ = on;
        if (!on)
            followTimer_.start();
    });
}

bool DockArrangement::inFront(const QDockWidget *dock)
{
    // Tabs share a place; the one in front is what a click on its middle reaches (its own
    // region can be all children: a tabbed dock has no title bar).
    if (!dock->isVisible())
        return false;
    QWidget *window = dock->window();
    const QWidget *at = window->childAt(dock->mapTo(window, dock->rect().center()));
    return at && (at == dock || dock->isAncestorOf(at));
}

QList<QDockWidget *> DockArrangement::docks() const
{
    return {docks_.build, docks_.operations, docks_.code, docks_.console, docks_.output, steps_};
}

QList<QSize> DockArrangement::dockSizes() const
{
    QList<QSize> sizes;
    for (const QDockWidget *dock : docks())
        sizes << dock->size();
    return sizes;
}

void DockArrangement::reset()
{
    arrange();
    setByHand(false);
}

void DockArrangement::arrange()
{
    QScopedValueRollback guard(arranging_, true);
    const WindowLayout::Kind kind = WindowLayout::kindFor(window_->size());
    // The tabs the user chose stay chosen where the same tabs come back.
    QList<QDockWidget *> front;
    if (kind_ == kind)
        for (QDockWidget *dock : {docks_.operations, docks_.output})
            if (inFront(dock))
                front << dock;
    const bool stepsInFront = inFront(steps_) && !inFront(docks_.code);
    WindowLayout::apply(window_, docks_);
    // The script being stepped shares the code's place: a tab beside it.
    window_->tabifyDockWidget(docks_.code, steps_);
    (stepsInFront ? steps_ : docks_.code)->raise();
    for (QDockWidget *dock : front)
        dock->raise();
    kind_ = kind;
    arrangedFor_ = window_->size();
    titleBars_->update();
}

void DockArrangement::follow()
{
    if (byHand_ || held_ || !window_->isVisible())
        return;
    const QSize size = window_->size();
    // A restored arrangement of unknown kind is taken as made for the size it first shows at.
    if (!kind_) {
        kind_ = WindowLayout::kindFor(size);
        arrangedFor_ = size;
        return;
    }
    if (WindowLayout::kindFor(size) != *kind_ || changedMuch(arrangedFor_, size))
        arrange();
}

void DockArrangement::setByHand(bool byHand)
{
    if (byHand_ == byHand)
        return;
    byHand_ = byHand;
    emit arrangedByHandChanged(byHand);
}

bool DockArrangement::restore()
{
    QSettings settings;
    QScopedValueRollback guard(arranging_, true);
    if (!window_->restoreState(settings.value(kStateKey).toByteArray(), stateVersion_))
        return false;
    kind_ = kindNamed(settings.value(kKindKey).toString());
    arrangedFor_ = window_->size();
    setByHand(settings.value(kByHandKey, false).toBool());
    titleBars_->update();
    return true;
}

void DockArrangement::save(const QByteArray &state) const
{
    QSettings settings;
    settings.setValue(kStateKey, state);
    if (kind_)
        settings.setValue(kKindKey, kindName(*kind_));
    else
        settings.remove(kKindKey);
    settings.setValue(kByHandKey, byHand_);
}

bool DockArrangement::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == window_) {
        switch (event->type()) {
        case QEvent::Resize:
        case QEvent::Show:
            if (!byHand_)
                followTimer_.start();
            break;
        // The separators between docks belong to the window itself.
        case QEvent::MouseButtonPress:
            pressed_ = dockSizes();
            break;
        case QEvent::MouseButtonRelease:
            if (!pressed_.isEmpty() && pressed_ != dockSizes())
                setByHand(true);
            pressed_.clear();
            break;
        default:
            break;
        }
    } else if (event->type() == QEvent::Close && !arranging_) {
        setByHand(true); // a dock's close button
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tl::ui
