#pragma once
// Reading and rewriting one statement of the Python subset as text, so an error's fix can
// be shown as the exact code it will run ("na = a.detach().numpy()"). Quotes are respected;
// nothing here decides semantics: the engine runs whatever comes out.
#include <QString>
#include <QStringList>

namespace tl::ui {

class StatementText {
public:
    explicit StatementText(QString statement);

    const QString &text() const { return text_; }
    // `NAME = ...` / `x[0] = ...`: the text left of the top-level `=`; empty for others.
    QString assignmentTarget() const;
    // The augmented operator ("+=", "-=", "*=") of `NAME op= EXPR`, or empty.
    QString augmentedOperator() const;
    // The expression right of `=` / `op=`, or the whole statement.
    QString value() const;
    // Names read by the statement (not attributes after '.', not keyword argument names),
    // in order of first appearance; the plain assignment target is not a read.
    QStringList readNames() const;
    // The name a statement writes into: `na` for `na[0][0] = 1`, `na += 1`, `na.fill(0)`.
    QString writtenName() const;
    // The receiver expression of the first `.method(` call: "a.detach()" for
    // "b = a.detach().numpy()" and method "numpy"; empty if there is none.
    QString receiverOf(const QString &method) const;
    // Every whole-word occurrence of `name` that is read (outside strings, not after '.'
    // and not the plain assignment target) replaced by `replacement`.
    QString withNameReplaced(const QString &name, const QString &replacement) const;
    // The first `.method(...)` call (with its arguments) replaced by `.replacement`.
    QString withCallReplaced(const QString &method, const QString &replacement) const;
    // The first occurrence of `.attribute` (an attribute access) renamed.
    QString withAttributeRenamed(const QString &attribute, const QString &newName) const;

private:
    // Index of `ch` at bracket depth 0 outside strings, or -1.
    int topLevelAssign() const;
    int callStart(const QString &method) const;

    QString text_;
};

} // namespace tl::ui
