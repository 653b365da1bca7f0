#include "TextSize.h"

#include <QApplication>
#include <QFont>
#include <QSettings>

namespace tl::ui {

namespace {

const QString kTextSizeKey = QStringLiteral("view/textSize");
int applied = TextSize::kDefault;

// The system's font, as it was before any scaling.
const QFont &systemFont()
{
    static const QFont font = QApplication::font();
    return font;
}

} // namespace

const QVector<int> &TextSize::steps()
{
    static const QVector<int> percents{90, 100, 115, 130, 150, 175, 200};
    return percents;
}

int TextSize::load()
{
    const int percent = QSettings().value(kTextSizeKey, kDefault).toInt();
    return steps().contains(percent) ? percent : kDefault;
}

void TextSize::save(int percent)
{
    QSettings().setValue(kTextSizeKey, percent);
}

void TextSize::apply(int percent)
{
    QFont font = systemFont();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * percent / 100.0);
    else
        font.setPixelSize(qRound(font.pixelSize() * percent / 100.0));
    applied = percent;
    QApplication::setFont(font);
}

int TextSize::current()
{
    return applied;
}

int TextSize::larger(int percent)
{
    for (int step : steps())
        if (step > percent)
            return step;
    return steps().last();
}

int TextSize::smaller(int percent)
{
    for (auto it = steps().crbegin(); it != steps().crend(); ++it)
        if (*it < percent)
            return *it;
    return steps().first();
}

} // namespace tl::ui
