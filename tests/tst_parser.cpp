// Tests of the Python 3.11 tokenizer and parser behind `tensorlens run`.
// Syntax errors are checked against goldens taken from CPython 3.11
// (tests/tools/make_syntax_goldens.py -> tests/golden/syntax_errors.txt).
#include "interp/Lexer.h"
#include "interp/Parser.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QtTest>

#include <charconv>
#include <random>
#include <string>

using namespace tl;

namespace {

std::string quote(const std::string &s)
{
    std::string out = "\"";
    for (char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        default: out += c; break;
        }
    }
    return out + "\"";
}

const char *binarySymbol(ast::BinaryOp op)
{
    switch (op) {
    case ast::BinaryOp::Add: return "+";
    case ast::BinaryOp::Sub: return "-";
    case ast::BinaryOp::Mul: return "*";
    case ast::BinaryOp::Div: return "/";
    case ast::BinaryOp::FloorDiv: return "//";
    case ast::BinaryOp::Mod: return "%";
    case ast::BinaryOp::Pow: return "**";
    case ast::BinaryOp::MatMul: return "@";
    case ast::BinaryOp::BitAnd: return "&";
    case ast::BinaryOp::BitOr: return "|";
    case ast::BinaryOp::BitXor: return "^";
    case ast::BinaryOp::LShift: return "<<";
    case ast::BinaryOp::RShift: return ">>";
    }
    return "?";
}

const char *compareSymbol(ast::CompareOp op)
{
    switch (op) {
    case ast::CompareOp::Eq: return "==";
    case ast::CompareOp::NotEq: return "!=";
    case ast::CompareOp::Lt: return "<";
    case ast::CompareOp::LtE: return "<=";
    case ast::CompareOp::Gt: return ">";
    case ast::CompareOp::GtE: return ">=";
    case ast::CompareOp::Is: return "is";
    case ast::CompareOp::IsNot: return "is-not";
    case ast::CompareOp::In: return "in";
    case ast::CompareOp::NotIn: return "not-in";
    }
    return "?";
}

// A compact S-expression of a syntax tree: `(= x (+ 1 (* 2 3)))`.
std::string dump(const ast::Expr *e)
{
    if (!e)
        return "_";
    auto list = [](const char *head, const std::vector<ast::ExprPtr> &items) {
        std::string s = std::string("(") + head;
        for (const auto &i : items)
            s += " " + dump(i.get());
        return s + ")";
    };
    switch (e->kind) {
    case ast::ExprKind::Int:
        return e->bigIntText ? *e->bigIntText : std::to_string(e->intValue);
    case ast::ExprKind::Float: {
        char buf[64];
        auto res = std::to_chars(buf, buf + sizeof buf, e->floatValue);
        return "(float " + std::string(buf, res.ptr) + ")";
    }
    case ast::ExprKind::Str: return quote(e->text);
    case ast::ExprKind::True: return "True";
    case ast::ExprKind::False: return "False";
    case ast::ExprKind::None: return "None";
    case ast::ExprKind::Name: return e->text;
    case ast::ExprKind::Tuple: return list("tuple", e->items);
    case ast::ExprKind::List: return list("list", e->items);
    case ast::ExprKind::Attribute: return "(. " + dump(e->a.get()) + " " + e->text + ")";
    case ast::ExprKind::Call: {
        std::string s = "(call " + dump(e->a.get());
        for (const auto &i : e->items)
            s += " " + dump(i.get());
        for (const auto &k : e->keywords)
            s += " (kw " + k.name + " " + dump(k.value.get()) + ")";
        return s + ")";
    }
    case ast::ExprKind::Subscript: return "(sub " + dump(e->a.get()) + " " + dump(e->b.get()) + ")";
    case ast::ExprKind::Slice:
        return "(slice " + dump(e->a.get()) + " " + dump(e->b.get()) + " " + dump(e->c.get()) + ")";
    case ast::ExprKind::Unary: {
        const char *op = e->unaryOp == ast::UnaryOp::Neg ? "neg"
                         : e->unaryOp == ast::UnaryOp::Pos ? "pos"
                         : e->unaryOp == ast::UnaryOp::Not ? "not"
                                                           : "~";
        return std::string("(") + op + " " + dump(e->a.get()) + ")";
    }
    case ast::ExprKind::Binary:
        return std::string("(") + binarySymbol(e->binaryOp) + " " + dump(e->a.get()) + " " + dump(e->b.get()) + ")";
    case ast::ExprKind::Compare: {
        if (e->compareOps.size() == 1)
            return std::string("(") + compareSymbol(e->compareOps[0]) + " " + dump(e->a.get()) + " " +
                   dump(e->items[0].get()) + ")";
        std::string s = "(cmp " + dump(e->a.get());
        for (size_t i = 0; i < e->compareOps.size(); ++i)
            s += std::string(" ") + compareSymbol(e->compareOps[i]) + " " + dump(e->items[i].get());
        return s + ")";
    }
    case ast::ExprKind::BoolOp:
        return std::string(e->boolOp == ast::BoolOpKind::And ? "(and " : "(or ") + dump(e->a.get()) + " "
               + dump(e->b.get()) + ")";
    case ast::ExprKind::IfExp:
        return "(if " + dump(e->b.get()) + " " + dump(e->a.get()) + " " + dump(e->c.get()) + ")";
    case ast::ExprKind::Ellipsis: return "...";
    case ast::ExprKind::Set: return list("set", e->items);
    case ast::ExprKind::Dict: {
        std::string s = "(dict";
        for (size_t i = 0; i < e->items.size(); ++i)
            s += " " + (e->items[i] ? dump(e->items[i].get()) : std::string("**")) + ":" + dump(e->values[i].get());
        return s + ")";
    }
    case ast::ExprKind::Starred: return "(* " + dump(e->a.get()) + ")";
    case ast::ExprKind::NamedExpr: return "(:= " + dump(e->a.get()) + " " + dump(e->b.get()) + ")";
    case ast::ExprKind::Lambda: return "(lambda " + e->code->qualname + ")";
    case ast::ExprKind::ListComp:
    case ast::ExprKind::SetComp:
    case ast::ExprKind::DictComp:
    case ast::ExprKind::GeneratorExp: {
        std::string s = "(" + e->code->name + " " + dump(e->a.get());
        if (e->b)
            s += " " + dump(e->b.get());
        for (const auto &g : e->generators) {
            s += " (for " + dump(g.target.get()) + " " + dump(g.iter.get());
            for (const auto &c : g.ifs)
                s += " (if " + dump(c.get()) + ")";
            s += ")";
        }
        return s + ")";
    }
    case ast::ExprKind::JoinedStr: return list("f", e->items);
    case ast::ExprKind::FormattedValue: {
        std::string s = "({} " + dump(e->a.get());
        if (e->conversion)
            s += std::string(" !") + e->conversion;
        if (e->b)
            s += " " + dump(e->b.get());
        return s + ")";
    }
    }
    return "?";
}

