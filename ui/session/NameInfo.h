#pragma once
// A Python name and what it is bound to.
#include <QString>

namespace tl::ui {

struct NameInfo {
    QString name;
    quint64 objectId = 0; // 0 for plain Python values (numbers, strings, dtypes, ...)
    QString typeName;     // "Tensor", "ndarray", "int", "torch.dtype" ...
    QString repr;         // short repr of a plain value ("3", "torch.float32"); "" for tensors/arrays
};

} // namespace tl::ui
