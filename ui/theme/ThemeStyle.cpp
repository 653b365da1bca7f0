#include "ThemeStyle.h"


#include <QStyleFactory>
#include <QStyleOption>

namespace tl::ui {

namespace {

// Draws with a copy of the option whose window colour makes Fusion's outline visible.
template <class Option, class Draw>
bool drawOutlined(const QStyleOption *option, Draw draw)
{
    const auto *typed = qstyleoption_cast<const Option *>(option);
    if (!typed)
        return false;
    Option copy(*typed);
    copy.palette.setColor(QPalette::Window, ThemeStyle::outlineSource(option->palette));
    draw(&copy);
    return true;
}

} // namespace

ThemeStyle::ThemeStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

QColor ThemeStyle::outlineSource(const QPalette &palette)
{
    // Fusion draws outlines 40% darker than this (and some 10% lighter again): about
    // #6e6e6e on the light theme, #9e9e9e on the dark one, 4:1 or more against their
    // windows and bases as drawn (antialiased).
    // Dark themes are told by their light text (the window colour is what is replaced here,
    // and a frame is drawn from within its panel with the replaced one).
    const bool dark = palette.color(QPalette::Text).lightness() > 128;
    return dark ? QColor(0xca, 0xca, 0xca) : QColor(0x8c, 0x8c, 0x8c);
}

void ThemeStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    auto base = [&](const QStyleOption *o) { QProxyStyle::drawPrimitive(element, o, painter, widget); };
    switch (element) {
    case PE_IndicatorCheckBox:
    case PE_IndicatorRadioButton:
    case PE_PanelButtonCommand:
        if (drawOutlined<QStyleOptionButton>(option, base))
            return;
        break;
    case PE_FrameLineEdit:
    case PE_PanelLineEdit:
        if (drawOutlined<QStyleOptionFrame>(option, base))
            return;
        break;
    default:
        break;
    }
    base(option);
}

void ThemeStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter, const QWidget *widget) const
{
    auto base = [&](const QStyleOptionComplex *o) { QProxyStyle::drawComplexControl(control, o, painter, widget); };
    if (control == CC_ComboBox && drawOutlined<QStyleOptionComboBox>(option, [&](const QStyleOption *o) {
            base(static_cast<const QStyleOptionComplex *>(o));
        }))
        return;
    if (control == CC_SpinBox && drawOutlined<QStyleOptionSpinBox>(option, [&](const QStyleOption *o) {
            base(static_cast<const QStyleOptionComplex *>(o));
        }))
        return;
    base(option);
}

} // namespace tl::ui
