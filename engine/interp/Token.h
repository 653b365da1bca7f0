#pragma once
// Tokens of Python 3.11 source, as CPython's tokenizer splits it (Grammar/Tokens).
// Keywords get their own kinds so the parser can match them without string compares;
// soft keywords (`match`, `case`, `_`) stay Name, as in CPython.
#include <cstdint>
#include <string>

namespace tl {

enum class TokenKind : uint8_t {
    EndMarker,
    Name,
    Number,
    String,
    Newline,
    Indent,
    Dedent,
    ErrorToken, // the lexer stopped; Lexer::error() says why

    // Operators and delimiters.
    LPar, RPar, LSqb, RSqb, LBrace, RBrace,
    Colon, Comma, Semi, Plus, Minus, Star, Slash, VBar, Amper, Less, Greater, Equal, Dot,
    Percent, EqEqual, NotEqual /* also `<>` */, LessEqual, GreaterEqual, Tilde, Circumflex,
    LeftShift, RightShift, DoubleStar, PlusEqual, MinEqual, StarEqual, SlashEqual,
    PercentEqual, AmperEqual, VBarEqual, CircumflexEqual, LeftShiftEqual, RightShiftEqual,
    DoubleStarEqual, DoubleSlash, DoubleSlashEqual, At, AtEqual, RArrow, Ellipsis, ColonEqual,
    OtherOp, // a lone character no rule accepts (`$`, `?`, `!`, `` ` ``): CPython's generic OP

    // Keywords.
    KwFalse, KwNone, KwTrue, KwAnd, KwAs, KwAssert, KwAsync, KwAwait, KwBreak, KwClass,
    KwContinue, KwDef, KwDel, KwElif, KwElse, KwExcept, KwFinally, KwFor, KwFrom, KwGlobal,
    KwIf, KwImport, KwIn, KwIs, KwLambda, KwNonlocal, KwNot, KwOr, KwPass, KwRaise,
    KwReturn, KwTry, KwWhile, KwWith, KwYield,
};

struct Token {
    TokenKind kind = TokenKind::EndMarker;
    std::string text; // the source text (a String keeps its prefix and quotes)
    int line = 1;     // 1-based line of the first character
    int col = 0;      // 0-based column of the first character, in code points
    int endLine = 1;
    int endCol = 0;   // 0-based column one past the last character
    int level = 0;    // bracket depth once this token is read (CPython's token->level)
};

} // namespace tl
