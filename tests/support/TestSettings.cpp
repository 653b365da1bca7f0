#include "support/TestSettings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace tl::test {

void TestSettings::isolate(const QString &suite, bool clear)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TensorLensTests"));
    QCoreApplication::setApplicationName(suite);
    if (clear)
        QSettings().clear();
}

} // namespace tl::test
