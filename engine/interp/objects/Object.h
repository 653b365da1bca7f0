#pragma once
// Base of the interpreter's heap objects (dict, set, range, function, exception, ...), as
// CPython's PyObject: reference counted, owned by the Values that point at them. The count
// is not atomic: an interpreter and its objects live on one thread.
#include <cstdint>
#include <string>
#include <utility>

namespace tl {

class CallArgs;
class ExceptionObject;
class Heap;
class Interpreter;
struct Value;

class Object {
public:
    Object();
    virtual ~Object();
    Object(const Object &) = delete;
    Object &operator=(const Object &) = delete;

    // The class as type(x) prints it ("dict", "range", "function", "enumerate", ...).
    virtual std::string typeName() const = 0;
    // repr(x); by default CPython's object.__repr__: "<typename object at 0x...>".
    virtual std::string repr() const;
    // str(x); by default repr(x), as object.__str__.
    virtual std::string str() const { return repr(); }
    // Protocols an object may follow (CPython's tp_call, tp_getattro, __enter__/__exit__);
    // by default it does not, and the caller raises Python's TypeError/AttributeError.
    virtual bool callable() const { return false; }
    virtual Value call(Interpreter &in, CallArgs &args);
    // Sets `out` and returns true when the object has the attribute.
    virtual bool attribute(Interpreter &in, const std::string &name, Value &out);
    // len(x); -1 when the object has no length.
    virtual int64_t len() const { return -1; }
    virtual bool isContextManager() const { return false; }
    virtual Value enter(Interpreter &in);
    // `exc` is the exception leaving the block (nullptr when none); true suppresses it.
    virtual bool exit(Interpreter &in, const ExceptionObject *exc);

    // Drops every Value this object holds. The interpreter's heap calls it on the objects
    // still alive when it shuts down, which breaks reference cycles (a list holding itself,
    // a function in its own closure) that counting alone never frees.
    virtual void clearReferences() {}

    void retain() const { ++refs_; }
    void release() const
    {
        if (--refs_ == 0)
            destroy();
    }
    // An address-like identity for reprs (`<function f at 0x7f...>`) and id-based hashes.
    uintptr_t identity() const { return reinterpret_cast<uintptr_t>(this); }

private:
    friend class Heap;
    void destroy() const; // through the Trashcan: nested objects free without deep recursion
    mutable uint32_t refs_ = 0;
    Heap *heap_ = nullptr;
    Object *prev_ = nullptr, *next_ = nullptr; // the heap's list of live objects
};

// An owning pointer to an Object (intrusive count).
template <class T>
class Ref {
public:
    Ref() = default;
    Ref(std::nullptr_t) {}
    explicit Ref(T *p) : p_(p)
    {
        if (p_)
            p_->retain();
    }
    Ref(const Ref &o) : p_(o.p_)
    {
        if (p_)
            p_->retain();
    }
    Ref(Ref &&o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
    template <class U>
    Ref(const Ref<U> &o) : Ref(static_cast<T *>(o.get()))
    {
    }
    ~Ref()
    {
        if (p_)
            p_->release();
    }
    Ref &operator=(Ref o) noexcept
    {
        std::swap(p_, o.p_);
        return *this;
    }
    T *get() const { return p_; }
    T *operator->() const { return p_; }
    T &operator*() const { return *p_; }
    explicit operator bool() const { return p_ != nullptr; }
    bool operator==(const Ref &o) const { return p_ == o.p_; }
    void reset() { Ref().swap(*this); }
    void swap(Ref &o) noexcept { std::swap(p_, o.p_); }

private:
    T *p_ = nullptr;
};

template <class T, class... A>
Ref<T> make(A &&...args)
{
    return Ref<T>(new T(std::forward<A>(args)...));
}

} // namespace tl
