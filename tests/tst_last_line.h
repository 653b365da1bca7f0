// The conformance runner's rule for stderr (../shared/conformance/run, last_line): compare
// only the last non-blank line, its trailing whitespace removed.
#pragma once

#include <QString>
#include <QStringList>

inline QString lastLine(const QString &text)
{
    const QStringList lines = text.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        QString l = *it;
        while (!l.isEmpty() && l.back().isSpace())
            l.chop(1);
        if (!l.trimmed().isEmpty())
            return l;
    }
    return QString();
}
