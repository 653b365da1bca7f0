#pragma once
// The scripts of a folder of cases (golden, conformance, corpus, lessons' scripts): every
// file with the extension below the folder, sorted, so data rows keep one order (none
// where the folder is absent).
#include <filesystem>
#include <string>
#include <vector>

namespace tl::test {

struct GoldenCases {
    static std::vector<std::filesystem::path> list(const std::filesystem::path &root, const std::string &extension = ".py",
                                                   bool recursive = true);
    // A case's name: its path below the root without the extension ("cuda/to_copies").
    static std::string name(const std::filesystem::path &root, const std::filesystem::path &file);
};

} // namespace tl::test
