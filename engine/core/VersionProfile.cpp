#include "VersionProfile.h"

#include <atomic>
#include <cstdlib>

namespace tl {

namespace {

// Until the current release set answers everything the engine accepts exactly, the one it
// has always answered as stays the default.
std::atomic<VersionProfile> g_active{VersionProfile::V1_13};

constexpr VersionSet kCurrent{"current", "2.14.1", "2.4.6", "3.14.8", "3.14.8 (main, Oct  1 2026, 19:55:55) [GCC 16.2.0]"};
constexpr VersionSet k113{"1.13", "1.13.0a0", "1.24.2", "3.11.2", "3.11.2 (main, Apr 28 2025, 14:11:48) [GCC 12.2.0]"};

} // namespace

std::string_view Profile::minor(std::string_view version)
{
    const auto first = version.find('.');
    const auto second = first == std::string_view::npos ? first : version.find('.', first + 1);
    return second == std::string_view::npos ? version : version.substr(0, second);
}

VersionProfile Profile::active() { return g_active.load(std::memory_order_relaxed); }

void Profile::setActive(VersionProfile profile) { g_active.store(profile, std::memory_order_relaxed); }

const VersionSet &Profile::versions(VersionProfile profile) { return profile == VersionProfile::Current ? kCurrent : k113; }

std::optional<VersionProfile> Profile::named(std::string_view name)
{
    if (name == kCurrent.name)
        return VersionProfile::Current;
    if (name == k113.name)
        return VersionProfile::V1_13;
    return std::nullopt;
}

std::optional<VersionProfile> Profile::fromEnvironment(std::string *error)
{
    const char *value = std::getenv("TENSORLENS_PROFILE");
    if (!value || !*value)
        return std::nullopt;
    const auto profile = named(value);
    if (!profile && error)
        *error = "TENSORLENS_PROFILE must be current or 1.13 (got '" + std::string(value) + "')";
    return profile;
}

std::string Profile::shortText(VersionProfile profile)
{
    const VersionSet &v = versions(profile);
    return "PyTorch " + std::string(minor(v.torch)) + " · NumPy " + std::string(minor(v.numpy)) + " · Python " +
           std::string(minor(v.python));
}

} // namespace tl
