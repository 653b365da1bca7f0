#pragma once
// The objects of a session's model, read off the interpreter's names after a statement:
// each tensor and ndarray a name holds (and a tensor's `.grad`, as `a.grad`), with its view
// of its storage (shape, strides, offset, dtype, device, autograd flags, _version) and the
// grad_fn edges among them; other names with their repr. Reading only: the events and the
// storages' records stay with the Session that runs the code.
#include "SessionModel.h"

#include "interp/Value.h"

#include <map>
#include <memory>
#include <string>

namespace tl {
class StridedView;
}

namespace tl::ui {

class SessionModelBuilder {
public:
    using Views = std::map<quint64, std::weak_ptr<tl::StridedView>>; // by object id

    // Adds every name of `globals` to `m` (names, objects sorted by id, their grad_fn edges);
    // `views` gets each object's view.
    static void addNames(SessionModel &m, const std::map<std::string, tl::Value> &globals, Views &views);

private:
    // Adds the tensor/ndarray `value` (if it is one) under `label` ("a", "a.grad").
    static void addObject(SessionModel &m, const QString &label, const tl::Value &value, Views &views);
    // Each shown tensor's grad_fn edges to the other shown tensors (ObjectInfo::gradInputs).
    static void addGradInputs(SessionModel &m, const Views &views);
};

} // namespace tl::ui
