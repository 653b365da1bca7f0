#include "ShotCommand.h"

#include "canvas/CanvasView.h"
#include "session/Session.h"
#include "theme/ThemeColours.h"
#include "window/MainWindow.h"
#include "window/ProjectorMode.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEventLoop>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QTimer>

#include <cstdio>

namespace tl::ui {

namespace {

// The window (or only the canvas) as an image of `size` pixels, in the default layout.
QImage renderShot(MainWindow &window, const QSize &size, bool canvasOnly, bool projector)
{
    const ExecResult &error = window.lastError();
    if (canvasOnly) {
        QImage image = window.canvas()->renderToImage(size);
        if (!error.ok) {
            // The banner is not part of the canvas: draw the exception's last line onto it.
            QPainter p(&image);
            const QRect strip(0, image.height() - 36, image.width(), 36);
            const QPalette palette = QApplication::palette();
            p.fillRect(strip, ThemeColours::bannerBackground(palette));
            p.setPen(ThemeColours::bannerText(palette));
            p.drawText(strip.adjusted(10, 0, -10, 0), Qt::AlignVCenter | Qt::TextSingleLine, error.lastLine());
        }
        return image;
    }
    window.resize(size);
    if (!projector) { // projector mode hides the docks
        window.resetLayout();
        // What the script printed is part of the picture.
        if (auto *output = window.findChild<QDockWidget *>(QStringLiteral("outputDock")))
            output->raise();
    }
    QApplication::sendPostedEvents();
    QApplication::processEvents();
    window.canvas()->fitToWindow();
    QImage image = window.grab().toImage();
    if (image.size() != size)
        image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    return image;
}

// Lets the canvas finish its animations (highlights, copies, fades) before the picture.
void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

int ShotCommand::run()
{
    const QString script = QString::fromStdString(cl_.file);
    const QFileInfo info(script);
    if (!info.isFile() || !info.isReadable()) {
        std::fprintf(stderr, "tensorlens: can't open file '%s'\n", cl_.file.c_str());
        return 2;
    }
    const QSize size(cl_.width, cl_.height);
    MainWindow window(cl_.cuda, /*interactive=*/false);
    QObject::connect(window.session(), &Session::outputWritten, [](const QString &text, bool isError) {
        const QByteArray bytes = text.toUtf8();
        if (isError)
            std::fflush(stdout);
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), isError ? stderr : stdout);
    });
    window.resize(size);
    if (cl_.autograd)
        if (auto *overlay = window.findChild<QAction *>(QStringLiteral("actionAutograd")))
            overlay->setChecked(true); // View > Autograd graph, as a user would switch it on
    window.show();
    // Projector mode from the start: the canvas is laid out (and copies fly) in its sizes.
    window.projector()->setOn(cl_.projector);
    QApplication::processEvents();
    // --timeout as `run` has it: the running statement (a loop) ends with KeyboardInterrupt.
    bool timedOut = false;
    if (cl_.timeoutSeconds > 0)
        QTimer::singleShot(int(cl_.timeoutSeconds * 1000), window.session(), [&] {
            timedOut = true;
            window.session()->stop();
        });
    const bool ok = window.openScript(info.absoluteFilePath(), /*wait=*/true);
    std::fflush(stdout);
    if (timedOut && !ok)
        std::fprintf(stderr, "tensorlens: stopped: the script ran longer than --timeout=%g seconds\n", cl_.timeoutSeconds);
    settle(1200);
    const QImage image = renderShot(window, size, cl_.canvasOnly, cl_.projector);
    const QString out = QString::fromStdString(cl_.output);
    // Whole file or nothing: a failed write never leaves a truncated PNG behind.
    QSaveFile file(out);
    bool written = false;
    if (!image.isNull() && file.open(QIODevice::WriteOnly)) {
        QImageWriter writer(&file, "png");
        written = writer.write(image) && file.commit();
    }
    if (!written) {
        std::fprintf(stderr, "tensorlens: cannot write '%s'\n", cl_.output.c_str());
        return 2;
    }
    return ok ? 0 : timedOut ? CommandLine::kTimedOut : 1;
}

} // namespace tl::ui
