#include "CreationSpec.h"

#include "explain/ShapeText.h"
#include "session/NameRule.h"

#include <QRegularExpression>
#include <QStringList>

namespace tl::ui {

QString CreationSpec::dtypeText() const
{
    if (library == Library::Torch)
        return QStringLiteral("torch.") + dtype;
    return dtype == QLatin1String("bool") ? QStringLiteral("np.bool_") : QStringLiteral("np.") + dtype;
}

QString CreationSpec::importLine() const
{
    return library == Library::Torch ? QStringLiteral("import torch") : QStringLiteral("import numpy as np");
}

QString CreationSpec::code(QString *error) const
{
    const QString target = name.trimmed();
    if (const QString refusal = NameRule::refusal(target); !refusal.isEmpty()) {
        *error = refusal;
        return {};
    }
    QVector<qint64> dims;
    if (fill != Fill::Values) {
        auto parsed = ShapeText::parse(shape, error);
        if (!parsed)
            return {};
        dims = *parsed;
    }
    if (fill == Fill::Full && value.trimmed().isEmpty()) {
        *error = tr("Enter the value to fill with, e.g. 7 or 0.5.");
        return {};
    }
    if (fill == Fill::Values && value.trimmed().isEmpty()) {
        *error = tr("Enter the values, e.g. [[1, 2], [3, 4]].");
        return {};
    }
    const bool torch = library == Library::Torch;
    if (!torch && fill == Fill::Full) {
        *error = tr("NumPy's full() is outside the Python subset TensorLens runs: use ones, zeros, arange or explicit values.");
        return {};
    }
    const QString module = torch ? QStringLiteral("torch") : QStringLiteral("np");
    // Keyword arguments in PyTorch's documented order; defaults left out.
    QStringList kwargs;
    bool defaultDtype = false; // Full and Values infer from the value: always say it
    if (fill == Fill::Arange)
        defaultDtype = dtype == QLatin1String("int64");
    else if (fill == Fill::Ones || fill == Fill::Zeros)
        defaultDtype = dtype == (torch ? QLatin1String("float32") : QLatin1String("float64"));
    if (!defaultDtype)
        kwargs << QStringLiteral("dtype=") + dtypeText();
    if (torch && device != QLatin1String("cpu"))
        kwargs << QStringLiteral("device='%1'").arg(device);
    qint64 numel = 1;
    for (qint64 d : dims) {
        if (fill == Fill::Arange && __builtin_mul_overflow(numel, d, &numel)) {
            *error = tr("The shape %1 has more elements than a 64-bit count holds: use a smaller shape.").arg(ShapeText::tuple(dims));
            return {};
        }
    }
    const bool reshaped = fill == Fill::Arange && dims.size() != 1;
    if (torch && requiresGrad && !reshaped)
        kwargs << QStringLiteral("requires_grad=True");
    const QString tail = kwargs.isEmpty() ? QString() : QStringLiteral(", ") + kwargs.join(QStringLiteral(", "));

    QString call;
    switch (fill) {
    case Fill::Ones:
        call = module + QStringLiteral(".ones(") + ShapeText::tuple(dims) + tail + u')';
        break;
    case Fill::Zeros:
        call = module + QStringLiteral(".zeros(") + ShapeText::tuple(dims) + tail + u')';
        break;
    case Fill::Full:
        call = module + QStringLiteral(".full(") + ShapeText::tuple(dims) + QStringLiteral(", ") + value.trimmed() + tail + u')';
        break;
    case Fill::Arange:
        call = module + QStringLiteral(".arange(") + QString::number(numel) + tail + u')';
        if (reshaped) {
            QStringList sizes;
            for (qint64 d : dims)
                sizes << QString::number(d);
            call += QStringLiteral(".reshape(") + (dims.isEmpty() ? QStringLiteral("()") : sizes.join(QStringLiteral(", "))) + u')';
            if (torch && requiresGrad)
                call += QStringLiteral(".requires_grad_()");
        }
        break;
    case Fill::Values:
        call = (torch ? QStringLiteral("torch.tensor(") : QStringLiteral("np.array(")) + value.trimmed() + tail + u')';
        break;
    }
    return target + QStringLiteral(" = ") + call;
}

} // namespace tl::ui
