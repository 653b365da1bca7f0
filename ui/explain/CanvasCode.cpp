#include "CanvasCode.h"

#include "ElementAddress.h"
#include "session/ObjectInfo.h"

namespace tl::ui {

QString CanvasCode::elementWrite(const QString &name, const ObjectInfo &object, const QVector<qint64> &index, const QString &value)
{
    if (object.sizes.isEmpty())
        return name + (object.isTensor() ? QStringLiteral(".fill_(%1)") : QStringLiteral(".fill(%1)")).arg(value);
    return ElementAddress::text(name, index) + QStringLiteral(" = ") + value;
}

QString CanvasCode::moveTo(const QString &name, const QString &device)
{
    return QStringLiteral("%1 = %1.to('%2')").arg(name, device);
}

QString CanvasCode::requiresGrad(const QString &name, bool on)
{
    return QStringLiteral("%1.requires_grad_(%2)").arg(name, on ? QStringLiteral("True") : QStringLiteral("False"));
}

QString CanvasCode::keptBy(const QStringList &others, int storageNumber, const tl::Device &device)
{
    if (others.isEmpty())
        return QString();
    return QStringLiteral("%1 still %2 storage #%3 in %4")
        .arg(others.join(QStringLiteral(", ")), others.size() == 1 ? QStringLiteral("views") : QStringLiteral("view"))
        .arg(storageNumber)
        .arg(device.isCuda() ? QStringLiteral("GPU memory") : QStringLiteral("Host RAM"));
}

QString CanvasCode::otherDevice(const tl::Device &device)
{
    return device.isCuda() ? QStringLiteral("cpu") : QStringLiteral("cuda");
}

} // namespace tl::ui
