#include "ThemeStyle.h"

#include "ThemePalette.h"

#include <QStyleFactory>
#include <QStyleOption>

namespace tl::ui {

namespace {

// Draws with a copy of the option whose window colour makes Fusion's outline visible.
template <class Option, class Draw>
bool drawOutlined(const QStyleOption *option, Draw draw)
{
    const auto *typed = qstyleoption_cast<const Option *>(option);
    if (!typed || !ThemePalette::isDark(option->palette))
        return false;
    Option copy(*typed);
    copy.palette.setColor(QPalette::Window, ThemeStyle::outlineSource());
    draw(&copy);
    return true;
}

} // namespace

ThemeStyle::ThemeStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

QColor ThemeStyle::outlineSource()
{
    // 40% darker than this is #8c8c8c: over 4:1 against the dark window and base.
    return QColor(0xc4, 0xc4, 0xc4);
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
