#pragma once
// The default arrangement of the window's docks for the window's size, measured in the
// fonts in use: wide windows (1920x1080) get Build over Operations on the left, the code
// on the right and the console beside the output below; smaller ones (1280x720, 1366x768)
// tab Build with Operations and the console with the output, and put the code beside them
// in the bottom row, so that the canvas keeps the width right of the forms, nothing
// overlaps, and the console and output still show 80 columns, the output 10 lines.
#include <QSize>

class QDockWidget;
class QMainWindow;

namespace tl::ui {

class WindowLayout {
public:
    struct Docks {
        QDockWidget *build;
        QDockWidget *operations;
        QDockWidget *code;
        QDockWidget *console;
        QDockWidget *output;
    };
    enum class Kind { Compact, Wide };

    // The kind that suits a window of `size` with the current fonts.
    static Kind kindFor(const QSize &size);
    // Arranges the docks of `window` for its current size; every dock is shown.
    static void apply(QMainWindow *window, const Docks &docks);
    // Width of a pane that shows `columns` characters of the monospaced font in use.
    static int paneWidthFor(int columns);
    // Height of a pane that shows `lines` lines of the monospaced font in use.
    static int paneHeightFor(int lines);
};

} // namespace tl::ui
