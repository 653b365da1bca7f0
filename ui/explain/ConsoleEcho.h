#pragma once
// What Python's interactive console echoes after an expression statement: the repr of its
// value (nothing for None). The live session ran the statement already; the echo comes
// from running the same statement on a TrialRun of the code log before it, so the live
// session gets no extra name and the code log stays the code the user typed.
#include <QStringList>

namespace tl::ui {

class Session;

class ConsoleEcho {
public:
    // An expression statement (not an assignment, import, del ...).
    static bool isExpression(const QString &statement);
    // The echo text with its newline, or "" (None, or not an expression).
    static QString of(const Session &live, const QStringList &logBefore, const QString &statement);
};

} // namespace tl::ui
