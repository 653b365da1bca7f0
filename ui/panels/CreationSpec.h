#pragma once
// What the build panel's form says, and the one statement of the subset that creates it
// ("a = torch.ones((1, 2), requires_grad=True)"). Turning a form into code is all this
// does: whether the code is valid is for the engine to say.
#include <QCoreApplication>
#include <QString>

namespace tl::ui {

struct CreationSpec {
    Q_DECLARE_TR_FUNCTIONS(CreationSpec)

public:
    enum class Library { Torch, NumPy };
    enum class Fill { Ones, Zeros, Full, Arange, Values };

    Library library = Library::Torch;
    QString name = QStringLiteral("a");
    QString shape = QStringLiteral("1, 2"); // as typed: "1,2", "2x3", "(2, 3)", "[4]"
    Fill fill = Fill::Ones;
    QString value;                          // Full: the value; Values: the data ("[[1, 2], [3, 4]]")
    QString dtype = QStringLiteral("float32"); // float32, float64, int64, int32, bool
    QString device = QStringLiteral("cpu");    // "cpu" / "cuda:0" (Torch only)
    bool requiresGrad = false;                 // Torch only

    // The statement, or an empty string with the reason in `error` (form problems only).
    QString code(QString *error) const;
    // Statements the code needs first, e.g. "import numpy as np".
    QString importLine() const;

private:
    QString dtypeText() const;
};

} // namespace tl::ui
