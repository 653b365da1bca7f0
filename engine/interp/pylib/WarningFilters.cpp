// Python/_warnings.c (3.11) warn_explicit: the registry's quick test, the first matching
// filter (else the default action), then "error" raises, "ignore" drops, "default" /
// "module" / "once" remember the key, and the warning is shown by formatwarning's rules
// ("file:line: Category: message" and the stripped source line) or appended to the log.
#include "WarningFilters.h"

#include "WarningMessageObject.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"
#include "interp/eval/ExceptionClasses.h"
#include "interp/eval/Frame.h"
#include "interp/eval/PyException.h"
#include "interp/objects/ExceptionObject.h"

#include <algorithm>

namespace tl {

namespace {

bool matches(const std::string &pattern, const std::string &text, bool ignoreCase)
{
    if (pattern.empty())
        return true;
    auto flags = std::regex::ECMAScript;
    if (ignoreCase)
        flags |= std::regex::icase;
    // re.match: anchored at the start only.
    return std::regex_search(text, std::regex(pattern, flags), std::regex_constants::match_continuous);
}

} // namespace

WarningFilters::WarningFilters()
{
    // The default filters of a release build (warnings.py's _processoptions with no -W).
    filters_ = {{"default", "", "DeprecationWarning", "__main__", 0},
                {"ignore", "", "DeprecationWarning", "", 0},
                {"ignore", "", "PendingDeprecationWarning", "", 0},
                {"ignore", "", "ImportWarning", "", 0},
                {"ignore", "", "ResourceWarning", "", 0}};
}

WarningSite WarningFilters::siteOf(const Frame &frame, int stacklevel)
{
    const Frame *f = &frame;
    for (int level = 1; f && level < stacklevel; ++level)
        f = f->back;
    if (!f)
        return {"sys", 1, "sys", ""};
    // The innermost frame is at its statement; the callers at the call in flight.
    const int line = f == &frame && f->stmt ? f->stmt->line : f->line();
    WarningSite site{f->source->name, line, "__main__", ""};
    // Python quotes the line from the file; a script read from stdin has none to quote.
    if (site.filename != "<stdin>") {
        const std::string &text = f->source->line(line);
        const auto first = text.find_first_not_of(" \t");
        const auto last = text.find_last_not_of(" \t\r");
        if (first != std::string::npos)
            site.sourceLine = text.substr(first, last - first + 1);
    }
    return site;
}

std::string WarningFilters::moduleOfFile(const std::string &file)
{
    const std::string marker = "dist-packages/";
    const auto at = file.find(marker);
    std::string module = at == std::string::npos ? file : file.substr(at + marker.size());
    if (module.size() > 3 && module.compare(module.size() - 3, 3, ".py") == 0)
        module.resize(module.size() - 3);
    if (module.size() > 9 && module.compare(module.size() - 9, 9, "/__init__") == 0)
        module.resize(module.size() - 9);
    std::replace(module.begin(), module.end(), '/', '.');
    return module;
}

void WarningFilters::checkPattern(const std::string &pattern)
{
    // Literal text, '.', '*', '+', '?', character classes, groups and escaped punctuation read
    // the same in both; Python-only syntax does not.
    static const std::string kPythonOnly[] = {"(?", "\\A", "\\Z", "{", "\\d", "\\w", "\\s", "\\b"};
    for (const std::string &s : kPythonOnly)
        if (pattern.find(s) != std::string::npos)
            throw UnsupportedError("the warning filter pattern '" + pattern + "'");
    for (unsigned char c : pattern)
        if (c >= 0x80)
            throw UnsupportedError("the warning filter pattern '" + pattern + "'");
    try {
        std::regex check(pattern);
    } catch (const std::regex_error &) {
        throw UnsupportedError("the warning filter pattern '" + pattern + "'");
    }
}

void WarningFilters::add(Filter filter, bool append)
{
    const auto it = std::find(filters_.begin(), filters_.end(), filter);
    if (!append) {
        if (it != filters_.end())
            filters_.erase(it);
        filters_.insert(filters_.begin(), std::move(filter));
    } else if (it == filters_.end()) {
        filters_.push_back(std::move(filter));
    }
    mutated();
}

void WarningFilters::reset()
{
    filters_.clear();
    mutated();
}

void WarningFilters::restore(Saved saved)
{
    filters_ = std::move(saved.filters);
    log_ = std::move(saved.log);
    mutated();
}

void WarningFilters::libraryImported(const std::string &library)
{
    if (library == "torch")
        libraryImported("numpy"); // torch imports numpy first
    if (!librariesImported_.insert(library).second)
        return;
    if (library == "numpy") {
        // numpy/__init__.py and numpy/lib/polynomial.py, in the order they run.
        add({"always", "", "numpy.RankWarning", "", 0}, false);
        for (const char *what : {"dtype", "ufunc", "ndarray"})
            add({"ignore", std::string("numpy.") + what + " size changed", "Warning", "", 0}, false);
    } else if (library == "torch") {
        add({"ignore", "", "torch.jit._trace.TracerWarning", "torch.(?!jit)", 0}, false);
    }
}

const WarningFilters::Filter *WarningFilters::match(const Value &text, const std::string &category,
                                                    const WarningSite &site) const
{
    for (const Filter &f : filters_) {
        // check_matched: a message pattern's match() takes only a str.
        if (!f.messagePattern.empty() && text.kind != Value::Kind::Str)
            throw PyError("TypeError", "expected string or bytes-like object, got '" + PythonTypes::shortName(text) + "'");
        if (matches(f.messagePattern, text.text, true) && ExceptionClasses::isSubclass(category, f.category) &&
            matches(f.modulePattern, site.module, false) && (f.lineno == 0 || f.lineno == site.lineno))
            return &f;
    }
    return nullptr;
}

void WarningFilters::NativeCall::finish()
{
    if (w_.pending_.kind != Value::Kind::Exception)
        return;
    const Value raised = std::exchange(w_.pending_, Value::none());
    throw PyException(Ref<ExceptionObject>(&raised.as<ExceptionObject>()));
}

void WarningFilters::warn(Interpreter &in, const Value &message, const std::string &category, const WarningSite &site,
                          const Value &textValue, bool fromNative)
{
    // The registry key holds the text object itself: repr tells 5 from '5'.
    const std::string text = ValuePrinter::repr(textValue);
    Registry &registry = registries_[site.module];
    if (registry.version != version_) {
        registry.keys.clear();
        registry.version = version_;
    }
    const auto key = std::make_tuple(text, category, site.lineno);
    if (registry.keys.count(key))
        return;
    const Filter *filter = match(textValue, category, site);
    const std::string action = filter ? filter->action : "default";
    if (action == "error") {
        if (fromNative && nativeDepth_ > 0) {
            if (pending_.kind != Value::Kind::Exception)
                pending_ = message;
            return;
        }
        throw PyException(Ref<ExceptionObject>(&message.as<ExceptionObject>()));
    }
    if (action == "ignore")
        return;
    if (action != "always") {
        registry.keys.insert(key);
        // "once" and "module": once per (text, category) in the module's registry.
        if ((action == "once" || action == "module") &&
            !registry.keys.insert(std::make_tuple(text, category, 0)).second)
            return;
    }
    show(in, message, category, site);
}

void WarningFilters::show(Interpreter &in, const Value &message, const std::string &category, const WarningSite &site)
{
    if (log_.kind == Value::Kind::List) {
        log_.items->push_back(Value::object(Value::Kind::Object, make<WarningMessageObject>(message, category, site)));
        return;
    }
    std::string out = site.filename + ":" + std::to_string(site.lineno) + ": " + PythonTypes::shortNameOf(category) +
                      ": " + ValuePrinter::str(message) + "\n";
    if (!site.sourceLine.empty())
        out += "  " + site.sourceLine + "\n";
    in.output().err(out);
}

} // namespace tl
