#pragma once
// A file's whole text as UTF-8 ("" when it cannot be read): scripts, goldens, lessons.
#include <QString>

namespace tl::test {

struct TextFile {
    static QString read(const QString &path);
};

} // namespace tl::test
