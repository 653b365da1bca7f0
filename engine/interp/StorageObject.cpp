#include "StorageObject.h"

#include "ValuePrinter.h"
#include "interp/Value.h"
#include "interp/objects/IteratorObject.h"
#include "tensor/Runtime.h"

namespace tl {

const StorageObject *StorageObject::from(const Value &v)
{
    return v.kind == Value::Kind::Object ? dynamic_cast<const StorageObject *>(v.obj.get()) : nullptr;
}

std::string StorageObject::printed(const std::string &summary) const
{
    storage_->runtime().checkHostObject(static_cast<uint64_t>(size_) * 32);
    std::string data = " ";
    for (int64_t i = 0; i < size_; ++i) {
        if (i)
            data += "\n ";
        data += ValuePrinter::str(element(i));
    }
    return data + "\n[" + summary + "]";
}

Ref<IteratorObject> StorageObject::elements(const char *kind) const
{
    Ref<const StorageObject> self(this);
    int64_t i = 0;
    return make<IteratorObject>(kind, [self, i](Value &out) mutable {
        if (i >= self->size_)
            return false;
        out = self->element(i++);
        return true;
    });
}

Value StorageObject::list() const
{
    storage_->runtime().checkHostObject(static_cast<uint64_t>(size_) * sizeof(Value));
    ValueList items;
    for (int64_t i = 0; i < size_; ++i)
        items.push_back(element(i));
    return Value::list(std::move(items));
}

} // namespace tl
