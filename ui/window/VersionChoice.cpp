#include "VersionChoice.h"

#include "MainWindow.h"
#include "control/SessionController.h"
#include "panels/StepPanel.h"
#include "session/Session.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace tl::ui {

namespace {

const QString kKey = QStringLiteral("engine/profile");

QString text(tl::VersionProfile profile) { return QString::fromStdString(tl::Profile::shortText(profile)); }

// As --profile takes it: "current", "1.13".
QString nameOf(tl::VersionProfile profile) { return QString::fromStdString(std::string(tl::Profile::versions(profile).name)); }

} // namespace

VersionChoice::VersionChoice(MainWindow *window, QMenu *tools) : QObject(window), window_(window), group_(new QActionGroup(this))
{
    QMenu *menu = tools->addMenu(tr("&Versions"));
    menu->setObjectName(QStringLiteral("menuVersions"));
    menu->setToolTipsVisible(true);
    for (tl::VersionProfile profile : {tl::VersionProfile::Current, tl::VersionProfile::V1_13}) {
        QAction *action = menu->addAction(text(profile));
        action->setCheckable(true);
        action->setData(int(profile));
        action->setChecked(tl::Profile::active() == profile);
        action->setObjectName(QStringLiteral("actionProfile_%1").arg(nameOf(profile)));
        action->setStatusTip(tr("The built-in engine prints, warns and raises as %1 do; the session's statements run again").arg(text(profile)));
        group_->addAction(action);
        connect(action, &QAction::triggered, this, [this, profile] { choose(profile); });
    }
}

void VersionChoice::applyRemembered()
{
    if (const auto profile = tl::Profile::named(QSettings().value(kKey).toString().toStdString()))
        tl::Profile::setActive(*profile);
}

std::optional<tl::VersionProfile> VersionChoice::nearestTo(const QString &torchVersion)
{
    bool ok = false;
    const int major = torchVersion.section(u'.', 0, 0).toInt(&ok);
    if (!ok)
        return std::nullopt;
    return major >= 2 ? tl::VersionProfile::Current : tl::VersionProfile::V1_13;
}

void VersionChoice::offerToMatch(const QString &torchVersion, const QString &numpyVersion)
{
    const auto nearest = nearestTo(torchVersion);
    if (!nearest || *nearest == tl::Profile::active())
        return;
    QMessageBox box(QMessageBox::Question, tr("Versions"),
                    tr("Your Python has PyTorch %1 and NumPy %2. The built-in engine answers as %3.\n\n"
                       "Answer as %4, the versions nearest to yours? The session's statements run again.")
                        .arg(torchVersion, numpyVersion, text(tl::Profile::active()), text(*nearest)),
                    QMessageBox::NoButton, window_);
    QPushButton *match = box.addButton(tr("Answer as PyTorch %1").arg(QString::fromStdString(std::string(
                                           tl::Profile::minor(tl::Profile::versions(*nearest).torch)))),
                                       QMessageBox::AcceptRole);
    box.addButton(tr("Keep these versions"), QMessageBox::RejectRole);
    box.setDefaultButton(match);
    box.exec();
    if (box.clickedButton() == match)
        choose(*nearest);
}

void VersionChoice::choose(tl::VersionProfile profile)
{
    QSettings().setValue(kKey, nameOf(profile));
    for (QAction *action : group_->actions())
        action->setChecked(action->data().toInt() == int(profile));
    if (tl::Profile::active() == profile)
        return;
    tl::Profile::setActive(profile);
    SessionController *controller = window_->controller();
    if (const QString onDisk = controller->steppedScriptOnDisk(); !onDisk.isNull()) {
        // Stepped again from step 0, with the lines as the Steps panel shows them.
        const QString shown = window_->stepPanel()->codeView()->toPlainText();
        if (controller->stepScript(controller->scriptPath(), shown))
            controller->markSteppedScriptSaved(onDisk);
    } else {
        const bool unsaved = controller->hasUnsavedWork();
        window_->restoreCode(window_->session()->codeLog().join(u'\n'));
        if (!unsaved)
            controller->markSaved();
    }
    window_->statusBar()->showMessage(tr("The built-in engine now answers as %1 do.").arg(text(profile)), 8000);
}

} // namespace tl::ui
