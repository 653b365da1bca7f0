#pragma once
// A script file CPython refuses before running a line of it (bytes that are not UTF-8
// without a coding line, NUL bytes): `scene` and `shot` report it in the words `run` uses
// (CPython's own), so the three commands agree on such files.
#include <QByteArray>

#include <optional>
#include <string>

namespace tl::ui {

class UnreadableScript {
public:
    // What `tensorlens run` prints for `bytes` read from `displayName` when CPython's file
    // reader refuses them; nullopt for a file it reads.
    static std::optional<std::string> refusal(const QByteArray &bytes, const std::string &displayName);
};

} // namespace tl::ui
