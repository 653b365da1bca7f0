#include "PegParser.h"

#include <string>
#include <utility>

namespace tl::parser {

namespace {

// Tokens CPython gives no start position; errors at them use the tokenizer's column.
bool hasNoStart(TokenKind k)
{
    return k == TokenKind::Indent || k == TokenKind::Dedent || k == TokenKind::EndMarker
           || k == TokenKind::ErrorToken;
}

PegParser::ErrorState errorState(std::string type, std::string message, int line, int col)
{
    PegParser::ErrorState s;
    s.info.type = std::move(type);
    s.info.message = std::move(message);
    s.info.line = line;
    s.info.col = col;
    return s;
}

PegParser::ErrorState tokenizerError(const Lexer::Error &e)
{
    PegParser::ErrorState s = errorState(e.type, e.message, e.line, e.col);
    s.fromTokenizer = true;
    return s;
}

} // namespace

PegParser::PegParser(Lexer lexer, Arena &arena, bool fstringMode)
    : lex_(std::move(lexer)), arena_(arena), fstringMode_(fstringMode)
{
}

PNode *PegParser::run()
{
    PNode *res = nullptr;
    try {
        res = startRule();
    } catch (const ParseAbort &) {
        res = nullptr;
    }
    if (res)
        return res;
    if (passRaised())
        return nullptr;

    // Second pass, with the invalid_* rules on. Generic errors keep the first pass's
    // position, so the invalid rules' look-ahead does not move them.
    Token lastToken = toks_.back();
    for (auto &m : memo_)
        m.clear();
    mark_ = 0;
    callInvalid_ = true;
    try {
        startRule();
    } catch (const ParseAbort &) {
    }
    if (passRaised())
        return nullptr;
    hasError_ = true;
    if (lastToken.kind == TokenKind::Indent || lastToken.kind == TokenKind::Dedent) {
        err_ = errorState("IndentationError",
                          lastToken.kind == TokenKind::Indent ? "unexpected indent" : "unexpected unindent",
                          lastToken.line, lex_.currentColumn() - 1);
        return nullptr;
    }
    err_ = errorState("SyntaxError", fstringMode_ ? "f-string: invalid syntax" : "invalid syntax", lastToken.line,
                      hasNoStart(lastToken.kind) ? -1 : lastToken.col);
    tokenizeRestForErrors(toks_.back().line);
    return nullptr;
}

PNode *PegParser::startRule() { return fstringMode_ ? fstringRule() : fileRule(); }

// After a pass: whether it raised an error, which is then the one reported (once the rest
// of the file has been read for the errors that win over it).
bool PegParser::passRaised()
{
    if (err_.tooDeep)
        return true;
    if (!hasError_)
        return false;
    if (!err_.fromTokenizer)
        tokenizeRestForErrors(toks_.back().line);
    return true;
}

// After a parser error, CPython reads the rest of the file: a tokenizer error found there
// wins, and so does a bracket left open before the line of the parser error.
void PegParser::tokenizeRestForErrors(int errLine)
{
    if (lex_.error())
        return;
    for (;;) {
        Token t = lex_.next();
        if (t.kind == TokenKind::EndMarker)
            return;
        if (t.kind != TokenKind::ErrorToken)
            continue;
        const Lexer::Error &e = *lex_.error();
        if (e.raised) {
            err_ = tokenizerError(e);
            return;
        }
        if (auto b = lex_.innermostBracket()) {
            if (errLine > b->line)
                err_ = errorState("SyntaxError", std::string("'") + b->ch + "' was never closed", b->line, b->col);
        }
        return;
    }
}

void PegParser::fillToken()
{
    Token t = lex_.next();
    toks_.push_back(std::move(t));
    memo_.emplace_back();
    if (toks_.back().kind == TokenKind::ErrorToken)
        raiseTokenizerError();
}

void PegParser::ensure(int i)
{
    while (static_cast<int>(toks_.size()) <= i)
        fillToken();
}

const Token &PegParser::cur()
{
    ensure(mark_);
    return toks_[static_cast<std::size_t>(mark_)];
}

int PegParser::expect(TokenKind k)
{
    if (peek() != k)
        return -1;
    return mark_++;
}

int PegParser::expectSoft(const char *kw)
{
    if (!atSoft(kw))
        return -1;
    return mark_++;
}

int PegParser::expectForced(TokenKind k, const char *text)
{
    if (peek() != k) {
        const Token &t = cur();
        raiseAt("SyntaxError", std::string("expected '") + text + "'", t.line, errorCol(t));
    }
    return mark_++;
}

bool PegParser::memoGet(int rule, PNode *&out)
{
    ensure(mark_);
    for (const auto &m : memo_[static_cast<std::size_t>(mark_)])
        if (m.first == rule) {
            out = m.second.first;
            mark_ = m.second.second;
            return true;
        }
    return false;
}

void PegParser::memoPut(int rule, int start, PNode *node)
{
    memo_[static_cast<std::size_t>(start)].push_back({rule, {node, mark_}});
}

PNode *PegParser::bare(NK kind)
{
    arena_.emplace_back();
    PNode *n = &arena_.back();
    n->kind = kind;
    return n;
}

PNode *PegParser::node(NK kind, int start)
{
    PNode *n = bare(kind);
    ensure(start);
    const Token &s = toks_[static_cast<std::size_t>(start)];
    n->line = s.line;
    n->col = s.col;
    const Token *e = &s;
    for (int m = mark_ - 1; m >= 0; --m) {
        const Token &t = toks_[static_cast<std::size_t>(m)];
        e = &t;
        if (t.kind != TokenKind::EndMarker && t.kind != TokenKind::Newline && t.kind != TokenKind::Indent
            && t.kind != TokenKind::Dedent)
            break;
    }
    n->endLine = e->endLine;
    n->endCol = e->endCol;
    return n;
}

PNode *PegParser::node(NK kind, int start, PNode *a, PNode *b, PNode *c)
{
    PNode *n = node(kind, start);
    n->a = a;
    n->b = b;
    n->c = c;
    return n;
}

PNode *PegParser::seq(std::vector<PNode *> items)
{
    PNode *n = bare(NK::Seq);
    n->list = std::move(items);
    return n;
}

PNode *PegParser::seqOrNull(std::vector<PNode *> items)
{
    if (items.empty())
        return nullptr;
    return seq(std::move(items));
}

PNode *PegParser::pair(NK kind, PNode *a, PNode *b)
{
    PNode *n = bare(kind);
    n->a = a;
    n->b = b;
    return n;
}

int PegParser::errorCol(const Token &t)
{
    return hasNoStart(t.kind) ? lex_.currentColumn() - 1 : t.col;
}

void PegParser::raiseAt(const char *type, const std::string &msg, int line, int col)
{
    if (!hasError_) {
        err_ = errorState(type, fstringMode_ ? "f-string: " + msg : msg, line, col);
        hasError_ = true;
    }
    throw ParseAbort{};
}

void PegParser::raiseLast(const std::string &msg, const char *type)
{
    if (toks_.empty())
        raiseAt(type, msg, 0, 0);
    const Token &t = toks_.back();
    raiseAt(type, msg, t.line, errorCol(t));
}

void PegParser::raiseNode(const PNode *n, const std::string &msg)
{
    raiseAt("SyntaxError", msg, n->line, n->col);
}

void PegParser::raiseTok(int index, const std::string &msg)
{
    const Token &t = toks_[static_cast<std::size_t>(index)];
    raiseAt("SyntaxError", msg, t.line, errorCol(t));
}

void PegParser::raiseNoBlock(const std::string &what, int line)
{
    raiseLast("expected an indented block after " + what + " on line " + std::to_string(line), "IndentationError");
}

bool PegParser::emptyBlockAfterColon()
{
    return eat(TokenKind::Colon) && eat(TokenKind::Newline) && !at(TokenKind::Indent);
}

void PegParser::raiseTokenizerError()
{
    if (!hasError_) {
        err_ = tokenizerError(*lex_.error());
        hasError_ = true;
    }
    throw ParseAbort{};
}

} // namespace tl::parser
