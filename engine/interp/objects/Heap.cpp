// The interpreter's registry of live objects; clearing it stands in for CPython's cycle
// collector (Modules/gcmodule.c) at shutdown.
#include "Heap.h"

#include "Trashcan.h"
#include "interp/Value.h"

#include <vector>

namespace tl {

namespace {
thread_local Heap *installed = nullptr;
} // namespace

// A list's or tuple's items, known to the heap that was current when they were made.
class TrackedItems : public ValueList {
public:
    explicit TrackedItems(ValueList v) : ValueList(std::move(v))
    {
        if (Heap *h = Heap::current())
            h->add(this);
    }
    ~TrackedItems()
    {
        if (heap_)
            heap_->remove(this);
        // A list nested a million deep ([[[...]]]) must not free itself recursively.
        if (!empty())
            Trashcan::dispose([items = ValueList(std::move(*this))]() mutable { ValueList().swap(items); });
    }
    TrackedItems(const TrackedItems &) = delete;
    TrackedItems &operator=(const TrackedItems &) = delete;

private:
    friend class Heap;
    Heap *heap_ = nullptr;
    TrackedItems *prev_ = nullptr, *next_ = nullptr;
};

std::shared_ptr<ValueList> Value::makeItems(ValueList v) { return std::make_shared<TrackedItems>(std::move(v)); }

void Heap::add(TrackedItems *l)
{
    l->heap_ = this;
    l->next_ = lists_;
    if (lists_)
        lists_->prev_ = l;
    lists_ = l;
}

void Heap::remove(TrackedItems *l)
{
    if (l->prev_)
        l->prev_->next_ = l->next_;
    else
        lists_ = l->next_;
    if (l->next_)
        l->next_->prev_ = l->prev_;
    l->heap_ = nullptr;
    l->prev_ = l->next_ = nullptr;
}

Heap::~Heap()
{
    clearAll();
    while (lists_)
        remove(lists_);
    // Whatever is still counted is held from outside the interpreter: detach it.
    for (Object *o = head_; o;) {
        Object *next = o->next_;
        o->heap_ = nullptr;
        o->prev_ = o->next_ = nullptr;
        o = next;
    }
}

void Heap::clearAll()
{
    // Hold every object while clearing, so none is freed while it is being emptied.
    std::vector<Ref<Object>> all;
    all.reserve(count_);
    for (Object *o = head_; o; o = o->next_)
        all.emplace_back(o);
    for (const auto &o : all)
        o->clearReferences();
    // Lists last: each is unlinked before its items go, which may free other lists.
    while (TrackedItems *l = lists_) {
        remove(l);
        ValueList items;
        items.swap(*l);
    }
}

Heap *Heap::current() { return installed; }

Heap::Scope::Scope(Heap &heap) : previous_(installed) { installed = &heap; }

Heap::Scope::~Scope() { installed = previous_; }

void Heap::add(Object *o)
{
    o->heap_ = this;
    o->next_ = head_;
    if (head_)
        head_->prev_ = o;
    head_ = o;
    ++count_;
}

void Heap::remove(Object *o)
{
    if (o->prev_)
        o->prev_->next_ = o->next_;
    else
        head_ = o->next_;
    if (o->next_)
        o->next_->prev_ = o->prev_;
    o->heap_ = nullptr;
    --count_;
}

} // namespace tl
