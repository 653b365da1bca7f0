#include "StepPanel.h"

#include "session/ScriptTimeline.h"
#include "theme/MonospaceFont.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QTextBlock>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tl::ui {

namespace {

QTextEdit::ExtraSelection lineMark(QPlainTextEdit *view, int line, const QColor &background, bool underline)
{
    QTextEdit::ExtraSelection mark;
    mark.cursor = QTextCursor(view->document()->findBlockByLineNumber(line - 1));
    mark.format.setBackground(background);
    mark.format.setProperty(QTextFormat::FullWidthSelection, true);
    if (underline) {
        mark.format.setUnderlineStyle(QTextCharFormat::DashUnderline);
    } else {
        mark.format.setFontWeight(QFont::Bold);
    }
    return mark;
}

} // namespace

StepPanel::StepPanel(ScriptTimeline *timeline, QWidget *parent) : QWidget(parent), timeline_(timeline)
{
    setObjectName(QStringLiteral("stepPanel"));
    position_ = new QLabel(this);
    position_->setObjectName(QStringLiteral("stepPosition"));
    position_->setWordWrap(true);
    narration_ = new QLabel(this);
    narration_->setObjectName(QStringLiteral("stepNarration"));
    narration_->setWordWrap(true);
    QFont said = narration_->font();
    said.setBold(true);
    narration_->setFont(said);
    narration_->hide();
    code_ = new QPlainTextEdit(this);
    code_->setObjectName(QStringLiteral("stepCode"));
    code_->setFont(MonospaceFont::family());
    code_->setLineWrapMode(QPlainTextEdit::NoWrap);
    code_->setToolTip(tr("The script: the line that ran is bold, the next one is underlined. Edit it and press "
                         "Re-run edited code to replay from the edited line."));
    steps_ = new QListWidget(this);
    steps_->setObjectName(QStringLiteral("stepList"));
    steps_->setUniformItemSizes(true);
    locals_ = new QTreeWidget(this);
    locals_->setObjectName(QStringLiteral("stepLocals"));
    locals_->setColumnCount(2);
    locals_->setHeaderLabels({tr("Local"), tr("Value")});
    locals_->setRootIsDecorated(false);
    locals_->header()->setStretchLastSection(true);

    // Small enough to share a dock column with the code, or the bottom row, at 1280x720.
    for (QWidget *part : std::initializer_list<QWidget *>{code_, steps_, locals_})
        part->setMinimumHeight(fontMetrics().height() * 2);
    auto *split = split_ = new QSplitter(Qt::Vertical, this);
    split->addWidget(code_);
    split->addWidget(steps_);
    split->addWidget(locals_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(narration_);
    layout->addWidget(position_);
    layout->addWidget(split, 1);

    connect(timeline_, &ScriptTimeline::loaded, this, &StepPanel::reload);
    connect(timeline_, &ScriptTimeline::stepChanged, this, &StepPanel::showStep);
    connect(steps_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!updating_ && row >= 0)
            emit stepRequested(row);
    });
    connect(code_, &QPlainTextEdit::textChanged, this, [this] {
        if (!updating_)
            emit codeEdited();
    });
    reload();
}

void StepPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Apart by a margin, so that the other orientation's minimum size cannot flip it back.
    // Side by side the code gets half the width (its lines are the longest), the steps
    // most of the rest; one above the other, code and steps alike and the locals less.
    if (split_->orientation() == Qt::Vertical && width() > 2 * height()) {
        split_->setOrientation(Qt::Horizontal);
        split_->setSizes({5 * width() / 10, 3 * width() / 10, 2 * width() / 10});
    } else if (split_->orientation() == Qt::Horizontal && 3 * width() < 4 * height()) {
        split_->setOrientation(Qt::Vertical);
        split_->setSizes({3 * height() / 7, 3 * height() / 7, height() / 7});
    }
}

void StepPanel::setCodeActions(const QList<QAction *> &actions)
{
    auto *row = new QHBoxLayout;
    for (QAction *action : actions) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        row->addWidget(button);
    }
    row->addStretch(1);
    // Above the splitter of code, steps and locals: after the narration and the position.
    if (auto *box = qobject_cast<QVBoxLayout *>(layout()))
        box->insertLayout(box->count() - 1, row);
}

