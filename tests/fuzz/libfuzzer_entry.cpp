// libFuzzer's entry points for one target, chosen at build time (TSR_FUZZ_TARGET, tests/CMakeLists.txt).
#include "harness.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  tsr::fuzz::initialise();
  tsr::fuzz::run_program("import torch\nimport torch.nn.functional\n");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return tsr::fuzz::TSR_FUZZ_TARGET(data, size);
}
