// The entry point `tensorlens` dlopen()s for the window, `shot` and `scene`, so that `tensorlens run`
// never loads Qt. It receives the whole command line of the executable.
#include "session/EngineRuntime.h" // before CommandLine.h: Qt's emit macro
#include "CommandLine.h"
#include "InstallLayout.h"
#include "SceneCommand.h"
#include "ShotCommand.h"
#include "lesson/LessonCatalog.h"
#include "live/LiveEngine.h"
#include "window/MainWindow.h"
#include "window/VersionChoice.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>

#include <cstdio>
#include <cstdlib>
#include <exception>

namespace {

bool hasDisplay()
{
    const char *display = std::getenv("DISPLAY");
    const char *wayland = std::getenv("WAYLAND_DISPLAY");
    return (display && *display) || (wayland && *wayland);
}

// A shot's stderr is the script's, as `tensorlens run` prints it: Qt's notes about the
// headless platform ("This plugin does not support propagateSizeHints()") stay out of it.
void quietQtNotes(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
}

int runGui(const tl::CommandLine &cl)
{
    if (!cl.profile)
        tl::ui::VersionChoice::applyRemembered();
    tl::ui::MainWindow window(cl.cuda);
    // A first start takes the whole screen (the default layout is made for it).
    if (window.geometryRestored())
        window.show();
    else
        window.showMaximized();
    if (!cl.file.empty())
        window.openScript(QString::fromStdString(cl.file));
    return QApplication::exec();
}

} // namespace

extern "C" __attribute__((visibility("default"))) int tensorlens_gui_main(int argc, char **argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    const tl::CommandLine cl = tl::CommandLine::parse(args);
    if (!cl.error.empty() || !cl.needsGui()) {
        std::fprintf(stderr, "tensorlens: %s\n\n%s", cl.error.empty() ? "not a window command" : cl.error.c_str(),
                     tl::CommandLine::usage().c_str());
        return 2;
    }
    // (this module carries its own engine: it is told the profile too)
    if (cl.profile)
        tl::Profile::setActive(*cl.profile);
    // A screenshot needs no screen.
    if (cl.command == "gui" && !hasDisplay() && !std::getenv("QT_QPA_PLATFORM")) {
        std::fprintf(stderr,
                     "tensorlens: the explainer window needs a display (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                     "Without one: tensorlens shot FILE.py -o OUT.png draws the window into a PNG, and\n"
                     "tensorlens run FILE.py runs the script.\n");
        return 2;
    }
    if (cl.command == "shot") {
        if (!hasDisplay() && !std::getenv("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(quietQtNotes);
    }
    // Qt sees only the program name: script paths and options are ours.
    static int qtArgc = 1;
    static char *qtArgv[] = {argv[0], nullptr};
    if (cl.command == "scene") {
        // A scene is the session's model, drawn by nobody: no display, no widgets.
        QCoreApplication app(qtArgc, qtArgv);
        try {
            return tl::ui::SceneCommand(cl).run();
        } catch (const std::exception &e) {
            std::fprintf(stderr, "tensorlens: %s\n", e.what());
            return 2;
        }
    }
    QApplication app(qtArgc, qtArgv);
    QApplication::setOrganizationName(QStringLiteral("TensorLens"));
    QApplication::setApplicationName(QStringLiteral("tensorlens"));
    QApplication::setApplicationDisplayName(QStringLiteral("TensorLens"));
    QApplication::setDesktopFileName(QStringLiteral("org.tensorlens.TensorLens"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tensorlens.svg")));
    // The Lessons menu lists what the executable's data directory holds (a build tree's
    // mirror of resources/, or the installed share/tensorlens).
    tl::ui::LessonCatalog::setDataDir(QString::fromStdString(tl::InstallLayout(argv[0]).dataDir().string()));
    tl::ui::LiveEngine::setPackageDir(QString::fromStdString(tl::InstallLayout(argv[0]).liveEngineDir().string()));
    try {
        if (cl.command == "shot")
            return tl::ui::ShotCommand(cl).run();
        return runGui(cl);
    } catch (const std::exception &e) {
        // e.g. --cuda=gpu without a usable GPU
        std::fprintf(stderr, "tensorlens: %s\n", e.what());
        return 2;
    }
}
