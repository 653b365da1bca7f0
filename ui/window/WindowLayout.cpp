#include "WindowLayout.h"

#include "theme/MonospaceFont.h"

#include <QApplication>
#include <QDockWidget>
#include <QFontMetrics>
#include <QMainWindow>
#include <QStyle>

#include <algorithm>

namespace tl::ui {

namespace {

QFontMetrics monoMetrics()
{
    return QFontMetrics(MonospaceFont::family().resolve(QApplication::font()));
}

// The left column: the build form's widest row, and no more than a quarter of the window.
int leftWidth(const QSize &window)
{
    const QFontMetrics fm(QApplication::font());
    // (the quarter wins in windows under 1040 px, where the two bounds cross)
    return std::min(std::max(fm.horizontalAdvance(QLatin1Char('x')) * 46, 260), window.width() / 4);
}

// Frames, margins and a scroll bar around a text pane's characters.
int paneChrome()
{
    return 2 * 6 + QApplication::style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 12;
}

// A dock's title bar, or the tab bar when docks share a place (their title bars are left
// out then: DockTitleBars).
int dockChrome(bool tabbed)
{
    const int line = QFontMetrics(QApplication::font()).height();
    return tabbed ? line + 14 : line + 10;
}

} // namespace

int WindowLayout::paneWidthFor(int columns)
{
    return columns * monoMetrics().horizontalAdvance(QLatin1Char('0')) + paneChrome();
}

int WindowLayout::paneHeightFor(int lines)
{
    return lines * monoMetrics().lineSpacing() + 2 * 6 + 4;
}

WindowLayout::Kind WindowLayout::kindFor(const QSize &size)
{
    const int besideEachOther = 2 * paneWidthFor(80) + 16;
    return size.width() - leftWidth(size) >= besideEachOther && size.height() >= 900 ? Kind::Wide : Kind::Compact;
}

void WindowLayout::apply(QMainWindow *window, const Docks &d)
{
    const QSize size = window->size();
    const Kind kind = kindFor(size);
    const QList<QDockWidget *> all{d.build, d.operations, d.code, d.console, d.output};
    // Docked first: a dock already removed from the window cannot be docked again.
    for (QDockWidget *dock : all) {
        dock->setFloating(false);
        window->removeDockWidget(dock);
    }
    // The bottom row runs under the code column, to the window's right edge.
    window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    window->setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    window->setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);

    window->addDockWidget(Qt::LeftDockWidgetArea, d.build);
    window->addDockWidget(Qt::BottomDockWidgetArea, d.console);
    if (kind == Kind::Wide) {
        window->addDockWidget(Qt::RightDockWidgetArea, d.code);
        window->splitDockWidget(d.build, d.operations, Qt::Vertical);
        window->splitDockWidget(d.console, d.output, Qt::Horizontal);
    } else {
        // The code goes beside the console, so the canvas keeps the window's whole width
        // right of the forms: on a laptop or a projector the picture needs it most.
        window->addDockWidget(Qt::BottomDockWidgetArea, d.code);
        window->splitDockWidget(d.console, d.code, Qt::Horizontal);
        window->tabifyDockWidget(d.build, d.operations);
        window->tabifyDockWidget(d.console, d.output);
    }
    for (QDockWidget *dock : all)
        dock->show();
    d.build->raise();
    d.console->raise();

    const int left = leftWidth(size);
    const int bottom = kind == Kind::Wide ? paneHeightFor(14) + dockChrome(false)
                                          : paneHeightFor(10) + dockChrome(true);
    window->resizeDocks({d.console}, {bottom}, Qt::Vertical);
    if (kind == Kind::Compact) {
        // The console as wide as 80 columns need, the code the rest of the row.
        const int console = std::min(paneWidthFor(80) + 8, (size.width() - left) * 2 / 3);
        window->resizeDocks({d.build}, {left}, Qt::Horizontal);
        window->resizeDocks({d.console, d.code}, {console, size.width() - left - console}, Qt::Horizontal);
    } else {
        // The code column takes what the canvas can spare: a third of the rest at most.
        const int code = std::clamp((size.width() - left) / 4, 220, 420);
        window->resizeDocks({d.build, d.code}, {left, code}, Qt::Horizontal);
        const int half = (size.width() - left) / 2;
        window->resizeDocks({d.console, d.output}, {half, half}, Qt::Horizontal);
        window->resizeDocks({d.build, d.operations}, {size.height() / 2, size.height() / 2}, Qt::Vertical);
    }
}

} // namespace tl::ui
