#pragma once
// CPython 3.11's PEG parser (Grammar/python.gram, Parser/pegen*.c, action_helpers.c,
// string_parser.c), rule by rule. Python's error messages, and which of several errors it
// reports, depend on the exact order in which its parser tries alternatives and pulls
// tokens; a hand-made grammar would accept the same programs but disagree on the errors.
//
// A first pass parses with the plain grammar; when it fails, a second pass with the
// `invalid_*` rules on explains the failure the way CPython does. Each grammar rule is a
// member named after it (pattern_rule for `pattern`, default_ for `default`); the rules
// live in one .cpp file per part of the grammar.
#include "interp/Ast.h"
#include "interp/Lexer.h"
#include "interp/parser/PNode.h"

#include <cstddef>
#include <deque>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace tl::parser {

class PegParser {
public:
    struct ErrorState {
        ast::SyntaxErrorInfo info;
        bool fromTokenizer = false;
        bool tooDeep = false; // CPython would fail with MemoryError / RecursionError
    };

    // In f-string mode the parser reads the "(expr)" text of one replacement field.
    PegParser(Lexer lexer, Arena &arena, bool fstringMode);

    // Runs the parse the way _PyPegen_run_parser does. Returns the module (or, in f-string
    // mode, the expression), or nullptr with error() set.
    PNode *run();

    const ErrorState &error() const { return err_; }
    Lexer &lexer() { return lex_; }

private:
    // Raised errors unwind the whole parse, as pegen's error_indicator does.
    struct ParseAbort {};

    static constexpr int kMaxStack = 6000; // pegen's MAXSTACK: deeper rule nesting is a MemoryError

    // Rule ids for memoization.
    enum Rule : int {
        R_simple_stmt, R_block, R_expression, R_star_expression, R_disjunction, R_conjunction,
        R_inversion, R_factor, R_await_primary, R_primary, R_bitwise_or, R_bitwise_xor,
        R_bitwise_and, R_shift_expr, R_sum, R_term, R_strings, R_arguments, R_star_target,
        R_target_with_star_atom, R_t_primary, R_del_target, R_closed_pattern, R_star_pattern,
        R_invalid_named_expression, R_dotted_name, R_slices,
    };

    // Where an invalid target was found (_PyPegen_get_invalid_target's TARGETS_TYPE).
    enum class Targets { Star, Del, For };

    // Every rule holds one while it runs, as pegen's rule prologue counts its level.
    struct Enter {
        PegParser &p;
        explicit Enter(PegParser &peg) : p(peg)
        {
            if (p.level_ >= kMaxStack) {
                p.err_ = ErrorState{};
                p.err_.tooDeep = true;
                p.hasError_ = true;
                throw ParseAbort{};
            }
            ++p.level_;
            p.ensure(p.mark_); // like pegen's EXTRA prologue: a rule reads its first token
        }
        ~Enter() { --p.level_; }
    };

    using Rule0 = PNode *(PegParser::*)();

    // The grammar spells the parameter rules twice, for `def` and for `lambda`; the rules
    // that differ only in their sub-rules and closing token take these.
    struct ParamRules {
        Rule0 param;
        Rule0 noDefault;
        Rule0 withDefault;
        Rule0 maybeDefault;
        Rule0 slashNoDefault;
        Rule0 slashWithDefault;
        Rule0 starEtc;
        Rule0 kwds;
        Rule0 noDefaultStarAnnotation; // nullptr: lambda parameters have no annotations
        Rule0 invalidParametersHelper;
        void (PegParser::*invalidStarEtc)();
        void (PegParser::*invalidKwds)();
        TokenKind close; // what ends the parameters: ')' or ':'
    };
    static const ParamRules kDefParams;
    static const ParamRules kLambdaParams;

