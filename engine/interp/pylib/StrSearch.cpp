// The searching and splitting methods of str in CPython 3.11 (Objects/stringlib/find.h,
// split.h, partition.h, unicodeobject.c replace and tailmatch): start/end adjusted as
// ADJUST_INDICES does, splitting on Python's whitespace and line boundaries.
#include "StrSearch.h"

#include "PyArgs.h"
#include "PyNumber.h"
#include "UnicodeData.h"
#include "Utf8.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "interp/PythonTypes.h"

#include <algorithm>

namespace tl {

namespace {

using U32 = std::u32string;

Value strSearchStr(const U32 &s) { return Value::str(Utf8::encode(s)); }

U32 strSearchStrArg(const Value &v, const char *what = "must be str, not ") { return StrSearch::textArg(v, what); }

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
            out.push_back(strSearchStr(s.substr(i, j - i)));
            i = j;
        }
        while (i < n && UnicodeData::isSpace(s[i]))
            ++i;
        if (i != n)
            out.push_back(strSearchStr(s.substr(i)));
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
        out.push_back(strSearchStr(s.substr(static_cast<size_t>(j + 1), static_cast<size_t>(i - j))));
        i = j;
    }
    while (i >= 0 && UnicodeData::isSpace(s[static_cast<size_t>(i)]))
        --i;
    if (i >= 0)
        out.push_back(strSearchStr(s.substr(0, static_cast<size_t>(i + 1))));
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
            out.push_back(strSearchStr(s.substr(i, p - i)));
            i = p + sep.size();
        }
        out.push_back(strSearchStr(s.substr(i)));
        return out;
    }
    size_t end = s.size();
    while (maxsplit > 0 && end >= sep.size()) {
        const size_t p = s.rfind(sep, end - sep.size());
        if (p == U32::npos)
            break;
        out.push_back(strSearchStr(s.substr(p + sep.size(), end - p - sep.size())));
        end = p;
        --maxsplit;
    }
    out.push_back(strSearchStr(s.substr(0, end)));
    std::reverse(out.begin(), out.end());
    return out;
}

bool isLineBreak(char32_t c)
{
    return c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E || c == 0x85 ||
           c == 0x2028 || c == 0x2029;
}

} // namespace

U32 StrSearch::textArg(const Value &v, const char *what)
{
    if (v.kind != Value::Kind::Str)
        throw PyError("TypeError", what + PythonTypes::shortName(v));
    return Utf8::decode(v.text);
}

// split()/rsplit(sep=None, maxsplit=-1)
Value StrSearch::split(const U32 &s, const CallArgs &a, bool right)
{
    const char *name = right ? "rsplit" : "split";
    for (const auto &[k, v] : a.keywords)
        if (k != "sep" && k != "maxsplit")
            throw Errors::invalidKeyword(k, std::string(name) + "()");
    if (a.positional.size() > 2)
        throw PyError("TypeError", std::string(name) + "() takes at most 2 arguments (" + std::to_string(a.positional.size()) +
                                       " given)");
    const auto sep = a.get(0, "sep");
    const auto maxArg = a.get(1, "maxsplit");
    const int64_t maxsplit = maxArg ? PyNumber::index(*maxArg) : -1;
    if (!sep || sep->kind == Value::Kind::None)
        return Value::list(splitWhitespace(s, maxsplit, right));
    return Value::list(splitOn(s, strSearchStrArg(*sep, "must be str or None, not "), maxsplit, right));
}

// find/rfind/index/rindex/count(sub[, start[, end]])
Value StrSearch::search(const U32 &s, const CallArgs &a, const std::string &name)
{
    PyArgs::noKeywords(a, "str." + name);
    if (a.positional.empty())
        throw PyError("TypeError", name + "() takes at least 1 argument (0 given)");
    if (a.positional.size() > 3)
        throw PyError("TypeError", name + "() takes at most 3 arguments (" + std::to_string(a.positional.size()) + " given)");
    const U32 sub = strSearchStrArg(a.positional[0]);
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

Value StrSearch::affix(const U32 &s, const CallArgs &a, const std::string &name)
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

Value StrSearch::replace(const U32 &s, const CallArgs &a)
{
    PyArgs::noKeywords(a, "str.replace");
    PyArgs::positional(a, "replace", 2, 3);
    const U32 old = strSearchStrArg(a.positional[0], "replace() argument 1 must be str, not ");
    const U32 neu = strSearchStrArg(a.positional[1], "replace() argument 2 must be str, not ");
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
        return strSearchStr(out);
    }
    size_t i = 0;
    for (size_t p; count > 0 && (p = s.find(old, i)) != U32::npos; --count) {
        out += s.substr(i, p - i) + neu;
        i = p + old.size();
    }
    out += s.substr(i);
    return strSearchStr(out);
}

Value StrSearch::splitlines(const U32 &s, const CallArgs &a)
{
    for (const auto &[k, v] : a.keywords)
        if (k != "keepends")
            throw Errors::invalidKeyword(k, "splitlines()");
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
        out.push_back(strSearchStr(s.substr(i, (keep ? eol : j) - i)));
        i = eol;
    }
    return Value::list(out);
}

Value StrSearch::partition(const U32 &s, const CallArgs &a, bool right)
{
    const U32 sep = strSearchStrArg(PyArgs::one(a, right ? "str.rpartition" : "str.partition"));
    if (sep.empty())
        throw PyError("ValueError", "empty separator");
    const size_t p = right ? s.rfind(sep) : s.find(sep);
    if (p == U32::npos)
        return right ? Value::tuple({strSearchStr(U""), strSearchStr(U""), strSearchStr(s)}) : Value::tuple({strSearchStr(s), strSearchStr(U""), strSearchStr(U"")});
    return Value::tuple({strSearchStr(s.substr(0, p)), strSearchStr(sep), strSearchStr(s.substr(p + sep.size()))});
}

} // namespace tl
