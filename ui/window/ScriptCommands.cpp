#include "ScriptCommands.h"

#include "LiveCommands.h"
#include "MainWindow.h"
#include "SessionFileCommands.h"
#include "SessionFiles.h"
#include "canvas/CanvasView.h"
#include "control/ScriptFile.h"
#include "control/SessionAutosave.h"
#include "control/SessionController.h"
#include "control/SessionDocument.h"
#include "export/CanvasExport.h"
#include "export/ExportFile.h"
#include "export/SessionScript.h"
#include "export/StoryboardWriter.h"
#include "lesson/LessonPlayer.h"
#include "panels/ConsoleWidget.h"
#include "panels/OutputPane.h"
#include "session/SceneRecorder.h"
#include "session/ScriptTimeline.h"
#include "session/Session.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QPainter>

namespace tl::ui {

ScriptCommands::ScriptCommands(MainWindow *window, SessionFiles *files) : QObject(window), window_(window), files_(files) {}

void ScriptCommands::showReplaced()
{
    window_->refresh();
    window_->canvas()->fitToWindow();
}

bool ScriptCommands::offerPython(const QString &path, const QString &why)
{
    LiveCommands *live = window_->liveCommands();
    live->findSoon();
    QMessageBox box(QMessageBox::Warning, tr("Open script"), why, QMessageBox::Cancel, window_);
    box.setObjectName(QStringLiteral("outsideSubsetBox"));
    box.setInformativeText(tr("Your own Python runs every script: the window then steps through what it did."));
    QPushButton *run = box.addButton(live->offerText(), QMessageBox::AcceptRole);
    run->setObjectName(QStringLiteral("runInPythonButton"));
    connect(live, &LiveCommands::offerChanged, &box, [run, live] { run->setText(live->offerText()); });
    box.setDefaultButton(run);
    box.exec();
    return box.clickedButton() == run && !path.isEmpty();
}

void ScriptCommands::newSession()
{
    if (!files_->mayDiscardSession(tr("Save this session's code before starting a new session?")))
        return;
    window_->console()->clearTranscript();
    window_->controller()->newSession();
    window_->refresh();
}

bool ScriptCommands::openScript(const QString &path, bool wait)
{
    if (SessionDocument::isSessionPath(path))
        return window_->sessionFiles()->open(path);
    // The file is checked before anything is asked or replaced: a refused file changes
    // nothing. Screenshots run what does not parse too, to print its traceback like `run`.
    QString why;
    bool outsideSubset = false;
    const std::optional<QString> text = ScriptFile::read(path, &why);
    if (!text || (window_->isInteractive() && !ScriptFile::parses(path, *text, &why, &outsideSubset))) {
        window_->outputPane()->append(why + u'\n', true);
        if (outsideSubset && offerPython(path, why))
            return window_->liveCommands()->runInPython(path);
        if (!outsideSubset)
            files_->warn(tr("Open script"), why);
        return false;
    }
    // A script last run in your Python runs there again (without one, as here).
    if (!wait && window_->isInteractive() && LiveCommands::remembered(path))
        if (const auto outcome = window_->liveCommands()->run(path); outcome != LiveCommands::Outcome::Failed)
            return outcome == LiveCommands::Outcome::Ran;
    bool ranOk = false;
    return runScriptText(path, *text, wait, &ranOk) && (!wait || ranOk);
}

bool ScriptCommands::runScriptText(const QString &path, const QString &source, bool wait, bool *ranOk)
{
    // A lesson that cannot be played is refused before anything is asked or replaced.
    std::optional<Lesson> lesson;
    if (!wait && source.startsWith(QLatin1String("# Lesson:"))) {
        QString why;
        lesson = Lesson::parse(source, &why);
        if (lesson) {
            Session trial(window_->session()->cudaMode());
            trial.setSourceName(QFileInfo(path).absoluteFilePath());
            SceneRecorder recorder(trial, source.split(u'\n'));
            recorder.record(source);
            why = lesson->refusal(recorder.steps());
        }
        if (!why.isEmpty()) {
            files_->warn(tr("Open lesson"), tr("%1 is a lesson TensorLens cannot play: %2.").arg(QDir::toNativeSeparators(path), why));
            return false;
        }
    }
    if (!files_->mayDiscardSession(tr("Save this session's code before opening %1?").arg(QFileInfo(path).fileName())))
        return false;
    if (!wait) {
        if (!window_->controller()->stepScript(path, source))
            return false;
        if (window_->isInteractive())
            files_->addRecentScript(window_->controller()->scriptPath());
        // A lesson (its first line `# Lesson: ...`) is played: narration and predictions.
        window_->lessonPlayer()->setLesson(std::move(lesson));
        window_->stepsDock()->raise();
        showReplaced();
        return true;
    }
    window_->controller()->openScript(path, source, wait);
    if (window_->isInteractive())
        files_->addRecentScript(window_->controller()->scriptPath());
    showReplaced();
    if (ranOk)
        *ranOk = window_->controller()->lastError().ok;
    return true;
}

ExecResult ScriptCommands::restoreCode(const QString &code)
{
    const ExecResult result = window_->controller()->restoreCode(code);
    showReplaced();
    return result;
}

bool ScriptCommands::exportCanvas(const QString &path, QString *error)
{
    const auto format = CanvasExport::formatOf(path);
    if (!format) {
        if (error)
            *error = tr("Could not write %1: the name must end in .png, .svg or .pdf").arg(QDir::toNativeSeparators(path));
        return false;
    }
    // A picture as the view shows it; a drawing at the canvas's own size (it scales).
    const QSize viewSize = window_->canvas()->viewport()->size() * window_->canvas()->devicePixelRatioF();
    const QSize drawingSize = window_->canvas()->canvasSize().toSize();
    const QSize size = *format == CanvasExport::Format::Png || drawingSize.isEmpty() ? viewSize : drawingSize;
    return CanvasExport::write(path, *format, size, [this](QPainter &p, const QRectF &target) { window_->canvas()->paintCanvas(p, target); },
                               error);
}

bool ScriptCommands::exportScript(const QString &path, QString *error)
{
    return ExportFile::writeText(path, SessionScript::text(window_->session()->codeLog()), error);
}

void ScriptCommands::openScriptDialog()
{
    const QString path = files_->chooseScript();
    if (!path.isEmpty())
        openScript(path, false);
}

void ScriptCommands::writeChosenFile(const QString &title, const QString &path, bool (ScriptCommands::*write)(const QString &, QString *))
{
    QString error;
    if (!path.isEmpty() && !(this->*write)(path, &error))
        files_->warn(title, error);
}

void ScriptCommands::exportCanvasDialog() { writeChosenFile(tr("Export canvas"), files_->chooseCanvasPath(), &ScriptCommands::exportCanvas); }

void ScriptCommands::exportScriptDialog() { writeChosenFile(tr("Export as Python script"), files_->chooseScriptExportPath(), &ScriptCommands::exportScript); }

bool ScriptCommands::exportStoryboard(const QString &path, QString *error)
{
    ScriptTimeline *timeline = window_->controller()->timeline();
    if (!timeline->isLoaded()) {
        if (error)
            *error = tr("Open a script or a lesson first: a storyboard has a page for each of its steps.");
        return false;
    }
    const int shown = timeline->currentStep();
    QList<StoryboardPage> pages;
    for (int step = 1; step <= timeline->stepCount(); ++step) {
        const ScriptTimeline::Step s = timeline->stepAt(step);
        QString said = s.narration;
        if (const Lesson *lesson = window_->lessonPlayer()->lesson(); lesson && lesson->narration.contains(s.line))
            said = lesson->narration.value(s.line) + u'\n' + said;
        pages.append({step, s.line, s.statement, said});
    }
    StoryboardWriter writer(pages, [&](int step, QPainter &painter, const QRectF &target) {
        timeline->goTo(step);
        QApplication::processEvents(); // the canvas follows the session's model
        window_->canvas()->paintCanvas(painter, target);
    });
    writer.setTitle(QFileInfo(timeline->sourceName()).fileName());
    const bool written = writer.write(path, error);
    timeline->goTo(shown);
    return written;
}

void ScriptCommands::exportStoryboardDialog() { writeChosenFile(tr("Export storyboard"), files_->chooseStoryboardPath(), &ScriptCommands::exportStoryboard); }

void ScriptCommands::fillRecentMenu(QMenu *recent)
{
    recent->clear();
    const QStringList files = files_->recentScripts();
    for (const QString &f : files)
        recent->addAction(QFileInfo(f).fileName(), this, [this, f] { openScript(f, false); })->setToolTip(f);
    recent->setEnabled(!files.isEmpty());
}

bool ScriptCommands::offerRestore()
{
    SessionAutosave *autosave = window_->autosave();
    if (!autosave || autosave->leftover().isEmpty())
        return false;
    const QString code = autosave->leftover();
    const bool restore = files_->askRestore(code);
    autosave->dropLeftover();
    if (restore)
        restoreCode(code);
    autosave->saveNow();
    return restore;
}

} // namespace tl::ui
