// The hash tables behind dict and set.
//
// dict is CPython's compact layout: entries in insertion order plus an open-addressed index of entry numbers.
// set copies CPython's `Objects/setobject.c` table, probe sequence and resize rule exactly, because a set's
// iteration order is visible (`print({10, 2, 33, 4})` prints `{33, 10, 2, 4}`) and must match CPython's.
#include "interpreter/runtime.hpp"

namespace tsr::interp {

namespace {
constexpr int32_t kEmpty = -1, kDummy = -2;
// Keys versions come from one counter, so a version is never seen twice, even in a new dict at an old address.
uint64_t g_dict_versions = 0;

bool keys_equal(const Value& a, const Value& b) {
  if (a.identical(b)) return true;
  if (is_str(a) && is_str(b) && type_of(a) == T.str && type_of(b) == T.str) return str_of(a) == str_of(b);
  return eq(a, b);  // (a str subclass may define its own __eq__)
}
}  // namespace

// ---------------------------------------------------------------- dict

void DictObject::rebuild(size_t capacity) {
  std::vector<Entry> live;
  live.reserve(used);
  for (auto& e : entries)
    if (!e.key.is_null()) live.push_back(std::move(e));
  entries = std::move(live);
  entries.reserve(capacity * 2 / 3);  // the entries this index holds before it grows again
  index.assign(capacity, kEmpty);
  const size_t mask = capacity - 1;
  for (size_t n = 0; n < entries.size(); ++n) {
    uint64_t perturb = uint64_t(entries[n].hash);
    size_t i = perturb & mask;
    while (index[i] != kEmpty) {
      perturb >>= 5;
      i = (i * 5 + perturb + 1) & mask;
    }
    index[i] = int32_t(n);
  }
}

int64_t DictObject::find_slot(const Value& key, int64_t hash) const {
  if (index.empty()) return -1;
  const size_t mask = index.size() - 1;
  uint64_t perturb = uint64_t(hash);
  size_t i = perturb & mask;
  for (;;) {
    const int32_t ix = index[i];
    if (ix == kEmpty) return -1;
    if (ix >= 0) {
      const Entry& e = entries[size_t(ix)];
      if (e.hash == hash && keys_equal(e.key, key)) return int64_t(i);
    }
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
}

void DictObject::insert_new(Value key, Value value, int64_t hash) {
  gc::maybe_track(this, key);
  gc::maybe_track(this, value);
  if (index.empty() || (entries.size() + 1) * 3 >= index.size() * 2) {
    size_t cap = 8;
    while (cap * 2 <= (used + 1) * 3) cap <<= 1;
    rebuild(cap);
  }
  const size_t mask = index.size() - 1;
  uint64_t perturb = uint64_t(hash);
  size_t i = perturb & mask;
  while (index[i] >= 0) {
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
  index[i] = int32_t(entries.size());
  entries.push_back({std::move(key), std::move(value), hash});
  keys_version = ++g_dict_versions;
  ++used;
}

Value DictObject::get(const Value& key) const {
  const int64_t slot = find_slot(key, hash_of(key));
  return slot < 0 ? Value() : entries[size_t(index[size_t(slot)])].value;
}

void DictObject::set(const Value& key, Value value) {
  const int64_t h = hash_of(key);
  const int64_t slot = find_slot(key, h);
  if (slot >= 0) {
    gc::maybe_track(this, value);
    entries[size_t(index[size_t(slot)])].value = std::move(value);
    return;
  }
  insert_new(key, std::move(value), h);
}

bool DictObject::erase(const Value& key) {
  const int64_t slot = find_slot(key, hash_of(key));
  if (slot < 0) return false;
  keys_version = ++g_dict_versions;
  Entry& e = entries[size_t(index[size_t(slot)])];
  e.key = Value();
  e.value = Value();
  index[size_t(slot)] = kDummy;
  --used;
  return true;
}

Value DictObject::get_str(const StrObject* key) const {
  const int64_t ix = entry_of_str(key);
  return ix < 0 ? Value() : entries[size_t(ix)].value;
}

int64_t DictObject::entry_of_str(const StrObject* key) const {
  if (index.empty()) return -1;
  int64_t h = key->hash;
  if (h == -1) h = hash_of(Value(const_cast<StrObject*>(key)));
  if (entries.size() <= 8) {  // an instance's few attributes: a scan beats the probe
    for (size_t ix = 0; ix < entries.size(); ++ix) {
      const Entry& e = entries[ix];
      if (e.key.obj() == key || (e.hash == h && is_str(e.key) && str_of(e.key) == key->s)) return int64_t(ix);
    }
    return -1;
  }
  const size_t mask = index.size() - 1;
  uint64_t perturb = uint64_t(h);
  size_t i = perturb & mask;
  for (;;) {
    const int32_t ix = index[i];
    if (ix == kEmpty) return -1;
    if (ix >= 0) {
      const Entry& e = entries[size_t(ix)];
      if (e.key.obj() == key || (e.hash == h && is_str(e.key) && str_of(e.key) == key->s)) return ix;
    }
    perturb >>= 5;
    i = (i * 5 + perturb + 1) & mask;
  }
}

void DictObject::set_str(StrObject* key, Value value) { set(Value(key), std::move(value)); }


void DictObject::clear() {
  keys_version = ++g_dict_versions;
  // The old entries are released only once the dict is empty: a release may run code (a __del__, a weak
  // reference's callback) that uses this dict.
  std::vector<Entry> old;
  old.swap(entries);
  index.clear();
  used = 0;
}

// ---------------------------------------------------------------- set

namespace {
constexpr size_t kLinearProbes = 9;
constexpr int kPerturbShift = 5;
}  // namespace

const SetObject::Slot* SetObject::lookup(const Value& key, int64_t hash) const {
  const size_t mask = table.size() - 1;
  size_t i = size_t(hash) & mask;
  uint64_t perturb = uint64_t(hash);
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    size_t j = i;
    for (;;) {
      const Slot& s = table[j];
      if (s.key.is_null() && !s.dummy) return nullptr;
      if (!s.dummy && s.hash == hash && keys_equal(s.key, key)) return &s;
      if (probes-- == 0) break;
      ++j;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

bool SetObject::contains(const Value& key) const { return lookup(key, hash_of(key)) != nullptr; }

bool SetObject::add(const Value& key) {
  const int64_t hash = hash_of(key);
  const size_t mask = table.size() - 1;
  size_t i = size_t(hash) & mask;
  uint64_t perturb = uint64_t(hash);
  Slot* freeslot = nullptr;
  Slot* unused = nullptr;
  for (;;) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    size_t j = i;
    for (;;) {
      Slot& s = table[j];
      if (s.key.is_null() && !s.dummy) {
        unused = &s;
        goto done;
      }
      if (s.dummy) {
        if (!freeslot) freeslot = &s;
      } else if (s.hash == hash && keys_equal(s.key, key)) {
        return false;
      }
      if (probes-- == 0) break;
      ++j;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
done:
  if (freeslot) {
    freeslot->key = key;
    freeslot->hash = hash;
    freeslot->dummy = false;
    ++used;
    return true;
  }
  unused->key = key;
  unused->hash = hash;
  ++fill;
  ++used;
  if (fill * 5 >= mask * 3) resize(used > 50000 ? used * 2 : used * 4);
  return true;
}

void SetObject::resize(size_t minused) {
  size_t newsize = 8;
  while (newsize <= minused) newsize <<= 1;
  std::vector<Slot> old = std::move(table);
  table.assign(newsize, Slot{});
  const size_t mask = newsize - 1;
  for (auto& s : old) {
    if (s.key.is_null() || s.dummy) continue;
    uint64_t perturb = uint64_t(s.hash);
    size_t i = size_t(s.hash) & mask;
    for (;;) {
      if (table[i].key.is_null()) goto found;
      if (i + kLinearProbes <= mask) {
        for (size_t k = 1; k <= kLinearProbes; ++k)
          if (table[i + k].key.is_null()) {
            i += k;
            goto found;
          }
      }
      perturb >>= kPerturbShift;
      i = (i * 5 + 1 + perturb) & mask;
    }
  found:
    table[i].key = std::move(s.key);
    table[i].hash = s.hash;
  }
  fill = used;
}

void SetObject::insert_clean(Value key, int64_t hash) {
  const size_t mask = table.size() - 1;
  uint64_t perturb = uint64_t(hash);
  size_t i = size_t(hash) & mask;
  for (;;) {
    if (table[i].key.is_null() && !table[i].dummy) break;
    if (i + kLinearProbes <= mask) {
      bool found = false;
      for (size_t k = 1; k <= kLinearProbes; ++k)
        if (table[i + k].key.is_null() && !table[i + k].dummy) {
          i += k;
          found = true;
          break;
        }
      if (found) break;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
  table[i].key = std::move(key);
  table[i].hash = hash;
}

void SetObject::merge(const SetObject& other) {
  if (&other == this || other.used == 0) return;
  if ((fill + other.used) * 5 >= (table.size() - 1) * 3) resize((used + other.used) * 2);
  if (fill == 0 && table.size() == other.table.size() && other.fill == other.used) {
    for (size_t i = 0; i < table.size(); ++i)
      if (!other.table[i].key.is_null() && !other.table[i].dummy) {
        table[i].key = other.table[i].key;
        table[i].hash = other.table[i].hash;
      }
    fill = other.fill;
    used = other.used;
    return;
  }
  if (fill == 0) {
    fill = used = other.used;
    for (const auto& s : other.table)
      if (!s.key.is_null() && !s.dummy) insert_clean(s.key, s.hash);
    return;
  }
  for (const auto& s : other.table)
    if (!s.key.is_null() && !s.dummy) add(s.key);
}

bool SetObject::discard(const Value& key) {
  Slot* s = const_cast<Slot*>(lookup(key, hash_of(key)));
  if (!s) return false;
  s->key = Value();
  s->dummy = true;
  --used;
  return true;
}

}  // namespace tsr::interp