    Lexer lex_;
    Arena &arena_;
    bool fstringMode_ = false;
    std::deque<Token> toks_;
    int mark_ = 0;
    bool callInvalid_ = false;
    int level_ = 0;
    std::vector<std::vector<std::pair<int, std::pair<PNode *, int>>>> memo_;
    ErrorState err_;
    bool hasError_ = false;

    // ---- the two passes, tokens, memo, nodes, errors (PegParser.cpp) --------------------
    PNode *startRule();
    bool passRaised();
    void tokenizeRestForErrors(int errLine);

    void fillToken();
    void ensure(int i);
    const Token &cur();
    TokenKind peek() { return cur().kind; }
    bool at(TokenKind k) { return peek() == k; }
    bool atSoft(const char *kw) { return peek() == TokenKind::Name && cur().text == kw; }
    // Matches one token; returns its index or -1.
    int expect(TokenKind k);
    bool eat(TokenKind k) { return expect(k) >= 0; }
    int expectSoft(const char *kw);
    // `&&'x'`: a token that must be there once the alternative got this far.
    int expectForced(TokenKind k, const char *text);
    // TYPE_COMMENT never occurs (type comments are off), but checking for one still reads
    // the token, which matters for where generic errors are reported.
    void peekTypeComment() { ensure(mark_); }
    int tokenLine(int index) const { return toks_[static_cast<std::size_t>(index)].line; }

    bool memoGet(int rule, PNode *&out);
    void memoPut(int rule, int start, PNode *node);
    template <typename F>
    PNode *memoized(int rule, F &&body)
    {
        Enter e(*this);
        int start = mark_;
        PNode *r = nullptr;
        if (memoGet(rule, r))
            return r;
        r = body();
        if (!r)
            mark_ = start;
        memoPut(rule, start, r);
        return r;
    }

    // item*: as many as match; the mark is left after the last one.
    template <typename F>
    std::vector<PNode *> repeat(F &&f)
    {
        std::vector<PNode *> out;
        for (;;) {
            int m = mark_;
            PNode *x = f();
            if (!x) {
                mark_ = m;
                break;
            }
            out.push_back(x);
        }
        return out;
    }

    // sep.item+: empty when not even one item matches.
    template <typename F>
    std::vector<PNode *> gather(F &&one, TokenKind sep = TokenKind::Comma)
    {
        std::vector<PNode *> items;
        PNode *a = one();
        if (!a)
            return items;
        items.push_back(a);
        for (;;) {
            int m = mark_;
            if (!eat(sep))
                break;
            PNode *b = one();
            if (!b) {
                mark_ = m;
                break;
            }
            items.push_back(b);
        }
        return items;
    }

    // ','.item+ [','], as a Seq; nullptr when not even one item matches.
    template <typename F>
    PNode *gatherTrailing(F &&one)
    {
        auto items = gather(one);
        if (items.empty())
            return nullptr;
        eat(TokenKind::Comma);
        return seq(std::move(items));
    }

    // A node without a position.
    PNode *bare(NK kind);
    // A node spanning from token `start` to the last token read (pegen's EXTRA).
    PNode *node(NK kind, int start);
    PNode *node(NK kind, int start, PNode *a, PNode *b = nullptr, PNode *c = nullptr);
    PNode *seq(std::vector<PNode *> items);
    // A Seq of the items; nullptr when there are none (a `+` repetition that failed).
    PNode *seqOrNull(std::vector<PNode *> items);
    // A node without a position holding two children (KeyValue, NameDefault, ...).
    PNode *pair(NK kind, PNode *a, PNode *b);

    int errorCol(const Token &t);
    [[noreturn]] void raiseAt(const char *type, const std::string &msg, int line, int col);
    // RAISE_SYNTAX_ERROR / RAISE_INDENTATION_ERROR: at the last token read so far.
    [[noreturn]] void raiseLast(const std::string &msg, const char *type = "SyntaxError");
    [[noreturn]] void raiseNode(const PNode *n, const std::string &msg);
    [[noreturn]] void raiseTok(int index, const std::string &msg);
    [[noreturn]] void raiseTokenizerError();
    // "expected an indented block after <what> on line <line>"
    [[noreturn]] void raiseNoBlock(const std::string &what, int line);
    // ':' NEWLINE !INDENT: the block the invalid_*_indent rules look for and do not find.
    bool emptyBlockAfterColon();

