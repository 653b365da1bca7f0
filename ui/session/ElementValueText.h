#pragma once
// A value typed for one element, read as a value and never run as code: a number (int or
// float literal with an optional sign), inf / nan, True / False, as the element's dtype
// can hold it. The result is the Python text the element write runs with.
#include <QCoreApplication>
#include <QString>

namespace tl::ui {

class ElementValueText {
    Q_DECLARE_TR_FUNCTIONS(ElementValueText)
public:
    struct Reading {
        QString code;    // e.g. "10", "-2.5", "float('nan')", "True"; empty when refused
        QString refusal; // why the text is not a value for this dtype; empty when accepted
    };
    // `dtype` as the model names it: "float32", "torch.int64", "bool" ...
    static Reading read(const QString &text, const QString &dtype);
};

} // namespace tl::ui
