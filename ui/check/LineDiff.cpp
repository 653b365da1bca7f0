#include "LineDiff.h"

#include <vector>

namespace tl::ui {

namespace {

// A printout's lines; a text without a final newline has a last line all the same.
QStringList linesOf(const QString &text)
{
    QStringList lines = text.split(u'\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

} // namespace

QList<LineDiff::Line> LineDiff::compare(const QString &first, const QString &second)
{
    const QStringList a = linesOf(first);
    const QStringList b = linesOf(second);
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    QList<Line> result;
    if (n > kMaxSearched || m > kMaxSearched) {
        for (qsizetype i = 0; i < std::max(n, m); ++i) {
            if (i < n && i < m && a[i] == b[i]) {
                result.append({Line::Same, a[i]});
                continue;
            }
            if (i < n)
                result.append({Line::OnlyFirst, a[i]});
            if (i < m)
                result.append({Line::OnlySecond, b[i]});
        }
        return result;
    }
    // common[i][j]: the longest common subsequence of a[i..] and b[j..].
    std::vector<std::vector<int>> common(n + 1, std::vector<int>(m + 1, 0));
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : std::max(common[i + 1][j], common[i][j + 1]);
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            result.append({Line::Same, a[i]});
            ++i, ++j;
        } else if (j < m && (i == n || common[i][j + 1] > common[i + 1][j])) {
            result.append({Line::OnlySecond, b[j++]});
        } else {
            result.append({Line::OnlyFirst, a[i++]});
        }
    }
    return result;
}

} // namespace tl::ui
