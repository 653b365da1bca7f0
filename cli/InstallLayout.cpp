#include "InstallLayout.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <system_error>

// Both paths are relative to the executable's directory, computed by CMake from the
// install directories (GNUInstallDirs); the build tree mirrors the data directory.
#ifndef TENSORLENS_MODULE_FROM_BIN
#define TENSORLENS_MODULE_FROM_BIN "../lib/tensorlens"
#endif
#ifndef TENSORLENS_DATA_FROM_BIN
#define TENSORLENS_DATA_FROM_BIN "../share/tensorlens"
#endif

namespace tl {

namespace {

std::filesystem::path resolveExecutable(const char *argv0)
{
    std::error_code ec;
    // The kernel's link names the file itself, whatever link or directory it was started from.
    auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec)
        return self;
    // Without /proc (a bare chroot): argv[0], looked up in PATH as the shell did when it
    // names no directory, with its links resolved.
    std::filesystem::path path = argv0 ? argv0 : "";
    if (path.string().find('/') == std::string::npos) {
        const char *env = std::getenv("PATH");
        std::string dirs = env ? env : "";
        for (size_t start = 0; start <= dirs.size();) {
            const size_t end = std::min(dirs.find(':', start), dirs.size());
            const std::filesystem::path candidate = std::filesystem::path(dirs.substr(start, end - start)) / path;
            if (end > start && std::filesystem::is_regular_file(candidate, ec)) {
                path = candidate;
                break;
            }
            start = end + 1;
        }
    }
    self = std::filesystem::weakly_canonical(std::filesystem::absolute(path, ec), ec);
    return ec ? path : self;
}

} // namespace

InstallLayout::InstallLayout(const char *argv0) : exeDir_(resolveExecutable(argv0).parent_path()) {}

std::vector<std::filesystem::path> InstallLayout::guiModuleCandidates() const
{
    const char *name = "libtensorlens_gui.so";
    return {exeDir_ / name, (exeDir_ / TENSORLENS_MODULE_FROM_BIN / name).lexically_normal()};
}

std::filesystem::path InstallLayout::dataDir() const
{
    const std::filesystem::path dir = (exeDir_ / TENSORLENS_DATA_FROM_BIN).lexically_normal();
    std::error_code ec;
    return std::filesystem::is_directory(dir / "lessons", ec) ? dir : std::filesystem::path();
}

std::filesystem::path InstallLayout::liveEngineDir() const
{
    const std::filesystem::path data = dataDir();
    if (data.empty())
        return {};
    std::error_code ec;
    const std::filesystem::path dir = data / "live";
    return std::filesystem::is_regular_file(dir / "tensorlens_live" / "__main__.py", ec) ? dir : std::filesystem::path();
}

} // namespace tl