std::string dump(const ast::Stmt &s);

std::string dump(const std::vector<ast::Stmt> &body)
{
    std::string out = "[";
    for (const auto &s : body)
        out += (out.size() > 1 ? " " : "") + dump(s);
    return out + "]";
}

std::string dump(const ast::Stmt &s)
{
    switch (s.kind) {
    case ast::StmtKind::Import: {
        std::string out = "(import";
        for (size_t i = 0; i < s.names.size(); ++i)
            out += " " + s.names[i] + (s.targets[i]->text == s.names[i].substr(0, s.names[i].find('.')) ? "" : " as " + s.targets[i]->text);
        return out + ")";
    }
    case ast::StmtKind::Assign: {
        std::string out = "(=";
        for (const auto &t : s.targets)
            out += " " + dump(t.get());
        return out + " " + dump(s.value.get()) + ")";
    }
    case ast::StmtKind::AugAssign:
        return std::string("(") + binarySymbol(s.augOp) + "= " + dump(s.target.get()) + " " + dump(s.value.get()) + ")";
    case ast::StmtKind::ExprStmt: return "(expr " + dump(s.value.get()) + ")";
    case ast::StmtKind::Del: {
        std::string out = "(del";
        for (const auto &t : s.targets)
            out += " " + dump(t.get());
        return out + ")";
    }
    case ast::StmtKind::Pass: return "(pass)";
    case ast::StmtKind::Break: return "(break)";
    case ast::StmtKind::Continue: return "(continue)";
    case ast::StmtKind::If: return "(if " + dump(s.test.get()) + " " + dump(s.body) + " " + dump(s.orelse) + ")";
    case ast::StmtKind::While: return "(while " + dump(s.test.get()) + " " + dump(s.body) + " " + dump(s.orelse) + ")";
    case ast::StmtKind::For:
        return "(for " + dump(s.target.get()) + " " + dump(s.value.get()) + " " + dump(s.body) + " " + dump(s.orelse) + ")";
    case ast::StmtKind::FunctionDef: return "(def " + s.code->qualname + " " + dump(s.code->body) + ")";
    case ast::StmtKind::Return: return "(return " + dump(s.value.get()) + ")";
    case ast::StmtKind::Global: return "(global)";
    case ast::StmtKind::Nonlocal: return "(nonlocal)";
    case ast::StmtKind::Try: {
        std::string out = "(try " + dump(s.body);
        for (const auto &h : s.handlers)
            out += " (except " + dump(h.type.get()) + " " + dump(h.target.get()) + " " + dump(h.body) + ")";
        return out + " " + dump(s.orelse) + " " + dump(s.finalbody) + ")";
    }
    case ast::StmtKind::Raise: return "(raise " + dump(s.value.get()) + " " + dump(s.cause.get()) + ")";
    case ast::StmtKind::Assert: return "(assert " + dump(s.test.get()) + " " + dump(s.value.get()) + ")";
    case ast::StmtKind::With: {
        std::string out = "(with";
        for (const auto &w : s.items)
            out += " " + dump(w.context.get()) + " " + dump(w.target.get());
        return out + " " + dump(s.body) + ")";
    }
    }
    return "?";
}

std::string dump(const ast::Module &m)
{
    std::string out;
    for (const auto &s : m.body)
        out += (out.empty() ? "" : " ") + dump(s);
    return out;
}

QString describe(const ast::ParseResult &r)
{
    if (r.syntaxError)
        return QString::fromStdString(r.syntaxError->type + ": " + r.syntaxError->message + " (line "
                                      + std::to_string(r.syntaxError->line) + ")");
    if (r.unsupported)
        return QString::fromStdString("unsupported " + r.unsupported->construct + " (line "
                                      + std::to_string(r.unsupported->line) + ")");
    return QString::fromStdString(dump(r.module));
}

// Undoes the escapes of the golden file's source column (\n \r \t \\ \xNN).
QByteArray unescape(const QByteArray &s)
{
    QByteArray out;
    for (int i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        char n = s[++i];
        if (n == 'n') out += '\n';
        else if (n == 'r') out += '\r';
        else if (n == 't') out += '\t';
        else if (n == '\\') out += '\\';
        else if (n == 'x' && i + 2 < s.size()) {
            out += static_cast<char>(s.mid(i + 1, 2).toInt(nullptr, 16));
            i += 2;
        }
    }
    return out;
}

const char *tokenName(TokenKind k)
{
    switch (k) {
    case TokenKind::EndMarker: return "END";
    case TokenKind::Name: return "NAME";
    case TokenKind::Number: return "NUMBER";
    case TokenKind::String: return "STRING";
    case TokenKind::Newline: return "NEWLINE";
    case TokenKind::Indent: return "INDENT";
    case TokenKind::Dedent: return "DEDENT";
    case TokenKind::ErrorToken: return "ERROR";
    default: break;
    }
    if (k >= TokenKind::KwFalse)
        return "KW";
    return "OP";
}

