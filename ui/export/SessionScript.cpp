// A session's code log as a script CPython runs unchanged (imports first, as PEP 8 places them).
#include "SessionScript.h"

#include <QRegularExpression>

#include <array>

namespace tl::ui {

namespace {

struct ModuleImport {
    const char *name;      // the name the statements use
    const char *statement; // the import that binds it
};

// The modules the window imports for every session (SessionController::startingImports).
constexpr std::array<ModuleImport, 2> kImports{{
    {"torch", "import torch"},
    {"np", "import numpy as np"},
}};

const QString kHeader = QStringLiteral("# A TensorLens session: python3 and tensorlens run both run this script.");

// Whether a statement other than the module's own import names it.
bool uses(const QStringList &statements, const ModuleImport &module)
{
    const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QLatin1String(module.name)));
    for (const QString &s : statements)
        if (s != QLatin1String(module.statement) && s.contains(word))
            return true;
    return false;
}

bool isStartingImport(const QString &statement)
{
    for (const ModuleImport &m : kImports)
        if (statement == QLatin1String(m.statement))
            return true;
    return false;
}

} // namespace

QString SessionScript::text(const QStringList &codeLog)
{
    qsizetype head = 0;
    while (head < codeLog.size() && isStartingImport(codeLog[head]))
        ++head;
    const QStringList body = codeLog.mid(head);
    QStringList lines{kHeader};
    for (const ModuleImport &m : kImports)
        if (uses(body, m)) // even if the body imports it again: a use may come first
            lines << QLatin1String(m.statement);
    lines << body;
    return lines.join(u'\n') + u'\n';
}

} // namespace tl::ui