    // ---- statements (PegParserStatements.cpp) --------------------------------------------
    PNode *fileRule();
    PNode *fstringRule();
    PNode *statements();
    PNode *statement();
    PNode *simple_stmts();
    PNode *simple_stmt();
    PNode *simple_stmt_raw();
    PNode *compound_stmt();
    PNode *assignment();
    std::vector<PNode *> starTargetsAssigned();
    PNode *tokenThen(TokenKind k, Rule0 rule);
    PNode *annotated_rhs();
    int augassign(); // the operator, or -1
    PNode *return_stmt();
    PNode *raise_stmt();
    PNode *global_stmt();
    PNode *nonlocal_stmt();
    PNode *nameListStatement(TokenKind keyword, NK kind);
    PNode *del_stmt();
    PNode *yield_stmt();
    PNode *assert_stmt();
    PNode *import_stmt();
    PNode *import_name();
    int importDots();
    PNode *import_from();
    PNode *import_from_targets();
    PNode *import_from_as_names();
    PNode *import_from_as_name();
    PNode *dotted_as_names();
    PNode *dotted_as_name();
    PNode *aliasAs(Rule0 name);
    PNode *dotted_name();
    PNode *block();
    PNode *decorators();
    PNode *class_def();
    PNode *class_def_raw();
    PNode *function_def();
    PNode *function_def_raw();
    void func_type_comment();
    PNode *if_stmt();
    PNode *elif_stmt();
    PNode *ifLike(TokenKind kw);
    PNode *conditionalBlock(TokenKind keyword, NK kind);
    PNode *else_block();
    PNode *while_stmt();
    PNode *for_stmt();
    std::vector<PNode *> withItems();
    PNode *with_stmt();
    PNode *with_item();
    PNode *try_stmt();
    PNode *except_block();
    PNode *except_star_block();
    PNode *exceptClause(int start);
    std::string optAsName();
    PNode *finally_block();
    PNode *clauseBlock(TokenKind keyword, const char *what);

    // ---- parameters of `def` and `lambda` (PegParserParameters.cpp) ----------------------
    PNode *emptyArguments(int start);
    PNode *makeArguments(int start, PNode *slashNoDefault, PNode *slashWithDefault,
                         std::vector<PNode *> plainNames, std::vector<PNode *> namesWithDefault,
                         PNode *starEtc);
    PNode *starEtcNode(PNode *vararg, std::vector<PNode *> kwonly, PNode *kwarg);
    PNode *params();
    PNode *parameters();
    PNode *parametersWith(const ParamRules &r);
    PNode *slash_no_default();
    PNode *slashNoDefaultWith(const ParamRules &r);
    PNode *slash_with_default();
    PNode *slashWithDefaultWith(const ParamRules &r);
    PNode *star_etc();
    PNode *starEtcWith(const ParamRules &r);
    PNode *kwds();
    PNode *kwdsWith(const ParamRules &r);
    PNode *param_no_default();
    PNode *param_no_default_star_annotation();
    PNode *paramEndingWith(Rule0 paramRule);
    PNode *param_with_default();
    PNode *param_maybe_default();
    PNode *param();
    PNode *param_star_annotation();
    PNode *annotation();
    PNode *star_annotation();
    PNode *default_();
    PNode *lambda_params();
    PNode *lambda_parameters();
    PNode *lambda_slash_no_default();
    PNode *lambda_slash_with_default();
    PNode *lambda_star_etc();
    PNode *lambda_kwds();
    PNode *lambda_param_no_default();
    PNode *lambda_param_with_default();
    PNode *lambda_param_maybe_default();
    PNode *lambda_param();

