#pragma once
// A Python exception in flight as an object (raised by `raise`, or an engine error once it
// has crossed a frame): a PyError that carries the ExceptionObject with its traceback,
// args and chained exceptions, so `except ... as e` gets the same object back.
#include "core/PyError.h"
#include "interp/objects/ExceptionObject.h"

namespace tl {

class PyException : public PyError {
public:
    explicit PyException(Ref<ExceptionObject> e) : PyError(base(*e)), exception(std::move(e)) {}

    Ref<ExceptionObject> exception;

private:
    static PyError base(const ExceptionObject &e)
    {
        PyError error = PyError(e.type, e.str(), e.fix).withSuggestion(e.suggestion.empty() ? std::nullopt
                                                                                            : std::optional<std::string>(e.suggestion));
        error.setId(e.id);
        return error;
    }
};

} // namespace tl
