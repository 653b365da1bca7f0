// Lib/warnings.py (3.11) and Python/_warnings.c: warnings.warn (the category check, a Warning
// instance as the message, stacklevel choosing the frame), simplefilter / filterwarnings with
// their assertions, resetwarnings and catch_warnings(*, record, module, action, category,
// lineno, append).
#include "WarningsModule.h"

#include "CatchWarningsObject.h"
#include "PyArgs.h"
#include "PyLibState.h"
#include "WarningFilters.h"
#include "core/Errors.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"
#include "interp/eval/ExceptionClasses.h"
#include "interp/objects/ExceptionObject.h"

#include <algorithm>

namespace tl {

namespace {

const char *const kActions[] = {"error", "ignore", "always", "default", "module", "once"};

[[noreturn]] void assertionFailed(const std::string &message) { throw PyError("AssertionError", message); }

std::string actionOf(const Value &v)
{
    for (const char *a : kActions)
        if (v.kind == Value::Kind::Str && v.text == a)
            return a;
    assertionFailed("invalid action: " + ValuePrinter::repr(v));
}

int linenoOf(const std::optional<Value> &v)
{
    if (!v)
        return 0;
    if (!(v->kind == Value::Kind::Int || v->kind == Value::Kind::Bool) || (v->kind == Value::Kind::Int && v->i < 0))
        assertionFailed("lineno must be an int >= 0");
    return v->kind == Value::Kind::Bool ? (v->b ? 1 : 0) : static_cast<int>(v->i);
}

bool isWarningClass(const Value &v)
{
    const auto cls = PythonTypes::classNameOf(v);
    return cls && ExceptionClasses::isClass(*cls) && ExceptionClasses::isSubclass(*cls, "Warning");
}

// The category of simplefilter(): any class (a non-Warning one simply never matches).
std::string categoryOf(const std::optional<Value> &v)
{
    if (!v)
        return "Warning";
    const auto cls = PythonTypes::classNameOf(*v);
    if (!cls)
        throw UnsupportedError("a warning filter whose category is not a class");
    return *cls;
}

WarningFilters::Filter simpleFilter(const std::optional<Value> &action, const std::optional<Value> &category,
                                    const std::optional<Value> &lineno)
{
    WarningFilters::Filter f;
    f.action = actionOf(*action);
    f.lineno = linenoOf(lineno);
    f.category = categoryOf(category);
    return f;
}

bool appendOf(const std::optional<Value> &v) { return v && PythonTypes::truthy(*v); }

// _warnings.warn(message, category=None, stacklevel=1, source=None), an Argument Clinic function.
Value warn(Interpreter &in, CallArgs &args)
{
    static const char *const kNames[] = {"message", "category", "stacklevel", "source"};
    const size_t given = args.positional.size() + args.keywords.size();
    if (given > 4)
        throw PyError("TypeError", "warn() takes at most 4 arguments (" + std::to_string(given) + " given)");
    std::optional<Value> bound[4];
    for (size_t i = 0; i < args.positional.size(); ++i)
        bound[i] = args.positional[i];
    for (const auto &[key, value] : args.keywords) {
        size_t i = 0;
        while (i < 4 && key != kNames[i])
            ++i;
        if (i == 4)
            throw Errors::invalidKeyword(key, "warn()");
        if (bound[i])
            throw PyError("TypeError", "argument for warn() given by name ('" + key + "') and position (" +
                                           std::to_string(i + 1) + ")");
        bound[i] = value;
    }
    if (!bound[0])
        throw PyError("TypeError", "warn() missing required argument 'message' (pos 1)");
    int64_t stacklevel = 1;
    if (bound[2]) {
        const auto index = PythonTypes::index(*bound[2]);
        if (!index)
            throw PyError("TypeError", "'" + PythonTypes::shortName(*bound[2]) + "' object cannot be interpreted as an integer");
        stacklevel = *index;
    }
    if (bound[3] && bound[3]->kind != Value::Kind::None)
        throw UnsupportedError("warnings.warn(source=...)");
    Value message = *bound[0];
    Value text = message;
    std::string category;
    if (message.kind == Value::Kind::Exception && ExceptionClasses::isSubclass(message.as<ExceptionObject>().type, "Warning")) {
        category = message.as<ExceptionObject>().type;
        text = Value::str(ValuePrinter::str(message));
    } else {
        const Value categoryArg = bound[1] ? *bound[1] : Value::none();
        if (categoryArg.kind == Value::Kind::None)
            category = "UserWarning";
        else if (isWarningClass(categoryArg))
            category = *PythonTypes::classNameOf(categoryArg);
        else
            throw PyError("TypeError", "category must be a Warning subclass, not '" +
                                           PythonTypes::shortNameOf(PythonTypes::qualifiedName(categoryArg)) + "'");
        message = Value::object(Value::Kind::Exception, make<ExceptionObject>(category, ValueList{message}));
    }
    in.pylibState().warnings.warn(in, message, category,
                                  WarningFilters::siteOf(in.currentFrame(), static_cast<int>(std::max<int64_t>(stacklevel, 1))),
                                  text);
    return Value::none();
}

Value filterwarnings(Interpreter &in, CallArgs &args)
{
    const auto b = PyArgs::bind(args, "filterwarnings",
                                {{"action"}, {"message", false}, {"category", false}, {"module", false}, {"lineno", false},
                                 {"append", false}});
    WarningFilters::Filter f;
    f.action = actionOf(*b[0]);
    if (b[1] && b[1]->kind != Value::Kind::Str)
        assertionFailed("message must be a string");
    if (b[2] && !PythonTypes::classNameOf(*b[2]))
        assertionFailed("category must be a class");
    if (b[2] && !isWarningClass(*b[2]))
        assertionFailed("category must be a Warning subclass");
    if (b[3] && b[3]->kind != Value::Kind::Str)
        assertionFailed("module must be a string");
    f.lineno = linenoOf(b[4]);
    f.category = categoryOf(b[2]);
    f.messagePattern = b[1] ? b[1]->text : "";
    f.modulePattern = b[3] ? b[3]->text : "";
    WarningFilters::checkPattern(f.messagePattern);
    WarningFilters::checkPattern(f.modulePattern);
    in.pylibState().warnings.add(std::move(f), appendOf(b[5]));
    return Value::none();
}

Value catchWarnings(CallArgs &args)
{
    const auto b = PyArgs::bind(args, "catch_warnings.__init__",
                                {{"record", false, true}, {"module", false, true}, {"action", false, true},
                                 {"category", false, true}, {"lineno", false, true}, {"append", false, true}},
                                true);
    if (b[1] && b[1]->kind != Value::Kind::None)
        throw UnsupportedError("warnings.catch_warnings(module=...)");
    std::optional<WarningFilters::Filter> filter;
    if (b[2] && b[2]->kind != Value::Kind::None)
        filter = simpleFilter(b[2], b[3], b[4]);
    const bool record = b[0] && PythonTypes::truthy(*b[0]);
    return Value::object(Value::Kind::Object, make<CatchWarningsObject>(record, std::move(filter), appendOf(b[5])));
}

} // namespace

const std::vector<std::string> &WarningsModule::names()
{
    static const std::vector<std::string> n = {
        "WarningMessage", "_DEPRECATED_MSG", "_OptionError", "__all__", "__builtins__", "__cached__", "__doc__",
        "__file__", "__loader__", "__name__", "__package__", "__spec__", "_add_filter", "_defaultaction", "_deprecated",
        "_filters_mutated", "_formatwarning_orig", "_formatwarnmsg", "_formatwarnmsg_impl", "_getaction", "_getcategory",
        "_is_internal_frame", "_next_external_frame", "_onceregistry", "_processoptions", "_setoption",
        "_showwarning_orig", "_showwarnmsg", "_showwarnmsg_impl", "_warn_unawaited_coroutine", "catch_warnings",
        "defaultaction", "filters", "filterwarnings", "formatwarning", "onceregistry", "resetwarnings", "showwarning",
        "simplefilter", "sys", "warn", "warn_explicit"};
    return n;
}

std::optional<Value> WarningsModule::attribute(const std::string &name)
{
    if (name == "__name__")
        return Value::str("warnings");
    if (name == "warn" || name == "simplefilter" || name == "filterwarnings" || name == "resetwarnings")
        return Value::function("warnings." + name);
    if (name == "catch_warnings")
        return Value::type("warnings.catch_warnings");
    if (std::binary_search(names().begin(), names().end(), name))
        throw UnsupportedError("warnings." + name);
    return std::nullopt;
}

Value WarningsModule::call(Interpreter &in, const std::string &name, CallArgs &args)
{
    if (name == "warn")
        return warn(in, args);
    if (name == "simplefilter") {
        const auto b = PyArgs::bind(args, "simplefilter", {{"action"}, {"category", false}, {"lineno", false}, {"append", false}});
        in.pylibState().warnings.add(simpleFilter(b[0], b[1], b[2]), appendOf(b[3]));
        return Value::none();
    }
    if (name == "filterwarnings")
        return filterwarnings(in, args);
    if (name == "resetwarnings") {
        PyArgs::bind(args, "resetwarnings", {});
        in.pylibState().warnings.reset();
        return Value::none();
    }
    if (name == "catch_warnings")
        return catchWarnings(args);
    throw UnsupportedError("warnings." + name);
}

} // namespace tl
