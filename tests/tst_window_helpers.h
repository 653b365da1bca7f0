#pragma once
// Helpers for driving the window like a user: answer (or cancel) the next modal input
// dialog, wait for the error dialog, and read what the canvas shows.
#include "canvas/CanvasScene.h"
#include "canvas/CanvasView.h"
#include "canvas/ObjectCardItem.h"
#include "canvas/StorageBlockItem.h"
#include "dialogs/ErrorDialog.h"
#include "session/Session.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QInputDialog>
#include <QTimer>
#include <QtTest>

namespace tl::ui::test {

// Waits (in the event loop of the dialog's exec()) for a modal QInputDialog and answers it:
// types `text` and presses OK, or presses Cancel when `text` is null.
class ModalInputAnswer : public QObject {
public:
    explicit ModalInputAnswer(QString text) : text_(std::move(text))
    {
        auto *timer = new QTimer(this);
        timer->setInterval(10);
        connect(timer, &QTimer::timeout, this, [this, timer] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            timer->stop();
            prompt_ = dialog->labelText();
            if (text_.isNull()) {
                dialog->reject();
            } else {
                dialog->setTextValue(text_);
                dialog->accept();
            }
            answered_ = true;
        });
        timer->start();
    }
    bool answered() const { return answered_; }
    QString prompt() const { return prompt_; }

private:
    QString text_;
    QString prompt_;
    bool answered_ = false;
};

// What a user can tell about the session: its code and which name holds which object.
inline QStringList sessionSnapshot(const Session &s)
{
    QStringList out = s.codeLog();
    const SessionModel &m = s.model();
    for (auto it = m.names.begin(); it != m.names.end(); ++it) {
        const ObjectInfo *o = m.objectForName(it.key());
        out << QStringLiteral("%1 -> %2 %3 #%4").arg(it.key()).arg(it->objectId).arg(o ? o->kind : it->repr).arg(o ? o->storageId : 0);
    }
    for (const StorageInfo &st : m.storages)
        out << QStringLiteral("storage #%1 %2 %3 bytes").arg(st.id).arg(st.device).arg(st.bytes);
    return out;
}

// Widgets take clicks only when shown.
inline void showAndWait(MainWindow &w)
{
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        qWarning("the window was not exposed");
}

inline QStringList cardNames(const MainWindow &w)
{
    QStringList names;
    for (ObjectCardItem *card : w.canvas()->canvasScene()->itemsOfType<ObjectCardItem>())
        names << card->name();
    names.sort();
    return names;
}

} // namespace tl::ui::test
