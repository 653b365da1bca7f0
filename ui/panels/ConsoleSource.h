#pragma once
// Reads console input by the rules of Python's interactive console (Lib/codeop.py and
// the REPL's `...` prompt): an open bracket, an unfinished triple-quoted string or a
// trailing backslash ask for another line; after a compound statement's header (a line
// ending in ':', or a decorator) lines are read until an empty one. Only the text's shape
// is read here; whether it is valid Python is for the engine to say when it runs.
#include <QString>
#include <QStringList>
#include <QVector>

namespace tl::ui {

class ConsoleSource {
public:
    explicit ConsoleSource(const QString &text);

    // Typed input: whether Return runs it (true) or starts a continuation line.
    bool isComplete() const;
    // Pasted input: whether it ends where a statement may end (no open bracket or string,
    // no header without its body), so it runs as it is, the way a script would.
    bool isWholeChunk() const;
    // The prompt Python's console shows before each line: ">>> " where a statement starts,
    // "... " on its continuation lines.
    QStringList prompts() const;
    // The indentation a new continuation line starts with: the last line's, one level
    // (four spaces) deeper after a header.
    QString nextIndent() const;

    static QString primaryPrompt() { return QStringLiteral(">>> "); }
    static QString continuationPrompt() { return QStringLiteral("... "); }

private:
    struct Line {
        QString text;
        bool blank = false;
        bool startsStatement = false; // first line of a logical line (not inside brackets, strings, after '\')
        bool endsHeader = false;      // a logical line that ends in ':' (outside brackets, strings, comments)
        bool decorator = false;
    };
    void scan(const QString &text);
    bool hasHeader() const;

    QVector<Line> lines_;
    bool openAtEnd_ = false; // an open bracket, triple-quoted string or backslash continues past the end
};

} // namespace tl::ui
