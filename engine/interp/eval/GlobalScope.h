#pragma once
// The module's namespace (its __dict__) as numbered slots: a global name gets a slot the
// first time code mentions it, and the syntax tree caches that number, so reading a global
// in a loop is an index instead of a dictionary lookup (CPython 3.11 caches LOAD_GLOBAL
// the same way). Names keep Python's insertion order for "Did you mean" suggestions.
#include "interp/Value.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace tl {

class GlobalScope {
public:
    struct Slot {
        std::string name;
        Value value = Value::unbound();
        Value builtin;             // what the name means when no global has it
        bool builtinKnown = false; // `builtin` has been looked up
    };

    int slotOf(const std::string &name); // creates an unbound slot the first time
    int find(const std::string &name) const; // -1 when the name was never mentioned
    Slot &at(int i) { return slots_[static_cast<size_t>(i)]; }
    const Slot &at(int i) const { return slots_[static_cast<size_t>(i)]; }
    size_t size() const { return slots_.size(); }

    // Binding order (a name unbound and bound again moves to the end, as in a dict).
    void noteBound(const std::string &name);
    void noteUnbound(const std::string &name);
    const std::vector<std::string> &order() const { return order_; }

private:
    std::vector<Slot> slots_;
    std::unordered_map<std::string, int> index_;
    std::vector<std::string> order_;
};

} // namespace tl
