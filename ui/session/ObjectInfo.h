#pragma once
// One tensor or ndarray reachable from a Python name: what its card shows and which
// cells of its storage it views.
#include "core/Device.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace tl::ui {

struct ObjectInfo {
    quint64 objectId = 0;
    QString kind;             // "Tensor" / "ndarray"
    QStringList names;        // every name bound to it, sorted; a gradient is named "a.grad"
    quint64 storageId = 0;
    QString dtype;            // as Python prints it: "torch.float32" (Tensor), "float32" (ndarray)
    QVector<qint64> sizes;
    QVector<qint64> strides;  // in elements
    qint64 storageOffset = 0; // in elements, from the start of the storage
    tl::Device device;
    bool requiresGrad = false;
    bool isLeaf = true;
    QString gradFn;           // "" if none, e.g. "MulBackward0"
    // The objects of the model whose autograd nodes this one's grad_fn reaches first (through
    // nodes of tensors the model does not show), in next_functions order: the overlay's edges.
    QVector<quint64> gradInputs;
    qint64 version = 0;       // Tensor._version
    bool writeable = true;    // ndarray.flags.writeable
    int elementSize = 4;

    qint64 numel() const
    {
        qint64 n = 1;
        for (qint64 s : sizes)
            n *= s;
        return n;
    }
    bool isTensor() const { return kind == QLatin1String("Tensor"); }
};

} // namespace tl::ui
