#pragma once
// What the code printed, exactly as `tensorlens run` prints it: print() output in the
// normal colour, tracebacks in the error colour.
#include "TranscriptView.h"

namespace tl::ui {

class OutputPane : public TranscriptView {
    Q_OBJECT
public:
    explicit OutputPane(QWidget *parent = nullptr);

    // At least this many lines show in the default layout.
    static constexpr int kMinVisibleLines = 10;

public slots:
    void clearOutput() { clearText(); }
};

} // namespace tl::ui
