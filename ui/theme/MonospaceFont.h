#pragma once
// The monospaced face for code, the console and printed output. Only the family is set:
// the size comes from the widget's parent, so View > Text size scales code and prose
// together.
#include <QFont>

namespace tl::ui {

class MonospaceFont {
public:
    // The system's fixed-width face when it really is one; otherwise the first installed
    // family whose glyphs all advance alike. "Really" is measured, not read from the
    // font's flags: some fixed-width faces (URW's, Noto's) do not declare themselves so.
    static QFont family();
    // Whether every glyph of `font` that code shows advances by the same width.
    static bool hasEqualAdvances(const QFont &font);
};

} // namespace tl::ui
