// The dark theme, all of it: after the toolbar's theme button is clicked every widget of the
// window, the error banner and the dialogs draw from the dark palette with readable contrast
// (WCAG: 4.5:1 for text, 3:1 for the outlines of radio buttons, check boxes and fields, as
// drawn); clicking it again restyles everything light. The button is a checkable toggle
// that says which theme is on.
#include "support/ModalAnswerer.h"
#include "tst_window_helpers.h"

#include "theme/ThemeColours.h"
#include "theme/ThemePalette.h"
#include "window/ErrorBanner.h"
#include "window/ShortcutHelp.h"
#include "support/TestSettings.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTextEdit>
#include <QStyleOption>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace tl::ui;
using namespace tl::ui::test;

namespace {

// The text and background colours a widget is drawn with.
std::pair<QColor, QColor> textColours(const QWidget *w)
{
    const QPalette p = w->palette();
    if (qobject_cast<const QLineEdit *>(w) || qobject_cast<const QPlainTextEdit *>(w) || qobject_cast<const QTextEdit *>(w))
        return {p.color(QPalette::Text), p.color(QPalette::Base)};
    if (qobject_cast<const QAbstractButton *>(w) && !qobject_cast<const QRadioButton *>(w) && !qobject_cast<const QCheckBox *>(w))
        return {p.color(QPalette::ButtonText), p.color(QPalette::Button)};
    if (qobject_cast<const QComboBox *>(w))
        return {p.color(QPalette::ButtonText), p.color(QPalette::Button)};
    return {p.color(w->foregroundRole()), p.color(QPalette::Window)};
}

// The strongest contrast between `background` and the pixels of `region` in `image`.
double strongestContrast(const QImage &image, const QRect &region, const QColor &background)
{
    double best = 1;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x)
            if (image.rect().contains(x, y))
                best = std::max(best, ThemeColours::contrast(image.pixelColor(x, y), background));
    return best;
}

// Where the style draws the indicator (or a field's frame) of `w`.
QRect outlineRect(QWidget *w)
{
    if (auto *radio = qobject_cast<QRadioButton *>(w)) {
        QStyleOptionButton o;
        o.initFrom(radio);
        return radio->style()->subElementRect(QStyle::SE_RadioButtonIndicator, &o, radio);
    }
    if (auto *check = qobject_cast<QCheckBox *>(w)) {
        QStyleOptionButton o;
        o.initFrom(check);
        return check->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &o, check);
    }
    return w->rect(); // a field: its frame is at its edges
}

QString describe(const QWidget *w)
{
    return QStringLiteral("%1 '%2'").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
}

} // namespace

class TestWindowTheme : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void darkThemeReachesEveryWidget();
    void switchingBackRestylesEverything();
    void themeButtonSaysWhichThemeIsOn();

private:
    void prepare(MainWindow &w);
    QToolButton *themeButton(MainWindow &w);
    void checkEveryWidget(QWidget *root, bool dark, int atLeast);
};

void TestWindowTheme::initTestCase()
{
    tl::test::TestSettings::isolate(QStringLiteral("tst_window_theme"));
}

void TestWindowTheme::init()
{
    QSettings().clear();
}

// A window with a card selected, text everywhere, and an error in the banner.
void TestWindowTheme::prepare(MainWindow &w)
{
    w.resize(1280, 720);
    showAndWait(w);
    QVERIFY(w.runConsoleCode(QStringLiteral("a = torch.ones(2, requires_grad=True)\nprint(a)")).ok);
    QVERIFY(!w.runConsoleCode(QStringLiteral("a.numpy()")).ok);
    QVERIFY(w.errorBanner()->isVisible());
}

QToolButton *TestWindowTheme::themeButton(MainWindow &w)
{
    auto *toolbar = w.findChild<QToolBar *>(QStringLiteral("mainToolbar"));
    return qobject_cast<QToolButton *>(toolbar->widgetForAction(w.darkAction()));
}

