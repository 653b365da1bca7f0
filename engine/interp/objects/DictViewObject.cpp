// dictview_repr and the views' items (Objects/dictobject.c).
#include "DictViewObject.h"

#include "interp/ValuePrinter.h"

namespace tl {

ValueList DictViewObject::items() const
{
    if (!dict_)
        return {};
    switch (part_) {
    case Part::Keys: return dict_->keys();
    case Part::Values: return dict_->values();
    case Part::Items: return dict_->items();
    }
    return {};
}

std::string DictViewObject::repr() const { return typeName() + "(" + ValuePrinter::repr(Value::list(items())) + ")"; }

} // namespace tl
