#pragma once
// A suite's settings and data live apart from the user's (Qt's test mode), under the
// suite's own name, so suites neither read what a user set nor leave anything behind.
#include <QString>

namespace tl::test {

struct TestSettings {
    // Test mode, the organisation and `suite` as the application name; `clear` also
    // forgets what an earlier run of the suite stored.
    static void isolate(const QString &suite, bool clear = false);
};

} // namespace tl::test
