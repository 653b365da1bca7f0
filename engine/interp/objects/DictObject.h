#pragma once
// Python's dict: keys in insertion order (Objects/dictobject.c keeps them in an entries
// array beside a hash index; so does this one), hashed and compared as CPython does.
#include "Object.h"
#include "interp/Value.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace tl {

class DictObject : public Object {
public:
    struct Entry {
        Value key;
        Value value;
        int64_t hash = 0;
        bool live = true;
    };

    std::string typeName() const override { return "dict"; }
    void clearReferences() override { clear(); }

    size_t size() const { return live_; }
    bool empty() const { return live_ == 0; }
    // The value stored under `key`, nullptr when absent (TypeError for unhashable keys).
    Value *find(const Value &key);
    const Value *find(const Value &key) const { return const_cast<DictObject *>(this)->find(key); }
    // d[key] = value: a new key goes last, an existing one keeps its place.
    void set(const Value &key, Value value);
    // Removes `key` into `removed` (when given); false when it is absent.
    bool erase(const Value &key, Value *removed = nullptr);
    void clear();

    // Entries in insertion order, with holes (live == false) where keys were removed.
    const std::vector<Entry> &entries() const { return entries_; }
    // Changes whenever a key is added or removed (iterators check it, as CPython does).
    uint64_t version() const { return version_; }
    ValueList keys() const;
    ValueList values() const;
    ValueList items() const; // (key, value) tuples

private:
    int64_t lookup(const Value &key, int64_t hash) const; // entry index or -1
    void compact();

    std::vector<Entry> entries_;
    std::unordered_multimap<int64_t, uint32_t> index_;
    size_t live_ = 0;
    uint64_t version_ = 0;
};

} // namespace tl
