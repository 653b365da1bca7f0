#pragma once
// The operations on a selected tensor/array (detach, to, cpu, cuda, numpy, copy, clone,
// from_numpy, requires_grad_, contiguous, t, slicing) and how their results are named.
#include "Operation.h"
#include "session/SessionModel.h"

#include <QCoreApplication>
#include <QVector>

namespace tl::ui {

class OperationCatalog {
    Q_DECLARE_TR_FUNCTIONS(OperationCatalog)

public:
    static const QVector<Operation> &all();
    static const Operation *find(const QString &id);
    // A free name for the result: "a_cpu", "na", or the next free letter ("b").
    static QString suggestName(const Operation &op, const QString &source, const SessionModel &model);
    static QString codeFor(const Operation &op, const QString &source, const QString &result, const QString &index = {});
};

} // namespace tl::ui
