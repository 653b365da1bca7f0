#pragma once
// An element named the way Python code names it: "na[999][999]", "a[1, -1]", "x.grad[0]",
// or just "s" for a 0-d object. Parsed, then resolved against the session's model to the
// storage element it is (negative indices count from the end, as in Python).
#include "session/SessionModel.h"

#include <QString>
#include <QVector>

#include <optional>

namespace tl::ui {

struct ElementAddress {
    QString name;
    QVector<qint64> index;

    // "na[999][999]": the name followed by one [i] per index (0-d: the name alone).
    static QString text(const QString &name, const QVector<qint64> &index);
    QString text() const { return text(name, index); }

    // Reads "name[i][j]" or "name[i, j]"; `why` says what is wrong otherwise.
    static std::optional<ElementAddress> parse(const QString &input, QString *why = nullptr);

    struct Target {
        quint64 objectId = 0;
        quint64 storageId = 0;
        qint64 element = 0;      // in the storage's elements
        QVector<qint64> index;   // non-negative, one per dimension
    };
    // The storage element it names, or `why` not (unknown name, wrong number of indices,
    // an index out of range).
    std::optional<Target> resolve(const SessionModel &model, QString *why = nullptr) const;
};

} // namespace tl::ui
