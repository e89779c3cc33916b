// Turning an id back into its object, for ctypes.cast(id(x), ctypes.py_object).value (a CPython idiom that reads
// the object at that address; pyro's detach and deep_to use it inside copy.deepcopy's memo). tsr does not read
// arbitrary addresses: once `import ctypes` switches the registry on, id() notes each object it names, destroy()
// forgets it, and the lookup answers only for an object that is still alive.
#pragma once

#include <cstdint>

#include "interpreter/value.hpp"

namespace tsr::interp::id_registry {

// On from `import ctypes` to the end of the run; destroy() asks it (object.cpp).
extern bool g_on;
void switch_on();
// id(v): an object's address; for an immediate (int, float, bool, None) an odd number made from its kind and bits,
// so it never equals an address (objects are 16-byte aligned) nor the id of an equal value of another kind.
int64_t id_of(const Value& v);
// destroy(o) while the registry is on.
void forget(Object* o);
// The live value whose id is `id`, or Null when none is known.
Value lookup(int64_t id);

}  // namespace tsr::interp::id_registry
