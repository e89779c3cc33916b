// The interpreter's value: a 16-byte tagged union.
//
// None, bools, ints (64-bit) and floats are stored inline, so arithmetic on them allocates nothing; everything
// else is a reference-counted heap Object. A Value with tag Null is "no value": an empty local slot, the NULL
// that PUSH_NULL pushes, or an absent optional result (never visible to tsr programs).
#pragma once

#include <cstdint>
#include <utility>

namespace tsr::interp {

struct Object;
struct TypeObject;

// What the cycle collector (gc.cpp) calls for each reference an object owns.
using GcVisit = void (*)(Object* referent, void* ctx);

// Heap objects: an intrusive reference count, the object's type, and an optional attribute dict.
struct Object {
  uint32_t refcount = 0;
  // Where the cycle collector keeps this object: its generation (top two bits) and its index in that
  // generation's list, or kGcUntracked. (It fills the padding after refcount: objects stay 32 bytes.)
  uint32_t gc_slot = kGcUntracked;
  static constexpr uint32_t kGcUntracked = ~0u;
  TypeObject* type = nullptr;
  struct DictObject* attrs = nullptr;  // instance __dict__, created on first attribute store (owned)

  explicit Object(TypeObject* t) : type(t) {}
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
  virtual ~Object();
  // For the cycle collector: `gc_traverse` calls visit on every object this one holds a counted reference to
  // (CPython's tp_traverse), `gc_clear` drops the references that can be part of a cycle (tp_clear). An object
  // kind that cannot list its references (a native closure) is never tracked, so what it holds counts as
  // referenced from outside: such a kind can only leak a cycle, never free a live object.
  virtual void gc_traverse(GcVisit visit, void* ctx) const;
  virtual void gc_clear();
};

// object.__hash__: the object's address without its low four bits, which allocation alignment leaves zero.
inline int64_t address_hash(const Object* o) { return int64_t(reinterpret_cast<uintptr_t>(o) >> 4); }

// The hot paths of the interpreter copy and drop Values constantly: these are forced inline, and the rare
// deallocation is an out-of-line call so that inlining them stays cheap.
#define TSR_INLINE inline __attribute__((always_inline))
void destroy(Object* o);  // delete o (object.cpp)
TSR_INLINE void incref(Object* o) { ++o->refcount; }
TSR_INLINE void decref(Object* o) {
  if (--o->refcount == 0) [[unlikely]] destroy(o);
}

// A strong reference to a heap object of type T.
template <class T>
class Ref {
 public:
  Ref() = default;
  Ref(T* p) : p_(p) {  // NOLINT: implicit from a fresh or borrowed pointer
    if (p_) incref(p_);
  }
  Ref(const Ref& o) : Ref(o.p_) {}
  Ref(Ref&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
  template <class U>
  Ref(const Ref<U>& o) : Ref(static_cast<T*>(o.get())) {}
  ~Ref() {
    if (p_) decref(p_);
  }
  Ref& operator=(Ref o) noexcept {
    std::swap(p_, o.p_);
    return *this;
  }
  T* get() const { return p_; }
  T* operator->() const { return p_; }
  T& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }
  bool operator==(const Ref& o) const { return p_ == o.p_; }

 private:
  T* p_ = nullptr;
};

template <class T, class... A>
Ref<T> make(A&&... a) {
  return Ref<T>(new T(std::forward<A>(a)...));
}

enum class Tag : uint8_t { Null, None, Bool, Int, Float, Obj };

class Value {
 public:
  Value() : tag_(Tag::Null), i_(0) {}
  static Value none() { return Value(Tag::None); }
  static Value boolean(bool b) {
    Value v(Tag::Bool);
    v.i_ = b;
    return v;
  }
  Value(int64_t i) : tag_(Tag::Int), i_(i) {}  // NOLINT
  Value(int i) : tag_(Tag::Int), i_(i) {}      // NOLINT
  Value(double f) : tag_(Tag::Float), f_(f) {}  // NOLINT
  Value(Object* o) : tag_(o ? Tag::Obj : Tag::Null), o_(o) {  // NOLINT
    if (o) incref(o);
  }
  template <class T>
  Value(const Ref<T>& r) : Value(static_cast<Object*>(r.get())) {}  // NOLINT

  TSR_INLINE Value(const Value& v) : tag_(v.tag_), i_(v.i_) {
    if (tag_ == Tag::Obj) incref(o_);
  }
  TSR_INLINE Value(Value&& v) noexcept : tag_(v.tag_), i_(v.i_) { v.tag_ = Tag::Null; }
  TSR_INLINE Value& operator=(const Value& v) {
    if (v.tag_ == Tag::Obj) incref(v.o_);
    release();
    tag_ = v.tag_;
    i_ = v.i_;
    return *this;
  }
  TSR_INLINE Value& operator=(Value&& v) noexcept {
    if (this != &v) {
      release();
      tag_ = v.tag_;
      i_ = v.i_;
      v.tag_ = Tag::Null;
    }
    return *this;
  }
  TSR_INLINE ~Value() { release(); }

  // For the evaluation loop's value stack and frame slots, whose free entries always hold Null: `fill` puts a
  // value into such an empty entry (no old value to release), `take` moves one out and leaves the entry Null,
  // `clear` empties an entry. They skip the self-move test and the release of a Null that assignment does.
  TSR_INLINE void fill(const Value& v) {
    tag_ = v.tag_;
    i_ = v.i_;
    if (tag_ == Tag::Obj) incref(o_);
  }
  TSR_INLINE void fill(Value&& v) {
    tag_ = v.tag_;
    i_ = v.i_;
    v.tag_ = Tag::Null;
  }
  TSR_INLINE void clear() {
    release();
    tag_ = Tag::Null;
  }
  // Overwrites an int with an int (nothing to release, nothing to take).
  TSR_INLINE void set_int(int64_t i) { i_ = i; }
  // Overwrites a float with a float.
  TSR_INLINE void set_float(double f) { f_ = f; }
  // Forgets a value that owns nothing (an inline number, None, Null) without the release test.
  TSR_INLINE void forget_inline() { tag_ = Tag::Null; }

  Tag tag() const { return tag_; }
  bool is_null() const { return tag_ == Tag::Null; }
  bool is_none() const { return tag_ == Tag::None; }
  bool is_bool() const { return tag_ == Tag::Bool; }
  bool is_int() const { return tag_ == Tag::Int; }
  bool is_float() const { return tag_ == Tag::Float; }
  bool is_obj() const { return tag_ == Tag::Obj; }

  int64_t as_int() const { return i_; }
  bool as_bool() const { return i_ != 0; }
  double as_float() const { return f_; }
  Object* obj() const { return tag_ == Tag::Obj ? o_ : nullptr; }
  // Bits for identity (`is`): the object pointer, or the inline payload.
  bool identical(const Value& o) const { return tag_ == o.tag_ && i_ == o.i_; }

 private:
  explicit Value(Tag t) : tag_(t), i_(0) {}
  TSR_INLINE void release() {
    if (tag_ == Tag::Obj) decref(o_);
  }
  Tag tag_;
  union {
    int64_t i_;
    double f_;
    Object* o_;
  };
};

}  // namespace tsr::interp
