// Scans of UTF-8 text a word at a time: whether it is ASCII and how many code points it holds. A str counts its
// code points once (StrObject::code_points); the methods that take code-point arguments on a plain std::string
// still scan it; these read 64 bytes per step where the text is ASCII (no byte with its top bit set), which is
// what long texts in programs (a corpus read for a char-level model) mostly are.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

namespace tsr::interp::utf8 {

constexpr uint64_t kHighBits = 0x8080808080808080ull;

// The top bits of the 64 bytes at p, OR-ed together (nonzero if any byte is not ASCII).
inline uint64_t high_bits_64(const char* p) {
  uint64_t acc = 0;
  for (int k = 0; k < 8; ++k) {
    uint64_t w;
    std::memcpy(&w, p + 8 * k, 8);
    acc |= w;
  }
  return acc & kHighBits;
}

inline bool is_ascii(const char* p, size_t n) {
  size_t i = 0;
  for (; i + 64 <= n; i += 64)
    if (high_bits_64(p + i)) return false;
  for (; i < n; ++i)
    if (static_cast<unsigned char>(p[i]) & 0x80) return false;
  return true;
}

inline bool is_ascii(const std::string& s) { return is_ascii(s.data(), s.size()); }

// The number of code points: the bytes that are not continuation bytes (10xxxxxx).
inline int64_t code_points(const char* p, size_t n) {
  int64_t count = 0;
  size_t i = 0;
  for (; i + 64 <= n; i += 64) {
    if (!high_bits_64(p + i)) {
      count += 64;
      continue;
    }
    for (size_t k = 0; k < 64; ++k) count += (static_cast<unsigned char>(p[i + k]) & 0xC0) != 0x80;
  }
  for (; i < n; ++i) count += (static_cast<unsigned char>(p[i]) & 0xC0) != 0x80;
  return count;
}

inline int64_t code_points(const std::string& s) { return code_points(s.data(), s.size()); }

}  // namespace tsr::interp::utf8