    // ---- the match statement and its patterns (PegParserPatterns.cpp) --------------------
    // A match pattern: op = PatKind, see PNode's slot notes.
    PNode *pattern(PatKind kind, int start, std::vector<PNode *> kids = {}, std::string name = {});
    PNode *classPattern(int start, PNode *cls, std::vector<PNode *> positional, std::vector<PNode *> keywords);
    PNode *match_stmt();
    PNode *subject_expr();
    PNode *case_block();
    PNode *guard();
    PNode *patterns();
    PNode *pattern_rule();
    PNode *as_pattern();
    PNode *or_pattern();
    PNode *closed_pattern();
    PNode *literal_pattern();
    PNode *literal_expr();
    PNode *complex_number();
    PNode *signed_number();
    PNode *signed_real_number();
    PNode *negatable(Rule0 number);
    PNode *real_number();
    PNode *imaginary_number();
    PNode *capture_pattern();
    PNode *pattern_capture_target();
    PNode *wildcard_pattern();
    PNode *value_pattern();
    PNode *attr();
    PNode *name_or_attr();
    PNode *group_pattern();
    PNode *sequence_pattern();
    PNode *open_sequence_pattern();
    PNode *maybe_sequence_pattern();
    PNode *maybe_star_pattern();
    PNode *star_pattern();
    PNode *mapping_pattern();
    PNode *items_pattern();
    PNode *key_value_pattern();
    PNode *double_star_pattern();
    PNode *class_pattern();
    PNode *positional_patterns();
    PNode *keyword_patterns();
    PNode *keyword_pattern();

    // ---- expressions, literals, comprehensions, call arguments (PegParserExpressions.cpp) -
    PNode *constant(ConstKind k, int start);
    PNode *opNode(NK kind, int op, int start, PNode *a, PNode *b = nullptr);
    PNode *attributeNode(int start, PNode *value, const PNode *name);
    PNode *callNode(int start, PNode *func, const PNode *args);
    PNode *genexpCallNode(int start, PNode *func, PNode *genexp);
    PNode *cmpPair(int op, PNode *operand);
    PNode *keywordNode(int start, const std::string &name, PNode *value);
    PNode *callSeqs(int start, std::vector<PNode *> positional, PNode *kwargs);
    PNode *nameNode();
    PNode *numberNode();
    PNode *expressions();
    PNode *tupleOrItem(Rule0 item);
    PNode *expression();
    PNode *conditionalTail(int start);
    PNode *expression_without_invalid();
    PNode *yield_expr();
    PNode *star_expressions();
    PNode *star_expression();
    PNode *starredBitwiseOr();
    PNode *star_named_expressions();
    PNode *star_named_expression();
    PNode *assignment_expression();
    PNode *named_expression();
    PNode *assignmentOrExpression();
    PNode *boolChain(int rule, TokenKind kw, int op, Rule0 operand);
    PNode *disjunction();
    PNode *conjunction();
    PNode *inversion();
    PNode *comparison();
    PNode *compare_op_bitwise_or_pair();
    PNode *binaryLevel(int rule, std::initializer_list<std::pair<TokenKind, int>> ops, Rule0 operand);
    PNode *bitwise_or();
    PNode *bitwise_xor();
    PNode *bitwise_and();
    PNode *shift_expr();
    PNode *sum();
    PNode *term();
    PNode *factor();
    PNode *power();
    PNode *await_primary();
    PNode *primary();
    PNode *postfix(PNode *a, int start);
    PNode *slices();
    PNode *slice();
    PNode *atom();
    PNode *group();
    PNode *lambdef();
    PNode *strings();
    PNode *list();
    PNode *bracketed(TokenKind open, Rule0 items, TokenKind close, NK kind);
    PNode *tuple();
    PNode *set();
    PNode *dict();
    PNode *double_starred_kvpairs();
    PNode *double_starred_kvpair();
    PNode *kvpair();
    PNode *for_if_clauses();
    PNode *for_if_clause();
    PNode *listcomp();
    PNode *setcomp();
    PNode *comprehensionIn(TokenKind open, Rule0 element, TokenKind close, NK kind);
    PNode *genexp();
    PNode *dictcomp();
    PNode *arguments();
    PNode *args();
    PNode *kwargs();
    PNode *starred_expression();
    PNode *kwarg_or_starred();
    PNode *kwarg_or_double_starred();
    PNode *namedKeyword();

