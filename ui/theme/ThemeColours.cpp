#include "ThemeColours.h"

#include "ThemePalette.h"

#include <algorithm>
#include <cmath>

namespace tl::ui {

QColor ThemeColours::errorText(const QPalette &palette)
{
    return ThemePalette::isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x1c, 0x1c);
}

QColor ThemeColours::bannerBackground(const QPalette &palette)
{
    return ThemePalette::isDark(palette) ? QColor(0x4a, 0x1e, 0x1e) : QColor(0xfd, 0xe8, 0xe8);
}

QColor ThemeColours::bannerBorder(const QPalette &palette)
{
    return ThemePalette::isDark(palette) ? QColor(0xe0, 0x6c, 0x6c) : QColor(0xd0, 0x50, 0x50);
}

QColor ThemeColours::bannerText(const QPalette &palette)
{
    return ThemePalette::isDark(palette) ? QColor(0xff, 0xdc, 0xdc) : QColor(0x8a, 0x10, 0x10);
}

double ThemeColours::contrast(const QColor &a, const QColor &b)
{
    auto luminance = [](const QColor &c) {
        auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        const QColor rgb = c.toRgb();
        return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace tl::ui
