#include "support/TestSettings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace tl::test {

void TestSettings::isolate(const QString &suite, bool clear)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TensorLensTests"));
    // A variant of a suite (tensorlens_add_variant) may run at the same time as the suite:
    // settings of its own, or one would read what the other just wrote.
    const QString variant = qEnvironmentVariable("TL_TEST_VARIANT");
    QCoreApplication::setApplicationName(variant.isEmpty() ? suite : suite + QStringLiteral("-") + variant);
    if (clear)
        QSettings().clear();
}

} // namespace tl::test