std::string lexAll(const std::string &src)
{
    Lexer lexer(src);
    std::string out;
    for (int i = 0; i < 1000; ++i) {
        Token t = lexer.next();
        out += (out.empty() ? "" : " ") + std::string(tokenName(t.kind));
        if (!t.text.empty() && t.kind != TokenKind::Indent && t.kind != TokenKind::Dedent)
            out += ":" + t.text;
        if (t.kind == TokenKind::EndMarker)
            break;
        if (t.kind == TokenKind::ErrorToken) {
            out += ":" + lexer.error()->message;
            break;
        }
    }
    return out;
}

// The parser must answer every input with one sensible outcome.
void checkSane(const std::string &src)
{
    ast::ParseResult r = Parser::parse(src);
    if (r.syntaxError) {
        const auto &e = *r.syntaxError;
        QVERIFY(e.type == "SyntaxError" || e.type == "IndentationError" || e.type == "TabError");
        QVERIFY(!e.message.empty());
        QVERIFY(e.line >= 1);
        QVERIFY(e.line <= static_cast<int>(r.module.lines.size()) + 1);
        QVERIFY(e.col >= 0);
    } else if (r.unsupported) {
        QVERIFY(!r.unsupported->construct.empty());
        QVERIFY(r.unsupported->line >= 1);
    }
}

} // namespace

class TestParser : public QObject {
    Q_OBJECT

private slots:
    void validPrograms_data();
    void validPrograms();
    void positions();
    void sourceLines();
    void lexer_data();
    void lexer();
    void syntaxErrors_data();
    void syntaxErrors();
    void unsupported_data();
    void unsupported();
    void robustness_data();
    void robustness();
    void randomBytes();
    void conformanceCases();
};

