// RFC 4180 CSV: fields holding a comma or a quote are quoted, quotes doubled (a GPU's
// description has commas). Written through QSaveFile: a failed write leaves no file.
#include "CopyCostCsv.h"

#include <QSaveFile>

namespace tl::ui {

namespace {

QString field(const QString &s)
{
    if (!s.contains(u',') && !s.contains(u'"') && !s.contains(u'\n'))
        return s;
    QString quoted = s;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace

QString CopyCostCsv::text(const CopyCostRun::Result &result)
{
    QString out = QStringLiteral("size_bytes,op,median_ns,backend\n");
    for (const CopyCostRun::Point &p : result.points)
        out += QStringLiteral("%1,%2,%3,%4\n").arg(p.sizeBytes).arg(field(p.op)).arg(p.medianNs).arg(field(result.backend));
    return out;
}

bool CopyCostCsv::write(const CopyCostRun::Result &result, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) || file.write(text(result).toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = QObject::tr("Could not write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace tl::ui
