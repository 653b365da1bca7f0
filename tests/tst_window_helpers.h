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
        out << QStringLiteral("storage #%1 %2 %3 bytes").arg(st.id).arg(EngineText::device(st.device)).arg(st.bytes);
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
