#pragma once
// One operation the window offers on the selected tensor or array, as the code it stands
// for. `{source}`, `{result}` and `{index}` are filled in when it runs.
#include <QKeySequence>
#include <QString>

namespace tl::ui {

struct Operation {
    QString id;        // "detach"
    QString label;     // "detach()"
    QString appliesTo; // "Tensor" or "ndarray"
    QString code;      // "{result} = {source}.detach()"; in place: "{source}.requires_grad_()"
    QString nameHint;  // "{source}_cpu", "n{source}"; empty: the next free letter after the source
    QKeySequence shortcut;
    QString help;      // one line: what it does to memory

    bool producesResult() const { return code.contains(QLatin1String("{result}")); }
    bool needsIndex() const { return code.contains(QLatin1String("{index}")); }
};

} // namespace tl::ui