void TestParser::validPrograms_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("tree");

    // Statements of the subset.
    QTest::addRow("import") << QByteArray("import torch\n") << "(import torch)";
    QTest::addRow("import-as") << QByteArray("import numpy as np\n") << "(import numpy as np)";
    QTest::addRow("import-dotted-as") << QByteArray("import torch.nn as nn\n") << "(import torch.nn as nn)";
    QTest::addRow("assign") << QByteArray("x = 1\n") << "(= x 1)";
    QTest::addRow("assign-tuple-value") << QByteArray("x = 1, 2\n") << "(= x (tuple 1 2))";
    QTest::addRow("subscript-assign") << QByteArray("na[0][0] = 10\n") << "(= (sub (sub na 0) 0) 10)";
    QTest::addRow("subscript-tuple-assign") << QByteArray("na[0, 1] = 3\n") << "(= (sub na (tuple 0 1)) 3)";
    QTest::addRow("slice-assign") << QByteArray("a[1:] = 5\n") << "(= (sub a (slice 1 _ _)) 5)";
    QTest::addRow("column-assign") << QByteArray("t[:, 0] = 0\n") << "(= (sub t (tuple (slice _ _ _) 0)) 0)";
    QTest::addRow("attribute-subscript-assign") << QByteArray("na.T[2, 1] = 7\n") << "(= (sub (. na T) (tuple 2 1)) 7)";
    QTest::addRow("call-subscript-assign") << QByteArray("g.t()[2, 1] = 50\n")
                                           << "(= (sub (call (. g t)) (tuple 2 1)) 50)";
    QTest::addRow("attribute-assign") << QByteArray("x.requires_grad = True\n") << "(= (. x requires_grad) True)";
    QTest::addRow("augassign-add") << QByteArray("x += 1\n") << "(+= x 1)";
    QTest::addRow("augassign-sub") << QByteArray("x -= y\n") << "(-= x y)";
    QTest::addRow("augassign-mul") << QByteArray("x *= 2\n") << "(*= x 2)";
    QTest::addRow("augassign-others") << QByteArray("a /= 1\na //= 1\na %= 1\na **= 1\na @= 1\na &= 1\na |= 1\na ^= 1\na <<= 1\na >>= 1\n")
                                      << "(/= a 1) (//= a 1) (%= a 1) (**= a 1) (@= a 1) (&= a 1) (|= a 1) (^= a 1) (<<= a 1) (>>= a 1)";
    QTest::addRow("augassign-subscript") << QByteArray("t[0] += 1\n") << "(+= (sub t 0) 1)";
    QTest::addRow("del") << QByteArray("del x\n") << "(del x)";
    QTest::addRow("pass") << QByteArray("pass\n") << "(pass)";
    QTest::addRow("method-call") << QByteArray("y.backward()\n") << "(expr (call (. y backward)))";
    QTest::addRow("print-empty") << QByteArray("print()\n") << "(expr (call print))";

    // Precedence and associativity.
    QTest::addRow("mul-over-add") << QByteArray("x = 1 + 2 * 3\n") << "(= x (+ 1 (* 2 3)))";
    QTest::addRow("left-assoc-sub") << QByteArray("x = a - b - c\n") << "(= x (- (- a b) c))";
    QTest::addRow("neg-pow") << QByteArray("x = -2**2\n") << "(= x (neg (** 2 2)))";
    QTest::addRow("pow-neg-exponent") << QByteArray("x = 2**-1\n") << "(= x (** 2 (neg 1)))";
    QTest::addRow("pow-right-assoc") << QByteArray("x = 2**3**2\n") << "(= x (** 2 (** 3 2)))";
    QTest::addRow("term-left-assoc") << QByteArray("x = a @ b // c % d / e\n") << "(= x (/ (% (// (@ a b) c) d) e))";
    QTest::addRow("bitwise-levels") << QByteArray("x = a | b ^ c & d << 1 + 2\n")
                                    << "(= x (| a (^ b (& c (<< d (+ 1 2))))))";
    QTest::addRow("unary-mix") << QByteArray("x = ~a - -b + +c\n") << "(= x (+ (- (~ a) (neg b)) (pos c)))";
    QTest::addRow("not-over-compare") << QByteArray("x = not a == b\n") << "(= x (not (== a b)))";
    QTest::addRow("or-and-not") << QByteArray("x = a or b and not c\n") << "(= x (or a (and b (not c))))";
    QTest::addRow("and-chain") << QByteArray("x = a and b and c\n") << "(= x (and (and a b) c))";
    QTest::addRow("compare-ops") << QByteArray("a < b\na <= b\na > b\na >= b\na != b\n")
                                 << "(expr (< a b)) (expr (<= a b)) (expr (> a b)) (expr (>= a b)) (expr (!= a b))";
    QTest::addRow("is-not") << QByteArray("x = t.grad_fn is not None\n") << "(= x (is-not (. t grad_fn) None))";
    QTest::addRow("not-in") << QByteArray("x = a not in b\n") << "(= x (not-in a b))";
    QTest::addRow("compare-binds-looser") << QByteArray("x = a + 1 == b * 2\n") << "(= x (== (+ a 1) (* b 2)))";
    QTest::addRow("conditional") << QByteArray("x = a if c else b\n") << "(= x (if c a b))";
    QTest::addRow("conditional-nested") << QByteArray("x = a if b else c if d else e\n")
                                        << "(= x (if b a (if d c e)))";
    QTest::addRow("conditional-lowest") << QByteArray("x = a or b if c and d else e\n")
                                        << "(= x (if (and c d) (or a b) e))";
    QTest::addRow("parenthesized") << QByteArray("x = (a + b) * c\n") << "(= x (* (+ a b) c))";
    QTest::addRow("attribute-call-chain") << QByteArray("x = type(x).__name__\n") << "(= x (. (call type x) __name__))";
    QTest::addRow("call-on-subscript") << QByteArray("x = a[0].item()\n") << "(= x (call (. (sub a 0) item)))";

    // Subscripts.
    QTest::addRow("index-negative") << QByteArray("x = t[0, -1]\n") << "(= x (sub t (tuple 0 (neg 1))))";
    QTest::addRow("index-slice-tuple") << QByteArray("x = na[1:, ::2]\n")
                                       << "(= x (sub na (tuple (slice 1 _ _) (slice _ _ 2))))";
    QTest::addRow("index-empty-tuple") << QByteArray("x = a[()]\n") << "(= x (sub a (tuple)))";
    QTest::addRow("index-trailing-comma") << QByteArray("x = a[1,]\n") << "(= x (sub a (tuple 1)))";
    QTest::addRow("index-parenthesized-tuple") << QByteArray("x = a[(1, 2)]\n") << "(= x (sub a (tuple 1 2)))";
    QTest::addRow("slice-all-parts") << QByteArray("x = a[1:2:3]\n") << "(= x (sub a (slice 1 2 3)))";
    QTest::addRow("slice-stop-only") << QByteArray("x = a[:b]\n") << "(= x (sub a (slice _ b _)))";
    QTest::addRow("slice-full") << QByteArray("x = a[:]\n") << "(= x (sub a (slice _ _ _)))";
    QTest::addRow("slice-empty-step") << QByteArray("x = a[1::]\n") << "(= x (sub a (slice 1 _ _)))";
    QTest::addRow("index-none") << QByteArray("x = a[None]\n") << "(= x (sub a None))";

    // Calls.
    QTest::addRow("keyword-args") << QByteArray("t = torch.tensor([1., 2.], dtype=torch.float64, requires_grad=True)\n")
                                  << "(= t (call (. torch tensor) (list (float 1) (float 2)) (kw dtype (. torch float64)) (kw requires_grad True)))";
    QTest::addRow("print-sep-end") << QByteArray("print(a, b, sep='', end=\"\\n\")\n")
                                   << "(expr (call print a b (kw sep \"\") (kw end \"\\n\")))";
    QTest::addRow("trailing-comma-call") << QByteArray("f(1, 2,)\n") << "(expr (call f 1 2))";
    QTest::addRow("sizes-tuple") << QByteArray("a = torch.ones((2, 3))\n") << "(= a (call (. torch ones) (tuple 2 3)))";

    // Literals.
    QTest::addRow("ints") << QByteArray("x = [0, 10, 1099511627776, 1_000_000]\n") << "(= x (list 0 10 1099511627776 1000000))";
    QTest::addRow("int-radix") << QByteArray("x = [0x1F, 0o17, 0b101, 0X_ff]\n") << "(= x (list 31 15 5 255))";
    QTest::addRow("int64-max") << QByteArray("x = 9223372036854775807\n") << "(= x 9223372036854775807)";
    QTest::addRow("int-beyond-int64") << QByteArray("x = 9223372036854775808\n") << "(= x 9223372036854775808)";
    QTest::addRow("hex-beyond-int64") << QByteArray("x = 0xFFFFFFFFFFFFFFFFFF\n") << "(= x 4722366482869645213695)";
    QTest::addRow("floats") << QByteArray("x = [1., 1.5, .5, 1e-3, 2.5E+4, 1_0.5, 0.0]\n")
                            << "(= x (list (float 1) (float 1.5) (float 0.5) (float 0.001) (float 25000) (float 10.5) (float 0)))";
    QTest::addRow("float-overflow") << QByteArray("x = 1e999\n") << "(= x (float inf))";
    QTest::addRow("float-underflow") << QByteArray("x = 1e-999\n") << "(= x (float 0))";
    QTest::addRow("strings") << QByteArray("x = ['a', \"b\", '', \"\"]\n") << "(= x (list \"a\" \"b\" \"\" \"\"))";
    QTest::addRow("string-escapes") << QByteArray("x = 'a\\tb\\n\\\\ \\' \\\"'\n") << "(= x \"a\\tb\\n\\\\ ' \\\"\")";
    QTest::addRow("string-other-escapes") << QByteArray("x = '\\x41\\101\\u00e9\\a' + '\\q'\n")
                                          << QString::fromUtf8("(= x (+ \"AA\xc3\xa9\x07\" \"\\\\q\"))");
    QTest::addRow("string-raw") << QByteArray("x = r'\\n'\n") << "(= x \"\\\\n\")";
    QTest::addRow("string-u-prefix") << QByteArray("x = u'a'\n") << "(= x \"a\")";
    QTest::addRow("string-concat") << QByteArray("x = 'a' \"b\"\n") << "(= x \"ab\")";
    QTest::addRow("string-triple") << QByteArray("x = '''a\nb'''\n") << "(= x \"a\\nb\")";
    QTest::addRow("string-unicode") << QByteArray("x = '\xc3\xa9\xe2\x82\xac'\n")
                                    << QString::fromUtf8("(= x \"\xc3\xa9\xe2\x82\xac\")");
    QTest::addRow("constants") << QByteArray("x = (True, False, None)\n") << "(= x (tuple True False None))";
    QTest::addRow("tuples") << QByteArray("x = [(1, 2), (3,), ()]\n") << "(= x (list (tuple 1 2) (tuple 3) (tuple)))";
    QTest::addRow("nested-lists") << QByteArray("x = [[1., 2.], [3., 4.]]\n")
                                  << "(= x (list (list (float 1) (float 2)) (list (float 3) (float 4))))";
    QTest::addRow("unicode-name") << QByteArray("caf\xc3\xa9 = 1\n") << QString::fromUtf8("(= caf\xc3\xa9 1)");

    // Layout.
    QTest::addRow("comments-and-blanks") << QByteArray("# c\n\nx = 1  # after\n    # indented comment\n\ny = 2\n")
                                         << "(= x 1) (= y 2)";
    QTest::addRow("crlf") << QByteArray("x = 1\r\ny = 2\r\n") << "(= x 1) (= y 2)";
    QTest::addRow("lone-cr") << QByteArray("x = 1\ry = 2\r") << "(= x 1) (= y 2)";
    QTest::addRow("bom") << QByteArray("\xef\xbb\xbfx = 1\n") << "(= x 1)";
    QTest::addRow("no-trailing-newline") << QByteArray("x = 1") << "(= x 1)";
    QTest::addRow("empty-file") << QByteArray("") << "";
    QTest::addRow("multi-line-brackets") << QByteArray("x = f(1,\n      2)\ny = [\n  3,\n]\n")
                                         << "(= x (call f 1 2)) (= y (list 3))";
    QTest::addRow("line-continuation") << QByteArray("x = 1 + \\\n    2\n") << "(= x (+ 1 2))";
    QTest::addRow("latin1-cookie") << QByteArray("# -*- coding: latin-1 -*-\nx = '\xe9'\n")
                                   << QString::fromUtf8("(= x \"\xc3\xa9\")");

    // Compound statements and the rest of the language.
    QTest::addRow("if-elif-else") << QByteArray("if a:\n    x = 1\nelif b:\n    x = 2\nelse:\n    pass\n")
                                  << "(if a [(= x 1)] [(if b [(= x 2)] [(pass)])])";
    QTest::addRow("for-else") << QByteArray("for i in range(3):\n    continue\nelse:\n    pass\n")
                              << "(for i (call range 3) [(continue)] [(pass)])";
    QTest::addRow("while") << QByteArray("while x < 3:\n    x += 1\n") << "(while (< x 3) [(+= x 1)] [])";
    QTest::addRow("def-qualname") << QByteArray("def f(a, b=1):\n    def g():\n        return a\n    return g\n")
                                  << "(def f [(def f.<locals>.g [(return a)]) (return g)])";
    QTest::addRow("try-all") << QByteArray("try:\n    pass\nexcept (A, B) as e:\n    raise\nelse:\n    pass\nfinally:\n    pass\n")
                             << "(try [(pass)] (except (tuple A B) e [(raise _ _)]) [(pass)] [(pass)])";
    QTest::addRow("raise-from") << QByteArray("raise ValueError('x') from None\n") << "(raise (call ValueError \"x\") None)";
    QTest::addRow("assert") << QByteArray("assert x, 'm'\n") << "(assert x \"m\")";
    QTest::addRow("with") << QByteArray("with torch.no_grad() as g:\n    pass\n")
                          << "(with (call (. torch no_grad)) g [(pass)])";
    QTest::addRow("chained-assignment") << QByteArray("a = b = 1\n") << "(= a b 1)";
    QTest::addRow("unpacking") << QByteArray("a, *b = x\n") << "(= (tuple a (* b)) x)";
    QTest::addRow("del-several") << QByteArray("del a, b[0]\n") << "(del a (sub b 0))";
    QTest::addRow("semicolons") << QByteArray("x = 1; y = 2\n") << "(= x 1) (= y 2)";
    QTest::addRow("import-several") << QByteArray("import torch, numpy as np\n") << "(import torch numpy as np)";
    QTest::addRow("lambda") << QByteArray("f = lambda x: x\n") << "(= f (lambda <lambda>))";
    QTest::addRow("comprehension") << QByteArray("x = [i * 2 for i in y if i for j in z]\n")
                                   << "(= x (<listcomp> (* i 2) (for i y (if i)) (for j z)))";
    QTest::addRow("dict-set") << QByteArray("x = {1: 2, **d}, {1, 2}, {}\n")
                              << "(= x (tuple (dict 1:2 **:d) (set 1 2) (dict)))";
    QTest::addRow("fstring") << QByteArray("x = f'a{b!r:>{w}}c{d=}'\n")
                             << "(= x (f \"a\" ({} b !r (f \">\" ({} w))) \"cd=\" ({} d !r)))";
    QTest::addRow("chained-comparison") << QByteArray("x = a < b <= c\n") << "(= x (cmp a < b <= c))";
    QTest::addRow("star-args") << QByteArray("f(*a, **k)\n") << "(expr (call f (* a) (kw  k)))";
    QTest::addRow("walrus") << QByteArray("print(y := 1)\n") << "(expr (call print (:= y 1)))";
    QTest::addRow("ellipsis") << QByteArray("x = a[..., 0]\n") << "(= x (sub a (tuple ... 0)))";
}

