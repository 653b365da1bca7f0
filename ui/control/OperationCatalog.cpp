#include "OperationCatalog.h"

namespace tl::ui {

const QVector<Operation> &OperationCatalog::all()
{
    static const QVector<Operation> ops{
        {"detach", "detach()", "Tensor", "{result} = {source}.detach()", "", QKeySequence(Qt::Key_D),
         tr("A new tensor on the same storage, outside autograd (no copy).")},
        {"to_cpu", "to('cpu')", "Tensor", "{result} = {source}.to('cpu')", "{source}_cpu", QKeySequence(Qt::SHIFT | Qt::Key_C),
         tr("The same tensor if already on the CPU; otherwise a copy into host memory.")},
        {"to_cuda", "to('cuda')", "Tensor", "{result} = {source}.to('cuda')", "{source}_cuda", QKeySequence(Qt::SHIFT | Qt::Key_G),
         tr("The same tensor if already on cuda:0; otherwise a copy into GPU memory.")},
        {"cpu", "cpu()", "Tensor", "{result} = {source}.cpu()", "{source}_cpu", QKeySequence(Qt::Key_C),
         tr("Like to('cpu'): returns self on the CPU, copies from the GPU.")},
        {"cuda", "cuda()", "Tensor", "{result} = {source}.cuda()", "{source}_cuda", QKeySequence(Qt::Key_G),
         tr("Like to('cuda'): returns self on the GPU, copies from the CPU.")},
        {"numpy", "numpy()", "Tensor", "{result} = {source}.numpy()", "n{source}", QKeySequence(Qt::Key_N),
         tr("An ndarray viewing the tensor's host memory (no copy); refused if it requires grad or is on the GPU.")},
        {"numpy_force", "numpy(force=True)", "Tensor", "{result} = {source}.numpy(force=True)", "n{source}",
         QKeySequence(Qt::SHIFT | Qt::Key_N), tr("Detaches and copies to the host when needed, then views as NumPy.")},
        {"clone", "clone()", "Tensor", "{result} = {source}.clone()", "", QKeySequence(Qt::Key_L),
         tr("A copy in new memory on the same device (recorded by autograd).")},
        {"requires_grad_on", "requires_grad_()", "Tensor", "{source}.requires_grad_()", "", QKeySequence(Qt::Key_R),
         tr("Autograd starts tracking this tensor (floating point only).")},
        {"requires_grad_off", "requires_grad_(False)", "Tensor", "{source}.requires_grad_(False)", "",
         QKeySequence(Qt::SHIFT | Qt::Key_R), tr("Autograd stops tracking this leaf tensor.")},
        {"contiguous", "contiguous()", "Tensor", "{result} = {source}.contiguous()", "", QKeySequence(Qt::Key_O),
         tr("The same tensor when already contiguous; otherwise a row-major copy.")},
        {"t", "t()", "Tensor", "{result} = {source}.t()", "{source}_t", QKeySequence(Qt::Key_T),
         tr("The transpose: a view with swapped strides (no copy).")},
        {"slice", "[…] slice", "Tensor", "{result} = {source}[{index}]", "", QKeySequence(Qt::Key_S),
         tr("A view of part of the storage (no copy).")},
        {"copy", "copy()", "ndarray", "{result} = {source}.copy()", "{source}c", QKeySequence(Qt::Key_K),
         tr("An independent array in new host memory.")},
        {"from_numpy", "torch.from_numpy()", "ndarray", "{result} = torch.from_numpy({source})", "t{source}",
         QKeySequence(Qt::Key_F), tr("A tensor on the array's memory (no copy).")},
        {"array_slice", "[…] slice", "ndarray", "{result} = {source}[{index}]", "", QKeySequence(Qt::Key_S),
         tr("A view of part of the array's memory (no copy).")},
    };
    return ops;
}

const Operation *OperationCatalog::find(const QString &id)
{
    for (const Operation &op : all())
        if (op.id == id)
            return &op;
    return nullptr;
}

QString OperationCatalog::suggestName(const Operation &op, const QString &source, const SessionModel &model)
{
    auto taken = [&](const QString &n) { return model.names.contains(n); };
    if (!op.nameHint.isEmpty()) {
        const QString base = QString(op.nameHint).replace(QLatin1String("{source}"), source);
        QString name = base;
        for (int i = 2; taken(name); ++i)
            name = base + QString::number(i);
        return name;
    }
    // The next free letter after the source's first letter: a -> b -> c ...
    const QChar first = source.isEmpty() ? QChar(u'a') : source.at(0).toLower();
    for (char16_t c = first.isLetter() ? first.unicode() + 1 : u'a'; c <= u'z'; ++c)
        if (!taken(QString(QChar(c))))
            return QString(QChar(c));
    QString name = source + QStringLiteral("_2");
    for (int i = 3; taken(name); ++i)
        name = source + u'_' + QString::number(i);
    return name;
}

QString OperationCatalog::codeFor(const Operation &op, const QString &source, const QString &result, const QString &index)
{
    return QString(op.code)
        .replace(QLatin1String("{source}"), source)
        .replace(QLatin1String("{result}"), result)
        .replace(QLatin1String("{index}"), index.trimmed());
}

} // namespace tl::ui
