#include "OperationsPanel.h"

#include "explain/ShapeText.h"
#include "session/SessionModel.h"
#include "session/EngineText.h"
#include "theme/MonospaceFont.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tl::ui {

OperationsPanel::OperationsPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("operationsPanel"));
    selected_ = new QComboBox(this);
    selected_->setObjectName(QStringLiteral("opsSelected"));
    selected_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    selected_->setMinimumContentsLength(6);
    details_ = new QLabel(this);
    details_->setObjectName(QStringLiteral("opsDetails"));
    details_->setWordWrap(true);
    details_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    resultName_ = new QLineEdit(this);
    resultName_->setObjectName(QStringLiteral("opsResultName"));
    resultName_->setToolTip(tr("Name for the result; empty: the suggested name"));
    next_ = new QLabel(this);
    next_->setObjectName(QStringLiteral("opsNext"));
    next_->setFont(MonospaceFont::family());
    next_->setTextFormat(Qt::PlainText);
    next_->setWordWrap(true);
    next_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    buttons_ = new QGridLayout;
    buttons_->setSpacing(3);
    badge_ = new QLabel(this);
    badge_->setObjectName(QStringLiteral("opsBadge"));
    badge_->setTextFormat(Qt::PlainText);
    badge_->setStyleSheet(QStringLiteral("QLabel { border-radius: 4px; padding: 3px 6px; font-weight: bold; }"));
    badge_->hide();
    sentence_ = new QLabel(this);
    sentence_->setObjectName(QStringLiteral("opsSentence"));
    sentence_->setWordWrap(true);
    sentence_->setTextFormat(Qt::PlainText);
    sentence_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Selected"), selected_);
    form->addRow(QString(), details_);
    form->addRow(tr("Result name"), resultName_);
    auto *layout = new QVBoxLayout(this);
    // The buttons reflow to the width (resizeEvent): the layout must not pin a minimum.
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    layout->addLayout(form);
    layout->addLayout(buttons_);
    layout->addWidget(next_);
    lastTitle_ = new QLabel(tr("<b>Last statement</b>"), this);
    lastTitle_->hide();
    layout->addWidget(lastTitle_);
    layout->addWidget(badge_);
    layout->addWidget(sentence_);
    layout->addStretch(1);

    connect(selected_, &QComboBox::currentTextChanged, this, &OperationsPanel::selectionChanged);
}

void OperationsPanel::setActions(const QVector<QAction *> &actions)
{
    for (QAction *action : actions) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setObjectName(QStringLiteral("button_") + action->objectName());
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setMinimumHeight(button->fontMetrics().height() + 10); // room for the underscores
        // Buttons follow their action's visibility (only the selected kind's operations show).
        connect(action, &QAction::changed, this, &OperationsPanel::arrangeButtons);
        buttonList_ << button;
    }
    arrangeButtons();
}

void OperationsPanel::arrangeButtons()
{
    columns_ = columnsFor(width());
    int i = 0;
    for (QToolButton *button : buttonList_) {
        buttons_->removeWidget(button);
        const bool visible = button->defaultAction()->isVisible();
        button->setVisible(visible);
        if (visible) {
            buttons_->addWidget(button, i / columns_, i % columns_);
            ++i;
        }
    }
    for (int c = 0; c < 2; ++c)
        buttons_->setColumnStretch(c, c < columns_ ? 1 : 0);
    updateGeometry();
}

int OperationsPanel::widestButton() const
{
    // Over every button, shown or not: which object is selected (a tensor's operations or an
    // array's) must not change the columns and move the buttons under the pointer.
    int widest = 0;
    for (QToolButton *button : buttonList_)
        widest = std::max(widest, button->sizeHint().width());
    return widest;
}

int OperationsPanel::columnsFor(int width) const
{
    const QMargins m = layout()->contentsMargins();
    const int room = width - m.left() - m.right();
    const int twoColumns = 2 * widestButton() + buttons_->horizontalSpacing();
    // A margin either way: a width at the threshold (a scroll bar coming and going with the
    // arrangement's height) does not flip the columns back and forth.
    constexpr int kHysteresis = 24;
    if (columns_ == 2)
        return room >= twoColumns ? 2 : 1;
    return room >= twoColumns + kHysteresis ? 2 : 1;
}

QSize OperationsPanel::minimumSizeHint() const
{
    // One column of buttons at the least; the height of the current arrangement.
    const QMargins m = layout()->contentsMargins();
    return {widestButton() + m.left() + m.right(), layout()->minimumSize().height()};
}

void OperationsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (columnsFor(width()) != columns_)
        arrangeButtons();
}

void OperationsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::ApplicationFontChange)
        arrangeButtons();
}

void OperationsPanel::setModel(const SessionModel &model, const QString &selected)
{
    QStringList names;
    for (auto it = model.names.cbegin(); it != model.names.cend(); ++it)
        if (it->objectId != 0)
            names << it.key();
    {
        const QSignalBlocker block(selected_);
        selected_->clear();
        selected_->addItems(names);
        selected_->setCurrentIndex(names.indexOf(selected));
    }
    const ObjectInfo *o = model.objectForName(selected);
    if (!o) {
        details_->setText(names.isEmpty() ? tr("Create a tensor first (Build panel or console).")
                                          : tr("Click a card on the canvas, or pick a name above."));
        return;
    }
    QStringList facts{o->kind, o->dtype, ShapeText::tuple(o->sizes), EngineText::device(o->device), model.storageLabel(o->storageId)};
    if (o->requiresGrad)
        facts << QStringLiteral("requires_grad");
    if (!o->gradFn.isEmpty())
        facts << QStringLiteral("grad_fn=") + o->gradFn;
    if (o->kind == QLatin1String("ndarray") && !o->writeable)
        facts << tr("read-only");
    details_->setText(facts.join(QStringLiteral(" · ")));
}

QString OperationsPanel::selectedName() const
{
    return selected_->currentText();
}

QString OperationsPanel::typedResultName() const
{
    return resultName_->text().trimmed();
}

void OperationsPanel::clearResultName()
{
    resultName_->clear();
}

void OperationsPanel::showSuggestion(const QString &code)
{
    next_->setText(code.isEmpty() ? QString() : tr("Runs: %1").arg(code));
}

void OperationsPanel::showRefusal(const QString &why)
{
    next_->setText(why);
}

void OperationsPanel::showLastAction(const LastAction &action, const QColor &fill, const QColor &text)
{
    const QString badge = action.badgeText();
    badge_->setText(badge);
    badgeFill_ = fill;
    badge_->setVisible(!badge.isEmpty());
    badge_->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border-radius: 4px; padding: 3px 6px; font-weight: bold; }")
                              .arg(fill.name(), text.name()));
    sentence_->setText(action.sentence);
    lastTitle_->setVisible(!badge.isEmpty() || !action.sentence.isEmpty());
}

QString OperationsPanel::badgeText() const
{
    return badge_->isVisible() ? badge_->text() : QString();
}

QString OperationsPanel::sentenceText() const
{
    return sentence_->text();
}

} // namespace tl::ui
