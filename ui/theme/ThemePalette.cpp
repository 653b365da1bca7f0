#include "ThemePalette.h"

#include "ThemeStyle.h"

#include <QApplication>

namespace tl::ui {

namespace {

struct Roles {
    QColor window, windowText, base, alternateBase, text, button, buttonText, placeholder, disabledText;
    QColor light, midlight, mid, dark, shadow, highlight, highlightedText, link, linkVisited, toolTipBase, toolTipText;
};

QPalette paletteOf(const Roles &r)
{
    QPalette p;
    for (auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool disabled = group == QPalette::Disabled;
        p.setColor(group, QPalette::Window, r.window);
        p.setColor(group, QPalette::WindowText, disabled ? r.disabledText : r.windowText);
        p.setColor(group, QPalette::Base, disabled ? r.window : r.base);
        p.setColor(group, QPalette::AlternateBase, r.alternateBase);
        p.setColor(group, QPalette::Text, disabled ? r.disabledText : r.text);
        p.setColor(group, QPalette::Button, r.button);
        p.setColor(group, QPalette::ButtonText, disabled ? r.disabledText : r.buttonText);
        p.setColor(group, QPalette::PlaceholderText, r.placeholder);
        p.setColor(group, QPalette::BrightText, r.highlightedText);
        p.setColor(group, QPalette::Light, r.light);
        p.setColor(group, QPalette::Midlight, r.midlight);
        p.setColor(group, QPalette::Mid, r.mid);
        p.setColor(group, QPalette::Dark, r.dark);
        p.setColor(group, QPalette::Shadow, r.shadow);
        p.setColor(group, QPalette::Highlight, disabled ? r.mid : r.highlight);
        p.setColor(group, QPalette::HighlightedText, r.highlightedText);
        p.setColor(group, QPalette::Link, r.link);
        p.setColor(group, QPalette::LinkVisited, r.linkVisited);
        p.setColor(group, QPalette::ToolTipBase, r.toolTipBase);
        p.setColor(group, QPalette::ToolTipText, r.toolTipText);
    }
    return p;
}

} // namespace

QPalette ThemePalette::light()
{
    Roles r;
    r.window = QColor(0xef, 0xef, 0xef);
    r.windowText = QColor(0x1a, 0x1a, 0x1a);
    r.base = Qt::white;
    r.alternateBase = QColor(0xf5, 0xf5, 0xf5);
    r.text = QColor(0x1a, 0x1a, 0x1a);
    r.button = QColor(0xef, 0xef, 0xef);
    r.buttonText = QColor(0x1a, 0x1a, 0x1a);
    r.placeholder = QColor(0x6b, 0x6b, 0x6b);
    r.disabledText = QColor(0x80, 0x80, 0x80);
    r.light = Qt::white;
    r.midlight = QColor(0xca, 0xca, 0xca);
    r.mid = QColor(0xb8, 0xb8, 0xb8);
    r.dark = QColor(0x9f, 0x9f, 0x9f);
    r.shadow = QColor(0x76, 0x76, 0x76);
    r.highlight = QColor(0x1e, 0x6f, 0xd9);
    r.highlightedText = Qt::white;
    r.link = QColor(0x0b, 0x57, 0xb8);
    r.linkVisited = QColor(0x6a, 0x3d, 0xb0);
    r.toolTipBase = QColor(0xff, 0xff, 0xdc);
    r.toolTipText = Qt::black;
    return paletteOf(r);
}

QPalette ThemePalette::dark()
{
    Roles r;
    r.window = QColor(0x2b, 0x2d, 0x31);
    r.windowText = QColor(0xe6, 0xe6, 0xe6);
    r.base = QColor(0x1f, 0x21, 0x24);
    r.alternateBase = QColor(0x2b, 0x2d, 0x31);
    r.text = QColor(0xe6, 0xe6, 0xe6);
    r.button = QColor(0x3c, 0x3f, 0x45);
    r.buttonText = QColor(0xe6, 0xe6, 0xe6);
    r.placeholder = QColor(0xa0, 0xa0, 0xa0);
    r.disabledText = QColor(0x8c, 0x8c, 0x8c);
    r.light = QColor(0x5c, 0x60, 0x68);
    r.midlight = QColor(0x4a, 0x4e, 0x55);
    r.mid = QColor(0x3a, 0x3c, 0x41);
    r.dark = QColor(0x1c, 0x1d, 0x20);
    r.shadow = QColor(0x0d, 0x0d, 0x0f);
    r.highlight = QColor(0x2f, 0x7d, 0xe1);
    r.highlightedText = Qt::white;
    r.link = QColor(0x6c, 0xb4, 0xff);
    r.linkVisited = QColor(0xb9, 0x9c, 0xff);
    r.toolTipBase = QColor(0x1f, 0x21, 0x24);
    r.toolTipText = QColor(0xe6, 0xe6, 0xe6);
    return paletteOf(r);
}

bool ThemePalette::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

void ThemePalette::apply(bool dark)
{
    if (!qobject_cast<ThemeStyle *>(QApplication::style()))
        QApplication::setStyle(new ThemeStyle);
    QApplication::setPalette(dark ? ThemePalette::dark() : ThemePalette::light());
}

} // namespace tl::ui
