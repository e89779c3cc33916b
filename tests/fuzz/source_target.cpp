// The source target: the fuzz input is the program text itself.
#include "harness.hpp"

namespace tsr::fuzz {

int source_one_input(const uint8_t* data, size_t size) {
  run_program(std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}

}  // namespace tsr::fuzz
