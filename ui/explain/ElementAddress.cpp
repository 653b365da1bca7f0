#include "ElementAddress.h"

#include "session/ViewCoverage.h"
#include "explain/ShapeText.h"

#include <QRegularExpression>

namespace tl::ui {

QString ElementAddress::text(const QString &name, const QVector<qint64> &index)
{
    QString out = name;
    for (qint64 i : index)
        out += QStringLiteral("[%1]").arg(i);
    return out;
}

std::optional<ElementAddress> ElementAddress::parse(const QString &input, QString *why)
{
    static const QRegularExpression whole(QStringLiteral(R"(^\s*([A-Za-z_]\w*(?:\.grad)?)\s*((?:\[[^\[\]]*\]\s*)*)$)"));
    static const QRegularExpression bracket(QStringLiteral(R"(\[([^\[\]]*)\])"));
    const auto m = whole.match(input);
    if (!m.hasMatch()) {
        if (why)
            *why = QStringLiteral("Write a name and its index, e.g. na[999][999] or a[1, -1].");
        return std::nullopt;
    }
    ElementAddress a;
    a.name = m.captured(1);
    for (auto it = bracket.globalMatch(m.captured(2)); it.hasNext();) {
        for (const QString &part : it.next().captured(1).split(QLatin1Char(','))) {
            bool ok = false;
            const qint64 i = part.trimmed().toLongLong(&ok);
            if (!ok) {
                if (why)
                    *why = QStringLiteral("'%1' is not a whole number: an element needs one integer per dimension.").arg(part.trimmed());
                return std::nullopt;
            }
            a.index.push_back(i);
        }
    }
    return a;
}

std::optional<ElementAddress::Target> ElementAddress::resolve(const SessionModel &model, QString *why) const
{
    const ObjectInfo *o = model.objectForName(name);
    auto fail = [&](const QString &text) {
        if (why)
            *why = text;
        return std::nullopt;
    };
    if (!o)
        return fail(QStringLiteral("No tensor or array is named '%1'.").arg(name));
    const QString axis = o->isTensor() ? QStringLiteral("dimension") : QStringLiteral("axis");
    if (index.size() != o->sizes.size())
        return fail(QStringLiteral("%1 has %2 dimension(s) (shape %3): give one index for each.")
                        .arg(name)
                        .arg(o->sizes.size())
                        .arg(ShapeText::tuple(o->sizes)));
    Target t;
    t.objectId = o->objectId;
    t.storageId = o->storageId;
    for (int d = 0; d < index.size(); ++d) {
        const qint64 size = o->sizes[d];
        const qint64 i = index[d] < 0 ? index[d] + size : index[d];
        if (i < 0 || i >= size)
            return fail(QStringLiteral("index %1 is out of bounds for %2 %3 with size %4").arg(index[d]).arg(axis).arg(d).arg(size));
        t.index.push_back(i);
    }
    t.element = ViewCoverage::elementAt(o->strides, o->storageOffset, t.index);
    return t;
}

} // namespace tl::ui
