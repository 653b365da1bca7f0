#pragma once
// The canvas's text sizes, in pixels at 100% zoom (scene units), so a zoom factor says
// exactly how tall text is on screen. Fit never zooms below minimum-text / kSmallestPixels:
// kMinScreenPixels at a desk, kProjectorMinScreenPixels in projector mode.
#include <QFont>
#include <QFontMetricsF>
#include <QHash>

namespace tl::ui {

struct CanvasFonts {
    static constexpr int kSmallestPixels = 14;
    // Text on a screen at arm's length is legible from this size up.
    static constexpr qreal kMinScreenPixels = 11;
    // A projected 1280x720 picture is legible from the back of a room from this size up
    // (text 1/40 of the picture's height).
    static constexpr qreal kProjectorMinScreenPixels = 18;

    static QFont small() { return font(kSmallestPixels); }
    static QFont body() { return font(15); }
    static QFont cell() { return font(15); }
    static QFont title() { return font(17, true); }
    static QFont lane() { return font(17, true); }
    static QFont caption() { return font(19, true); }

    // A text's width in one of these fonts, remembered: the canvas measures the same few
    // texts ("0.0", "[1]", a header) again at every statement and layout.
    static qreal width(const QFont &font, const QString &text)
    {
        static QHash<int, QHash<QString, qreal>> cache; // by font (size, bold, italic), then text
        QHash<QString, qreal> &widths = cache[font.pixelSize() * 4 + (font.bold() ? 2 : 0) + (font.italic() ? 1 : 0)];
        if (auto it = widths.constFind(text); it != widths.constEnd())
            return *it;
        if (widths.size() > 20000)
            widths.clear();
        return *widths.insert(text, QFontMetricsF(font).horizontalAdvance(text));
    }

private:
    static QFont font(int pixels, bool bold = false)
    {
        QFont f;
        f.setPixelSize(pixels);
        f.setBold(bold);
        return f;
    }
};

} // namespace tl::ui
