#pragma once
// The copy-cost measurements as CSV (size_bytes,op,median_ns,backend), one row per
// measured point, written whole or not at all.
#include "CopyCostRun.h"

#include <QString>

namespace tl::ui {

class CopyCostCsv {
public:
    static QString text(const CopyCostRun::Result &result);
    // False (with `error` saying why, and no file left) when `path` cannot be written.
    static bool write(const CopyCostRun::Result &result, const QString &path, QString *error);
};

} // namespace tl::ui
