#pragma once
// Maps an exception the engine raised (PyTorch's/NumPy's/CPython's exact type and message,
// the engine's fix hint, the failing statement) to an explanation and fixes a learner can
// apply with one click. The texts explain; the engine decides: every fix is later tried
// (FixPreview) and offered only when it runs.
#include "ErrorAdvice.h"
#include "session/ExecResult.h"
#include "session/SessionModel.h"

#include <QCoreApplication>

namespace tl::ui {

class ErrorAdvisor {
    Q_DECLARE_TR_FUNCTIONS(ErrorAdvisor)

public:
    struct Failure {
        QString type;      // "RuntimeError"
        QString message;   // exactly as printed after "Type: "
        QString fix;       // the engine's PyError fix ("detach()", "cpu()", ...), may be empty
        QString statement; // the statement that failed
        QString id;         // the engine's error id ("numpy_requires_grad"...): what the advice switches on
        QString suggestion; // CPython's "Did you mean" name for NameError/AttributeError
    };

    // The failure as Python prints it: the message is taken from the traceback's last line
    // when that line carries more (CPython's ". Did you mean: 'x'?").
    static Failure failureOf(const ExecResult &result);

    // `model`: the session as it was when the statement failed (a failure changes nothing).
    explicit ErrorAdvisor(const SessionModel &model) : model_(model) {}

    ErrorAdvice advise(const Failure &failure) const;

private:
    ErrorAdvice numpyRequiresGrad(const Failure &f) const;
    ErrorAdvice numpyOnCuda(const Failure &f) const;
    ErrorAdvice mixedDevices(const Failure &f) const;
    ErrorAdvice leafInPlace(const Failure &f) const;
    ErrorAdvice nonLeafRequiresGrad(const Failure &f) const;
    ErrorAdvice gradOnIntegerDtype(const Failure &f) const;
    ErrorAdvice readOnlyArray(const Failure &f) const;
    ErrorAdvice shapeMismatch(const Failure &f) const;
    ErrorAdvice unknownName(const Failure &f) const;
    ErrorAdvice generic(const Failure &f) const;

    // Names the statement reads that satisfy `pred`.
    template<typename Pred>
    QStringList namesWhere(const Failure &f, Pred pred) const;
    QString shapeText(const QString &name) const;
    QString freshName(const QString &base) const;

    const SessionModel &model_;
};

} // namespace tl::ui
