#pragma once
// Qt's Fusion style with outlines that stay visible. Fusion draws the borders of check
// boxes, radio buttons, line edits, buttons and combo boxes a little darker than the window
// colour: faint (2:1) on the light theme, next to invisible on the dark one. Here those
// elements get a mid-grey outline with 3:1 contrast or more on both.
#include <QProxyStyle>

namespace tl::ui {

class ThemeStyle : public QProxyStyle {
    Q_OBJECT
public:
    ThemeStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget = nullptr) const override;

    // The colour Fusion derives outlines from on `palette` (it draws them 40% darker).
    static QColor outlineSource(const QPalette &palette);
};

} // namespace tl::ui
