#include "ShortcutHelp.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tl::ui {

namespace {

QString plain(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("&(?!&)"))).replace(QLatin1String("&&"), QLatin1String("&"));
}

// The status tip, or a tool tip that says more than the action's text.
QString whatItDoes(const QAction *a)
{
    if (!a->statusTip().isEmpty())
        return a->statusTip();
    return a->toolTip() == plain(a->text()) ? QString() : a->toolTip();
}

void addRows(const QMenu *menu, QString *rows)
{
    for (const QAction *a : menu->actions()) {
        if (a->menu()) {
            addRows(a->menu(), rows);
            continue;
        }
        if (a->isSeparator() || a->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText).toHtmlEscaped();
        *rows += QStringLiteral("<tr><td style='padding-right:16px'><b>%1</b></td><td style='padding-right:16px'>%2</td><td>%3</td></tr>")
                     .arg(keys.join(QStringLiteral(" or ")), plain(a->text()).toHtmlEscaped(), whatItDoes(a).toHtmlEscaped());
    }
}

} // namespace

ShortcutHelp::ShortcutHelp(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutHelp"));
    setWindowTitle(tr("Keyboard shortcuts"));
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("shortcutText"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(640, 520);
}

QString ShortcutHelp::html(const QMenuBar *menus)
{
    QString html;
    for (const QAction *top : menus->actions()) {
        if (!top->menu())
            continue;
        QString rows;
        addRows(top->menu(), &rows);
        if (rows.isEmpty())
            continue;
        html += QStringLiteral("<h3>%1</h3>").arg(plain(top->text()).toHtmlEscaped());
        if (!top->menu()->toolTip().isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(top->menu()->toolTip().toHtmlEscaped());
        html += QStringLiteral("<table>%1</table>").arg(rows);
    }
    html += tr("<h3>With the mouse</h3><p>Double-click a memory cell to edit it through the selected name "
               "(Shift+double-click: choose the name). Right-click a card for its operations; click its device "
               "or requires_grad to switch it. Ctrl+wheel zooms the canvas; dragging its background pans it.</p>");
    return html;
}

void ShortcutHelp::setMenus(const QMenuBar *menus)
{
    browser_->setHtml(html(menus));
}

QString ShortcutHelp::text() const
{
    return browser_->toPlainText();
}

} // namespace tl::ui
