#pragma once
// The outcome of Session::execute: success, or the first failure with the engine's
// exception type, message and suggested fix.
#include <QMetaType>
#include <QString>

namespace tl::ui {

struct ExecResult {
    enum class Kind { Ok, PythonError, SyntaxError, NotSupported };

    bool ok = true;
    Kind kind = Kind::Ok;
    QString errorType; // "RuntimeError", "TypeError", "SyntaxError", "NotSupported" ...
    QString message;   // the exception's message, without the type
    QString fix;       // the engine's suggested fix (PyError::fix), "" if none
    QString errorId;   // what happened as a stable name (PyError::id: "leaf_in_place"...), "" if none
    QString suggestion; // CPython's "Did you mean: 'x'?" name, "" if none
    int line = 0;      // line of the failing statement within the executed code
    QString statement; // source of the failing statement
    QString output;    // everything the code printed (stdout and stderr, in order)

    // The exception's last line as Python prints it ("RuntimeError: ..."); for code outside
    // the subset, the plain "... is not supported".
    QString lastLine() const { return exceptionLine(errorType, message, kind == Kind::NotSupported); }
    // How Python ends a traceback: "Type: message", or "Type" alone when the message is empty
    // ("KeyboardInterrupt"); what is outside the subset is no exception: its message alone.
    static QString exceptionLine(const QString &type, const QString &message, bool notSupported)
    {
        if (notSupported || type.isEmpty() || type == QLatin1String("NotSupported"))
            return message;
        return message.isEmpty() ? type : type + QStringLiteral(": ") + message;
    }
};

} // namespace tl::ui

Q_DECLARE_METATYPE(tl::ui::ExecResult)
