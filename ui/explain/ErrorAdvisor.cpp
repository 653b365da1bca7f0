#include "ErrorAdvisor.h"

#include "ShapeText.h"
#include "StatementText.h"

#include <QHash>
#include <QRegularExpression>

namespace tl::ui {

namespace {

QString code(const QString &s)
{
    return QStringLiteral("<code>%1</code>").arg(s.toHtmlEscaped());
}

} // namespace

template<typename Pred>
QStringList ErrorAdvisor::namesWhere(const Failure &f, Pred pred) const
{
    QStringList out;
    for (const QString &n : StatementText(f.statement).readNames())
        if (const ObjectInfo *o = model_.objectForName(n); o && pred(*o))
            out << n;
    return out;
}

QString ErrorAdvisor::shapeText(const QString &name) const
{
    const ObjectInfo *o = model_.objectForName(name);
    return ShapeText::tuple(o ? o->sizes : QVector<qint64>());
}

QString ErrorAdvisor::freshName(const QString &base) const
{
    QString name = base;
    for (int i = 2; model_.names.contains(name); ++i)
        name = base + QString::number(i);
    return name;
}

ErrorAdvisor::Failure ErrorAdvisor::failureOf(const ExecResult &result)
{
    Failure f{result.errorType, result.message, result.fix, result.statement, result.errorId, result.suggestion};
    QStringList lines = result.output.split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    const QString prefix = result.errorType + QStringLiteral(": ");
    if (!lines.isEmpty() && lines.last().startsWith(prefix + result.message))
        f.message = lines.last().mid(prefix.size());
    return f;
}

ErrorAdvice ErrorAdvisor::advise(const Failure &f) const
{
    // What happened is the engine's error id, never the wording of its message.
    using Advice = ErrorAdvice (ErrorAdvisor::*)(const Failure &) const;
    static const QHash<QString, Advice> byId{
        {QStringLiteral("numpy_requires_grad"), &ErrorAdvisor::numpyRequiresGrad},
        {QStringLiteral("numpy_on_cuda"), &ErrorAdvisor::numpyOnCuda},
        {QStringLiteral("mixed_devices"), &ErrorAdvisor::mixedDevices},
        {QStringLiteral("leaf_in_place"), &ErrorAdvisor::leafInPlace},
        {QStringLiteral("view_of_leaf_in_place"), &ErrorAdvisor::leafInPlace},
        {QStringLiteral("non_leaf_requires_grad_false"), &ErrorAdvisor::nonLeafRequiresGrad},
        {QStringLiteral("non_leaf_requires_grad_true"), &ErrorAdvisor::nonLeafRequiresGrad},
        {QStringLiteral("factory_requires_grad_dtype"), &ErrorAdvisor::gradOnIntegerDtype},
        {QStringLiteral("set_requires_grad_dtype"), &ErrorAdvisor::gradOnIntegerDtype},
        {QStringLiteral("requires_grad_underscore_dtype"), &ErrorAdvisor::gradOnIntegerDtype},
        {QStringLiteral("read_only_array"), &ErrorAdvisor::readOnlyArray},
        {QStringLiteral("size_mismatch"), &ErrorAdvisor::shapeMismatch},
        {QStringLiteral("numpy_broadcast"), &ErrorAdvisor::shapeMismatch},
        {QStringLiteral("expand_mismatch"), &ErrorAdvisor::shapeMismatch},
    };
    if (const auto it = byId.constFind(f.id); it != byId.constEnd())
        return (this->**it)(f);
    if (f.type == QLatin1String("NameError") || f.type == QLatin1String("AttributeError"))
        return unknownName(f);
    return generic(f);
}

ErrorAdvice ErrorAdvisor::numpyRequiresGrad(const Failure &f) const
{
    StatementText st(f.statement);
    const QString receiver = st.receiverOf(QStringLiteral("numpy"));
    const QString who = receiver.isEmpty() ? QStringLiteral("The tensor") : code(receiver);
    ErrorAdvice advice;
    advice.why = tr("%1 requires grad, so autograd records every operation on it to compute gradients later. "
                    "An ndarray from numpy() would share its memory where autograd cannot see NumPy's writes, "
                    "so PyTorch refuses; detach() first says you only want the values.")
                     .arg(who);
    if (!receiver.isEmpty()) {
        advice.fixes << FixOption{tr("Detach, then view as NumPy"), st.withCallReplaced(QStringLiteral("numpy"), QStringLiteral("detach().numpy()")), {}};
        advice.fixes << FixOption{tr("Let numpy(force=True) detach (and copy if needed)"),
                                  st.withCallReplaced(QStringLiteral("numpy"), QStringLiteral("numpy(force=True)")), {}};
    } else {
        // np.array(t) / np.asarray(t) call numpy() on t behind the scenes.
        QString fixed = f.statement;
        for (const QString &n : namesWhere(f, [](const ObjectInfo &x) { return x.requiresGrad; }))
            fixed = StatementText(fixed).withNameReplaced(n, n + QStringLiteral(".detach()"));
        if (fixed != f.statement)
            advice.fixes << FixOption{tr("Detach the tensor first"), fixed, {}};
    }
    return advice;
}

ErrorAdvice ErrorAdvisor::numpyOnCuda(const Failure &f) const
{
    StatementText st(f.statement);
    const QString receiver = st.receiverOf(QStringLiteral("numpy"));
    ErrorAdvice advice;
    advice.why = tr("%1 lives in GPU memory (cuda:0). A NumPy array can only point at host (CPU) memory, so there is "
                    "nothing numpy() could share: the values must be copied to the host first.")
                     .arg(receiver.isEmpty() ? tr("The tensor") : code(receiver));
    if (receiver.isEmpty())
        return advice;
    const ObjectInfo *tensor = model_.objectForName(receiver);
    const bool needsDetach = tensor && tensor->requiresGrad;
    advice.fixes << FixOption{needsDetach ? tr("Detach, copy to the host, then view as NumPy") : tr("Copy to the host, then view as NumPy"),
                              st.withCallReplaced(QStringLiteral("numpy"),
                                                  needsDetach ? QStringLiteral("detach().cpu().numpy()") : QStringLiteral("cpu().numpy()")),
                              {}};
    advice.fixes << FixOption{tr("Let numpy(force=True) copy to the host"),
                              st.withCallReplaced(QStringLiteral("numpy"), QStringLiteral("numpy(force=True)")), {}};
    return advice;
}

ErrorAdvice ErrorAdvisor::mixedDevices(const Failure &f) const
{
    const QStringList onCpu = namesWhere(f, [](const ObjectInfo &x) { return x.kind == QLatin1String("Tensor") && x.device.isCpu(); });
    const QStringList onCuda = namesWhere(f, [](const ObjectInfo &x) { return x.kind == QLatin1String("Tensor") && x.device.isCuda(); });
    ErrorAdvice advice;
    advice.why = tr("An operation runs on one device, and PyTorch never moves data behind your back.");
    if (!onCpu.isEmpty() && !onCuda.isEmpty())
        advice.why += u' ' + tr("Here %1 is in host memory (cpu) and %2 in GPU memory (cuda:0): move one of them explicitly, which copies it.")
                                 .arg(code(onCpu.join(QStringLiteral(", "))), code(onCuda.join(QStringLiteral(", "))));
    QString toGpu = f.statement, toHost = f.statement;
    for (const QString &n : onCpu)
        toGpu = StatementText(toGpu).withNameReplaced(n, n + QStringLiteral(".to('cuda')"));
    for (const QString &n : onCuda)
        toHost = StatementText(toHost).withNameReplaced(n, n + QStringLiteral(".cpu()"));
    if (!onCpu.isEmpty() && toGpu != f.statement)
        advice.fixes << FixOption{tr("Copy %1 to the GPU for this operation").arg(onCpu.join(QStringLiteral(", "))), toGpu, {}};
    if (!onCuda.isEmpty() && toHost != f.statement)
        advice.fixes << FixOption{tr("Copy %1 to the host for this operation").arg(onCuda.join(QStringLiteral(", "))), toHost, {}};
    return advice;
}

ErrorAdvice ErrorAdvisor::leafInPlace(const Failure &f) const
{
    StatementText st(f.statement);
    const QString target = st.writtenName();
    ErrorAdvice advice;
    advice.why = tr("%1 is (a view of) a leaf tensor that requires grad: autograd will compute its gradient and needs its "
                    "values exactly as they were used. Changing them in place would make gradients silently wrong, so "
                    "PyTorch refuses.")
                     .arg(code(target.isEmpty() ? tr("The tensor") : target));
    if (target.isEmpty())
        return advice;
    // Write through a detached alias: same storage, but autograd does not record it.
    static const QHash<QString, QString> inPlaceMethod{{"+=", "add_"}, {"-=", "sub_"}, {"*=", "mul_"}};
    const QString aug = st.augmentedOperator();
    const QString rest = f.statement.trimmed().mid(target.size());
    const QString detached = aug.isEmpty() ? target + QStringLiteral(".detach()") + rest
                                           : target + QStringLiteral(".detach().%1(%2)").arg(inPlaceMethod.value(aug), st.value());
    if (aug.isEmpty() || inPlaceMethod.contains(aug))
        advice.fixes << FixOption{tr("Change the values through detach() (not recorded by autograd)"), detached, {}};
    const QString copy = freshName(target + QStringLiteral("_copy"));
    advice.fixes << FixOption{tr("Work on a clone instead (recorded by autograd)"),
                              copy + QStringLiteral(" = ") + target + QStringLiteral(".clone()\n") + st.withNameReplaced(target, copy), {}};
    return advice;
}

ErrorAdvice ErrorAdvisor::nonLeafRequiresGrad(const Failure &f) const
{
    const QString target = StatementText(f.statement).writtenName();
    const ObjectInfo *o = model_.objectForName(target);
    ErrorAdvice advice;
    const QString who = o ? code(target) : tr("The tensor");
    const QString made = o && !o->gradFn.isEmpty() ? tr(" (its grad_fn is %1)").arg(code(o->gradFn)) : QString();
    advice.why = tr("%1 is not a leaf: autograd computed it from tensors that require grad%2, so it requires grad because "
                    "they do. Only a leaf's requires_grad flag (a tensor you made, not one computed) can be changed.")
                     .arg(who, made);
    if (!o)
        return advice;
    if (f.id == QLatin1String("non_leaf_requires_grad_false")) {
        // PyTorch's own advice: a detached alias, same storage, outside the graph.
        const QString alias = freshName(target + QStringLiteral("_no_grad"));
        advice.fixes << FixOption{tr("Use a detached alias that does not require grad"), alias + QStringLiteral(" = ") + target + QStringLiteral(".detach()"), {}};
    } else {
        advice.fixes << FixOption{tr("Keep %1's gradient after backward() (retain_grad)").arg(target), target + QStringLiteral(".retain_grad()"), {}};
        const QString leaf = freshName(target + QStringLiteral("_leaf"));
        advice.fixes << FixOption{tr("Make a new leaf with %1's values that requires grad").arg(target),
                                  leaf + QStringLiteral(" = ") + target + QStringLiteral(".detach().requires_grad_()"), {}};
    }
    return advice;
}

ErrorAdvice ErrorAdvisor::gradOnIntegerDtype(const Failure &f) const
{
    StatementText st(f.statement);
    ErrorAdvice advice;
    advice.why = tr("Gradients exist only for floating-point (and complex) numbers: integer and bool values cannot change "
                    "by a tiny amount, so such a tensor cannot require grad.");
    const QString s = f.statement.trimmed();
    static const QRegularExpression intDtype(QStringLiteral("dtype\\s*=\\s*torch\\.(int64|int32|long|int|bool)\\b"));
    static const QRegularExpression gradKw(QStringLiteral(",\\s*requires_grad\\s*=\\s*True"));
    if (s.contains(gradKw)) {
        QString asFloat = s;
        if (asFloat.contains(intDtype))
            asFloat.replace(intDtype, QStringLiteral("dtype=torch.float32"));
        else
            asFloat.replace(gradKw, QStringLiteral(", dtype=torch.float32, requires_grad=True"));
        advice.fixes << FixOption{tr("Create it as float32"), asFloat, {}};
        advice.fixes << FixOption{tr("Keep the dtype, without requires_grad"), QString(s).remove(gradKw), {}};
        return advice;
    }
    const QString target = st.writtenName();
    if (const ObjectInfo *o = model_.objectForName(target); o && o->isTensor())
        advice.fixes << FixOption{tr("Convert to float32 first (a new tensor), then require grad"),
                                  target + QStringLiteral(" = ") + target + QStringLiteral(".float()\n") + s, {}};
    return advice;
}

ErrorAdvice ErrorAdvisor::readOnlyArray(const Failure &f) const
{
    StatementText st(f.statement);
    const QString target = st.writtenName();
    ErrorAdvice advice;
    advice.why = tr("%1 is read-only (its WRITEABLE flag is False), so NumPy refuses every write into it. "
                    "A copy is a new, writeable array; the original memory stays as it is.")
                     .arg(code(target.isEmpty() ? tr("The array") : target));
    if (!target.isEmpty())
        advice.fixes << FixOption{tr("Write into a copy"), target + QStringLiteral(" = ") + target + QStringLiteral(".copy()\n") + f.statement.trimmed(), {}};
    return advice;
}

ErrorAdvice ErrorAdvisor::shapeMismatch(const Failure &f) const
{
    ErrorAdvice advice;
    advice.why = tr("Elementwise operations broadcast: comparing sizes from the last dimension, each pair must be equal "
                    "or one of them 1.");
    QStringList shapes;
    for (const QString &n : namesWhere(f, [](const ObjectInfo &) { return true; }))
        shapes << tr("%1 has shape %2").arg(code(n), shapeText(n));
    if (!shapes.isEmpty())
        advice.why += u' ' + tr("Here %1.").arg(shapes.join(QStringLiteral(", ")));
    return advice;
}

ErrorAdvice ErrorAdvisor::unknownName(const Failure &f) const
{
    StatementText st(f.statement);
    ErrorAdvice advice;
    static const QRegularExpression nameRe(QStringLiteral("^name '([^']+)' is not defined"));
    static const QRegularExpression attrRe(QStringLiteral("^'([^']+)' object has no attribute '([^']+)'"));
    if (const auto m = nameRe.match(f.message); m.hasMatch()) {
        const QString name = m.captured(1);
        advice.why = tr("No variable named %1 exists in this session: names are created by assignment, and a statement "
                        "that fails creates none.")
                         .arg(code(name));
        if (!f.suggestion.isEmpty()) {
            advice.why += u' ' + tr("Python found the similar name %1.").arg(code(f.suggestion));
            advice.fixes << FixOption{tr("Use %1").arg(f.suggestion), st.withNameReplaced(name, f.suggestion), {}};
        }
        return advice;
    }
    const auto m = attrRe.match(f.message);
    if (!m.hasMatch())
        return generic(f);
    const QString type = m.captured(1), attr = m.captured(2);
    advice.why = tr("%1 objects have no attribute %2.").arg(code(type), code(attr));
    if (type == QLatin1String("Tensor") && attr == QLatin1String("copy")) {
        advice.why += u' ' + tr("PyTorch calls copying a tensor clone(); copy() is NumPy's name (copy_() writes into a tensor).");
        advice.fixes << FixOption{tr("Use clone()"), st.withAttributeRenamed(attr, QStringLiteral("clone")), {}};
    } else if (type == QLatin1String("numpy.ndarray") && attr == QLatin1String("clone")) {
        advice.why += u' ' + tr("NumPy calls copying an array copy(); clone() is PyTorch's name.");
        advice.fixes << FixOption{tr("Use copy()"), st.withAttributeRenamed(attr, QStringLiteral("copy")), {}};
    } else if (!f.suggestion.isEmpty()) {
        advice.fixes << FixOption{tr("Use %1").arg(f.suggestion), st.withAttributeRenamed(attr, f.suggestion), {}};
    }
    return advice;
}

ErrorAdvice ErrorAdvisor::generic(const Failure &f) const
{
    ErrorAdvice advice;
    if (f.type == QLatin1String("SyntaxError"))
        advice.why = tr("Python could not read this as a statement, so nothing of it ran.");
    else if (f.type == QLatin1String("NotSupported"))
        advice.why = tr("This is Python, but outside the part of Python, PyTorch and NumPy that the built-in engine "
                        "models, so nothing of it ran.");
    else if (!f.fix.isEmpty())
        advice.why = tr("PyTorch's way out here is %1.").arg(code(f.fix));
    return advice;
}

} // namespace tl::ui
