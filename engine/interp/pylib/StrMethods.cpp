// str methods of CPython 3.11 (Objects/unicodeobject.c, clinic/unicodeobject.c.h and
// stringlib/split.h, find.h, partition.h, transmogrify.h): the same results on code points,
// the same argument errors. Case mapping and the predicates beyond ASCII use the C
// library's Unicode tables plus CPython's special cases (ß → SS, final sigma, İ).
#include "StrMethods.h"

#include "PyArgs.h"
#include "PyNumber.h"
#include "StrFormat.h"
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


U32 strArg(const Value &v, const char *what = "must be str, not ")
{
    if (v.kind != Value::Kind::Str)
        throw PyError("TypeError", what + PythonTypes::shortName(v));
    return Utf8::decode(v.text);
}

Value str(const U32 &s) { return Value::str(Utf8::encode(s)); }

// _PyEval_SliceIndex for start/end arguments, then ADJUST_INDICES.
void adjust(const CallArgs &a, size_t first, int64_t len, int64_t &start, int64_t &end)
{
    auto index = [](const Value &v, int64_t dflt) -> int64_t {
        if (v.kind == Value::Kind::None)
            return dflt;
        if (!PyNumber::hasIndex(v) || v.kind == Value::Kind::Tensor || v.kind == Value::Kind::Array)
            throw PyError("TypeError", "slice indices must be integers or None or have an __index__ method");
        return PyNumber::index(v);
    };
    start = a.positional.size() > first ? index(a.positional[first], 0) : 0;
    end = a.positional.size() > first + 1 ? index(a.positional[first + 1], INT64_MAX) : INT64_MAX;
    if (end > len)
        end = len;
    else if (end < 0) {
        end += len;
        if (end < 0)
            end = 0;
    }
    if (start < 0) {
        start += len;
        if (start < 0)
            start = 0;
    }
}

int64_t findIn(const U32 &s, const U32 &sub, int64_t start, int64_t end, bool reverse)
{
    if (start > end || end - start < static_cast<int64_t>(sub.size()))
        return start <= static_cast<int64_t>(s.size()) && sub.empty() && start <= end ? (reverse ? end : start) : -1;
    const U32 window = s.substr(static_cast<size_t>(start), static_cast<size_t>(end - start));
    const size_t p = reverse ? window.rfind(sub) : window.find(sub);
    return p == U32::npos ? -1 : start + static_cast<int64_t>(p);
}

int64_t countIn(const U32 &s, const U32 &sub, int64_t start, int64_t end)
{
    if (start > end || start > static_cast<int64_t>(s.size()))
        return 0;
    if (sub.empty())
        return end - start + 1;
    int64_t n = 0;
    const U32 window = s.substr(static_cast<size_t>(start), static_cast<size_t>(end - start));
    for (size_t p = window.find(sub); p != U32::npos; p = window.find(sub, p + sub.size()))
        ++n;
    return n;
}

ValueList splitWhitespace(const U32 &s, int64_t maxsplit, bool right)
{
    ValueList out;
    if (maxsplit < 0)
        maxsplit = INT64_MAX;
    if (!right) {
        size_t i = 0, n = s.size();
        while (maxsplit-- > 0) {
            while (i < n && UnicodeData::isSpace(s[i]))
                ++i;
            if (i == n)
                break;
            size_t j = i;
            while (j < n && !UnicodeData::isSpace(s[j]))
                ++j;
            out.push_back(str(s.substr(i, j - i)));
            i = j;
        }
        while (i < n && UnicodeData::isSpace(s[i]))
            ++i;
        if (i != n)
            out.push_back(str(s.substr(i)));
        return out;
    }
    int64_t i = static_cast<int64_t>(s.size()) - 1;
    while (maxsplit-- > 0) {
        while (i >= 0 && UnicodeData::isSpace(s[static_cast<size_t>(i)]))
            --i;
        if (i < 0)
            break;
        int64_t j = i;
        while (j >= 0 && !UnicodeData::isSpace(s[static_cast<size_t>(j)]))
            --j;
        out.push_back(str(s.substr(static_cast<size_t>(j + 1), static_cast<size_t>(i - j))));
        i = j;
    }
    while (i >= 0 && UnicodeData::isSpace(s[static_cast<size_t>(i)]))
        --i;
    if (i >= 0)
        out.push_back(str(s.substr(0, static_cast<size_t>(i + 1))));
    std::reverse(out.begin(), out.end());
    return out;
}

