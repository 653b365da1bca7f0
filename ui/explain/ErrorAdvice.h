#pragma once
// What the error dialog shows besides the exception itself: why it happened, in one or
// two sentences, and the fixes it can apply (each as the exact code that will run).
#include <QString>
#include <QVector>

namespace tl::ui {

struct FixOption {
    QString title;  // "Detach first, then view as NumPy"
    QString code;   // one or more statements, run as they are
    QString effect; // what running it does, filled in by FixPreview from a trial run
};

struct ErrorAdvice {
    QString why;
    QVector<FixOption> fixes;
};

} // namespace tl::ui
