#pragma once
// The window's menus and toolbar: File, Edit, Tensor, Step, Lessons (the built-in lessons
// and examples by title, and Open lesson… for any folder of them), View (the canvas's own
// commands, Text size, projector mode, the theme toggle, the docks), Tools and Help, every
// action with its key and what it
// does, which Help > Keyboard shortcuts lists. Built once for one MainWindow, whose slots
// the actions call; the window keeps only the few it updates.
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace tl::ui {

class CanvasActions;
class MainWindow;
class VersionChoice;

class WindowMenus : public QObject {
    Q_OBJECT
public:
    explicit WindowMenus(MainWindow *window);

    QAction *darkAction() const { return dark_; }
    QAction *stopAction() const { return stop_; }
    QWidget *stopButton() const { return stopButton_; }
    QMenu *recentMenu() const { return recent_; }
    QMenu *lessonsMenu() const { return lessons_; }
    CanvasActions *canvasActions() const { return canvasActions_; }

    // The theme toggle shows which theme is on: checked, its icon, its words.
    void showTheme(bool dark);
    // View > Text size checks the size in use.
    void showTextSize(int percent);

private:
    void addFileMenu();
    void addEditMenu();
    void addTensorMenu();
    void addStepMenu();
    void addLessonsMenu();
    // The Lessons menu's entries for the lessons, the examples and the folder a lesson was
    // last opened from.
    void fillLessonsMenu();
    void openLessonDialog();
    void addViewMenu();
    void addToolsMenu();
    void addHelpMenu();
    void addToolbar();

    MainWindow *window_;
    QAction *open_ = nullptr;
    QAction *save_ = nullptr;
    QAction *undo_ = nullptr;
    QAction *redo_ = nullptr;
    QAction *stop_ = nullptr;
    QWidget *stopButton_ = nullptr;
    QAction *dark_ = nullptr;
    QMenu *recent_ = nullptr;
    QMenu *lessons_ = nullptr;
    QAction *openLesson_ = nullptr;
    QString lessonFolder_; // a folder of lessons other than the built-in ones
    QActionGroup *textSizes_ = nullptr;
    CanvasActions *canvasActions_ = nullptr;
    VersionChoice *versions_ = nullptr;
};

} // namespace tl::ui
