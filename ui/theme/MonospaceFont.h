#pragma once
// The monospaced face for code, the console and printed output. Only the family is set:
// the size comes from the widget's parent, so View > Text size scales code and prose
// together.
#include <QFont>
#include <QFontDatabase>
#include <QStringList>

namespace tl::ui {

class MonospaceFont {
public:
    static QFont family()
    {
        QFont font;
        font.setFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
        font.setStyleHint(QFont::Monospace);
        font.setFixedPitch(true);
        return font;
    }
};

} // namespace tl::ui
