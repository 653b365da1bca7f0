#include "theme/MonospaceFont.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QStringList>

namespace tl::ui {

namespace {

QFont withFamilies(const QStringList &families)
{
    QFont font;
    font.setFamilies(families);
    font.setStyleHint(QFont::Monospace);
    font.setFixedPitch(true);
    return font;
}

QStringList chooseFamilies()
{
    const QStringList system = QFontDatabase::systemFont(QFontDatabase::FixedFont).families();
    if (MonospaceFont::hasEqualAdvances(withFamilies(system)))
        return system;
    // Declared fixed-pitch families first, then any other family that measures as one.
    QStringList declared;
    QStringList measured;
    for (const QString &f : QFontDatabase::families()) {
        if (QFontDatabase::isFixedPitch(f))
            declared.append(f);
        else if (!QFontDatabase::isPrivateFamily(f))
            measured.append(f);
    }
    for (const QStringList *list : {&declared, &measured})
        for (const QString &f : *list)
            if (MonospaceFont::hasEqualAdvances(withFamilies({f})))
                return {f};
    return system;
}

} // namespace

QFont MonospaceFont::family()
{
    static const QStringList families = chooseFamilies();
    return withFamilies(families);
}

bool MonospaceFont::hasEqualAdvances(const QFont &font)
{
    const QFontMetricsF m(font);
    const qreal width = m.horizontalAdvance(QLatin1Char('0'));
    if (width <= 0)
        return false;
    for (const QChar c : QStringLiteral("iIlW.mM_[]"))
        if (qAbs(m.horizontalAdvance(c) - width) > 0.01 * width)
            return false;
    return true;
}

} // namespace tl::ui
