#pragma once
// printf-style formatting of str, `format % args`, exactly as CPython 3.11's
// PyUnicode_Format (Objects/unicodeobject.c): %d %i %u %o %x %X %e %E %f %F %g %G %c %s %r
// %a %%, flags "-+ #0", width and precision (also '*'), and %(name)s from a mapping.
#include "interp/Value.h"

#include <string>

namespace tl {

class PercentFormat {
public:
    static std::string apply(const std::string &format, const Value &args);
};

} // namespace tl
