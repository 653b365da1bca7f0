#pragma once
// warnings.catch_warnings (Lib/warnings.py, 3.11): a context manager that saves the filters
// on entry and puts them back on exit; record=True collects the warnings shown inside into
// the list `with ... as w` binds; action= applies simplefilter() on entry.
#include "WarningFilters.h"
#include "interp/objects/Object.h"

#include <optional>

namespace tl {

class CatchWarningsObject : public Object {
public:
    CatchWarningsObject(bool record, std::optional<WarningFilters::Filter> filter, bool append)
        : record_(record), filter_(std::move(filter)), append_(append)
    {
    }

    std::string typeName() const override { return "warnings.catch_warnings"; }
    std::string repr() const override { return record_ ? "catch_warnings(record=True)" : "catch_warnings()"; }
    bool isContextManager() const override { return true; }
    Value enter(Interpreter &in) override;
    bool exit(Interpreter &in, const ExceptionObject *exc) override;
    void clearReferences() override { saved_.log = Value::none(); }

private:
    bool record_;
    std::optional<WarningFilters::Filter> filter_;
    bool append_;
    bool entered_ = false;
    WarningFilters::Saved saved_;
};

} // namespace tl
