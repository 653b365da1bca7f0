#pragma once
// The objects one interpreter has created, so that shutting it down can break the reference
// cycles Python's garbage collector would collect (see Object::clearReferences). Objects
// join the heap installed on their thread when they are created.
#include "Object.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace tl {

struct Value;
class TrackedItems;

class Heap {
public:
    Heap() = default;
    ~Heap();
    Heap(const Heap &) = delete;
    Heap &operator=(const Heap &) = delete;

    // Empties every live object and list of this heap; they then free each other by counting.
    void clearAll();
    size_t liveObjects() const { return count_; }

    // How a growing object checks that `bytes` more fit in the session's memory (the
    // interpreter's Runtime::checkHostObject, MemoryError when not).
    void setSizeCheck(std::function<void(uint64_t)> check) { sizeCheck_ = std::move(check); }
    // On the current heap, if any: an object of `bytes` must fit.
    static void checkSize(uint64_t bytes)
    {
        if (Heap *h = current(); h && h->sizeCheck_)
            h->sizeCheck_(bytes);
    }

    // The heap new objects join on this thread (none outside an interpreter).
    static Heap *current();
    class Scope {
    public:
        explicit Scope(Heap &heap);
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        Heap *previous_;
    };

private:
    friend class Object;
    friend class TrackedItems;
    void add(Object *o);
    void remove(Object *o);
    void add(TrackedItems *l);
    void remove(TrackedItems *l);

    Object *head_ = nullptr;
    size_t count_ = 0;
    TrackedItems *lists_ = nullptr;
    std::function<void(uint64_t)> sizeCheck_;
};

} // namespace tl
