#pragma once
// The code each canvas gesture stands for, written as a user would type it: every gesture
// is code that runs through the session (and so shows in the Code panel and undoes).
#include "core/Device.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace tl::ui {

struct ObjectInfo;

struct CanvasCode {
    // "na[0][0] = 10"; a 0-d object is filled: "s.fill_(10)" (Tensor), "s.fill(10)" (ndarray).
    static QString elementWrite(const QString &name, const ObjectInfo &object, const QVector<qint64> &index, const QString &value);
    // "a = a.to('cuda')" / "a = a.to('cpu')": the name moves; other names keep the old memory.
    static QString moveTo(const QString &name, const QString &device);
    // "a.requires_grad_(True)"
    static QString requiresGrad(const QString &name, bool on);
    // After a move: "c still views storage #1 in Host RAM" ("" when no other name kept it).
    static QString keptBy(const QStringList &others, int storageNumber, const tl::Device &device);
    // Where a name's device toggle goes: "cuda" from the host, "cpu" from a GPU.
    static QString otherDevice(const tl::Device &device);
};

} // namespace tl::ui
