#pragma once
// warnings.WarningMessage (Lib/warnings.py, 3.11): what catch_warnings(record=True) collects,
// one per warning shown: message (the warning instance), category, filename, lineno, file,
// line, source, and its __str__.
#include "WarningFilters.h"
#include "interp/objects/Object.h"

namespace tl {

class WarningMessageObject : public Object {
public:
    WarningMessageObject(Value message, std::string category, WarningSite site)
        : message_(std::move(message)), category_(std::move(category)), site_(std::move(site))
    {
    }

    std::string typeName() const override { return "warnings.WarningMessage"; }
    std::string str() const override;
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;
    void clearReferences() override { message_ = Value::none(); }

private:
    Value message_;
    std::string category_;
    WarningSite site_;
};

} // namespace tl
