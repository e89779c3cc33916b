// libFuzzer's entry point for one target, chosen at build time (TSR_FUZZ_TARGET, tests/CMakeLists.txt).
#include "harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return tsr::fuzz::TSR_FUZZ_TARGET(data, size);
}
