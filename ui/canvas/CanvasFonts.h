#pragma once
// The canvas's text sizes, in points at 100% zoom: nothing smaller than 10 pt, so a
// projected canvas stays readable.
#include <QFont>

namespace tl::ui {

struct CanvasFonts {
    static QFont body() { return font(11); }
    static QFont small() { return font(10); }
    static QFont title() { return font(13, true); }
    static QFont lane() { return font(13, true); }
    static QFont cell() { return font(11); }
    static QFont caption() { return font(14, true); }

private:
    static QFont font(int points, bool bold = false)
    {
        QFont f;
        f.setPointSize(points);
        f.setBold(bold);
        return f;
    }
};

} // namespace tl::ui
