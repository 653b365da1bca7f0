#pragma once
// One element written through some view (`na[0][0] = 10`): the storage cell, its old and
// new value, and every live tensor/array that sees that element with its own index.
#include <QMetaType>
#include <QString>
#include <QVector>

namespace tl::ui {

struct ElementAlias {
    quint64 objectId = 0;
    QString kind;          // "Tensor" / "ndarray"
    QString name;          // first name bound to the object, "" for an unnamed temporary
    QVector<qint64> index; // the object's own index of the element
    QString label;         // e.g. "a[0][0]"; "" when unnamed

    // How `name` reaches the element: "a[0][0]" (just "a" for a 0-d object).
    static QString labelOf(const QString &name, const QVector<qint64> &index)
    {
        QString label = name;
        for (qint64 i : index)
            label += QStringLiteral("[%1]").arg(i);
        return label;
    }
};

struct ElementWrite {
    quint64 storageId = 0;
    qint64 elementIndex = 0; // in elements of the storage's dtype
    qint64 byteOffset = 0;
    tl::Device device;       // where the write happened
    QString oldValue;
    QString newValue;
    QString op;              // the statement, e.g. "na[0][0] = 10"
    QVector<ElementAlias> aliases;
};

} // namespace tl::ui

Q_DECLARE_METATYPE(tl::ui::ElementWrite)
