#pragma once
// The engine speaks std::string and std::vector; the window speaks QString and QVector.
#include "core/Device.h"

#include <QString>
#include <QVector>

#include <cstdint>
#include <string>
#include <vector>

namespace tl::ui {

struct EngineText {
    static QString qs(const std::string &s) { return QString::fromStdString(s); }
    // As PyTorch prints it: "cpu", "cuda:0".
    static QString device(const tl::Device &d) { return QString::fromStdString(d.str()); }
    static QVector<qint64> toVector(const std::vector<int64_t> &v) { return QVector<qint64>(v.begin(), v.end()); }
};

} // namespace tl::ui
