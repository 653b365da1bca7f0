#pragma once
// A script's run as a printed storyboard: a multi-page PDF (QPdfWriter), one page per step,
// each with the step and its line, the code in large monospace, the narration, and the
// canvas as it stands after that step fitted below, as vectors. The pages come as plain
// data and the canvas through a callback that brings it to a step and draws it, so any
// stepper (a timeline, a test) can drive it.
#include "StoryboardPage.h"

#include <QList>
#include <QString>

#include <functional>

class QPainter;
class QRectF;

namespace tl::ui {

class StoryboardWriter {
public:
    // Brings the canvas to the state after `step` and draws it fitted into `target`.
    using RenderStep = std::function<void(int step, QPainter &painter, const QRectF &target)>;

    StoryboardWriter(QList<StoryboardPage> pages, RenderStep render);

    // The document's title (e.g. the script's file name); shown on every page's header.
    void setTitle(const QString &title) { title_ = title; }

    // Writes the PDF whole or not at all (ExportFile); false with `error` in words when the
    // file cannot be written or there are no pages.
    bool write(const QString &path, QString *error = nullptr) const;

private:
    void paintPage(QPainter &painter, const QRectF &page, const StoryboardPage &data) const;

    QList<StoryboardPage> pages_;
    RenderStep render_;
    QString title_;
};

} // namespace tl::ui
