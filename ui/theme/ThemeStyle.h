#pragma once
// Qt's Fusion style with outlines that stay visible on a dark palette. Fusion draws the
// borders of check boxes, radio buttons, line edits, buttons and combo boxes a little
// darker than the window colour, which on a dark window is next to invisible; here those
// elements get a mid-grey outline instead (the light theme is drawn as Fusion draws it).
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

    // The colour Fusion derives outlines from (it draws them 40% darker than this).
    static QColor outlineSource();
};

} // namespace tl::ui