ValueList splitOn(const U32 &s, const U32 &sep, int64_t maxsplit, bool right)
{
    if (sep.empty())
        throw PyError("ValueError", "empty separator");
    if (maxsplit < 0)
        maxsplit = INT64_MAX;
    ValueList out;
    if (!right) {
        size_t i = 0;
        for (size_t p; maxsplit > 0 && (p = s.find(sep, i)) != U32::npos; --maxsplit) {
            out.push_back(str(s.substr(i, p - i)));
            i = p + sep.size();
        }
        out.push_back(str(s.substr(i)));
        return out;
    }
    size_t end = s.size();
    while (maxsplit > 0 && end >= sep.size()) {
        const size_t p = s.rfind(sep, end - sep.size());
        if (p == U32::npos)
            break;
        out.push_back(str(s.substr(p + sep.size(), end - p - sep.size())));
        end = p;
        --maxsplit;
    }
    out.push_back(str(s.substr(0, end)));
    std::reverse(out.begin(), out.end());
    return out;
}

bool isLineBreak(char32_t c)
{
    return c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E || c == 0x85 ||
           c == 0x2028 || c == 0x2029;
}

// split()/rsplit(sep=None, maxsplit=-1)
Value split(const U32 &s, const CallArgs &a, bool right)
{
    const char *name = right ? "rsplit" : "split";
    for (const auto &[k, v] : a.keywords)
        if (k != "sep" && k != "maxsplit")
            throw PyError("TypeError", "'" + k + "' is an invalid keyword argument for " + name + "()");
    if (a.positional.size() > 2)
        throw PyError("TypeError", std::string(name) + "() takes at most 2 arguments (" + std::to_string(a.positional.size()) +
                                       " given)");
    const auto sep = a.get(0, "sep");
    const auto maxArg = a.get(1, "maxsplit");
    const int64_t maxsplit = maxArg ? PyNumber::index(*maxArg) : -1;
    if (!sep || sep->kind == Value::Kind::None)
        return Value::list(splitWhitespace(s, maxsplit, right));
    return Value::list(splitOn(s, strArg(*sep, "must be str or None, not "), maxsplit, right));
}

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

// find/rfind/index/rindex/count(sub[, start[, end]])
Value search(const U32 &s, const CallArgs &a, const std::string &name)
{
    PyArgs::noKeywords(a, "str." + name);
    if (a.positional.empty())
        throw PyError("TypeError", name + "() takes at least 1 argument (0 given)");
    if (a.positional.size() > 3)
        throw PyError("TypeError", name + "() takes at most 3 arguments (" + std::to_string(a.positional.size()) + " given)");
    const U32 sub = strArg(a.positional[0]);
    int64_t start, end;
    adjust(a, 1, static_cast<int64_t>(s.size()), start, end);
    if (name == "count")
        return Value::integer(countIn(s, sub, start, end));
    const bool reverse = name == "rfind" || name == "rindex";
    const int64_t r = findIn(s, sub, start, end, reverse);
    if (r < 0 && (name == "index" || name == "rindex"))
        throw PyError("ValueError", "substring not found");
    return Value::integer(r);
}

Value affix(const U32 &s, const CallArgs &a, const std::string &name)
{
    PyArgs::noKeywords(a, "str." + name);
    if (a.positional.empty())
        throw PyError("TypeError", name + "() takes at least 1 argument (0 given)");
    if (a.positional.size() > 3)
        throw PyError("TypeError", name + "() takes at most 3 arguments (" + std::to_string(a.positional.size()) + " given)");
    int64_t start, end;
    adjust(a, 1, static_cast<int64_t>(s.size()), start, end);
    const bool suffix = name == "endswith";
    auto matches = [&](const U32 &p) {
        if (start > static_cast<int64_t>(s.size()))
            return false;
        if (end - start < static_cast<int64_t>(p.size()))
            return false;
        const size_t at = suffix ? static_cast<size_t>(end) - p.size() : static_cast<size_t>(start);
        return s.compare(at, p.size(), p) == 0;
    };
    const Value &arg = a.positional[0];
    if (arg.kind == Value::Kind::Tuple) {
        for (const auto &p : *arg.items) {
            if (p.kind != Value::Kind::Str)
                throw PyError("TypeError", "tuple for " + name + " must only contain str, not " + PythonTypes::shortName(p));
            if (matches(Utf8::decode(p.text)))
                return Value::boolean(true);
        }
        return Value::boolean(false);
    }
    if (arg.kind != Value::Kind::Str)
        throw PyError("TypeError", name + " first arg must be str or a tuple of str, not " + PythonTypes::shortName(arg));
    return Value::boolean(matches(Utf8::decode(arg.text)));
}