void TestParser::validPrograms()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, tree);
    ast::ParseResult r = Parser::parse(source.toStdString());
    QCOMPARE(describe(r), tree);
}

void TestParser::positions()
{
    ast::ParseResult r = Parser::parse("x = 1\nprint(a.b, c[1:2], sep='')\n");
    QVERIFY(!r.syntaxError && !r.unsupported);
    QCOMPARE(r.module.body.size(), size_t(2));
    const ast::Stmt &s = r.module.body[1];
    QCOMPARE(s.line, 2);
    const ast::Expr &call = *s.value;
    QCOMPARE(call.line, 2);
    QCOMPARE(call.col, 0);
    QCOMPARE(call.endLine, 2);
    QCOMPARE(call.endCol, 26);
    QCOMPARE(call.items[0]->col, 6);     // a.b
    QCOMPARE(call.items[0]->endCol, 9);
    QCOMPARE(call.items[1]->col, 11);    // c[1:2]
    QCOMPARE(call.items[1]->endCol, 17);
    QCOMPARE(call.items[1]->b->col, 13); // 1:2
    QCOMPARE(call.items[1]->b->endCol, 16);
    QCOMPARE(call.keywords[0].line, 2);
    QCOMPARE(call.keywords[0].col, 19);

    // Columns count code points; a multi-line expression ends on its last line.
    ast::ParseResult u = Parser::parse("s = '\xc3\xa9\xc3\xa9' + f(1,\n  2)\n");
    QVERIFY(!u.syntaxError && !u.unsupported);
    const ast::Expr &sum = *u.module.body[0].value;
    QCOMPARE(sum.b->col, 11);
    QCOMPARE(sum.endLine, 2);
    QCOMPARE(sum.endCol, 4);
}

