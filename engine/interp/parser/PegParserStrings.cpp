#include "PegParser.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace tl::parser {

PNode *PegParser::concatenateStrings(int start, const std::vector<int> &parts)
{
    bool bytesMode = false;
    bool anyFString = false;
    bool namedEscape = false;
    std::string value;
    std::vector<PNode *> pieces; // JoinedStr values, once an f-string is seen
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const Token &t = toks_[static_cast<std::size_t>(parts[i])];
        Lexer::StringLiteral lit = Lexer::decodeString(t.text);
        if (lit.error)
            raiseLast(*lit.error);
        if (i != 0 && bytesMode != lit.bytes)
            raiseLast("cannot mix bytes and nonbytes literals");
        bytesMode = lit.bytes;
        if (lit.fstring) {
            anyFString = true;
            std::size_t s = 0;
            fstringParse(lit.body, s, lit.raw, 0, t, pieces, value, namedEscape);
        } else {
            value += lit.value;
            namedEscape = namedEscape || lit.namedEscape;
        }
    }
    if (anyFString) {
        flushFStringLiteral(toks_[static_cast<std::size_t>(parts.back())], pieces, value);
        PNode *n = node(NK::JoinedStr, start);
        n->list = std::move(pieces);
        return n;
    }
    PNode *n = node(NK::Constant, start);
    n->op = static_cast<int>(bytesMode ? ConstKind::Bytes : ConstKind::Str);
    n->str = std::move(value);
    n->flag = namedEscape;
    return n;
}

// fstring_find_literal: returns true when the literal ended at a doubled brace.
bool PegParser::fstringFindLiteral(const std::string &b, std::size_t &s, bool raw, int recurseLvl,
                        std::string &literal, bool &namedEscape)
{
    const std::size_t end = b.size();
    std::size_t literalStart = s;
    std::size_t literalEnd;
    bool doubled = false;
    while (s < end) {
        char ch = b[s++];
        if (!raw && ch == '\\' && s < end) {
            ch = b[s++];
            if (ch == 'N') {
                // skip a \N{...} escape: its braces do not start an expression
                if (s < end && b[s++] == '{') {
                    while (s < end && b[s++] != '}') {
                    }
                }
                continue;
            }
        }
        if (ch == '{' || ch == '}') {
            if (recurseLvl == 0) {
                if (s < end && b[s] == ch) {
                    literalEnd = s;
                    s = s + 1;
                    doubled = true;
                    goto done;
                }
                if (ch == '}') {
                    s = s - 1;
                    raiseLast("f-string: single '}' is not allowed");
                }
            }
            --s;
            break;
        }
    }
    literalEnd = s;
done:
    if (literalEnd > literalStart) {
        std::string_view piece(b.data() + literalStart, literalEnd - literalStart);
        if (raw) {
            literal += piece;
        } else if (auto err = Lexer::decodeUnicodeEscapes(piece, literal, namedEscape)) {
            raiseLast(*err);
        }
    }
    return doubled;
}

// fstring_parse / _PyPegen_FstringParser_ConcatFstring
void PegParser::fstringParse(const std::string &b, std::size_t &s, bool raw, int recurseLvl, const Token &t,
                  std::vector<PNode *> &values, std::string &literal, bool &namedEscape)
{
    for (;;) {
        if (fstringFindLiteral(b, s, raw, recurseLvl, literal, namedEscape))
            continue;
        if (s >= b.size() || b[s] == '}')
            break;
        fstringFindExpr(b, s, raw, recurseLvl, t, values, literal);
    }
    if (recurseLvl != 0 && (s >= b.size() || b[s] != '}'))
        raiseLast("f-string: expecting '}'");
}

// The literal text so far becomes a Constant piece of the JoinedStr (FstringParser_ConcatFstring).
void PegParser::flushFStringLiteral(const Token &t, std::vector<PNode *> &values, std::string &literal)
{
    if (literal.empty())
        return;
    PNode *n = bare(NK::Constant);
    n->line = t.line;
    n->col = t.col;
    n->endLine = t.endLine;
    n->endCol = t.endCol;
    n->op = static_cast<int>(ConstKind::Str);
    n->str = std::move(literal);
    literal.clear();
    values.push_back(n);
}