void StepPanel::reload()
{
    const QScopedValueRollback<bool> guard(updating_, true);
    code_->setPlainText(timeline_->source());
    // Each line knows its number in the script, whatever is shown on it.
    int line = 1;
    for (QTextBlock b = code_->document()->begin(); b.isValid(); b = b.next())
        b.setUserState(line++);
    hidden_.clear(); // a new script: whoever hides lines of it says so again
    steps_->clear();
    if (!timeline_->isLoaded()) {
        position_->setText(tr("Open a script (File > Open script) to step through it."));
        return;
    }
    steps_->addItem(tr("0 · before the first line"));
    for (int i = 1; i <= timeline_->stepCount(); ++i) {
        const auto s = timeline_->stepAt(i);
        new QListWidgetItem(tr("%1 · line %2 · %3").arg(i).arg(s.line).arg(s.statement), steps_);
    }
    describeSteps();
}

void StepPanel::describeSteps()
{
    const int reached = futureHidden_ ? timeline_->currentStep() : timeline_->stepCount();
    for (int i = 1; i < steps_->count(); ++i)
        steps_->item(i)->setToolTip(i <= reached ? timeline_->stepAt(i).narration : QString());
}

void StepPanel::setFutureHidden(bool hidden)
{
    futureHidden_ = hidden;
    describeSteps();
}

void StepPanel::setHiddenLines(const QMap<int, QString> &shown)
{
    const QScopedValueRollback<bool> guard(updating_, true);
    const QStringList source = timeline_->source().split(u'\n');
    // Not undoable: Undo in the code view must not bring a hidden answer back.
    code_->document()->setUndoRedoEnabled(false);
    for (QTextBlock b = code_->document()->begin(); b.isValid(); b = b.next()) {
        const int line = b.userState();
        if (line < 1 || line > source.size())
            continue;
        const QString original = source[line - 1];
        const QString now = hidden_.value(line, original);
        const QString wanted = shown.value(line, original);
        if (b.text() != now || now == wanted)
            continue; // edited meanwhile, or already as wanted
        QTextCursor c(b);
        c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        c.insertText(wanted);
        b.setUserState(line);
    }
    code_->document()->setUndoRedoEnabled(true);
    hidden_ = shown;
}

void StepPanel::showStep(int step)
{
    const QScopedValueRollback<bool> guard(updating_, true);
    steps_->setCurrentRow(step);
    if (auto *item = steps_->item(step))
        steps_->scrollToItem(item);
    const auto s = timeline_->stepAt(step);
    const int next = timeline_->nextLine();
    QString where = step == 0 ? tr("Step 0 of %1: nothing has run yet").arg(timeline_->stepCount())
                              : tr("Step %1 of %2: line %3 ran — %4").arg(step).arg(timeline_->stepCount()).arg(s.line).arg(s.narration);
    where += next > 0 ? tr(". Next: line %1.").arg(next) : tr(". The script has ended.");
    position_->setText(where);
    QList<QTextEdit::ExtraSelection> marks;
    const QPalette p = palette();
    if (next > 0)
        marks += lineMark(code_, next, p.color(QPalette::AlternateBase), true);
    if (step > 0)
        marks += lineMark(code_, s.line, p.color(QPalette::Highlight).lighter(170), false);
    code_->setExtraSelections(marks);
    if (step > 0) {
        QTextCursor c(code_->document()->findBlockByLineNumber(s.line - 1));
        code_->setTextCursor(c);
        code_->ensureCursorVisible();
    }
    if (futureHidden_)
        describeSteps();
    locals_->clear();
    locals_->setHeaderLabels({tr("Local (%1)").arg(timeline_->frameName()), tr("Value")});
    for (const auto &l : timeline_->locals())
        new QTreeWidgetItem(locals_, {l.name, l.value});
}

void StepPanel::setNarration(const QString &text)
{
    narration_->setText(text);
    narration_->setVisible(!text.isEmpty());
}

int StepPanel::cursorLine() const { return code_->textCursor().blockNumber() + 1; }

bool StepPanel::edited() const { return timeline_->isLoaded() && editedCode() != timeline_->source(); }

int StepPanel::firstEditedLine() const
{
    const QStringList now = editedCode().split(u'\n'), then = timeline_->source().split(u'\n');
    int i = 0;
    while (i < now.size() && i < then.size() && now[i] == then[i])
        ++i;
    return i + 1;
}

QString StepPanel::editedCode() const
{
    // A hidden line left as it is shown is the script's own line.
    const QStringList source = timeline_->source().split(u'\n');
    QStringList lines;
    for (QTextBlock b = code_->document()->begin(); b.isValid(); b = b.next()) {
        const int line = b.userState();
        const bool asShown = hidden_.contains(line) && b.text() == hidden_.value(line) && line <= source.size();
        lines << (asShown ? source[line - 1] : b.text());
    }
    return lines.join(u'\n');
}

} // namespace tl::ui
