// str methods of CPython 3.11 (Objects/unicodeobject.c, clinic/unicodeobject.c.h and
// stringlib/split.h, find.h, partition.h, transmogrify.h): the same results on code points,
// the same argument errors. Case mapping and the predicates beyond ASCII use the C
// library's Unicode tables plus CPython's special cases (ß → SS, final sigma, İ).
#include "StrMethods.h"

#include "PyArgs.h"
#include "PyNumber.h"
#include "StrFormat.h"
#include "StrSearch.h"
#include "UnicodeData.h"
#include "Utf8.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/objects/IteratorObject.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <set>

namespace tl {

namespace {

using U32 = std::u32string;

bool isAlpha(char32_t c) { return UnicodeData::isAlpha(c); }
bool isUpper(char32_t c) { return UnicodeData::isUpper(c) || UnicodeData::isTitle(c); }
bool isLower(char32_t c) { return UnicodeData::isLower(c); }
bool isCased(char32_t c) { return UnicodeData::isCased(c); }
bool isDecimal(char32_t c) { return UnicodeData::isDecimal(c); }
U32 upperOf(char32_t c) { return UnicodeData::upper(c); }
U32 titleOf(char32_t c) { return UnicodeData::title(c); }
U32 lowerAt(const U32 &s, size_t i) { return UnicodeData::lowerAt(s, i); }

// Predicates beyond what the tables answer are refused rather than guessed.
void checkKnownDigitClass(char32_t c, const char *method)
{
    if (c >= 0x80 && !UnicodeData::isAlpha(c) && !UnicodeData::isDecimal(c) && !UnicodeData::isOtherDigit(c) &&
        !UnicodeData::isOtherNumeric(c) && !UnicodeData::isSpace(c) && !UnicodeData::isCased(c) &&
        !UnicodeData::isPunctuation(c) && UnicodeData::isPrintable(c)) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%04X", static_cast<unsigned>(c));
        throw UnsupportedError(std::string("str.") + method + "() of the character U+" + buf);
    }
}

U32 lower(const U32 &s)
{
    U32 out;
    for (size_t i = 0; i < s.size(); ++i)
        out += lowerAt(s, i);
    return out;
}

U32 upper(const U32 &s)
{
    U32 out;
    for (char32_t c : s)
        out += upperOf(c);
    return out;
}

U32 strArg(const Value &v, const char *what = "must be str, not ") { return StrSearch::textArg(v, what); }

Value str(const U32 &s) { return Value::str(Utf8::encode(s)); }

Value strip(const U32 &s, const CallArgs &a, const char *name, bool left, bool right)
{
    PyArgs::positional(a, name, 0, 1);
    std::function<bool(char32_t)> drop = UnicodeData::isSpace;
    if (!a.positional.empty() && a.positional[0].kind != Value::Kind::None) {
        if (a.positional[0].kind != Value::Kind::Str)
            throw PyError("TypeError", std::string(name) + " arg must be None or str");
        const U32 chars = Utf8::decode(a.positional[0].text);
        drop = [chars](char32_t c) { return chars.find(c) != U32::npos; };
    }
    size_t i = 0, j = s.size();
    if (left)
        while (i < j && drop(s[i]))
            ++i;
    if (right)
        while (j > i && drop(s[j - 1]))
            --j;
    return str(s.substr(i, j - i));
}

Value pad(const U32 &s, const CallArgs &a, const char *name)
{
    PyArgs::positional(a, name, 1, 2);
    const int64_t width = PyNumber::index(a.positional[0]);
    char32_t fill = ' ';
    if (a.positional.size() == 2) {
        const Value &f = a.positional[1];
        if (f.kind != Value::Kind::Str)
            throw PyError("TypeError", "The fill character must be a unicode character, not " + PythonTypes::shortName(f));
        const U32 fs = Utf8::decode(f.text);
        if (fs.size() != 1)
            throw PyError("TypeError", "The fill character must be exactly one character long");
        fill = fs[0];
    }
    const int64_t len = static_cast<int64_t>(s.size());
    if (width <= len)
        return str(s);
    const int64_t marg = width - len;
    int64_t left = 0;
    if (std::string(name) == "center")
        left = marg / 2 + (marg & width & 1);
    else if (std::string(name) == "rjust")
        left = marg;
    return str(U32(static_cast<size_t>(left), fill) + s + U32(static_cast<size_t>(marg - left), fill));
}

Value join(Interpreter &in, const U32 &sep, const CallArgs &a)
{
    const Value &iterable = PyArgs::one(a, "str.join");
    Ref<IteratorObject> it;
    try {
        it = in.iter(iterable);
    } catch (const PyError &e) {
        if (e.type() == "TypeError")
            throw PyError("TypeError", "can only join an iterable");
        throw;
    }
    std::string out;
    const std::string sepText = Utf8::encode(sep);
    Value item;
    for (size_t i = 0; it->next(item); ++i) {
        if (item.kind != Value::Kind::Str)
            throw PyError("TypeError", "sequence item " + std::to_string(i) + ": expected str instance, " +
                                           PythonTypes::shortName(item) + " found");
        if (i)
            out += sepText;
        out += item.text;
        in.runtime().checkHostObject(out.size());
    }
    return Value::str(out);
}

Value title(const U32 &s)
{
    U32 out;
    bool previousCased = false;
    for (size_t i = 0; i < s.size(); ++i) {
        const char32_t c = s[i];
        out += previousCased ? lowerAt(s, i) : titleOf(c);
        previousCased = isCased(c);
    }
    return str(out);
}

template <class Pred>
bool all(const U32 &s, Pred p)
{
    if (s.empty())
        return false;
    return std::all_of(s.begin(), s.end(), p);
}

bool isIdentifier(const U32 &s)
{
    if (s.empty())
        return false;
    auto start = [](char32_t c) { return c == '_' || isAlpha(c); };
    auto cont = [](char32_t c) { return c == '_' || isAlpha(c) || isDecimal(c); };
    if (!start(s[0]))
        return false;
    return std::all_of(s.begin() + 1, s.end(), cont);
}

Value expandtabs(const U32 &s, const CallArgs &a)
{
    auto b = PyArgs::bind(a, "expandtabs", {{"tabsize", false}});
    const int64_t tab = b[0] ? PyNumber::index(*b[0]) : 8;
    U32 out;
    int64_t column = 0;
    for (char32_t c : s) {
        if (c == '\t') {
            if (tab > 0) {
                const int64_t n = tab - column % tab;
                out.append(static_cast<size_t>(n), ' ');
                column += n;
            }
        } else {
            out.push_back(c);
            column = (c == '\n' || c == '\r') ? 0 : column + 1;
        }
    }
    return str(out);
}

using Method = std::function<Value(Interpreter &, const U32 &, CallArgs &)>;

Method noArgs(const char *name, std::function<Value(const U32 &)> f)
{
    return [name, f](Interpreter &, const U32 &s, CallArgs &a) {
        PyArgs::none(a, std::string("str.") + name);
        return f(s);
    };
}

const std::map<std::string, Method> &methods()
{
    static const std::map<std::string, Method> table = [] {
        std::map<std::string, Method> t;
        t["upper"] = noArgs("upper", [](const U32 &s) { return str(upper(s)); });
        t["lower"] = noArgs("lower", [](const U32 &s) { return str(lower(s)); });
        t["casefold"] = noArgs("casefold", [](const U32 &s) {
            U32 out;
            for (size_t i = 0; i < s.size(); ++i)
                out += UnicodeData::fold(s[i]);
            return str(out);
        });
        t["swapcase"] = noArgs("swapcase", [](const U32 &s) {
            U32 out;
            for (size_t i = 0; i < s.size(); ++i)
                out += UnicodeData::isUpper(s[i]) ? lowerAt(s, i) : isLower(s[i]) ? upperOf(s[i]) : U32(1, s[i]);
            return str(out);
        });
        t["capitalize"] = noArgs("capitalize", [](const U32 &s) {
            if (s.empty())
                return str(s);
            U32 out = titleOf(s[0]);
            for (size_t i = 1; i < s.size(); ++i)
                out += lowerAt(s, i);
            return str(out);
        });
        t["title"] = noArgs("title", title);
        t["isascii"] = noArgs("isascii", [](const U32 &s) {
            return Value::boolean(std::all_of(s.begin(), s.end(), [](char32_t c) { return c < 0x80; }));
        });
        t["isspace"] = noArgs("isspace", [](const U32 &s) { return Value::boolean(all(s, UnicodeData::isSpace)); });
        t["isalpha"] = noArgs("isalpha", [](const U32 &s) { return Value::boolean(all(s, isAlpha)); });
        t["isdecimal"] = noArgs("isdecimal", [](const U32 &s) {
            for (char32_t c : s)
                checkKnownDigitClass(c, "isdecimal");
            return Value::boolean(all(s, isDecimal));
        });
        t["isdigit"] = noArgs("isdigit", [](const U32 &s) {
            for (char32_t c : s)
                checkKnownDigitClass(c, "isdigit");
            return Value::boolean(all(s, [](char32_t c) { return isDecimal(c) || UnicodeData::isOtherDigit(c); }));
        });
        t["isnumeric"] = noArgs("isnumeric", [](const U32 &s) {
            for (char32_t c : s)
                checkKnownDigitClass(c, "isnumeric");
            return Value::boolean(all(s, [](char32_t c) {
                return isDecimal(c) || UnicodeData::isOtherDigit(c) || UnicodeData::isOtherNumeric(c);
            }));
        });
        t["isalnum"] = noArgs("isalnum", [](const U32 &s) {
            for (char32_t c : s)
                checkKnownDigitClass(c, "isalnum");
            return Value::boolean(
                all(s, [](char32_t c) {
                    return isAlpha(c) || isDecimal(c) || UnicodeData::isOtherDigit(c) || UnicodeData::isOtherNumeric(c);
                }));
        });
        t["isupper"] = noArgs("isupper", [](const U32 &s) {
            bool cased = false;
            for (char32_t c : s) {
                if (isLower(c) || (c >= 0x1C5 && c <= 0x1CB && (c - 0x1C5) % 3 == 0))
                    return Value::boolean(false);
                cased = cased || isUpper(c);
            }
            return Value::boolean(cased);
        });
        t["islower"] = noArgs("islower", [](const U32 &s) {
            bool cased = false;
            for (char32_t c : s) {
                if (isUpper(c) || (c >= 0x1C5 && c <= 0x1CB && (c - 0x1C5) % 3 == 0))
                    return Value::boolean(false);
                cased = cased || isLower(c);
            }
            return Value::boolean(cased);
        });
        t["istitle"] = noArgs("istitle", [](const U32 &s) {
            bool cased = false, previousCased = false;
            for (char32_t c : s) {
                if (isUpper(c)) {
                    if (previousCased)
                        return Value::boolean(false);
                    previousCased = cased = true;
                } else if (isLower(c)) {
                    if (!previousCased)
                        return Value::boolean(false);
                    previousCased = cased = true;
                } else {
                    previousCased = false;
                }
            }
            return Value::boolean(cased);
        });
        t["isidentifier"] = noArgs("isidentifier", [](const U32 &s) { return Value::boolean(isIdentifier(s)); });
        t["isprintable"] = noArgs("isprintable", [](const U32 &s) {
            return Value::boolean(std::all_of(s.begin(), s.end(), UnicodeData::isPrintable));
        });
        t["split"] = [](Interpreter &, const U32 &s, CallArgs &a) { return StrSearch::split(s, a, false); };
        t["rsplit"] = [](Interpreter &, const U32 &s, CallArgs &a) { return StrSearch::split(s, a, true); };
        t["splitlines"] = [](Interpreter &, const U32 &s, CallArgs &a) { return StrSearch::splitlines(s, a); };
        t["strip"] = [](Interpreter &, const U32 &s, CallArgs &a) { return strip(s, a, "strip", true, true); };
        t["lstrip"] = [](Interpreter &, const U32 &s, CallArgs &a) { return strip(s, a, "lstrip", true, false); };
        t["rstrip"] = [](Interpreter &, const U32 &s, CallArgs &a) { return strip(s, a, "rstrip", false, true); };
        t["center"] = [](Interpreter &, const U32 &s, CallArgs &a) { return pad(s, a, "center"); };
        t["ljust"] = [](Interpreter &, const U32 &s, CallArgs &a) { return pad(s, a, "ljust"); };
        t["rjust"] = [](Interpreter &, const U32 &s, CallArgs &a) { return pad(s, a, "rjust"); };
        for (const char *n : {"find", "rfind", "index", "rindex", "count"})
            t[n] = [n](Interpreter &, const U32 &s, CallArgs &a) { return StrSearch::search(s, a, n); };
        for (const char *n : {"startswith", "endswith"})
            t[n] = [n](Interpreter &, const U32 &s, CallArgs &a) { return StrSearch::affix(s, a, n); };
        t["replace"] = [](Interpreter &, const U32 &s, CallArgs &a) { return StrSearch::replace(s, a); };
        t["join"] = [](Interpreter &in, const U32 &s, CallArgs &a) { return join(in, s, a); };
        t["partition"] = [](Interpreter &, const U32 &s, CallArgs &a) { return StrSearch::partition(s, a, false); };
        t["rpartition"] = [](Interpreter &, const U32 &s, CallArgs &a) { return StrSearch::partition(s, a, true); };
        t["expandtabs"] = [](Interpreter &, const U32 &s, CallArgs &a) { return expandtabs(s, a); };
        t["zfill"] = [](Interpreter &, const U32 &s, CallArgs &a) {
            const int64_t width = PyNumber::index(PyArgs::one(a, "str.zfill"));
            if (width <= static_cast<int64_t>(s.size()))
                return str(s);
            U32 out = U32(static_cast<size_t>(width) - s.size(), '0') + s;
            const size_t fill = static_cast<size_t>(width) - s.size();
            if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
                out[0] = s[0]; // the sign moves to the front
                out[fill] = '0';
            }
            return str(out);
        };
        for (const char *n : {"removeprefix", "removesuffix"})
            t[n] = [n](Interpreter &, const U32 &s, CallArgs &a) {
                const U32 affix = strArg(PyArgs::one(a, std::string("str.") + n),
                                         (std::string(n) + "() argument must be str, not ").c_str());
                const bool prefix = std::string(n) == "removeprefix";
                if (affix.size() <= s.size() &&
                    s.compare(prefix ? 0 : s.size() - affix.size(), affix.size(), affix) == 0)
                    return str(prefix ? s.substr(affix.size()) : s.substr(0, s.size() - affix.size()));
                return str(s);
            };
        t["format"] = [](Interpreter &in, const U32 &s, CallArgs &a) {
            return Value::str(StrFormat::format(in, Utf8::encode(s), a.positional, a.keywords));
        };
        t["format_map"] = [](Interpreter &in, const U32 &s, CallArgs &a) {
            return Value::str(StrFormat::formatMap(in, Utf8::encode(s), PyArgs::one(a, "str.format_map")));
        };
        return t;
    }();
    return table;
}

} // namespace

bool StrMethods::has(const std::string &name)
{
    static const std::set<std::string> unsupported = {"encode", "maketrans", "translate"};
    return methods().count(name) || unsupported.count(name);
}

Value StrMethods::call(Interpreter &in, const Value &self, const std::string &name, CallArgs &args)
{
    const auto it = methods().find(name);
    if (it == methods().end())
        throw UnsupportedError("str." + name + "()");
    return it->second(in, Utf8::decode(self.text), args);
}

} // namespace tl
