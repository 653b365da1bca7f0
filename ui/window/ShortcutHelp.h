#pragma once
// Help > Keyboard shortcuts: every shortcut of the window's menus, read from the QActions
// themselves (so the list cannot drift from what the keys do), grouped by menu, with what
// each action does.
#include <QDialog>

class QMenuBar;
class QTextBrowser;

namespace tl::ui {

class ShortcutHelp : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutHelp(QWidget *parent = nullptr);

    // Lists the shortcuts of `menus` (again, when they may have changed).
    void setMenus(const QMenuBar *menus);
    // The table as HTML: one section per menu, one row per action with a shortcut.
    static QString html(const QMenuBar *menus);
    QString text() const;

private:
    QTextBrowser *browser_;
};

} // namespace tl::ui
