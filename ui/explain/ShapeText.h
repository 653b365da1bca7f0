#pragma once
// Shapes as Python writes them, and as people type them into the build panel.
#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace tl::ui {

class ShapeText {
    Q_DECLARE_TR_FUNCTIONS(ShapeText)

public:
    // Python's tuple spelling: (2, 3), (4,), ().
    static QString tuple(const QVector<qint64> &shape);
    // "1,2", "2x3", "(2, 3)", "[4]", "()" -> sizes; an explanation in `error` otherwise.
    static std::optional<QVector<qint64>> parse(const QString &text, QString *error);
};

} // namespace tl::ui