void TestParser::sourceLines()
{
    ast::ParseResult r = Parser::parse("\xef\xbb\xbfx = 1\r\ny = (\r\n2)\rz = 3");
    QVERIFY(!r.syntaxError);
    std::vector<std::string> want{"x = 1", "y = (", "2)", "z = 3"};
    QCOMPARE(r.module.lines, want);
    // Lines are kept on syntax errors too, for the caret line.
    ast::ParseResult e = Parser::parse("a = 1\nb = = 2\n");
    QVERIFY(e.syntaxError);
    QCOMPARE(e.module.lines.size(), size_t(2));
}

void TestParser::lexer_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("tokens");
    QTest::addRow("operators") << QByteArray("a ** b // c @ d -> e := f ... ;\n")
                               << "NAME:a OP:** NAME:b OP:// NAME:c OP:@ NAME:d OP:-> NAME:e OP::= NAME:f OP:... OP:; NEWLINE END";
    QTest::addRow("augmented") << QByteArray("a **= b //= c >>= d <<= e\n")
                               << "NAME:a OP:**= NAME:b OP://= NAME:c OP:>>= NAME:d OP:<<= NAME:e NEWLINE END";
    QTest::addRow("legacy-not-equal") << QByteArray("a <> b != c\n") << "NAME:a OP:<> NAME:b OP:!= NAME:c NEWLINE END";
    QTest::addRow("numbers") << QByteArray("1. .5 1e-3 2.5E+4 0x_1f 0o7 0b1 1_0 3j 1.5J\n")
                             << "NUMBER:1. NUMBER:.5 NUMBER:1e-3 NUMBER:2.5E+4 NUMBER:0x_1f NUMBER:0o7 NUMBER:0b1 NUMBER:1_0 NUMBER:3j NUMBER:1.5J NEWLINE END";
    QTest::addRow("number-before-keyword") << QByteArray("1if x else 2\n")
                                           << "NUMBER:1 KW:if NAME:x KW:else NUMBER:2 NEWLINE END";
    QTest::addRow("dots") << QByteArray("a.b..c\n") << "NAME:a OP:. NAME:b OP:. OP:. NAME:c NEWLINE END";
    QTest::addRow("string-prefixes") << QByteArray("r'a' b\"b\" f'c' rb'd' Br'e' u'f' Rf'g' fr'h'\n")
                                     << "STRING:r'a' STRING:b\"b\" STRING:f'c' STRING:rb'd' STRING:Br'e' STRING:u'f' STRING:Rf'g' STRING:fr'h' NEWLINE END";
    QTest::addRow("not-a-prefix") << QByteArray("ub'a'\n") << "NAME:ub STRING:'a' NEWLINE END";
    QTest::addRow("triple-quoted") << QByteArray("'''a\n'b'''\n") << "STRING:'''a\n'b''' NEWLINE END";
    QTest::addRow("escaped-quote") << QByteArray("'a\\'b'\n") << "STRING:'a\\'b' NEWLINE END";
    QTest::addRow("indentation") << QByteArray("if x:\n    y\n    if z:\n        w\nv\n")
                                 << "KW:if NAME:x OP:: NEWLINE INDENT NAME:y NEWLINE KW:if NAME:z OP:: NEWLINE INDENT NAME:w NEWLINE DEDENT DEDENT NAME:v NEWLINE END";
    QTest::addRow("brackets-hide-newlines") << QByteArray("f(1,\n  2)\n")
                                            << "NAME:f OP:( NUMBER:1 OP:, NUMBER:2 OP:) NEWLINE END";
    QTest::addRow("comment-only") << QByteArray("# just a comment\n") << "END";
    QTest::addRow("keywords") << QByteArray("None True False and as assert async await\n")
                              << "KW:None KW:True KW:False KW:and KW:as KW:assert KW:async KW:await NEWLINE END";
    QTest::addRow("soft-keywords") << QByteArray("match case _\n") << "NAME:match NAME:case NAME:_ NEWLINE END";
    QTest::addRow("unicode-identifier") << QByteArray("\xce\xbb = 1\n") << QString::fromUtf8("NAME:\xce\xbb OP:= NUMBER:1 NEWLINE END");
    QTest::addRow("unterminated") << QByteArray("x = 'a\n")
                                  << "NAME:x OP:= ERROR:unterminated string literal (detected at line 1)";
    QTest::addRow("stray-dollar") << QByteArray("$\n") << "OP:$ NEWLINE END";
}

