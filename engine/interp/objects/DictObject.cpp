// Python's dict (Objects/dictobject.c): insertion-ordered, CPython's hashes and key equality.
#include "DictObject.h"

#include "Heap.h"
#include "ValueHash.h"

namespace tl {

int64_t DictObject::lookup(const Value &key, int64_t hash) const
{
    auto [first, last] = index_.equal_range(hash);
    for (auto it = first; it != last; ++it) {
        const Entry &e = entries_[it->second];
        if (e.live && ValueHash::equal(e.key, key))
            return it->second;
    }
    return -1;
}

Value *DictObject::find(const Value &key)
{
    const int64_t i = lookup(key, ValueHash::ofKey(key, "a dict key"));
    return i < 0 ? nullptr : &entries_[static_cast<size_t>(i)].value;
}

void DictObject::set(const Value &key, Value value)
{
    const int64_t hash = ValueHash::ofKey(key, "a dict key");
    const int64_t i = lookup(key, hash);
    if (i >= 0) {
        entries_[static_cast<size_t>(i)].value = std::move(value);
        return;
    }
    if ((entries_.size() & 0xFFF) == 0xFFF)
        Heap::checkSize((entries_.size() + 1) * (sizeof(Entry) + 2 * sizeof(void *)));
    entries_.push_back({key, std::move(value), hash, true});
    index_.emplace(hash, static_cast<uint32_t>(entries_.size() - 1));
    ++live_;
    ++version_;
}

bool DictObject::erase(const Value &key, Value *removed)
{
    const int64_t hash = ValueHash::ofKey(key, "a dict key");
    const int64_t i = lookup(key, hash);
    if (i < 0)
        return false;
    auto [first, last] = index_.equal_range(hash);
    for (auto it = first; it != last; ++it)
        if (it->second == static_cast<uint32_t>(i)) {
            index_.erase(it);
            break;
        }
    Entry &e = entries_[static_cast<size_t>(i)];
    e.live = false;
    Value old = std::move(e.value);
    Value oldKey = std::move(e.key);
    e.value = Value();
    e.key = Value();
    --live_;
    ++version_;
    if (entries_.size() > 16 && live_ * 2 < entries_.size())
        compact();
    if (removed)
        *removed = std::move(old);
    return true;
}

void DictObject::clear()
{
    std::vector<Entry> old;
    old.swap(entries_); // values die after the dict is consistent again
    index_.clear();
    live_ = 0;
    ++version_;
}

void DictObject::compact()
{
    std::vector<Entry> kept;
    kept.reserve(live_);
    index_.clear();
    for (auto &e : entries_)
        if (e.live) {
            kept.push_back(std::move(e));
            index_.emplace(kept.back().hash, static_cast<uint32_t>(kept.size() - 1));
        }
    entries_.swap(kept);
}

namespace {
template <class F>
ValueList collect(const std::vector<DictObject::Entry> &entries, size_t live, F pick)
{
    ValueList out;
    out.reserve(live);
    for (const auto &e : entries)
        if (e.live)
            out.push_back(pick(e));
    return out;
}
} // namespace

ValueList DictObject::keys() const
{
    return collect(entries_, live_, [](const Entry &e) { return e.key; });
}

ValueList DictObject::values() const
{
    return collect(entries_, live_, [](const Entry &e) { return e.value; });
}

ValueList DictObject::items() const
{
    return collect(entries_, live_, [](const Entry &e) { return Value::tuple({e.key, e.value}); });
}

} // namespace tl
