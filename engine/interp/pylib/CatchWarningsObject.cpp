// Lib/warnings.py (3.11) catch_warnings.__enter__ / __exit__: a copy of the filters to
// change, _filters_mutated() both ways, and log.append as _showwarnmsg_impl when recording.
#include "CatchWarningsObject.h"

#include "PyLibState.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"

namespace tl {

Value CatchWarningsObject::enter(Interpreter &in)
{
    if (entered_)
        throw PyError("RuntimeError", "Cannot enter " + repr() + " twice");
    entered_ = true;
    WarningFilters &warnings = in.pylibState().warnings;
    saved_ = warnings.save();
    warnings.mutated();
    if (filter_)
        warnings.add(*filter_, append_);
    if (!record_)
        return Value::none();
    Value log = Value::list({});
    warnings.recordInto(log);
    return log;
}

bool CatchWarningsObject::exit(Interpreter &in, const ExceptionObject *)
{
    if (!entered_)
        throw PyError("RuntimeError", "Cannot exit " + repr() + " without entering first");
    in.pylibState().warnings.restore(std::move(saved_));
    return false;
}

} // namespace tl
