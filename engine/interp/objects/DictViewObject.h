#pragma once
// dict.keys(), dict.values() and dict.items() (Objects/dictobject.c dictview): live views
// of their dict, printed as "dict_keys(['a', 'b'])".
#include "DictObject.h"
#include "Object.h"

namespace tl {

class DictViewObject : public Object {
public:
    enum class Part { Keys, Values, Items };
    DictViewObject(Ref<DictObject> dict, Part part) : dict_(std::move(dict)), part_(part) {}

    std::string typeName() const override
    {
        return part_ == Part::Keys ? "dict_keys" : part_ == Part::Values ? "dict_values" : "dict_items";
    }
    std::string repr() const override;
    void clearReferences() override { dict_.reset(); }
    int64_t len() const override { return dict_ ? static_cast<int64_t>(dict_->size()) : 0; }

    const Ref<DictObject> &dict() const { return dict_; }
    Part part() const { return part_; }
    // The view's items now, in the dict's order.
    ValueList items() const;

private:
    Ref<DictObject> dict_;
    Part part_;
};

} // namespace tl
