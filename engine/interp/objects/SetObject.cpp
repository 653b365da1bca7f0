// CPython 3.11's set table (Objects/setobject.c: set_add_entry, set_lookkey,
// set_insert_clean, set_table_resize, set_merge, set_pop).
#include "SetObject.h"

#include "Heap.h"
#include "ValueHash.h"

namespace tl {

namespace {
constexpr size_t kMinSize = 8;
constexpr size_t kLinearProbes = 9;
constexpr int kPerturbShift = 5;
} // namespace

SetObject::SetObject(bool frozen) : frozen_(frozen), table_(kMinSize) {}

size_t SetObject::lookup(const Value &key, int64_t hash) const
{
    size_t perturb = static_cast<size_t>(hash);
    size_t i = static_cast<size_t>(hash) & mask_;
    while (true) {
        size_t probes = i + kLinearProbes <= mask_ ? kLinearProbes : 0;
        size_t j = i;
        while (true) {
            const Slot &s = table_[j];
            if (s.state == Slot::Empty)
                return j;
            if (s.state == Slot::Active && s.hash == hash && ValueHash::equal(s.key, key))
                return j;
            if (probes-- == 0)
                break;
            ++j;
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask_;
    }
}

bool SetObject::contains(const Value &key) const
{
    const int64_t hash = ValueHash::ofKey(key, "a set element");
    return table_[lookup(key, hash)].state == Slot::Active;
}

void SetObject::add(const Value &key) { add(key, ValueHash::ofKey(key, "a set element")); }

void SetObject::add(const Value &key, int64_t hash)
{
    size_t perturb = static_cast<size_t>(hash);
    size_t i = static_cast<size_t>(hash) & mask_;
    Slot *freeslot = nullptr;
    while (true) {
        size_t probes = i + kLinearProbes <= mask_ ? kLinearProbes : 0;
        size_t j = i;
        while (true) {
            Slot &s = table_[j];
            if (s.state == Slot::Empty) {
                if (freeslot) {
                    freeslot->key = key;
                    freeslot->hash = hash;
                    freeslot->state = Slot::Active;
                    ++used_;
                    ++version_;
                    return;
                }
                s.key = key;
                s.hash = hash;
                s.state = Slot::Active;
                ++fill_;
                ++used_;
                ++version_;
                if (fill_ * 5 >= mask_ * 3)
                    resize(used_ > 50000 ? used_ * 2 : used_ * 4);
                return;
            }
            if (s.state == Slot::Active && s.hash == hash && ValueHash::equal(s.key, key))
                return;
            if (s.state == Slot::Dummy && !freeslot)
                freeslot = &s;
            if (probes-- == 0)
                break;
            ++j;
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask_;
    }
}

void SetObject::insertClean(std::vector<Slot> &table, size_t mask, const Value &key, int64_t hash)
{
    size_t perturb = static_cast<size_t>(hash);
    size_t i = static_cast<size_t>(hash) & mask;
    while (true) {
        if (table[i].state == Slot::Empty) {
            table[i] = {key, hash, Slot::Active};
            return;
        }
        if (i + kLinearProbes <= mask) {
            for (size_t j = 1; j <= kLinearProbes; ++j)
                if (table[i + j].state == Slot::Empty) {
                    table[i + j] = {key, hash, Slot::Active};
                    return;
                }
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

void SetObject::resize(size_t minUsed)
{
    size_t newSize = kMinSize;
    while (newSize <= minUsed)
        newSize <<= 1;
    Heap::checkSize(newSize * sizeof(Slot));
    std::vector<Slot> old(newSize);
    old.swap(table_);
    mask_ = newSize - 1;
    fill_ = used_;
    for (const Slot &s : old)
        if (s.state == Slot::Active)
            insertClean(table_, mask_, s.key, s.hash);
}

bool SetObject::discard(const Value &key)
{
    const int64_t hash = ValueHash::ofKey(key, "a set element");
    Slot &s = table_[lookup(key, hash)];
    if (s.state != Slot::Active)
        return false;
    Value old = std::move(s.key);
    s.key = Value();
    s.hash = -1;
    s.state = Slot::Dummy;
    --used_;
    ++version_;
    return true;
}

void SetObject::clear()
{
    std::vector<Slot> old(kMinSize);
    old.swap(table_);
    mask_ = kMinSize - 1;
    fill_ = used_ = 0;
    finger_ = 0;
    ++version_;
}

void SetObject::merge(const SetObject &other)
{
    if (&other == this || other.used_ == 0)
        return;
    if ((fill_ + other.used_) * 5 >= mask_ * 3)
        resize((used_ + other.used_) * 2);
    if (fill_ == 0 && mask_ == other.mask_ && other.fill_ == other.used_) {
        table_ = other.table_;
        fill_ = other.fill_;
        used_ = other.used_;
        ++version_;
        return;
    }
    if (fill_ == 0) {
        fill_ = used_ = other.used_;
        for (const Slot &s : other.table_)
            if (s.state == Slot::Active)
                insertClean(table_, mask_, s.key, s.hash);
        ++version_;
        return;
    }
    for (const Slot &s : other.table_)
        if (s.state == Slot::Active)
            add(s.key, s.hash);
}

ValueList SetObject::items() const
{
    ValueList out;
    out.reserve(used_);
    for (const Slot &s : table_)
        if (s.state == Slot::Active)
            out.push_back(s.key);
    return out;
}

bool SetObject::pop(Value &out)
{
    if (used_ == 0)
        return false;
    size_t i = finger_ & mask_;
    while (table_[i].state != Slot::Active)
        i = (i + 1) & mask_;
    out = std::move(table_[i].key);
    table_[i].key = Value();
    table_[i].hash = -1;
    table_[i].state = Slot::Dummy;
    --used_;
    ++version_;
    finger_ = i + 1;
    return true;
}

} // namespace tl
