#pragma once
// The warnings machinery of CPython 3.11 (Python/_warnings.c, Lib/warnings.py): the filter
// list with its default entries, each module's __warningregistry__ (cleared when the filters
// change), the actions, and showing a warning (stderr, or the list of catch_warnings(record=True)).
#include "interp/Value.h"

#include <map>
#include <optional>
#include <regex>
#include <set>
#include <tuple>
#include <utility>
#include <string>
#include <vector>

namespace tl {

class Interpreter;
struct Frame;

// Where a warning is attributed (the frame warn() looked at).
struct WarningSite {
    std::string filename;
    int lineno = 0;
    std::string module;     // "__main__", "torch.nn.functional", "sys"
    std::string sourceLine; // stripped; empty when there is none to quote
};

class WarningFilters {
public:
    struct Filter {
        std::string action;
        std::string messagePattern; // "" matches everything (None in warnings.filters)
        std::string category;       // a Warning class
        std::string modulePattern;  // "" matches everything
        int lineno = 0;

        bool operator==(const Filter &o) const
        {
            return action == o.action && messagePattern == o.messagePattern && category == o.category &&
                   modulePattern == o.modulePattern && lineno == o.lineno;
        }
    };
    // What catch_warnings saves on entry and puts back on exit.
    struct Saved {
        std::vector<Filter> filters;
        Value log;
    };

    WarningFilters();

    // warn_explicit: `message` is an instance of `category`; `text` what warn() was given (a
    // str, or whatever else was passed as the message). Throws the message for "error";
    // a warning of library C++ code (`fromNative`) inside a NativeCall throws when the call
    // returns, as PyTorch's PyWarningHandler re-raises after the op has run.
    void warn(Interpreter &in, const Value &message, const std::string &category, const WarningSite &site,
              const Value &text, bool fromNative = false);

    // The span of one native library call: warnings it turns into errors wait for its end.
    class NativeCall {
    public:
        explicit NativeCall(WarningFilters &w) : w_(w), outer_(std::exchange(w.pending_, Value::none())) { ++w_.nativeDepth_; }
        ~NativeCall()
        {
            --w_.nativeDepth_;
            w_.pending_ = std::move(outer_);
        }
        NativeCall(const NativeCall &) = delete;
        NativeCall &operator=(const NativeCall &) = delete;
        // After the call returned: throws the first warning it raised as an error, if any.
        void finish();

    private:
        WarningFilters &w_;
        Value outer_;
    };
    // The filters NumPy's and PyTorch's __init__ add when first imported ("numpy" or "torch").
    void libraryImported(const std::string &library);
    // warnings._add_filter, resetwarnings.
    void add(Filter filter, bool append);
    void reset();
    // TORCH_WARN_ONCE: true only the first time a message is given in the whole program.
    bool firstTime(const std::string &message) { return onceInProgram_.insert(message).second; }

    Saved save() const { return {filters_, log_}; }
    void restore(Saved saved);
    // Warnings from now on are appended to `list` instead of being printed (None: printed).
    void recordInto(Value list) { log_ = std::move(list); }
    void mutated() { ++version_; }

    // The site warn(stacklevel=n) names: the script line running in the frame n - 1 calls
    // out from `frame`, or "sys", line 1, when the stack is not that deep.
    static WarningSite siteOf(const Frame &frame, int stacklevel);
    // The module a library file is ("torch.nn.functional" for .../torch/nn/functional.py).
    static std::string moduleOfFile(const std::string &file);

    // A pattern of filterwarnings() that std::regex reads as Python's re does; UnsupportedError otherwise.
    static void checkPattern(const std::string &pattern);

private:
    struct Registry {
        long version = 0;
        std::set<std::tuple<std::string, std::string, int>> keys; // (text, category, lineno); lineno 0: "module"/"once"
    };
    const Filter *match(const Value &text, const std::string &category, const WarningSite &site) const;
    void show(Interpreter &in, const Value &message, const std::string &category, const WarningSite &site);

    std::vector<Filter> filters_;
    long version_ = 1;
    std::map<std::string, Registry> registries_; // by module
    std::set<std::string> onceInProgram_;
    std::set<std::string> librariesImported_;
    Value log_; // None, or the list catch_warnings(record=True) returned
    int nativeDepth_ = 0;
    Value pending_; // the first warning a native call raised as an error, thrown when it returns
};

} // namespace tl
