#pragma once
// Operations on the selected tensor/array: which object, the name its result will get
// (editable, suggested like b, na, a_cpu), one button per operation, and the badge of what
// the last statement did (same object / new object on shared storage / copied N bytes).
// The buttons stand in two columns where the panel is wide enough, else in one.
#include "control/Operation.h"
#include "session/LastAction.h"

#include <QColor>
#include <QWidget>

class QAction;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QToolButton;

namespace tl::ui {

struct SessionModel;

class OperationsPanel : public QWidget {
    Q_OBJECT
public:
    explicit OperationsPanel(QWidget *parent = nullptr);

    void setActions(const QVector<QAction *> &actions);
    // Lists the tensors and arrays of the model; keeps `selected` selected.
    void setModel(const SessionModel &model, const QString &selected);
    QString selectedName() const;
    // The name typed for the next result, or "" to use the suggestion.
    QString typedResultName() const;
    void clearResultName();
    void showSuggestion(const QString &code);
    // Why the typed result name cannot be used, where the suggestion shows.
    void showRefusal(const QString &why);
    // The badge in the canvas headline's colours (`fill`, `text`).
    void showLastAction(const LastAction &action, const QColor &fill, const QColor &text);

    QString badgeText() const;
    QColor badgeColour() const { return badgeFill_; }
    QString sentenceText() const;

    QSize minimumSizeHint() const override;

signals:
    void selectionChanged(const QString &name);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // Two columns of buttons where they fit side by side, one where they do not.
    void arrangeButtons();
    int widestButton() const;
    int columnsFor(int width) const;

    QVector<QToolButton *> buttonList_;
    QComboBox *selected_;
    QLabel *details_;
    QLineEdit *resultName_;
    QLabel *next_;
    QGridLayout *buttons_;
    QLabel *lastTitle_;
    QLabel *badge_;
    QLabel *sentence_;
    int columns_ = 2;
    QColor badgeFill_;
};

} // namespace tl::ui
