#pragma once
// Reads a Python script the user opens, refusing what is not one before anything in the
// session changes: a missing or unreadable path, a folder, a huge file, binary data, text
// that is not UTF-8, or text the parser rejects (another format). The reason is a sentence
// the window shows as it is.
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace tl::ui {

class ScriptFile {
    Q_DECLARE_TR_FUNCTIONS(ScriptFile)

public:
    // Larger files are not scripts a person wrote.
    static constexpr qint64 kMaxBytes = 1024 * 1024;

    // The text of the file, or nullopt with the reason in `why`.
    static std::optional<QString> read(const QString &path, QString *why);
    // Whether `source` parses as a program of the subset; otherwise the reason in `why`, and
    // `outsideSubset` says whether it is Python the subset lacks (not a syntax error).
    static bool parses(const QString &path, const QString &source, QString *why, bool *outsideSubset = nullptr);
};

} // namespace tl::ui
