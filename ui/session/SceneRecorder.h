#pragma once
// What the window shows after each step of a script, as JSON (`tensorlens scene`): a step
// is one executed statement, loop iterations and function bodies included. Every step's
// record comes from the session's own model (the one the canvas draws) and the engine's
// events of that step: storages with their owners, objects with their geometry and
// autograd state (with the grad_fn edges between them), elements written (with every name
// that sees them), copies, the error.
#include "Session.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <vector>

namespace tl::ui {

class SceneRecorder : public QObject {
    Q_OBJECT

public:
    // `sourceLines`: the script's lines, to quote each step's statement.
    SceneRecorder(Session &session, QStringList sourceLines);

    // Runs `source` as a script (stopping at its first exception), recording step 0 (before
    // anything ran) and one step per executed statement. Returns whether it ran to its end.
    bool record(const QString &source);
    const QJsonArray &steps() const { return steps_; }
    // The session's state as of now, as a step records it: {"storages", "objects"}.
    QJsonObject state() const;

private:
    void onEvent(const tl::Event &e);
    void onStatement(int nextLine);
    void closeStep();
    QJsonObject sceneOf(int step, int line) const;
    // A storage as the scene names it: its window number, null for a temporary never drawn.
    QJsonValue storageRef(quint64 engineId) const;
    QJsonArray storagesJson() const;
    QJsonArray objectsJson() const;
    QJsonArray writtenJson() const;
    QJsonArray copiesJson() const;
    QJsonValue errorJson() const;

    Session &session_;
    QStringList lines_;
    QJsonArray steps_;
    int currentLine_ = 0;                   // the statement now running (0: none yet)
    std::vector<tl::Event> events_;          // this step's events
    QString printed_;                        // this step's output
};

} // namespace tl::ui
