#pragma once
// Whether a name typed into a form may name a new object: a Python identifier (as the
// engine's own tokenizer reads it), not a keyword, and not a name whose rebinding would
// break every later statement (the torch and NumPy modules, Python's built-ins).
#include <QCoreApplication>
#include <QString>

namespace tl::ui {

class NameRule {
    Q_DECLARE_TR_FUNCTIONS(NameRule)
public:
    // Why `name` cannot be used, in one sentence; empty when it can.
    static QString refusal(const QString &name);
};

} // namespace tl::ui
