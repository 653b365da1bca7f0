#include "SessionModelBuilder.h"

#include "session/EngineText.h"

#include "autograd/GraphReach.h"
#include "core/DType.h"
#include "core/PyError.h"
#include "interp/PythonTypes.h"
#include "interp/ValuePrinter.h"

#include <algorithm>

namespace tl::ui {

void SessionModelBuilder::addNames(SessionModel &m, const std::map<std::string, tl::Value> &globals, Views &views)
{
    for (const auto &[name, value] : globals) {
        NameInfo n;
        n.name = EngineText::qs(name);
        n.objectId = value.objectId();
        n.typeName = EngineText::qs(tl::PythonTypes::qualifiedName(value));
        if (value.kind == tl::Value::Kind::Tensor) {
            n.typeName = QStringLiteral("Tensor");
        } else if (value.kind == tl::Value::Kind::Array) {
            n.typeName = QStringLiteral("ndarray");
        } else {
            QString repr;
            try {
                repr = EngineText::qs(tl::ValuePrinter::repr(value));
            } catch (const std::exception &) {
                // Some values have no printable repr in the subset (modules, functions).
                repr = QStringLiteral("<%1>").arg(n.typeName);
            }
            if (repr.size() > 60)
                repr = repr.left(57) + QStringLiteral("...");
            n.repr = repr;
        }
        m.names.insert(n.name, n);
        addObject(m, n.name, value, views);
        // A gradient is reachable from its tensor's name: `a.grad` gets a card too.
        if (value.kind == tl::Value::Kind::Tensor && value.tensor->grad())
            addObject(m, n.name + QStringLiteral(".grad"), tl::Value::of(value.tensor->grad()), views);
    }
    std::sort(m.objects.begin(), m.objects.end(), [](const ObjectInfo &a, const ObjectInfo &b) { return a.objectId < b.objectId; });
    for (auto &o : m.objects)
        o.names.sort();
    addGradInputs(m, views);
}

void SessionModelBuilder::addObject(SessionModel &m, const QString &label, const tl::Value &value, Views &views)
{
    std::shared_ptr<tl::StridedView> view;
    if (value.kind == tl::Value::Kind::Tensor)
        view = value.tensor;
    else if (value.kind == tl::Value::Kind::Array)
        view = value.array;
    if (!view)
        return;
    views[view->objectId()] = view;
    auto existing = std::find_if(m.objects.begin(), m.objects.end(), [&](const ObjectInfo &o) { return o.objectId == view->objectId(); });
    if (existing != m.objects.end()) {
        existing->names.push_back(label);
        return;
    }
    ObjectInfo o;
    o.objectId = view->objectId();
    o.kind = EngineText::qs(view->kindName());
    o.names = {label};
    o.storageId = view->storage()->id();
    o.sizes = EngineText::toVector(view->sizes());
    o.strides = EngineText::toVector(view->strides());
    o.storageOffset = view->storageOffset();
    o.device = view->device();
    o.elementSize = tl::itemSize(view->dtype());
    if (value.kind == tl::Value::Kind::Tensor) {
        const auto &t = value.tensor;
        o.dtype = QStringLiteral("torch.") + EngineText::qs(std::string(tl::torchName(t->dtype())));
        o.requiresGrad = t->requiresGrad();
        try {
            o.isLeaf = t->isLeaf();
            o.gradFn = t->gradFn() ? EngineText::qs(t->gradFn()->name()) : QString();
        } catch (const tl::PyError &e) {
            // A no_grad view whose base was modified in place: reading its grad_fn raises
            // in PyTorch too; the card says so instead of naming a function.
            o.isLeaf = false;
            o.gradFn = QStringLiteral("raises ") + EngineText::qs(e.type());
        }
        o.version = t->version();
    } else {
        o.dtype = EngineText::qs(std::string(tl::numpyName(view->dtype())));
        o.writeable = value.array->writeable();
    }
    m.objects.push_back(o);
}

void SessionModelBuilder::addGradInputs(SessionModel &m, const Views &views)
{
    std::vector<tl::TensorPtr> tensors;
    for (const ObjectInfo &o : m.objects) {
        const auto it = views.find(o.objectId);
        const auto view = it == views.end() ? nullptr : it->second.lock();
        tensors.push_back(o.isTensor() ? std::dynamic_pointer_cast<tl::TensorImpl>(view) : nullptr);
    }
    const auto inputs = tl::GraphReach::directInputs(tensors);
    for (size_t i = 0; i < inputs.size(); ++i)
        for (size_t j : inputs[i])
            m.objects[int(i)].gradInputs.push_back(m.objects[int(j)].objectId);
}

} // namespace tl::ui
