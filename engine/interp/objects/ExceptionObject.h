#pragma once
// A Python exception instance (Objects/exceptions.c BaseException): its class, args, the
// traceback gathered while it propagates, and the exceptions it was raised from (__cause__)
// or while handling (__context__).
#include "Object.h"
#include "SourceFile.h"
#include "interp/Value.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class ExceptionObject : public Object {
public:
    // One frame the exception passed through, with the source range CPython 3.11 underlines
    // (columns are 0-based code points; anchors -1 when there are none).
    struct TracebackEntry {
        SourceFilePtr source;
        std::string function; // "<module>", "f", "<lambda>", "<listcomp>"
        int line = 0;
        int endLine = 0;
        int col = -1;
        int endCol = -1;
        int leftEnd = -1;     // end of the left operand / start of the `[`: secondary `~` before it
        int rightStart = -1;  // start of the right operand: secondary `~` from it
        char primary = '^';
        char secondary = '^';
    };

    ExceptionObject(std::string type, ValueList args) : type(std::move(type)), args(std::move(args)) {}
    std::string typeName() const override { return type; }
    void clearReferences() override
    {
        args.clear();
        cause.reset();
        context.reset();
    }

    // str(e): "" without args, str(arg) with one (repr for KeyError), repr(args) otherwise.
    std::string str() const override;
    // The traceback's last line: "Type: str(e)" (just "Type" when str(e) is empty), with the
    // name CPython prints for the class (its module for non-builtins: "torch.cuda.OutOfMemoryError").
    std::string lastLine() const;

    std::string type;  // the class's qualified name: "ValueError", "torch.cuda.OutOfMemoryError"
    ValueList args;
    // str(e) as the engine worded it, for exceptions the engine raised as text (a KeyError's
    // text already quotes its key); empty: from args.
    std::optional<std::string> text;
    std::string fix;        // the engine's suggested fix (PyError::fix)
    std::string id;         // the engine's stable error id (PyError::id), empty for Python's own
    std::string suggestion; // ". Did you mean: 'x'?" for NameError / AttributeError
    std::vector<TracebackEntry> traceback; // innermost frame first
    Ref<ExceptionObject> cause;
    Ref<ExceptionObject> context;
    bool suppressContext = false; // `raise ... from ...` sets it
    uint64_t tracedFrame = 0;     // serial of the frame whose traceback entry was added last
};

} // namespace tl
