#include "ShapeText.h"

#include <QRegularExpression>
#include <QStringList>

namespace tl::ui {

std::optional<QVector<qint64>> ShapeText::parse(const QString &text, QString *error)
{
    QString s = text.trimmed();
    if ((s.startsWith(u'(') && s.endsWith(u')')) || (s.startsWith(u'[') && s.endsWith(u']')))
        s = s.mid(1, s.size() - 2).trimmed();
    if (s.isEmpty()) {
        if (text.trimmed().isEmpty()) {
            *error = tr("Enter a shape, e.g. 1,2 or 2x3.");
            return std::nullopt;
        }
        return QVector<qint64>{}; // "()": a 0-d tensor
    }
    static const QRegularExpression separators(QStringLiteral("\\s*[,xX×]\\s*|\\s+"));
    QStringList parts = s.split(separators);
    if (!parts.isEmpty() && parts.last().isEmpty() && s.endsWith(u','))
        parts.removeLast(); // "(3,)"
    QVector<qint64> shape;
    for (const QString &p : parts) {
        bool ok = false;
        const qint64 n = p.toLongLong(&ok);
        if (!ok || p.startsWith(u'+')) {
            *error = tr("'%1' is not a shape: use whole numbers separated by commas or x, e.g. 1,2 or 2x3.").arg(text.trimmed());
            return std::nullopt;
        }
        shape << n; // negative sizes go to the engine, which says what PyTorch says
    }
    if (shape.size() > 8) {
        *error = tr("At most 8 dimensions, please.");
        return std::nullopt;
    }
    return shape;
}

QString ShapeText::tuple(const QVector<qint64> &shape)
{
    QStringList parts;
    for (qint64 s : shape)
        parts << QString::number(s);
    if (parts.size() == 1)
        return u'(' + parts.first() + QStringLiteral(",)");
    return u'(' + parts.join(QStringLiteral(", ")) + u')';
}

} // namespace tl::ui
