#pragma once
// View > Projector mode: the window set up for a classroom's beamer, and back exactly as it
// was. On: the docks and the status bar (the canvas's headline says the same) are hidden
// (their arrangement kept), the canvas's text is at least
// CanvasFonts::kProjectorMinScreenPixels tall with thick strokes and the colour-blind-safe
// palette, the current statement shows large above the canvas, the window's text is at
// least kTextPercent, its toolbar symbols kIconPercent (some buttons are symbols alone), and
// the canvas has the keyboard (stepping keys reach the window's actions). Off: the docks'
// arrangement, the text and symbol sizes come back. Remembered in the settings as the theme is.
#include <QByteArray>
#include <QList>
#include <QSize>
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;

namespace tl::ui {

class CanvasView;
class StatementStrip;

class ProjectorMode : public QObject {
    Q_OBJECT
public:
    static constexpr int kTextPercent = 175;
    static constexpr int kIconPercent = 150;
    static constexpr int kStatementPixels = 34;

    // `remember`: read and write the setting (false for screenshot windows); `stateVersion`:
    // the version the window saves its dock arrangement with.
    ProjectorMode(QMainWindow *window, CanvasView *canvas, StatementStrip *strip, QList<QDockWidget *> docks,
                  bool remember, int stateVersion);

    // The checkable View action (F5, as presentation programs start their slide show).
    QAction *action() const { return action_; }
    bool isOn() const { return on_; }
    // The window's dock arrangement as it is outside projector mode (for saving at exit).
    QByteArray windowState() const;
    // The remembered setting.
    static bool load();

public slots:
    void setOn(bool on);

signals:
    // Before the docks are hidden or brought back (toggled follows once they are).
    void switching(bool on);
    void toggled(bool on);
    // The window's text size changed (View > Text size shows it).
    void textSizeChanged(int percent);

private:
    QMainWindow *window_;
    CanvasView *canvas_;
    StatementStrip *strip_;
    QList<QDockWidget *> docks_;
    bool remember_;
    int stateVersion_;
    QAction *action_;
    bool on_ = false;
    QByteArray stateBefore_; // saveState() when projector mode came on
    int textBefore_ = 100;
    int textApplied_ = 100;
    bool statusBarBefore_ = true;
    QSize iconsBefore_;
};

} // namespace tl::ui
