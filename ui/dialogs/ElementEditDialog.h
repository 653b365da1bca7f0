#pragma once
// Writes one storage element through a name the user picks: every name that sees the
// element is listed with its own index and what writing through it would do (judged by a
// trial run, ElementEditOptions); the value is typed once. The chosen line's code is what
// runs, so the Code panel records exactly what the user chose.
#include "ElementEditOptions.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTimer;

namespace tl::ui {

class Session;

class ElementEditDialog : public QDialog {
    Q_OBJECT
public:
    // `preferredObject`: chosen first when it sees the element and its trial succeeds.
    ElementEditDialog(const Session &session, quint64 storageId, qint64 element, quint64 preferredObject, QWidget *parent = nullptr);

    const QVector<ElementEditOption> &options() const { return options_; }
    // The chosen line's code ("" before a choice).
    QString code() const;
    QLineEdit *valueEdit() const { return value_; }
    QListWidget *choices() const { return list_; }
    QPushButton *writeButton() const { return write_; }
    // The value the listed outcomes were judged for.
    QString judgedValue() const { return judged_; }
    // Why the typed value is not a value for this storage's dtype ("" when it is).
    QString refusal() const;
    void accept() override;

private:
    void refresh();

    const Session &session_;
    quint64 storageId_;
    qint64 element_;
    quint64 preferred_;
    QLabel *heading_;
    QLineEdit *value_;
    QLabel *refusal_;
    QListWidget *list_;
    QPushButton *write_;
    QTimer *debounce_;
    QVector<ElementEditOption> options_;
    QString judged_; // the value the options were judged for
};

} // namespace tl::ui
