#include "ShotCommand.h"

#include "UnreadableScript.h"
#include "canvas/CanvasScene.h"
#include "canvas/CanvasView.h"
#include "export/CanvasExport.h"
#include "lesson/LessonPlayer.h"
#include "live/LiveEngine.h"
#include "live/LiveRecorder.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"
#include "theme/ThemeColours.h"
#include "window/MainWindow.h"
#include "control/ScriptFile.h"
#include "control/SessionController.h"
#include "window/ProjectorMode.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QTimer>

#include <cstdio>

namespace tl::ui {

namespace {

// The canvas fitted into `target`; when the script raised, the exception's last line on a
// strip at the bottom (the banner is the window's, not the canvas's).
void paintCanvasShot(MainWindow &window, QPainter &p, const QRectF &target)
{
    window.canvas()->canvasScene()->landCopies(); // no packet drawn over the cells
    window.canvas()->paintCanvas(p, target);
    const ExecResult &error = window.lastError();
    if (error.ok)
        return;
    const QRectF strip(target.left(), target.bottom() - 36, target.width(), 36);
    const QPalette palette = QApplication::palette();
    p.fillRect(strip, ThemeColours::bannerBackground(palette));
    p.setPen(ThemeColours::bannerText(palette));
    p.drawText(strip.adjusted(10, 0, -10, 0), Qt::AlignVCenter | Qt::TextSingleLine, error.lastLine());
}

// The whole window as an image of `size` pixels, in the default layout.
QImage renderWindow(MainWindow &window, const QSize &size, bool projector)
{
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
    window.canvas()->canvasScene()->landCopies(); // the settled picture: no packet over the cells
    QImage image = window.grab().toImage();
    if (image.size() != size)
        image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    return image;
}

// What a stepped script printed up to its step (stdout and stderr in order), on stdout.
void printOutput(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
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
    {
        QFile file(info.absoluteFilePath());
        if (file.open(QIODevice::ReadOnly)) {
            if (const auto refusal = UnreadableScript::refusal(file.readAll(), info.absoluteFilePath().toStdString())) {
                std::fwrite(refusal->data(), 1, refusal->size(), stderr);
                return 2;
            }
        }
    }
    const QSize size(cl_.width, cl_.height);
    MainWindow window(cl_.cuda, /*interactive=*/false);
    const auto printer = QObject::connect(window.session(), &Session::outputWritten, [](const QString &text, bool isError) {
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
    const QString out = QString::fromStdString(cl_.output);
    const bool storyboard = cl_.pdf || out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    if (storyboard || cl_.step >= 0 || cl_.live) {
        // Stepping replays statements: what the script printed is told once, at the end.
        QObject::disconnect(printer);
        return runSteps(window, info, storyboard);
    }
    const bool ok = window.openScript(info.absoluteFilePath(), /*wait=*/true);
    std::fflush(stdout);
    if (timedOut && !ok)
        std::fprintf(stderr, "tensorlens: stopped: the script ran longer than --timeout=%g seconds\n", cl_.timeoutSeconds);
    settle(1200);
    return write(window, ok ? 0 : timedOut ? CommandLine::kTimedOut : 1);
}

int ShotCommand::runSteps(MainWindow &window, const QFileInfo &info, bool storyboard)
{
    QString why;
    const std::optional<QString> source = ScriptFile::read(info.absoluteFilePath(), &why);
    if (!source) {
        std::fprintf(stderr, "tensorlens: %s\n", why.toLocal8Bit().constData());
        return 2;
    }
    SessionController *controller = window.controller();
    if (cl_.live) {
        // Your Python runs it once; the window shows its recording (the last step unless --step).
        const PythonInfo python = cl_.python.empty() ? LiveEngine::find() : LiveEngine::probe(QString::fromStdString(cl_.python));
        if (!python.usable()) {
            const QString problem = python.ran ? python.summary() : python.program + QStringLiteral(": ") + python.problem;
            std::fprintf(stderr, "tensorlens: no Python with PyTorch and NumPy (%s)\n", problem.toLocal8Bit().constData());
            return 2;
        }
        LiveRecorder recorder;
        if (!recorder.record(python.program, info.absoluteFilePath())) {
            std::fprintf(stderr, "tensorlens: %s\n", recorder.problem().toLocal8Bit().constData());
            return 2;
        }
        controller->stepRecording(info.absoluteFilePath(), *source, recorder.scenes(), recorder.truncated(),
                                  LiveEngine::engineLabel(python), LiveEngine::cudaLabel(python), python.program);
        window.refresh();
        if (!recorder.problem().isEmpty())
            std::fprintf(stderr, "tensorlens: %s\n", recorder.problem().toLocal8Bit().constData());
    } else if (!controller->stepScript(info.absoluteFilePath(), *source)) {
        const QByteArray text = controller->lastError().output.toUtf8();
        std::fwrite(text.constData(), 1, size_t(text.size()), stderr);
        return 1;
    }
    // A lesson is shown as the class sees it: its narration said, and the questions and
    // explanations not yet answered out of sight (a shot answers none).
    if (source->startsWith(QLatin1String("# Lesson:")))
        window.lessonPlayer()->setLesson(Lesson::parse(*source, nullptr));
    ScriptTimeline *timeline = controller->timeline();
    if (!storyboard) {
        if (cl_.step > timeline->stepCount()) {
            std::fprintf(stderr, "tensorlens: --step %d is beyond the script's last step (%d)\n", cl_.step, timeline->stepCount());
            return 2;
        }
        timeline->goTo(cl_.step >= 0 ? cl_.step : timeline->stepCount());
        // The stepped script beside the canvas, as the window shows it when stepping.
        if (auto *steps = window.findChild<QDockWidget *>(QStringLiteral("stepsDock")))
            steps->raise();
        printOutput(timeline->outputSoFar());
        settle(1200);
        return write(window, 0);
    }
    QString error;
    const bool written = window.exportStoryboard(QString::fromStdString(cl_.output), &error);
    timeline->goTo(timeline->stepCount()); // what the whole script printed
    printOutput(timeline->outputSoFar());
    if (!written) {
        std::fprintf(stderr, "tensorlens: %s\n", error.toLocal8Bit().constData());
        return 2;
    }
    return 0;
}

int ShotCommand::write(MainWindow &window, int status)
{
    const QSize size(cl_.width, cl_.height);
    const QString out = QString::fromStdString(cl_.output);
    // The canvas alone is a drawing (SVG) or a picture; the window only a picture.
    const bool svg = cl_.svg || CanvasExport::formatOf(out) == CanvasExport::Format::Svg;
    CanvasExport::Paint paint = [&window](QPainter &p, const QRectF &target) { paintCanvasShot(window, p, target); };
    if (!svg && !cl_.canvasOnly)
        paint = [image = renderWindow(window, size, cl_.projector)](QPainter &p, const QRectF &target) { p.drawImage(target, image); };
    // Whole file or nothing: a failed write never leaves a truncated file behind.
    QString error;
    if (!CanvasExport::write(out, svg ? CanvasExport::Format::Svg : CanvasExport::Format::Png, size, paint, &error)) {
        std::fprintf(stderr, "tensorlens: %s\n", error.toLocal8Bit().constData());
        return 2;
    }
    return status;
}

} // namespace tl::ui
