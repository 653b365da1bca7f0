#pragma once
// Two printouts compared line by line, as `diff` would show them: the lines both have, and
// where they part, the lines only the first has ("-") and only the second has ("+"), found
// through their longest common subsequence.
#include <QStringList>

namespace tl::ui {

class LineDiff {
public:
    struct Line {
        enum Kind { Same, OnlyFirst, OnlySecond };
        Kind kind;
        QString text;
    };

    // Longer printouts are compared line against line (no search for moved lines).
    static constexpr qsizetype kMaxSearched = 4000;

    static QList<Line> compare(const QString &first, const QString &second);
};

} // namespace tl::ui
