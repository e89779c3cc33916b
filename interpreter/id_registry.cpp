// See id_registry.hpp.
#include "interpreter/id_registry.hpp"

#include <bit>
#include <unordered_map>
#include <unordered_set>

namespace tsr::interp::id_registry {

bool g_on = false;

namespace {
std::unordered_set<const Object*>& live() {
  static auto* s = new std::unordered_set<const Object*>;
  return *s;
}
// Immediates whose id does not give the value back (floats; ints beyond the 58 bits an id keeps).
std::unordered_map<int64_t, Value>& immediates() {
  static auto* m = new std::unordered_map<int64_t, Value>;
  return *m;
}
constexpr int kPayloadBits = 58;
constexpr int64_t kPayloadLimit = int64_t(1) << (kPayloadBits - 1);  // ints in [-limit, limit) round-trip
constexpr uint64_t kPayloadMask = (uint64_t(1) << kPayloadBits) - 1;

// The kind field: the value's tag, or kWideInt for an int whose bits do not fit the payload.
constexpr uint64_t kWideInt = 7;
static_assert(uint64_t(Tag::Obj) < kWideInt);

int64_t immediate_id(uint64_t kind, uint64_t payload) {
  return int64_t(((payload & kPayloadMask) << 4) | (kind << 1) | 1);
}
// 64 bits folded into the payload's 58 (splitmix64's finaliser, so that neighbouring values do not collide).
uint64_t fold(uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}
}  // namespace

void switch_on() { g_on = true; }

int64_t id_of(const Value& v) {
  if (Object* o = v.obj()) {
    if (g_on) live().insert(o);
    return int64_t(reinterpret_cast<uintptr_t>(o));
  }
  uint64_t kind = uint64_t(v.tag()), payload = 0;
  bool round_trips = true;
  if (v.is_int() || v.is_bool()) {
    payload = uint64_t(v.as_int());
    if (v.as_int() < -kPayloadLimit || v.as_int() >= kPayloadLimit) {
      kind = kWideInt;
      payload = fold(payload);
      round_trips = false;
    }
  } else if (v.is_float()) {
    payload = fold(std::bit_cast<uint64_t>(v.as_float()));
    round_trips = false;
  }
  int64_t id = immediate_id(kind, payload);
  if (g_on && !round_trips) immediates().emplace(id, v);
  return id;
}

void forget(Object* o) { live().erase(o); }

Value lookup(int64_t id) {
  if ((id & 1) == 0) {
    auto* o = reinterpret_cast<Object*>(uintptr_t(id));
    return live().count(o) ? Value(o) : Value();
  }
  if (auto it = immediates().find(id); it != immediates().end()) return it->second;
  auto tag = Tag((id >> 1) & 7);
  // the payload, sign-extended from its 58 bits
  int64_t payload = int64_t(uint64_t(id) >> 4 << (64 - kPayloadBits)) >> (64 - kPayloadBits);
  switch (tag) {
    case Tag::None: return Value::none();
    case Tag::Bool: return Value::boolean(payload != 0);
    case Tag::Int: return Value(payload);
    default: return Value();
  }
}

}  // namespace tsr::interp::id_registry
