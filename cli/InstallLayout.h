#pragma once
// Where `tensorlens` finds its window module and its data (lessons, examples): relative to
// the executable's own file, so that a build tree and an installed tree at any prefix work
// alike, from any working directory and through symbolic links to the executable.
#include <filesystem>
#include <vector>

namespace tl {

class InstallLayout {
public:
    explicit InstallLayout(const char *argv0);

    // The directory of the executable itself, symbolic links resolved.
    const std::filesystem::path &executableDir() const { return exeDir_; }
    // Where libtensorlens_gui.so may be, in the order to try: beside the executable (a
    // build tree), then the installed module directory.
    std::vector<std::filesystem::path> guiModuleCandidates() const;
    // The directory holding lessons/ and examples/; empty when there is none.
    std::filesystem::path dataDir() const;
    // The directory to put on PYTHONPATH for the live engine (it holds the tensorlens_live
    // package); empty when there is none.
    std::filesystem::path liveEngineDir() const;

private:
    std::filesystem::path exeDir_;
};

} // namespace tl
