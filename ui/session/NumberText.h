#pragma once
// How the window writes counts: digits grouped in threes by a narrow no-break space from
// 1 000 up ("4 000 000 bytes", the SI style), one rule for the canvas, its headline and badges.
#include <QString>

namespace tl::ui {

struct NumberText {
    static QString grouped(qint64 n)
    {
        QString digits = QString::number(n < 0 ? quint64(0) - quint64(n) : quint64(n));
        for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
            digits.insert(i, QChar(0x202F));
        return n < 0 ? QStringLiteral("-") + digits : digits;
    }
    // "1 byte", "8 bytes", "4 000 000 bytes"
    static QString bytes(quint64 n) { return n == 1 ? QStringLiteral("1 byte") : grouped(qint64(n)) + QStringLiteral(" bytes"); }
    // "1 element", "1 000 000 elements"
    static QString elements(qint64 n) { return n == 1 ? QStringLiteral("1 element") : grouped(n) + QStringLiteral(" elements"); }
};

} // namespace tl::ui
