// Port of CPython 3.11's MarkupIterator_next, parse_field, field_name_split,
// FieldNameIterator_next, get_field_object, do_conversion and the auto-numbering state
// (Objects/stringlib/unicode_format.h), with their ValueError/IndexError/KeyError texts.
#include "StrFormat.h"

#include "FormatSpec.h"
#include "Utf8.h"
#include "core/PyError.h"
#include "interp/eval/PyException.h"
#include "interp/Builtins.h"
#include "interp/Interpreter.h"
#include "interp/ValuePrinter.h"

#include <cstdio>
#include <limits>

namespace tl {

namespace {

using U32 = std::u32string;

// get_integer: the decimal value of a field name part, or -1 when it is not all digits.
int64_t fieldInteger(const U32 &s)
{
    if (s.empty())
        return -1;
    int64_t v = 0;
    for (char32_t c : s) {
        if (c < '0' || c > '9')
            return -1;
        const int64_t d = c - '0';
        if (v > (std::numeric_limits<int64_t>::max() - d) / 10)
            throw PyError("ValueError", "Too many decimal digits in format string");
        v = v * 10 + d;
    }
    return v;
}

class StrFormatFormatter {
public:
    StrFormatFormatter(Interpreter &in, const ValueList *args, std::function<Value(const std::string &)> keyword)
        : in_(in), args_(args), keyword_(std::move(keyword))
    {
    }

    std::string build(const U32 &s, int depth)
    {
        if (depth <= 0)
            throw PyError("ValueError", "Max string recursion exceeded");
        std::string out;
        size_t pos = 0;
        while (pos < s.size()) {
            // Literal text up to a brace.
            const size_t start = pos;
            char32_t c = 0;
            bool markup = false;
            while (pos < s.size()) {
                c = s[pos++];
                if (c == '{' || c == '}') {
                    markup = true;
                    break;
                }
            }
            const bool atEnd = pos >= s.size();
            size_t len = pos - start;
            if (markup && c == '}' && (atEnd || s[pos] != '}'))
                throw PyError("ValueError", "Single '}' encountered in format string");
            if (markup && atEnd && c == '{')
                throw PyError("ValueError", "Single '{' encountered in format string");
            if (markup) {
                if (s[pos] == c) { // an escaped brace: literal, no field follows
                    ++pos;
                    markup = false;
                } else {
                    --len;
                }
            }
            out += Utf8::encode(s.substr(start, len));
            if (!markup)
                continue;
            // The field, up to its matching '}'.
            const size_t fieldStart = pos;
            int count = 1;
            bool expand = false;
            bool closed = false;
            while (pos < s.size()) {
                c = s[pos++];
                if (c == '{') {
                    expand = true;
                    ++count;
                } else if (c == '}' && --count <= 0) {
                    closed = true;
                    break;
                }
            }
            if (!closed)
                throw PyError("ValueError", "expected '}' before end of string");
            out += field(s.substr(fieldStart, pos - 1 - fieldStart), expand, depth);
        }
        return out;
    }

private:
    std::string field(const U32 &f, bool expand, int depth)
    {
        // parse_field: the name ends at ':' or '!' (outside brackets).
        size_t i = 0;
        char32_t c = 0;
        bool ended = false;
        while (i < f.size()) {
            c = f[i++];
            if (c == '{')
                throw PyError("ValueError", "unexpected '{' in field name");
            if (c == '[') {
                while (i < f.size() && f[i] != ']')
                    ++i;
                continue;
            }
            if (c == '}' || c == ':' || c == '!') {
                ended = true;
                break;
            }
        }
        const U32 name = ended ? f.substr(0, i - 1) : f;
        char32_t conversion = 0;
        U32 spec;
        if (ended && (c == '!' || c == ':')) {
            if (c == '!') {
                if (i >= f.size())
                    throw PyError("ValueError", "end of string while looking for conversion specifier");
                conversion = f[i++];
                if (i < f.size() && f[i++] != ':')
                    throw PyError("ValueError", "expected ':' after conversion specifier");
            }
            spec = f.substr(i);
        }
        Value obj = lookup(name);
        if (conversion) {
            switch (conversion) {
            case 'r': obj = Value::str(ValuePrinter::repr(obj)); break;
            case 's': obj = Value::str(ValuePrinter::str(obj)); break;
            case 'a': obj = Value::str(Utf8::escapeNonAscii(ValuePrinter::repr(obj))); break;
            default: {
                char buf[64];
                if (conversion > 32 && conversion < 127)
                    std::snprintf(buf, sizeof buf, "Unknown conversion specifier %c", static_cast<char>(conversion));
                else
                    std::snprintf(buf, sizeof buf, "Unknown conversion specifier \\x%x", static_cast<unsigned>(conversion));
                throw PyError("ValueError", buf);
            }
            }
        }
        const std::string specText = expand ? build(spec, depth - 1) : Utf8::encode(spec);
        return format(in_, obj, specText);
    }

