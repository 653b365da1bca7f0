#pragma once
// str's find / index / count / startswith / endswith, split / rsplit / splitlines,
// replace and partition over code points, with CPython 3.11's argument errors.
#include "interp/CallArgs.h"
#include "interp/Value.h"

#include <string>

namespace tl {

class StrSearch {
public:
    static Value split(const std::u32string &s, const CallArgs &a, bool right);
    static Value splitlines(const std::u32string &s, const CallArgs &a);
    // find, rfind, index, rindex, count
    static Value search(const std::u32string &s, const CallArgs &a, const std::string &name);
    // startswith, endswith
    static Value affix(const std::u32string &s, const CallArgs &a, const std::string &name);
    static Value replace(const std::u32string &s, const CallArgs &a);
    static Value partition(const std::u32string &s, const CallArgs &a, bool right);
    // A str argument's code points; TypeError `what` + its type name otherwise.
    static std::u32string textArg(const Value &v, const char *what = "must be str, not ");
};

} // namespace tl
