#include "ElementValueDialog.h"

#include "session/ElementValueText.h"

namespace tl::ui {

ElementValueDialog::ElementValueDialog(const QString &prompt, const QString &current, const QString &dtype, QWidget *parent)
    : QInputDialog(parent), prompt_(prompt), dtype_(dtype)
{
    setObjectName(QStringLiteral("elementValueDialog"));
    setWindowTitle(tr("Edit element"));
    setInputMode(QInputDialog::TextInput);
    setLabelText(prompt);
    setTextValue(current);
    // The refusal goes away as soon as the text changes: it was about the old text.
    connect(this, &QInputDialog::textValueChanged, this, [this] {
        if (!refusal_.isEmpty()) {
            refusal_.clear();
            setLabelText(prompt_);
        }
    });
}

void ElementValueDialog::done(int result)
{
    if (result == QDialog::Accepted) {
        const ElementValueText::Reading reading = ElementValueText::read(textValue(), dtype_);
        if (!reading.refusal.isEmpty()) {
            refusal_ = reading.refusal;
            setLabelText(prompt_ + QStringLiteral("\n") + refusal_);
            return;
        }
        code_ = reading.code;
    }
    QInputDialog::done(result);
}

} // namespace tl::ui
