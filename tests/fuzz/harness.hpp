// The fuzz targets over tsr (scripts/fuzz.sh; docs/testing.md, "Sanitizers and fuzzing"). Each target turns its
// bytes into a program and runs it through the whole pipeline (prescan/parse -> compile -> run) with a step
// budget and the recursion limit bounding it. A Python exception is a normal outcome; any crash, sanitizer
// report, hang or C++ exception escaping as something else is a bug.
//
// Three targets, each with its own corpus under tests/fuzz/corpus/:
//   source  the bytes are the program text (finds tokenizer, parser and compiler faults)
//   grammar the bytes steer a generator of syntactically valid programs (reaches the compiler and the VM)
//   tensor  the bytes steer a generator of tensor-op sequences: random shapes, dtypes and strides
// Built for libFuzzer (libfuzzer_entry.cpp, one executable per target) and, in every build, into fuzz_replay,
// which runs a corpus through the same targets without libFuzzer (the fuzz_corpus ctest).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace tsr::fuzz {

// Starts the runtime once; the libFuzzer executables also import torch here (libfuzzer_entry.cpp), before the
// first input's clock starts, or the stdlib's first import counts against that input's timeout.
void initialise();

// Runs one program in fresh globals; Python exceptions are swallowed.
void run_program(const std::string& text);

// Reads the fuzz input as a stream of choices. Past the end every choice is 0, so option 0 must always be the
// one that ends a production (the generators stay finite on any input).
class ByteSource {
 public:
  ByteSource(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  unsigned byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  unsigned below(unsigned n) { return n <= 1 ? 0 : byte() % n; }
  bool chance(unsigned percent) { return byte() % 100 < percent; }
  int in(int lo, int hi) { return lo + static_cast<int>(below(static_cast<unsigned>(hi - lo + 1))); }
  template <class T, size_t N>
  const T& pick(const T (&options)[N]) { return options[below(N)]; }
  bool exhausted() const { return pos_ >= size_; }

 private:
  const uint8_t* data_;
  size_t size_, pos_ = 0;
};

std::string grammar_program(const uint8_t* data, size_t size);
std::string tensor_program(const uint8_t* data, size_t size);

struct Target {
  std::string_view name;
  int (*one_input)(const uint8_t*, size_t);
  std::string (*program)(const uint8_t*, size_t);  // null for source: the bytes are the program
};
int source_one_input(const uint8_t* data, size_t size);
int grammar_one_input(const uint8_t* data, size_t size);
int tensor_one_input(const uint8_t* data, size_t size);
inline constexpr Target targets[] = {
    {"source", source_one_input, nullptr},
    {"grammar", grammar_one_input, grammar_program},
    {"tensor", tensor_one_input, tensor_program},
};

}  // namespace tsr::fuzz
