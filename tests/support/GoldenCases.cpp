#include "support/GoldenCases.h"

#include <algorithm>

namespace tl::test {

namespace fs = std::filesystem;

std::vector<fs::path> GoldenCases::list(const fs::path &root, const std::string &extension, bool recursive)
{
    std::vector<fs::path> files;
    if (!fs::is_directory(root))
        return files;
    auto take = [&](const fs::directory_entry &e) {
        if (e.is_regular_file() && e.path().extension() == extension)
            files.push_back(e.path());
    };
    if (recursive)
        for (const auto &e : fs::recursive_directory_iterator(root))
            take(e);
    else
        for (const auto &e : fs::directory_iterator(root))
            take(e);
    std::sort(files.begin(), files.end());
    return files;
}

std::string GoldenCases::name(const fs::path &root, const fs::path &file)
{
    return fs::relative(file, root).replace_extension().generic_string();
}

} // namespace tl::test
