#pragma once
// Which Python runs real PyTorch for the window (Check with real PyTorch), as the user chose
// it in Tools > Python…: the interpreters offered (TENSORLENS_PYTHON's, python3 on the PATH,
// Debian's /usr/bin/python3, the environments the user added) and the one in use, kept in
// the settings.
#include <QStringList>

namespace tl::ui {

class PythonChoice {
public:
    // Every program to offer, each once (by the file it resolves to), in that order.
    static QStringList candidates();
    // The program chosen in Tools > Python…, "" when none was.
    static QString chosen();
    static void choose(const QString &program);
    // Remembers an interpreter the user pointed to (offered from then on).
    static void add(const QString &program);
    // The Python program `path` names: an executable file itself, or the interpreter of the
    // virtual or conda environment `path` is the folder of; "" when there is none.
    static QString programIn(const QString &path);
};

} // namespace tl::ui
