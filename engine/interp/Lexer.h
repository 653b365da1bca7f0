#pragma once
// Python 3.11 tokenizer: UTF-8 source in, tokens out, one at a time.
// It follows CPython's Parser/tokenizer.c closely, because *when* a tokenizer error is
// raised decides which of several errors Python reports: the parser pulls tokens lazily and
// a tokenizer error only surfaces once the parser has asked for the token that contains it.
#include "Token.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tl {

class Lexer {
public:
    struct Error {
        std::string type = "SyntaxError"; // or IndentationError / TabError
        std::string message;
        int line = 1;
        int col = 0;        // 0-based, in code points (Python's offset minus one)
        bool raised = true; // false where CPython only marks the tokenizer as stopped
                            // (bad dedent, tabs, `\` misuse, end of file): such a stop found
                            // after a parser error does not replace that error
    };
    struct OpenBracket {
        char ch = '(';
        int line = 1;
        int col = 0;
    };
    // A string literal's value, or why CPython's parser would refuse it.
    struct StringLiteral {
        bool bytes = false;
        bool raw = false;
        bool fstring = false;
        int quoteSize = 1;
        std::string body;  // text between the quotes, undecoded (what an f-string parses)
        std::string value; // decoded: UTF-8 text, or the bytes of a bytes literal
        std::optional<std::string> error; // e.g. "(unicode error) 'unicodeescape' codec ..."
        bool namedEscape = false;  // a \N{...} escape, whose name cannot be checked here
    };

    // `source` is the file's bytes: a UTF-8 BOM is dropped, CRLF and CR become LF, a final
    // newline is added (as CPython reads files). A coding cookie naming Latin-1 is honoured.
    explicit Lexer(std::string_view source);

    // Tokens of an f-string replacement field, given as "(expr)" text already decoded;
    // its lines count from `firstLine`.
    static Lexer forFStringExpression(std::string_view text, int firstLine);

    Token next();

    // Set once next() has returned ErrorToken; every later call returns ErrorToken again.
    const std::optional<Error> &error() const { return error_; }

    int level() const { return static_cast<int>(brackets_.size()); }
    std::optional<OpenBracket> innermostBracket() const;

    // Columns CPython reports for errors at tokens it gives no position (INDENT, DEDENT,
    // ENDMARKER): where the tokenizer stands on its current line.
    int currentLine() const { return lineno_; }
    int currentColumn() const;

    // Physical lines of the normalized source, without terminators.
    std::vector<std::string> lines() const;

    // Set when a coding cookie names an encoding other than UTF-8 or Latin-1 and the file is
    // not plain ASCII: such files are valid Python that this tokenizer cannot read.
    const std::optional<std::string> &unsupportedEncoding() const { return unsupportedEncoding_; }

    static StringLiteral decodeString(std::string_view tokenText);
    // Decodes the escapes of a non-raw str literal part (also used for f-string pieces).
    static std::optional<std::string> decodeUnicodeEscapes(std::string_view body, std::string &out,
                                                           bool &namedEscape);

private:
    Lexer() = default;
    void initFromFile(std::string_view source);

    int nextc();
    void backup(int c);
    bool readLine();
    int columnOf(std::size_t bytePos);
    int continuationLine();
    bool lookahead(const char *test);
    bool verifyEndOfNumber(int c, const char *kind);
    int decimalTail();
    bool verifyIdentifier();

    Token make(TokenKind kind);
    Token fail(const std::string &message);                  // raised at the cursor
    Token failAt(const std::string &message, int line, int col);
    Token stop(Error e);                                     // a non-raised stop
    Token errorToken() const;

    Token number(int c, bool fractionStart);
    Token stringToken(int quote);

    std::string buf_;
    std::size_t pos_ = 0;       // next byte to read
    std::size_t lineStart_ = 0; // first byte of the line being read
    std::size_t nextLine_ = 0;  // first byte of the next line not read yet
    int lineno_ = 0;
    bool fstringMode_ = false;

    // Incremental column counting, so long lines stay linear.
    std::size_t colCachePos_ = 0;
    int colCacheCol_ = 0;

    bool atBol_ = true;
    bool eof_ = false;
    int pendin_ = 0;
    std::vector<int> indstack_{0};
    std::vector<int> altindstack_{0};
    std::vector<OpenBracket> brackets_;

    std::size_t tokStart_ = 0;
    int tokLine_ = 1;
    int tokCol_ = 0;

    std::optional<Error> error_;
    std::optional<std::string> unsupportedEncoding_;
};

} // namespace tl