Value replace(const U32 &s, const CallArgs &a)
{
    PyArgs::noKeywords(a, "str.replace");
    PyArgs::positional(a, "replace", 2, 3);
    const U32 old = strArg(a.positional[0], "replace() argument 1 must be str, not ");
    const U32 neu = strArg(a.positional[1], "replace() argument 2 must be str, not ");
    int64_t count = a.positional.size() == 3 ? PyNumber::index(a.positional[2]) : -1;
    if (count < 0)
        count = INT64_MAX;
    U32 out;
    if (old.empty()) {
        // Insert before every character and at the end.
        size_t i = 0;
        for (; i <= s.size() && count > 0; ++i, --count) {
            out += neu;
            if (i < s.size())
                out.push_back(s[i]);
        }
        if (i <= s.size())
            out += s.substr(i);
        return str(out);
    }
    size_t i = 0;
    for (size_t p; count > 0 && (p = s.find(old, i)) != U32::npos; --count) {
        out += s.substr(i, p - i) + neu;
        i = p + old.size();
    }
    out += s.substr(i);
    return str(out);
}

Value splitlines(const U32 &s, const CallArgs &a)
{
    for (const auto &[k, v] : a.keywords)
        if (k != "keepends")
            throw PyError("TypeError", "'" + k + "' is an invalid keyword argument for splitlines()");
    if (a.positional.size() > 1)
        throw PyError("TypeError", "splitlines() takes at most 1 argument (" + std::to_string(a.positional.size()) + " given)");
    const auto k = a.get(0, "keepends");
    const bool keep = k && PyNumber::index(*k) != 0;
    ValueList out;
    size_t i = 0;
    while (i < s.size()) {
        size_t j = i;
        while (j < s.size() && !isLineBreak(s[j]))
            ++j;
        size_t eol = j;
        if (j < s.size()) {
            eol = (s[j] == '\r' && j + 1 < s.size() && s[j + 1] == '\n') ? j + 2 : j + 1;
        }
        out.push_back(str(s.substr(i, (keep ? eol : j) - i)));
        i = eol;
    }
    return Value::list(out);
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

Value partition(const U32 &s, const CallArgs &a, bool right)
{
    const U32 sep = strArg(PyArgs::one(a, right ? "str.rpartition" : "str.partition"));
    if (sep.empty())
        throw PyError("ValueError", "empty separator");
    const size_t p = right ? s.rfind(sep) : s.find(sep);
    if (p == U32::npos)
        return right ? Value::tuple({str(U""), str(U""), str(s)}) : Value::tuple({str(s), str(U""), str(U"")});
    return Value::tuple({str(s.substr(0, p)), str(sep), str(s.substr(p + sep.size()))});
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
        t["split"] = [](Interpreter &, const U32 &s, CallArgs &a) { return split(s, a, false); };
        t["rsplit"] = [](Interpreter &, const U32 &s, CallArgs &a) { return split(s, a, true); };
        t["splitlines"] = [](Interpreter &, const U32 &s, CallArgs &a) { return splitlines(s, a); };
        t["strip"] = [](Interpreter &, const U32 &s, CallArgs &a) { return strip(s, a, "strip", true, true); };
        t["lstrip"] = [](Interpreter &, const U32 &s, CallArgs &a) { return strip(s, a, "lstrip", true, false); };
        t["rstrip"] = [](Interpreter &, const U32 &s, CallArgs &a) { return strip(s, a, "rstrip", false, true); };
        t["center"] = [](Interpreter &, const U32 &s, CallArgs &a) { return pad(s, a, "center"); };
        t["ljust"] = [](Interpreter &, const U32 &s, CallArgs &a) { return pad(s, a, "ljust"); };
        t["rjust"] = [](Interpreter &, const U32 &s, CallArgs &a) { return pad(s, a, "rjust"); };
        for (const char *n : {"find", "rfind", "index", "rindex", "count"})
            t[n] = [n](Interpreter &, const U32 &s, CallArgs &a) { return search(s, a, n); };
        for (const char *n : {"startswith", "endswith"})
            t[n] = [n](Interpreter &, const U32 &s, CallArgs &a) { return affix(s, a, n); };
        t["replace"] = [](Interpreter &, const U32 &s, CallArgs &a) { return replace(s, a); };
        t["join"] = [](Interpreter &in, const U32 &s, CallArgs &a) { return join(in, s, a); };
        t["partition"] = [](Interpreter &, const U32 &s, CallArgs &a) { return partition(s, a, false); };
        t["rpartition"] = [](Interpreter &, const U32 &s, CallArgs &a) { return partition(s, a, true); };
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
