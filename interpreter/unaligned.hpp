// A value of type T read from or written to memory at any alignment (memoryview's items, multiprocessing's shared
// arrays), by memcpy: the compilers make one load or store of it.
#pragma once

#include <cstring>

namespace tsr::interp {

template <class T>
T load_unaligned(const char* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

template <class T>
void store_unaligned(char* p, T v) {
  std::memcpy(p, &v, sizeof v);
}

}  // namespace tsr::interp
