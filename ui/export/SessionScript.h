#pragma once
// The session as a runnable Python script: its code log (the statements that ran, as saved
// by File > Save code) under a first comment line, with `import torch` and
// `import numpy as np` where its statements use them, so `python3 FILE.py` and
// `tensorlens run FILE.py` both run it and print what the session printed.
#include <QString>
#include <QStringList>

namespace tl::ui {

class SessionScript {
public:
    // The script's text for `codeLog` (one statement per entry): the window's starting
    // imports at the head of the log give way to those of the modules the statements use.
    static QString text(const QStringList &codeLog);
};

} // namespace tl::ui
