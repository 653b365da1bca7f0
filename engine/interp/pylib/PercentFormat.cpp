// Port of PyUnicode_Format and its helpers (unicode_format_arg_parse, mainformatlong,
// _PyUnicode_FormatLong, formatfloat, formatchar, unicode_format_arg_output), CPython 3.11.
#include "PercentFormat.h"

#include "DoubleToString.h"
#include "PyNumber.h"
#include "SpecFormatter.h"
#include "Utf8.h"
#include "core/PyError.h"
#include "interp/Builtins.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"

#include <climits>
#include <cstdint>

namespace tl {

namespace {

enum Flag { LeftJust = 1, Sign = 2, Blank = 4, Alt = 8, Zero = 16 };

struct Arg {
    char32_t ch = 0;
    int flags = 0;
    int64_t width = -1;
    int64_t prec = -1;
    bool sign = false; // numeric: a sign may be written
};

class Formatter {
public:
    Formatter(const std::string &format, const Value &args) : fmt_(Utf8::decode(format)), args_(args)
    {
        using K = Value::Kind;
        if (args.kind == K::Tuple) {
            arglen_ = static_cast<int64_t>(args.items->size());
            argidx_ = 0;
        }
        // PyMapping_Check: anything with __getitem__ but a tuple or str (a list counts).
        isMapping_ = args.kind != K::Tuple && args.kind != K::Str && Builtins::isMapping(args);
        if (isMapping_)
            dict_ = args;
    }

    std::string run()
    {
        const size_t n = fmt_.size();
        while (pos_ < n) {
            if (fmt_[pos_] != '%') {
                const size_t start = pos_;
                while (pos_ < n && fmt_[pos_] != '%')
                    ++pos_;
                out_ += fmt_.substr(start, pos_ - start);
                continue;
            }
            ++pos_;
            formatArg();
        }
        if (argidx_ < arglen_ && !isMapping_)
            throw PyError("TypeError", "not all arguments converted during string formatting");
        return Utf8::encode(out_);
    }

private:
    Value nextArg()
    {
        if (argidx_ < arglen_) {
            const int64_t i = argidx_++;
            if (arglen_ < 0)
                return args_;
            return (*args_.items)[static_cast<size_t>(i)];
        }
        throw PyError("TypeError", "not enough arguments for format string");
    }

    // Reads the next format character; false when the format ended.
    bool next(char32_t &c)
    {
        if (pos_ >= fmt_.size())
            return false;
        c = fmt_[pos_++];
        return true;
    }

    void formatArg()
    {
        if (pos_ < fmt_.size() && fmt_[pos_] == '%') {
            ++pos_;
            out_ += U'%';
            return;
        }
        Arg arg;
        parse(arg);
        std::u32string text;
        if (!convert(arg, text))
            return;
        output(arg, text);
        if (isMapping_ && argidx_ < arglen_)
            throw PyError("TypeError", "not all arguments converted during string formatting");
    }

