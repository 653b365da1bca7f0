#pragma once
// Stand-ins for the learner's python3 in suites that run one: a shell script that answers
// the probe (`python3 -c ...`) one way and runs a script another, and an environment
// variable set for one test and put back afterwards.
#include <QByteArray>
#include <QString>

class QTemporaryDir;

namespace tl::test {

// A fake python3 in `dir`: answers `-c ...` with the shell code `probe`, anything else with `run`.
QString fakePython(const QTemporaryDir &dir, const QString &name, const QString &probe, const QString &run);

class EnvironmentScope {
public:
    // Sets `name` to `value`; a null `value` unsets it.
    EnvironmentScope(const char *name, const QString &value);
    ~EnvironmentScope();
    EnvironmentScope(const EnvironmentScope &) = delete;
    EnvironmentScope &operator=(const EnvironmentScope &) = delete;

private:
    const char *name_;
    QByteArray old_;
    bool had_;
};

} // namespace tl::test
