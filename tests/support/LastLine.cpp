#include "support/LastLine.h"

#include <QStringList>

namespace tl::test {

QString LastLine::of(const QString &text)
{
    const QStringList lines = text.split(u'\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        QString l = *it;
        while (!l.isEmpty() && l.back().isSpace())
            l.chop(1);
        if (!l.trimmed().isEmpty())
            return l;
    }
    return QString();
}

std::string LastLine::of(const std::string &text) { return of(QString::fromStdString(text)).toStdString(); }

} // namespace tl::test
