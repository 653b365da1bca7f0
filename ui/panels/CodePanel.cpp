#include "CodePanel.h"

#include "theme/MonospaceFont.h"

#include <QScrollBar>

namespace tl::ui {

CodePanel::CodePanel(QWidget *parent) : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("codeLog"));
    setReadOnly(true);
    setFont(MonospaceFont::family());
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setToolTip(tr("Every action as PyTorch code: File > Save code writes it as a script for tensorlens run or python3"));
    // A horizontal scroll bar or a smaller dock changes the range after the text is set.
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int max) {
        if (followsEnd_)
            verticalScrollBar()->setValue(max);
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int value) { followsEnd_ = value == verticalScrollBar()->maximum(); });
}

void CodePanel::setCode(const QStringList &statements)
{
    const QString text = statements.join(u'\n');
    if (text == toPlainText())
        return;
    followsEnd_ = true;
    setPlainText(text);
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

} // namespace tl::ui
