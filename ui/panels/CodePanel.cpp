#include "CodePanel.h"

#include "ConsoleWidget.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

namespace tl::ui {

CodePanel::CodePanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("codePanel"));
    code_ = new QPlainTextEdit(this);
    code_->setObjectName(QStringLiteral("codeLog"));
    code_->setReadOnly(true);
    code_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    code_->setLineWrapMode(QPlainTextEdit::NoWrap);
    code_->setToolTip(tr("Everything that ran, as code: File > Save code writes it as a script for tensorlens run or python3"));
    console_ = new ConsoleWidget(this);

    auto *codeBox = new QWidget(this);
    auto *codeLayout = new QVBoxLayout(codeBox);
    codeLayout->setContentsMargins(0, 0, 0, 0);
    codeLayout->addWidget(new QLabel(tr("<b>Code</b> — every action as PyTorch code"), codeBox));
    codeLayout->addWidget(code_);
    auto *consoleBox = new QWidget(this);
    auto *consoleLayout = new QVBoxLayout(consoleBox);
    consoleLayout->setContentsMargins(0, 0, 0, 0);
    consoleLayout->addWidget(new QLabel(tr("<b>Console</b> — type or paste Python"), consoleBox));
    consoleLayout->addWidget(console_);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(codeBox);
    splitter->addWidget(consoleBox);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
}

QString CodePanel::code() const
{
    return code_->toPlainText();
}

void CodePanel::setCode(const QStringList &statements)
{
    const QString text = statements.join(u'\n');
    if (text == code_->toPlainText())
        return;
    code_->setPlainText(text);
    code_->verticalScrollBar()->setValue(code_->verticalScrollBar()->maximum());
}

} // namespace tl::ui
