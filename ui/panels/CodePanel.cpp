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
}

void CodePanel::setCode(const QStringList &statements)
{
    const QString text = statements.join(u'\n');
    if (text == toPlainText())
        return;
    setPlainText(text);
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

} // namespace tl::ui
