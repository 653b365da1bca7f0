#pragma once
// A session file (.tlsession): the session's script and what the window showed (see
// SessionView), one JSON object, so that a class can be handed a prepared session:
//
//   {"format": "tensorlens-session", "version": 1,
//    "script": "import torch\n...",
//    "view": {"step": null, "zoom": 1.0, "fit": true, "selection": "a", "theme": "light"}}
//
// Reading refuses what is damaged (JSON that ends early, a field of the wrong type, a
// script that does not parse) or foreign (binary data, another program's JSON, a newer
// version of the format) with a sentence naming the file and what is wrong, before the
// session changes; writing goes through QSaveFile: the whole file or none, like Save code.
#include "SessionView.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QJsonObject;

namespace tl::ui {

class SessionDocument {
    Q_DECLARE_TR_FUNCTIONS(SessionDocument)

public:
    static constexpr int kVersion = 1;
    // A script is at most ScriptFile::kMaxBytes; escaped in JSON it may grow, never this much.
    static constexpr qint64 kMaxBytes = 8 * 1024 * 1024;
    static QString suffix() { return QStringLiteral("tlsession"); }
    static QString formatName() { return QStringLiteral("tensorlens-session"); }
    // Whether `path` names a session file (by its suffix).
    static bool isSessionPath(const QString &path);

    QString script;
    SessionView view;

    // The document in the file at `path`, or nullopt with the reason in `why`.
    static std::optional<SessionDocument> read(const QString &path, QString *why);
    // The document in `bytes` (`path`: what messages call the file).
    static std::optional<SessionDocument> parse(const QByteArray &bytes, const QString &path, QString *why);
    QByteArray toJson() const;
    // Writes the whole file or nothing; false with the reason in `why`.
    bool write(const QString &path, QString *why) const;

private:
    static bool readView(const QJsonObject &view, SessionView *out, QString *what);
};

} // namespace tl::ui
