#include "ConsoleSource.h"

namespace tl::ui {

namespace {

QString leadingWhitespace(const QString &line)
{
    qsizetype n = 0;
    while (n < line.size() && (line[n] == u' ' || line[n] == u'\t'))
        ++n;
    return line.left(n);
}

// Clauses that continue the compound statement above them at the same indentation.
bool continuesCompound(const QString &trimmed)
{
    for (const char *keyword : {"else", "elif", "except", "finally"})
        if (trimmed.startsWith(QLatin1String(keyword)) &&
            (trimmed.size() == qsizetype(qstrlen(keyword)) || !trimmed[qstrlen(keyword)].isLetterOrNumber()))
            return true;
    return false;
}

} // namespace

ConsoleSource::ConsoleSource(const QString &text)
{
    scan(text);
}

void ConsoleSource::scan(const QString &text)
{
    int depth = 0;          // open brackets
    QChar quote;            // the open string's quote character (null: none)
    bool triple = false;
    bool backslash = false; // the previous line ended in a continuation backslash
    for (const QString &physical : text.split(u'\n')) {
        Line line;
        line.text = physical;
        line.blank = physical.trimmed().isEmpty() && quote.isNull() && depth == 0 && !backslash;
        line.startsStatement = quote.isNull() && depth == 0 && !backslash;
        line.decorator = line.startsStatement && physical.trimmed().startsWith(u'@');
        backslash = false;
        QChar last; // the last character outside comments and strings (a string counts as its quote)
        for (qsizetype i = 0; i < physical.size(); ++i) {
            const QChar c = physical[i];
            if (!quote.isNull()) {
                if (c == u'\\') {
                    if (i + 1 == physical.size())
                        backslash = true; // a string continued on the next line
                    ++i;
                } else if (c == quote && (!triple || physical.mid(i, 3) == QString(3, quote))) {
                    i += triple ? 2 : 0;
                    quote = QChar();
                    last = c;
                }
                continue;
            }
            if (c == u'#')
                break;
            if (c == u'\'' || c == u'"') {
                quote = c;
                triple = physical.mid(i, 3) == QString(3, c);
                i += triple ? 2 : 0;
                last = c;
                continue;
            }
            if (c == u'\\' && i + 1 == physical.size()) {
                backslash = true;
                continue;
            }
            if (c == u'(' || c == u'[' || c == u'{')
                ++depth;
            else if ((c == u')' || c == u']' || c == u'}') && depth > 0)
                --depth;
            if (!c.isSpace())
                last = c;
        }
        // A newline ends a one-quote string (Python reports it unterminated when it runs).
        if (!quote.isNull() && !triple && !backslash)
            quote = QChar();
        line.endsHeader = quote.isNull() && depth == 0 && !backslash && last == u':';
        lines_.push_back(line);
    }
    openAtEnd_ = !quote.isNull() || depth > 0 || backslash;
}

bool ConsoleSource::hasHeader() const
{
    for (const Line &line : lines_)
        if (line.endsHeader || line.decorator)
            return true;
    return false;
}

bool ConsoleSource::isComplete() const
{
    bool allBlank = true;
    for (const Line &line : lines_)
        allBlank = allBlank && line.blank;
    if (allBlank)
        return true;
    if (openAtEnd_)
        return false;
    // A block goes on until an empty line, as at Python's `...` prompt.
    if (hasHeader())
        return lines_.size() > 1 && lines_.last().blank;
    return true;
}

bool ConsoleSource::isWholeChunk() const
{
    if (openAtEnd_)
        return false;
    for (qsizetype i = lines_.size() - 1; i >= 0; --i)
        if (!lines_[i].blank)
            return !lines_[i].endsHeader && !lines_[i].decorator;
    return true;
}

QStringList ConsoleSource::prompts() const
{
    QStringList prompts;
    bool inBlock = false; // after a header, until a statement starts at the left margin
    for (qsizetype i = 0; i < lines_.size(); ++i) {
        const Line &line = lines_[i];
        const QString trimmed = line.text.trimmed();
        bool starts = i == 0;
        if (!starts && line.startsStatement && !line.blank)
            starts = leadingWhitespace(line.text).isEmpty() && !continuesCompound(trimmed);
        if (!starts && line.blank)
            starts = !inBlock;
        if (starts && !line.blank)
            inBlock = false;
        if (line.endsHeader || line.decorator)
            inBlock = true;
        prompts << (starts ? primaryPrompt() : continuationPrompt());
    }
    return prompts;
}

QString ConsoleSource::nextIndent() const
{
    for (qsizetype i = lines_.size() - 1; i >= 0; --i) {
        if (lines_[i].blank)
            continue;
        qsizetype start = i;
        while (start > 0 && !lines_[start].startsStatement)
            --start;
        const QString indent = leadingWhitespace(lines_[start].text);
        return lines_[i].endsHeader ? indent + QStringLiteral("    ") : indent;
    }
    return {};
}

} // namespace tl::ui