void TestParser::lexer()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, tokens);
    QCOMPARE(QString::fromStdString(lexAll(source.toStdString())), tokens);
}

void TestParser::syntaxErrors_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("offset"); // CPython's 1-based offset; 0 when not compared

    QFile file(QStringLiteral(TL_GOLDEN_DIR "/syntax_errors.txt"));
    if (!file.open(QIODevice::ReadOnly))
        QFAIL("cannot read " TL_GOLDEN_DIR "/syntax_errors.txt");
    int rows = 0;
    while (!file.atEnd()) {
        QByteArray line = file.readLine();
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        QList<QByteArray> f = line.split('\t');
        if (f.size() != 6)
            QFAIL(("malformed golden line: " + line).constData());
        QTest::addRow("%s", f[0].constData())
            << unescape(f[5]) << QString::fromUtf8(f[1]) << QString::fromUtf8(f[4]) << f[2].toInt()
            << (f[3] == "-" ? 0 : f[3].toInt());
        ++rows;
    }
    QVERIFY(rows >= 60);
}

void TestParser::syntaxErrors()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, type);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(int, offset);
    ast::ParseResult r = Parser::parse(std::string(source.constData(), static_cast<size_t>(source.size())));
    if (!r.syntaxError)
        QFAIL(qPrintable("no syntax error, got: " + describe(r)));
    QCOMPARE(QString::fromStdString(r.syntaxError->type), type);
    QCOMPARE(QString::fromStdString(r.syntaxError->message), message);
    QCOMPARE(r.syntaxError->line, line);
    if (offset > 0)
        QCOMPARE(r.syntaxError->col + 1, offset);
}

void TestParser::unsupported_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("construct");
    QTest::addColumn<int>("line");

    QTest::addRow("async-def") << QByteArray("async def f():\n    await g()\n") << "'async def' function definition" << 1;
    QTest::addRow("class") << QByteArray("class A:\n    pass\n") << "class definition" << 1;
    QTest::addRow("decorated-class") << QByteArray("@dec\nclass A:\n    pass\n") << "class definition" << 1;
    QTest::addRow("match") << QByteArray("match x:\n    case 1:\n        pass\n") << "'match' statement" << 1;
    QTest::addRow("star-import") << QByteArray("from torch import *\n") << "'from ... import *'" << 1;
    QTest::addRow("relative-import") << QByteArray("from . import lesson\n") << "relative import" << 1;
    QTest::addRow("generator") << QByteArray("def g():\n    x = 1\n    yield x\n") << "'yield' expression (generators)" << 3;
    QTest::addRow("async-for") << QByteArray("async def f():\n    pass\n") << "'async def' function definition" << 1;
    QTest::addRow("try-star") << QByteArray("try:\n    pass\nexcept* ValueError:\n    pass\n") << "'try' statement with 'except*'" << 1;
    QTest::addRow("bytes") << QByteArray("x = b'abc'\n") << "bytes literal" << 1;
    QTest::addRow("complex") << QByteArray("x = 1j\n") << "complex number literal" << 1;
    QTest::addRow("named-unicode-escape") << QByteArray("x = '\\N{BULLET}'\n") << "\\N{...} escape in a string" << 1;
    QTest::addRow("first-one-wins") << QByteArray("x = 1\ny = b''\nclass A:\n    pass\n") << "bytes literal" << 2;
    QTest::addRow("nested-in-def") << QByteArray("def f():\n    class B:\n        pass\n") << "class definition" << 2;
    QTest::addRow("other-encoding") << QByteArray("# coding: cp1252\nx = '\xe9'\n") << "source encoding 'cp1252'" << 1;
    QTest::addRow("too-deep") << QByteArray("x = " + QByteArray(3000, '-') + "1\n") << "code nested too deeply" << 1;
}

void TestParser::unsupported()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, construct);
    QFETCH(int, line);
    ast::ParseResult r = Parser::parse(source.toStdString());
    if (!r.unsupported)
        QFAIL(qPrintable("not reported unsupported, got: " + describe(r)));
    QCOMPARE(QString::fromStdString(r.unsupported->construct), construct);
    QCOMPARE(r.unsupported->line, line);
}

