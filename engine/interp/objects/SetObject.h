#pragma once
// Python's set and frozenset with CPython's own table (Objects/setobject.c: open addressing,
// nine linear probes then perturbation, 60% fill before growing), so that a set iterates
// and prints in the order CPython shows.
#include "Object.h"
#include "interp/Value.h"

#include <cstdint>
#include <vector>

namespace tl {

class SetObject : public Object {
public:
    struct Slot {
        Value key;
        int64_t hash = 0;
        enum State : uint8_t { Empty, Dummy, Active } state = Empty;
    };

    explicit SetObject(bool frozen = false);
    std::string typeName() const override { return frozen_ ? "frozenset" : "set"; }
    void clearReferences() override { clear(); }

    bool frozen() const { return frozen_; }
    size_t size() const { return used_; }
    bool contains(const Value &key) const;
    void add(const Value &key);
    void add(const Value &key, int64_t hash);
    bool discard(const Value &key); // false when absent
    void clear();
    // set.update / set(iterable) from another set, in set_merge's order.
    void merge(const SetObject &other);
    // Items in table order (iteration, repr).
    ValueList items() const;
    const std::vector<Slot> &table() const { return table_; }
    // Changes when an element is added or removed (iterators check it).
    uint64_t version() const { return version_; }
    // set.pop(): CPython's finger walks the table from where the last pop stopped.
    bool pop(Value &out);

private:
    size_t lookup(const Value &key, int64_t hash) const; // index of the key's slot or of an empty one
    void resize(size_t minUsed);
    static void insertClean(std::vector<Slot> &table, size_t mask, const Value &key, int64_t hash);

    bool frozen_;
    std::vector<Slot> table_;
    size_t mask_ = 7;
    size_t fill_ = 0;
    size_t used_ = 0;
    size_t finger_ = 0;
    uint64_t version_ = 0;
};

} // namespace tl