    void parse(Arg &arg)
    {
        if (pos_ < fmt_.size() && fmt_[pos_] == '(') {
            if (!isMapping_)
                throw PyError("TypeError", "format requires a mapping");
            ++pos_;
            const size_t keyStart = pos_;
            int depth = 1;
            while (depth > 0 && pos_ < fmt_.size()) {
                if (fmt_[pos_] == ')')
                    --depth;
                else if (fmt_[pos_] == '(')
                    ++depth;
                ++pos_;
            }
            if (depth > 0)
                throw PyError("ValueError", "incomplete format key");
            const std::string key = Utf8::encode(fmt_.substr(keyStart, pos_ - keyStart - 1));
            args_ = Builtins::getItem(dict_, Value::str(key));
            arglen_ = -1;
            argidx_ = -2;
        }
        bool more = false;
        while ((more = next(arg.ch))) {
            switch (arg.ch) {
            case '-': arg.flags |= LeftJust; continue;
            case '+': arg.flags |= Sign; continue;
            case ' ': arg.flags |= Blank; continue;
            case '#': arg.flags |= Alt; continue;
            case '0': arg.flags |= Zero; continue;
            }
            break;
        }
        if (more && arg.ch == '*') {
            const Value v = nextArg();
            if (v.kind != Value::Kind::Int && v.kind != Value::Kind::Bool)
                throw PyError("TypeError", "* wants int");
            arg.width = PyNumber::index(v);
            if (arg.width < 0) {
                arg.flags |= LeftJust;
                arg.width = -arg.width;
            }
            more = next(arg.ch);
        } else if (more && arg.ch >= '0' && arg.ch <= '9') {
            arg.width = arg.ch - '0';
            while ((more = next(arg.ch))) {
                if (arg.ch < '0' || arg.ch > '9')
                    break;
                if (arg.width > (INT64_MAX - static_cast<int64_t>(arg.ch - '0')) / 10)
                    throw PyError("ValueError", "width too big");
                arg.width = arg.width * 10 + (arg.ch - '0');
            }
        }
        if (more && arg.ch == '.') {
            arg.prec = 0;
            more = next(arg.ch);
            if (more && arg.ch == '*') {
                const Value v = nextArg();
                if (v.kind != Value::Kind::Int && v.kind != Value::Kind::Bool)
                    throw PyError("TypeError", "* wants int");
                const int64_t p = PyNumber::index(v);
                if (p > INT_MAX || p < INT_MIN)
                    throw PyError("OverflowError", std::string("Python int too large to convert to C int"));
                arg.prec = p < 0 ? 0 : p;
                more = next(arg.ch);
            } else if (more && arg.ch >= '0' && arg.ch <= '9') {
                arg.prec = arg.ch - '0';
                while ((more = next(arg.ch))) {
                    if (arg.ch < '0' || arg.ch > '9')
                        break;
                    if (arg.prec > (INT_MAX - static_cast<int64_t>(arg.ch - '0')) / 10)
                        throw PyError("ValueError", "precision too big");
                    arg.prec = arg.prec * 10 + (arg.ch - '0');
                }
            }
        }
        if (more && (arg.ch == 'h' || arg.ch == 'l' || arg.ch == 'L'))
            more = next(arg.ch);
        if (!more)
            throw PyError("ValueError", "incomplete format");
    }

    // unicode_format_arg_format: false when the text was written directly (no padding).
    bool convert(Arg &arg, std::u32string &text)
    {
        const Value v = nextArg();
        switch (arg.ch) {
        case 's':
        case 'r':
        case 'a': {
            std::string s = arg.ch == 's' ? ValuePrinter::str(v) : ValuePrinter::repr(v);
            if (arg.ch == 'a')
                s = Utf8::escapeNonAscii(s);
            text = Utf8::decode(s);
            return true;
        }
        case 'i':
        case 'd':
        case 'u':
        case 'o':
        case 'x':
        case 'X':
            text = Utf8::decode(formatLong(v, arg));
            arg.sign = true;
            return true;
        case 'e':
        case 'E':
        case 'f':
        case 'F':
        case 'g':
        case 'G': {
            const double x = PyNumber::toDouble(v);
            const int prec = arg.prec < 0 ? 6 : static_cast<int>(arg.prec);
            text = Utf8::decode(DoubleToString::convert(x, static_cast<char>(arg.ch), prec,
                                                         (arg.flags & Alt) ? DoubleToString::Alt : 0));
            arg.sign = true;
            return true;
        }
        case 'c':
            text = std::u32string(1, formatChar(v));
            return true;
        default: {
            char buf[128];
            const char shown = arg.ch >= 31 && arg.ch <= 126 ? static_cast<char>(arg.ch) : '?';
            std::snprintf(buf, sizeof buf, "unsupported format character '%c' (0x%x) at index %zu", shown,
                          static_cast<unsigned>(arg.ch), pos_ - 1);
            throw PyError("ValueError", buf);
        }
        }
    }

