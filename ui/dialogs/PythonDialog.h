#pragma once
// Tools > Python…: the Python interpreters found (and those the user adds: a program, or a
// virtual or conda environment's folder), each probed for its Python, PyTorch and NumPy
// versions and CUDA, and the one the window uses for real PyTorch. Escape or Cancel changes
// nothing; a folder without a Python is refused in place.
#include "check/PythonProbe.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace tl::ui {

class PythonDialog : public QDialog {
    Q_OBJECT
public:
    explicit PythonDialog(QWidget *parent = nullptr);

    // Every probe has answered.
    bool probed() const { return pending_ == 0; }
    QTreeWidget *list() const { return list_; }
    QLineEdit *pathEdit() const { return path_; }
    QPushButton *addButton() const { return add_; }
    QPushButton *useButton() const { return use_; }
    QString refusal() const;
    // After "Use this Python": its PyTorch and NumPy versions ("2.5.1", "2.1.3").
    QString chosenTorch() const { return chosenTorch_; }
    QString chosenNumpy() const { return chosenNumpy_; }

    void accept() override;

private:
    void addRow(const QString &program);
    void showInfo(QTreeWidgetItem *row, const PythonInfo &info);
    void addTyped();
    void updateUse();

    QTreeWidget *list_;
    QLineEdit *path_;
    QPushButton *add_;
    QPushButton *use_;
    QLabel *refusal_;
    int pending_ = 0;
    QString chosenTorch_, chosenNumpy_;
};

} // namespace tl::ui