    Value lookup(const U32 &fieldName)
    {
        // field_name_split: the first part up to '.' or '['.
        size_t i = 0;
        while (i < fieldName.size() && fieldName[i] != '.' && fieldName[i] != '[')
            ++i;
        const U32 first = fieldName.substr(0, i);
        int64_t index = fieldInteger(first);
        const bool empty = first.empty();
        const bool numeric = empty || index != -1;
        if (numeric) {
            if (state_ == State::Init)
                state_ = empty ? State::Auto : State::Manual;
            if (state_ == State::Manual && empty)
                throw PyError("ValueError", "cannot switch from manual field specification to automatic field numbering");
            if (state_ == State::Auto && !empty)
                throw PyError("ValueError", "cannot switch from automatic field numbering to manual field specification");
            if (empty)
                index = next_++;
        }
        Value obj;
        if (index == -1) {
            obj = keyword_(Utf8::encode(first));
        } else {
            if (!args_)
                throw PyError("ValueError", "Format string contains positional fields");
            if (index >= static_cast<int64_t>(args_->size()))
                throw PyError("IndexError", "Replacement index " + std::to_string(index) +
                                                " out of range for positional args tuple");
            obj = (*args_)[static_cast<size_t>(index)];
        }
        // FieldNameIterator_next: ".attr" and "[key]" in turn.
        while (i < fieldName.size()) {
            const char32_t c = fieldName[i++];
            U32 part;
            if (c == '.') {
                const size_t s = i;
                while (i < fieldName.size() && fieldName[i] != '.' && fieldName[i] != '[')
                    ++i;
                part = fieldName.substr(s, i - s);
                if (part.empty())
                    throw PyError("ValueError", "Empty attribute in format string");
                obj = in_.getAttribute(obj, Utf8::encode(part));
            } else if (c == '[') {
                const size_t s = i;
                while (i < fieldName.size() && fieldName[i] != ']')
                    ++i;
                if (i >= fieldName.size())
                    throw PyError("ValueError", "Missing ']' in format string");
                part = fieldName.substr(s, i - s);
                ++i;
                if (part.empty())
                    throw PyError("ValueError", "Empty attribute in format string");
                const int64_t k = fieldInteger(part);
                obj = Builtins::subscriptOf(in_, obj, k == -1 ? Value::str(Utf8::encode(part)) : Value::integer(k));
            } else {
                throw PyError("ValueError", "Only '.' or '[' may follow ']' in format field specifier");
            }
        }
        return obj;
    }

    enum class State { Init, Auto, Manual };
    Interpreter &in_;
    const ValueList *args_;
    std::function<Value(const std::string &)> keyword_;
    State state_ = State::Init;
    int64_t next_ = 0;
};

} // namespace

std::string StrFormat::format(Interpreter &in, const std::string &fmt, const ValueList &args,
                              const std::vector<std::pair<std::string, Value>> &kwargs)
{
    StrFormatFormatter f(in, &args, [&kwargs](const std::string &key) -> Value {
        for (const auto &[k, v] : kwargs)
            if (k == key)
                return v;
        throw PyException(make<ExceptionObject>("KeyError", ValueList{Value::str(key)}));
    });
    return f.build(Utf8::decode(fmt), 2);
}

std::string StrFormat::formatMap(Interpreter &in, const std::string &fmt, const Value &mapping)
{
    StrFormatFormatter f(in, nullptr, [&in, &mapping](const std::string &key) { return Builtins::subscriptOf(in, mapping, Value::str(key)); });
    return f.build(Utf8::decode(fmt), 2);
}

} // namespace tl
