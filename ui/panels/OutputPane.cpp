#include "OutputPane.h"

namespace tl::ui {

OutputPane::OutputPane(QWidget *parent) : TranscriptView(parent)
{
    setObjectName(QStringLiteral("outputPane"));
    setPlaceholderText(tr("print() output and tracebacks appear here"));
}

} // namespace tl::ui
