#pragma once
// The PyTorch, NumPy and CPython the built-in engine answers as: what prints, warns or
// raises differently between two release sets reads the active profile. One per process, as
// one interpreter has one torch; chosen before anything runs (`--profile`,
// TENSORLENS_PROFILE, the window's setting).
#include <optional>
#include <string>
#include <string_view>

namespace tl {

enum class VersionProfile {
    Current, // PyTorch 2.14, NumPy 2.4, CPython 3.14
    V1_13,   // PyTorch 1.13, NumPy 1.24, CPython 3.11 (Debian 12's)
};

struct VersionSet {
    std::string_view name;   // as --profile takes it: "current", "1.13"
    std::string_view torch;  // torch.__version__ of the reference
    std::string_view numpy;  // numpy.__version__
    std::string_view python; // platform.python_version()
    std::string_view sysVersion; // sys.version of the reference's build
};

class Profile {
public:
    static VersionProfile active();
    static void setActive(VersionProfile profile);
    static bool isCurrent() { return active() == VersionProfile::Current; }

    static const VersionSet &versions(VersionProfile profile);
    static const VersionSet &activeVersions() { return versions(active()); }
    // "current" or "1.13"; nullopt for anything else.
    static std::optional<VersionProfile> named(std::string_view name);
    // TENSORLENS_PROFILE when it is set (nullopt: unset; `error` says when it names none).
    static std::optional<VersionProfile> fromEnvironment(std::string *error);
    // "2.14.1" -> "2.14": a version as the window names it.
    static std::string_view minor(std::string_view version);
    // "PyTorch 2.14 · NumPy 2.4 · Python 3.14": the minor versions, as the window names them.
    static std::string shortText(VersionProfile profile);
};

} // namespace tl