    // mainformatlong + _PyUnicode_FormatLong.
    static std::string formatLong(const Value &v, const Arg &arg)
    {
        const char type = static_cast<char>(arg.ch);
        auto wrongType = [&]() -> PyError {
            const bool intOnly = type == 'o' || type == 'x' || type == 'X';
            return PyError("TypeError", std::string("%") + type + " format: " +
                                            (intOnly ? "an integer is required" : "a real number is required") +
                                            ", not " + PythonTypes::shortName(v));
        };
        if (!PyNumber::isNumber(v))
            throw wrongType();
        int64_t x = 0;
        try {
            x = (type == 'o' || type == 'x' || type == 'X') ? PyNumber::index(v) : PyNumber::toLong(v);
        } catch (const PyError &e) {
            if (e.type() == "TypeError")
                throw wrongType();
            throw;
        }
        const int base = type == 'o' ? 8 : (type == 'x' || type == 'X') ? 16 : 10;
        const uint64_t magnitude = x < 0 ? uint64_t{0} - static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
        std::string digits = SpecFormatter::digitsInBase(magnitude, base);
        if (arg.prec > static_cast<int64_t>(digits.size()))
            digits.insert(0, static_cast<size_t>(arg.prec) - digits.size(), '0');
        std::string s = x < 0 ? "-" : "";
        if ((arg.flags & Alt) && base != 10)
            s += base == 8 ? "0o" : "0x";
        s += digits;
        if (type == 'X')
            for (char &c : s)
                if (c >= 'a' && c <= 'x')
                    c = static_cast<char>(c - 'a' + 'A');
        return s;
    }

    static char32_t formatChar(const Value &v)
    {
        if (v.kind == Value::Kind::Str) {
            const std::u32string s = Utf8::decode(v.text);
            if (s.size() == 1)
                return s[0];
            throw PyError("TypeError", "%c requires int or char");
        }
        if (!PyNumber::hasIndex(v))
            throw PyError("TypeError", "%c requires int or char");
        const int64_t x = PyNumber::index(v);
        if (x < 0 || x > 0x10ffff)
            throw PyError("OverflowError", "%c arg not in range(0x110000)");
        return static_cast<char32_t>(x);
    }

    // unicode_format_arg_output: sign, '0x' prefix, fill and justification.
    void output(Arg &arg, const std::u32string &str)
    {
        const char32_t fill = arg.sign && (arg.flags & Zero) ? U'0' : U' ';
        int64_t len = static_cast<int64_t>(str.size());
        if ((arg.width == -1 || arg.width <= len) && (arg.prec == -1 || arg.prec >= len) &&
            !(arg.flags & (Sign | Blank))) {
            out_ += str;
            return;
        }
        if ((arg.ch == 's' || arg.ch == 'r' || arg.ch == 'a') && arg.prec >= 0 && len > arg.prec)
            len = arg.prec;
        size_t p = 0;
        char32_t signChar = 0;
        if (arg.sign) {
            const char32_t c = str.empty() ? 0 : str[0];
            if (c == '-' || c == '+') {
                signChar = c;
                --len;
                ++p;
            } else if (arg.flags & Sign) {
                signChar = '+';
            } else if (arg.flags & Blank) {
                signChar = ' ';
            } else {
                arg.sign = false;
            }
        }
        if (arg.width < len)
            arg.width = len;
        if (arg.sign) {
            if (fill != ' ')
                out_ += signChar;
            if (arg.width > len)
                --arg.width;
        }
        const bool prefix = (arg.flags & Alt) && (arg.ch == 'x' || arg.ch == 'X' || arg.ch == 'o');
        if (prefix) {
            if (fill != ' ') {
                out_ += str.substr(p, 2);
                p += 2;
            }
            arg.width -= 2;
            if (arg.width < 0)
                arg.width = 0;
            len -= 2;
        }
        if (arg.width > len && !(arg.flags & LeftJust)) {
            out_.append(static_cast<size_t>(arg.width - len), fill);
            arg.width = len;
        }
        if (fill == ' ') {
            if (arg.sign)
                out_ += signChar;
            if (prefix) {
                out_ += str.substr(p, 2);
                p += 2;
            }
        }
        if (len > 0)
            out_ += str.substr(p, static_cast<size_t>(len));
        if (arg.width > len)
            out_.append(static_cast<size_t>(arg.width - len), U' ');
    }

    std::u32string fmt_;
    Value args_;
    Value dict_;
    bool isMapping_ = false;
    int64_t arglen_ = -1;
    int64_t argidx_ = -2;
    size_t pos_ = 0;
    std::u32string out_;
};

} // namespace

std::string PercentFormat::apply(const std::string &format, const Value &args)
{
    return Formatter(format, args).run();
}

} // namespace tl
