#pragma once
// View > Memory: the strip of bytes per device after every statement, in a dock hidden
// until asked for. It follows the live session, or the script being stepped (a click on it
// goes to that step), and a replaced session too.
#include <QDockWidget>

namespace tl::ui {

class MemoryStrip;
class MemoryStripFeed;
class SessionController;

class MemoryDock : public QDockWidget {
    Q_OBJECT
public:
    MemoryDock(SessionController *controller, QWidget *parent);

    MemoryStrip *strip() const { return strip_; }

private:
    MemoryStrip *strip_;
    MemoryStripFeed *feed_;
};

} // namespace tl::ui