void PegParser::fstringFindExpr(const std::string &b, std::size_t &s, bool raw, int recurseLvl, const Token &t,
                     std::vector<PNode *> &values, std::string &literal)
{
    if (recurseLvl >= 2)
        raiseLast("f-string: expressions nested too deeply");
    const std::size_t end = b.size();
    const std::size_t brace = s;
    ++s;
    const std::size_t exprStart = s;
    char quoteChar = 0;
    int stringType = 0;
    std::vector<char> parens;
    for (; s < end; ++s) {
        char ch = b[s];
        if (ch == '\\')
            raiseLast("f-string expression part cannot include a backslash");
        if (quoteChar) {
            if (ch == quoteChar) {
                if (stringType == 3) {
                    if (s + 2 < end && b[s + 1] == ch && b[s + 2] == ch) {
                        s += 2;
                        stringType = 0;
                        quoteChar = 0;
                        continue;
                    }
                } else {
                    quoteChar = 0;
                    stringType = 0;
                    continue;
                }
            }
            continue;
        }
        if (ch == '\'' || ch == '"') {
            if (s + 2 < end && b[s + 1] == ch && b[s + 2] == ch) {
                stringType = 3;
                s += 2;
            } else {
                stringType = 1;
            }
            quoteChar = ch;
        } else if (ch == '[' || ch == '{' || ch == '(') {
            if (parens.size() >= 200)
                raiseLast("f-string: too many nested parenthesis");
            parens.push_back(ch);
        } else if (ch == '#') {
            raiseLast("f-string expression part cannot include '#'");
        } else if (parens.empty()
                   && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<')) {
            if (s + 1 < end) {
                char next = b[s + 1];
                if ((ch == '!' && next == '=') || (ch == '=' && next == '=') || (ch == '<' && next == '=')
                    || (ch == '>' && next == '=')) {
                    s += 1;
                    continue;
                }
            }
            if (ch == '>' || ch == '<')
                continue;
            break;
        } else if (ch == ']' || ch == '}' || ch == ')') {
            if (parens.empty())
                raiseLast(std::string("f-string: unmatched '") + ch + "'");
            char opening = parens.back();
            parens.pop_back();
            if (!((opening == '(' && ch == ')') || (opening == '[' && ch == ']')
                  || (opening == '{' && ch == '}')))
                raiseLast(std::string("f-string: closing parenthesis '") + ch
                          + "' does not match opening parenthesis '" + opening + "'");
        }
    }
    const std::size_t exprEnd = s;
    if (quoteChar)
        raiseLast("f-string: unterminated string");
    if (!parens.empty())
        raiseLast(std::string("f-string: unmatched '") + parens.back() + "'");
    if (s >= end)
        raiseLast("f-string: expecting '}'");

    PNode *expr = fstringCompileExpr(b, brace, exprStart, exprEnd, t);

    // `{x=}` prints the expression's text (up to the `=` and the blanks after it) first.
    bool debug = false;
    if (b[s] == '=') {
        ++s;
        while (s < end && std::strchr(" \t\n\r\v\f", b[s]) != nullptr)
            ++s;
        if (s >= end)
            raiseLast("f-string: expecting '}'");
        debug = true;
        literal += b.substr(exprStart, s - exprStart);
    }
    char conversion = 0;
    if (b[s] == '!') {
        ++s;
        if (s >= end)
            raiseLast("f-string: expecting '}'");
        conversion = b[s++];
        if (conversion != 's' && conversion != 'r' && conversion != 'a')
            raiseLast("f-string: invalid conversion character: expected 's', 'r', or 'a'");
    }
    PNode *spec = nullptr;
    if (s < end && b[s] == ':') {
        ++s;
        if (s >= end)
            raiseLast("f-string: expecting '}'");
        std::vector<PNode *> specValues;
        std::string specLiteral;
        bool specNamed = false;
        fstringParse(b, s, raw, recurseLvl + 1, t, specValues, specLiteral, specNamed);
        flushFStringLiteral(t, specValues, specLiteral);
        spec = seq(std::move(specValues));
    }
    if (s >= end || b[s] != '}')
        raiseLast("f-string: expecting '}'");
    ++s;
    if (debug && !spec && !conversion)
        conversion = 'r';
    flushFStringLiteral(t, values, literal);
    PNode *fv = pair(NK::FormattedValue, expr, spec);
    fv->op = conversion;
    fv->line = t.line;
    fv->col = t.col;
    fv->endLine = t.endLine;
    fv->endCol = t.endCol;
    values.push_back(fv);
}

// fstring_compile_expr: parses "(" + text + ")" with a parser of its own.
PNode *PegParser::fstringCompileExpr(const std::string &b, std::size_t brace, std::size_t exprStart,
                          std::size_t exprEnd, const Token &t)
{
    std::size_t k = exprStart;
    while (k < exprEnd && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\f'))
        ++k;
    if (k == exprEnd) {
        char next = exprEnd < b.size() ? b[exprEnd] : '\0';
        if (next == '!' || next == ':' || next == '=')
            raiseLast(std::string("f-string: expression required before '") + next + "'");
        raiseLast("f-string: empty expression not allowed");
    }
    int lines = static_cast<int>(std::count(b.begin(), b.begin() + static_cast<std::ptrdiff_t>(brace), '\n'));
    std::string text = "(" + b.substr(exprStart, exprEnd - exprStart) + ")";
    PegParser sub(Lexer::forFStringExpression(text, t.line + lines), arena_, true);
    PNode *r = sub.run();
    if (!r) {
        if (!hasError_) {
            err_ = sub.error();
            err_.fromTokenizer = false;
            hasError_ = true;
        }
        throw ParseAbort{};
    }
    return r;
}

} // namespace tl::parser
