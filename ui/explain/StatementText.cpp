#include "StatementText.h"

#include <QVector>

namespace tl::ui {

namespace {

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// Per character: is it inside a string literal (quotes included)?
QVector<bool> stringMask(const QString &s)
{
    QVector<bool> mask(s.size(), false);
    QChar quote;
    for (int i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (!quote.isNull()) {
            mask[i] = true;
            if (c == u'\\')
                mask[qMin(i + 1, int(s.size()) - 1)] = true, ++i;
            else if (c == quote)
                quote = QChar();
        } else if (c == u'\'' || c == u'"') {
            quote = c;
            mask[i] = true;
        } else if (c == u'#') {
            for (int j = i; j < s.size(); ++j)
                mask[j] = true; // a comment reads like a string: never rewritten
            break;
        }
    }
    return mask;
}

const QStringList &keywords()
{
    static const QStringList k{"True", "False", "None", "and", "or", "not", "is", "in", "if", "else", "del", "import", "as"};
    return k;
}

} // namespace

StatementText::StatementText(QString statement) : text_(statement.trimmed()) {}

int StatementText::topLevelAssign() const
{
    const QVector<bool> mask = stringMask(text_);
    int depth = 0;
    for (int i = 0; i < text_.size(); ++i) {
        if (mask[i])
            continue;
        const QChar c = text_[i];
        if (c == u'(' || c == u'[' || c == u'{')
            ++depth;
        else if (c == u')' || c == u']' || c == u'}')
            --depth;
        else if (c == u'=' && depth == 0) {
            const QChar prev = i > 0 ? text_[i - 1] : QChar();
            const QChar next = i + 1 < text_.size() ? text_[i + 1] : QChar();
            if (next == u'=' || prev == u'=' || prev == u'!' || prev == u'<' || prev == u'>')
                continue;
            return i;
        }
    }
    return -1;
}

QString StatementText::augmentedOperator() const
{
    const int eq = topLevelAssign();
    if (eq > 0 && QStringLiteral("+-*/").contains(text_[eq - 1]))
        return text_.mid(eq - 1, 2);
    return {};
}

QString StatementText::assignmentTarget() const
{
    const int eq = topLevelAssign();
    if (eq < 0 || !augmentedOperator().isEmpty())
        return {};
    return text_.left(eq).trimmed();
}

QString StatementText::value() const
{
    const int eq = topLevelAssign();
    return eq < 0 ? text_ : text_.mid(eq + 1).trimmed();
}

QStringList StatementText::readNames() const
{
    const QVector<bool> mask = stringMask(text_);
    const QString target = assignmentTarget();
    const bool plainTarget = !target.isEmpty() && std::all_of(target.begin(), target.end(), isNameChar);
    const int eq = topLevelAssign();
    QStringList names;
    for (int i = 0; i < text_.size();) {
        if (mask[i] || !isNameChar(text_[i]) || text_[i].isDigit()) {
            // Skip numbers whole (1e5 is not a name).
            if (!mask[i] && text_[i].isDigit())
                while (i < text_.size() && isNameChar(text_[i]))
                    ++i;
            else
                ++i;
            continue;
        }
        int end = i;
        while (end < text_.size() && isNameChar(text_[end]))
            ++end;
        const QString word = text_.mid(i, end - i);
        int before = i - 1;
        while (before >= 0 && text_[before].isSpace())
            --before;
        int after = end;
        while (after < text_.size() && text_[after].isSpace())
            ++after;
        const bool attribute = before >= 0 && text_[before] == u'.';
        const bool keywordArgument = after < text_.size() && text_[after] == u'=' &&
                                     (after + 1 >= text_.size() || text_[after + 1] != u'=') && (eq < 0 || after != eq);
        const bool isTarget = plainTarget && after == eq;
        if (!attribute && !keywordArgument && !isTarget && !keywords().contains(word) && !names.contains(word))
            names << word;
        i = end;
    }
    return names;
}

QString StatementText::writtenName() const
{
    int end = 0;
    while (end < text_.size() && isNameChar(text_[end]))
        ++end;
    return text_.left(end);
}

int StatementText::callStart(const QString &method) const
{
    const QVector<bool> mask = stringMask(text_);
    const QString needle = u'.' + method + u'(';
    for (int from = 0;;) {
        const int at = text_.indexOf(needle, from);
        if (at < 0)
            return -1;
        if (!mask[at])
            return at;
        from = at + 1;
    }
}

QString StatementText::receiverOf(const QString &method) const
{
    const int dot = callStart(method);
    if (dot <= 0)
        return {};
    // Walk back over a primary: names, attribute dots, and balanced (...) / [...].
    int i = dot - 1;
    int depth = 0;
    for (; i >= 0; --i) {
        const QChar c = text_[i];
        if (c == u')' || c == u']')
            ++depth;
        else if (c == u'(' || c == u'[') {
            if (depth == 0)
                break;
            --depth;
        } else if (depth == 0 && !isNameChar(c) && c != u'.')
            break;
    }
    return text_.mid(i + 1, dot - i - 1);
}

QString StatementText::withNameReplaced(const QString &name, const QString &replacement) const
{
    const QVector<bool> mask = stringMask(text_);
    const QString target = assignmentTarget();
    const int eq = topLevelAssign();
    const bool plainTarget = target == name;
    QString out;
    int i = 0;
    while (i < text_.size()) {
        const bool starts = !mask[i] && text_.mid(i, name.size()) == name && (i == 0 || (!isNameChar(text_[i - 1]) && text_[i - 1] != u'.')) &&
                            (i + name.size() >= text_.size() || !isNameChar(text_[i + name.size()]));
        if (starts && !(plainTarget && eq >= 0 && i < eq)) {
            out += replacement;
            i += name.size();
        } else {
            out += text_[i++];
        }
    }
    return out;
}

QString StatementText::withCallReplaced(const QString &method, const QString &replacement) const
{
    const int dot = callStart(method);
    if (dot < 0)
        return text_;
    int i = dot + method.size() + 2;
    for (int depth = 1; i < text_.size() && depth > 0; ++i) {
        if (text_[i] == u'(')
            ++depth;
        else if (text_[i] == u')')
            --depth;
    }
    return text_.left(dot + 1) + replacement + text_.mid(i);
}

QString StatementText::withAttributeRenamed(const QString &attribute, const QString &newName) const
{
    const QVector<bool> mask = stringMask(text_);
    const QString needle = u'.' + attribute;
    for (int from = 0;;) {
        const int at = text_.indexOf(needle, from);
        if (at < 0)
            return text_;
        const int end = at + needle.size();
        if (!mask[at] && (end >= text_.size() || !isNameChar(text_[end])))
            return text_.left(at + 1) + newName + text_.mid(end);
        from = at + 1;
    }
}

} // namespace tl::ui