void TestWindowTheme::checkEveryWidget(QWidget *root, bool dark, int atLeast)
{
    const QPalette theme = dark ? ThemePalette::dark() : ThemePalette::light();
    int checked = 0;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->visibleRegion().isEmpty())
            continue;
        // The banner has colours of its own: checked as drawn, in the tests below.
        if (w->inherits("tl::ui::ErrorBanner") || (w->parentWidget() && w->parentWidget()->inherits("tl::ui::ErrorBanner")))
            continue;
        // Every widget draws from the theme, but for the few with colours of their own (the
        // badge), whose contrast is checked below.
        if (w->styleSheet().isEmpty())
            QVERIFY2(w->palette().color(QPalette::Window) == theme.color(QPalette::Window), qPrintable(describe(w)));
        const bool hasText = qobject_cast<QLabel *>(w) || qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w) ||
                             qobject_cast<QPlainTextEdit *>(w) || qobject_cast<QTextEdit *>(w) || qobject_cast<QComboBox *>(w);
        if (!hasText || !w->isEnabled())
            continue;
        const auto [text, background] = textColours(w);
        QVERIFY2(ThemeColours::contrast(text, background) >= 4.5,
                 qPrintable(QStringLiteral("%1: %2 on %3").arg(describe(w), text.name(), background.name())));
        ++checked;
        // Indicators and fields as drawn: an outline that stands out from what is behind it.
        if (qobject_cast<QRadioButton *>(w) || qobject_cast<QCheckBox *>(w) || qobject_cast<QLineEdit *>(w)) {
            // A spin box's field is framed by the spin box around it.
            QWidget *framed = qobject_cast<QAbstractSpinBox *>(w->parentWidget()) ? w->parentWidget() : w;
            const QImage image = framed->grab().toImage();
            const QRect r = outlineRect(framed);
            const QColor behind = qobject_cast<QLineEdit *>(w) ? w->palette().color(QPalette::Window) : background;
            const QRect ring = r.adjusted(0, 0, 0, 0);
            const double seen = std::max(strongestContrast(image, QRect(ring.topLeft(), QSize(ring.width(), 2)), behind),
                                         strongestContrast(image, QRect(ring.topLeft(), QSize(2, ring.height())), behind));
            QVERIFY2(seen >= 3.0, qPrintable(QStringLiteral("%1: its outline has %2:1 against %3").arg(describe(w)).arg(seen).arg(behind.name())));
        }
    }
    QVERIFY2(checked >= atLeast, qPrintable(QStringLiteral("%1 widgets checked").arg(checked)));
}

void TestWindowTheme::darkThemeReachesEveryWidget()
{
    MainWindow w(tl::CudaMode::Sim);
    prepare(w);
    QTest::mouseClick(themeButton(w), Qt::LeftButton);
    QVERIFY(w.darkAction()->isChecked());
    QApplication::processEvents();
    for (const QString &dock : {QStringLiteral("buildDock"), QStringLiteral("operationsDock"), QStringLiteral("outputDock"),
                                QStringLiteral("consoleDock")}) {
        w.findChild<QDockWidget *>(dock)->raise();
        QApplication::processEvents();
        checkEveryWidget(&w, true, 20);
    }

    // The banner: a dark fill, light text, nothing of the light theme's pink.
    const QPalette dark = ThemePalette::dark();
    const QImage banner = w.errorBanner()->grab().toImage();
    const QColor fill = banner.pixelColor(banner.width() / 3, 3);
    QCOMPARE(fill, ThemeColours::bannerBackground(dark));
    auto *bannerText = w.errorBanner()->findChild<QLabel *>(QStringLiteral("bannerText"));
    QVERIFY(ThemeColours::contrast(bannerText->palette().color(QPalette::WindowText), fill) >= 4.5);

    // The dialogs: the error's explanation (from the banner) and the shortcut list.
    QTest::mouseClick(w.errorBanner()->explainButton(), Qt::LeftButton);
    QVERIFY(w.errorDialog() && w.errorDialog()->isVisible());
    checkEveryWidget(w.errorDialog(), true, 5);
    QTest::keyClick(w.errorDialog(), Qt::Key_Escape);
    QTRY_VERIFY(!w.errorDialog()->isVisible());
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F1); // Help > Keyboard shortcuts
    QTRY_VERIFY(w.shortcutHelp() && w.shortcutHelp()->isVisible());
    checkEveryWidget(w.shortcutHelp(), true, 2);
    QTest::keyClick(w.shortcutHelp(), Qt::Key_Escape);
}

void TestWindowTheme::switchingBackRestylesEverything()
{
    MainWindow w(tl::CudaMode::Sim);
    prepare(w);
    QTest::mouseClick(themeButton(w), Qt::LeftButton);
    QApplication::processEvents();
    QTest::mouseClick(themeButton(w), Qt::LeftButton);
    QVERIFY(!w.darkAction()->isChecked());
    QApplication::processEvents();
    checkEveryWidget(&w, false, 20);
    // Buttons as drawn: light again, not the dark theme's grey.
    for (QAbstractButton *b : w.findChildren<QPushButton *>()) {
        if (!b->isVisible() || b->visibleRegion().isEmpty())
            continue;
        const QImage image = b->grab().toImage();
        QVERIFY2(image.pixelColor(image.width() / 2, 3).lightness() > 180, qPrintable(describe(b)));
    }
    const QImage banner = w.errorBanner()->grab().toImage();
    QCOMPARE(banner.pixelColor(banner.width() / 3, 3), ThemeColours::bannerBackground(ThemePalette::light()));
}

void TestWindowTheme::themeButtonSaysWhichThemeIsOn()
{
    MainWindow w(tl::CudaMode::Sim);
    showAndWait(w);
    QToolButton *button = themeButton(w);
    QVERIFY(button->isCheckable());
    QVERIFY(!button->isChecked());
    QCOMPARE(button->text(), QStringLiteral("Dark theme: off"));
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(button->isChecked());
    QCOMPARE(button->text(), QStringLiteral("Dark theme: on"));
    QVERIFY(button->toolTip().startsWith(QStringLiteral("The dark theme is on")));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!button->isChecked());
    QCOMPARE(button->text(), QStringLiteral("Dark theme: off"));
    QVERIFY(!ThemePalette::isDark(QApplication::palette()));
}

QTEST_MAIN(TestWindowTheme)
#include "tst_window_theme.moc"
