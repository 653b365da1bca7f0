#include "LastAction.h"

#include "NumberText.h"

namespace tl::ui {

QString LastAction::bytesText(quint64 n) { return NumberText::bytes(n); }

QString LastAction::badgeText() const
{
    switch (badge) {
    case Badge::None: return QString();
    case Badge::SameObject: return QStringLiteral("same object");
    case Badge::NewObjectSharedStorage: return QStringLiteral("new object · shared storage #%1").arg(storageNumber);
    case Badge::NewStorageCopied: return QStringLiteral("new storage #%1 · copied %2").arg(storageNumber).arg(bytesText(copiedBytes));
    case Badge::NewStorage: return QStringLiteral("new storage #%1").arg(storageNumber);
    case Badge::WrittenInPlace: return QStringLiteral("written in place · storage #%1").arg(storageNumber);
    case Badge::Error: return QStringLiteral("error");
    }
    return QString();
}

} // namespace tl::ui
