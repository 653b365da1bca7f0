// The interpreter's registry of live objects; clearing it stands in for CPython's cycle
// collector (Modules/gcmodule.c) at shutdown.
#include "Heap.h"

#include <vector>

namespace tl {

namespace {
thread_local Heap *installed = nullptr;
} // namespace

Heap::~Heap()
{
    clearAll();
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