    // ---- assignment and `del` targets (PegParserTargets.cpp) -----------------------------
    PNode *star_targets();
    PNode *star_targets_list_seq();
    PNode *star_targets_tuple_seq();
    PNode *star_target();
    PNode *subscriptAttributeTarget();
    PNode *target_with_star_atom();
    PNode *star_atom();
    PNode *targetAtom(Rule0 single, Rule0 tupleItems, Rule0 listItems);
    PNode *single_target();
    PNode *single_subscript_attribute_target();
    bool tLookahead();
    PNode *t_primary();
    PNode *del_targets();
    PNode *del_target();
    PNode *del_t_atom();

    // ---- invalid_* rules: second pass only, to explain a failure (PegParserInvalid.cpp) --
    static const PNode *invalidTarget(const PNode *e, Targets type);
    void raiseInvalidTarget(Targets type, const PNode *e);
    void invalid_arguments();
    void invalidKeywordComprehension();
    void invalid_kwarg();
    void invalid_legacy_expression();
    void invalid_expression();
    void invalid_named_expression();
    void invalid_assignment();
    PNode *invalid_ann_assign_target();
    void invalid_comprehension();
    void invalid_parameters();
    void invalid_lambda_parameters();
    void invalidDefaultOrder(const ParamRules &r);
    void invalidSlashAndStar(const ParamRules &r);
    PNode *invalid_parameters_helper();
    PNode *invalid_lambda_parameters_helper();
    PNode *invalidParametersHelperWith(const ParamRules &r);
    void invalid_star_etc();
    void invalid_lambda_star_etc();
    void invalidStarEtcTail(const ParamRules &r);
    void invalid_kwds();
    void invalid_lambda_kwds();
    void invalidKwdsWith(const ParamRules &r);
    void invalid_for_target();
    bool withItemsLoose(bool parenthesized);
    void invalid_with_stmt();
    void invalid_with_stmt_indent();
    void invalid_try_stmt();
    void invalid_except_stmt();
    void invalid_except_stmt_indent();
    void invalid_if_stmt(TokenKind kw);
    void invalid_while_stmt();
    void invalidConditionalHeader(TokenKind keyword, const char *what, bool atCondition);
    void invalid_for_stmt();
    void invalid_def_raw();
    void invalid_class_def_raw();
    void invalid_double_starred_kvpairs();
    void invalid_kvpair();
    void invalidDictValue();

    // ---- string literals and f-strings, as string_parser.c (PegParserStrings.cpp) --------
    PNode *concatenateStrings(int start, const std::vector<int> &parts);
    bool fstringFindLiteral(const std::string &b, std::size_t &s, bool raw, int recurseLvl,
                            std::string &literal, bool &namedEscape);
    void fstringParse(const std::string &b, std::size_t &s, bool raw, int recurseLvl, const Token &t,
                      std::vector<PNode *> &values, std::string &literal, bool &namedEscape);
    void flushFStringLiteral(const Token &t, std::vector<PNode *> &values, std::string &literal);
    void fstringFindExpr(const std::string &b, std::size_t &s, bool raw, int recurseLvl, const Token &t,
                         std::vector<PNode *> &values, std::string &literal);
    PNode *fstringCompileExpr(const std::string &b, std::size_t brace, std::size_t exprStart,
                              std::size_t exprEnd, const Token &t);
};

} // namespace tl::parser
