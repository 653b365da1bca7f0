#pragma once
// The objects one interpreter has created, so that shutting it down can break the reference
// cycles Python's garbage collector would collect (see Object::clearReferences). Objects
// join the heap installed on their thread when they are created.
#include "Object.h"

#include <cstddef>

namespace tl {

class Heap {
public:
    Heap() = default;
    ~Heap();
    Heap(const Heap &) = delete;
    Heap &operator=(const Heap &) = delete;

    // Empties every live object of this heap; objects then free each other by counting.
    void clearAll();
    size_t liveObjects() const { return count_; }

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
    void add(Object *o);
    void remove(Object *o);

    Object *head_ = nullptr;
    size_t count_ = 0;
};

} // namespace tl