void TestParser::robustness_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("outcome"); // "ok", "unsupported" or the start of a syntax error

    auto nest = [](int n, char open, char close) {
        return "x = " + QByteArray(n, open) + "1" + QByteArray(n, close) + "\n";
    };
    QTest::addRow("parens-199") << nest(199, '(', ')') << "ok";
    QTest::addRow("parens-200") << nest(200, '(', ')') << "ok";
    QTest::addRow("parens-201") << nest(201, '(', ')') << "SyntaxError: too many nested parentheses";
    QTest::addRow("parens-1000") << nest(1000, '(', ')') << "SyntaxError: too many nested parentheses";
    QTest::addRow("lists-199") << ("x = " + QByteArray(199, '[') + QByteArray(199, ']') + "\n") << "ok";
    QTest::addRow("unclosed-100000") << ("x = " + QByteArray(100000, '(')) << "SyntaxError: too many nested parentheses";
    QTest::addRow("closing-100000") << QByteArray(100000, ')') << "SyntaxError: unmatched ')'";
    QByteArray mixed = "x = ";
    for (int i = 0; i < 60; ++i)
        mixed += "-(not [";
    mixed += "1";
    for (int i = 0; i < 60; ++i)
        mixed += "])";
    QTest::addRow("mixed-nesting") << (mixed + "\n") << "ok";
    QTest::addRow("unary-100000") << ("x = " + QByteArray(100000, '-') + "1\n") << "unsupported";
    QByteArray nots = "x = ";
    for (int i = 0; i < 20000; ++i)
        nots += "not ";
    QTest::addRow("not-20000") << (nots + "1\n") << "unsupported";
    QByteArray indent;
    for (int i = 0; i < 1000; ++i)
        indent += QByteArray(i, ' ') + "if x:\n";
    QTest::addRow("indent-1000") << indent << "IndentationError: too many levels of indentation";

    // Lines of 10^5 characters.
    QByteArray sum = "x = 1";
    for (int i = 0; i < 50000; ++i)
        sum += "+1";
    QTest::addRow("long-sum") << (sum + "\n") << "unsupported";
    QTest::addRow("long-sum-then-error") << (sum + " +\n") << "SyntaxError: invalid syntax";
    QByteArray list = "x = [";
    for (int i = 0; i < 33000; ++i)
        list += "1, ";
    QTest::addRow("long-list") << (list + "]\n") << "ok";
    QTest::addRow("long-name") << (QByteArray(100000, 'a') + " = 1\n") << "ok";
    QTest::addRow("long-string") << ("x = '" + QByteArray(100000, 's') + "'\n") << "ok";
    QTest::addRow("long-comment") << ("x = 1  #" + QByteArray(100000, 'c') + "\n") << "ok";
    QTest::addRow("long-unterminated-string") << ("x = '" + QByteArray(100000, 's') + "\n")
                                              << "SyntaxError: unterminated string literal";
    QByteArray attrs = "x = a";
    for (int i = 0; i < 33000; ++i)
        attrs += ".b";
    QTest::addRow("long-attribute-chain") << (attrs + "\n") << "unsupported";
    QByteArray lines;
    for (int i = 0; i < 20000; ++i)
        lines += "x = x + 1\n";
    QTest::addRow("many-lines") << lines << "ok";
    QTest::addRow("nul-bytes") << QByteArray("x = 1\0\0\0\n", 10) << "SyntaxError: source code cannot contain null bytes";
    QTest::addRow("only-invalid-utf8") << QByteArray("\xc3\x28\xff\xfe\n") << "SyntaxError: (unicode error)";
    QTest::addRow("truncated-utf8-at-end") << QByteArray("x = '\xe2\x82") << "SyntaxError: (unicode error)";
}

void TestParser::robustness()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, outcome);
    std::string src(source.constData(), static_cast<size_t>(source.size()));
    checkSane(src);
    ast::ParseResult r = Parser::parse(src);
    QString got = r.syntaxError ? describe(r) : r.unsupported ? QStringLiteral("unsupported") : QStringLiteral("ok");
    if (!got.startsWith(outcome))
        QFAIL(qPrintable("expected " + outcome + ", got " + got));
}

// Random bytes and random token soup (fixed seed): every input gets an answer.
void TestParser::randomBytes()
{
    std::mt19937 rng(20240611u);
    static const char *const pieces[] = {
        "(", ")", "[", "]", "{", "}", ":", ",", "=", "==", ".", "*", "**", "+", "-", "if ", " else ",
        "for ", " in ", "not ", "lambda", "print", "x", "1", "1.5", "\"s\"", "'", "\"", "#", "\\",
        "\n", "    ", "\t", ";", "@", ":=", "return ", "yield ", "def ", "class ", "import ", "from ",
        " as ", "f\"{", "}\"", "\"\"\"", "0x", "1_", "\xc3\xa9", "\xef\xbc\x9f", "\xff", "...", "->",
        "async ", "await ", "match ", "case ", "_", "try:", "except", "with ", "del ", "global ",
    };
    for (int i = 0; i < 400; ++i) {
        std::string src;
        int len = static_cast<int>(rng() % 300);
        if (i % 2 == 0) {
            for (int k = 0; k < len; ++k)
                src += static_cast<char>(rng() % 256);
        } else {
            for (int k = 0; k < len / 3; ++k)
                src += pieces[rng() % (sizeof pieces / sizeof pieces[0])];
        }
        checkSane(src);
        if (QTest::currentTestFailed()) {
            qWarning("input #%d failed", i);
            return;
        }
    }
}

// Every conformance script must parse and stay inside the subset (except the one that is
// a syntax error on purpose).
void TestParser::conformanceCases()
{
#if defined(TL_SHARED_CONFORMANCE_DIR)
    QDir dir(QStringLiteral(TL_SHARED_CONFORMANCE_DIR "/cases"));
#elif defined(TL_CONFORMANCE_DIR)
    QDir dir(QStringLiteral(TL_CONFORMANCE_DIR));
#else
    QSKIP("no conformance directory defined");
#endif
#if defined(TL_SHARED_CONFORMANCE_DIR) || defined(TL_CONFORMANCE_DIR)
    QStringList files;
    for (const QString &sub : {QString(), QStringLiteral("cuda")})
        for (const QString &f : QDir(dir.filePath(sub)).entryList({QStringLiteral("*.py")}, QDir::Files))
            files << QDir(dir.filePath(sub)).filePath(f);
    if (files.isEmpty())
        QSKIP("no conformance cases found");
    for (const QString &path : files) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        ast::ParseResult r = Parser::parse(f.readAll().toStdString());
        QString err = path.section('/', -1).replace(".py", ".err");
        QFile errFile(QFileInfo(path).dir().filePath(err));
        QString expected = errFile.open(QIODevice::ReadOnly) ? QString::fromUtf8(errFile.readAll()).trimmed() : QString();
        if (expected.startsWith(QStringLiteral("SyntaxError"))) {
            QVERIFY2(r.syntaxError.has_value(), qPrintable(path));
            QCOMPARE(QString::fromStdString("SyntaxError: " + r.syntaxError->message), expected);
        } else {
            QVERIFY2(!r.syntaxError && !r.unsupported, qPrintable(path + ": " + describe(r)));
        }
    }
#endif
}

QTEST_APPLESS_MAIN(TestParser)
#include "tst_parser.moc"
