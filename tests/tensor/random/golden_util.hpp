// Readers for the golden files of the random-stream tests: tests/tensor/random/golden/rng_golden.json and this folder's
// extra_golden.json (written by make_extra_golden.py from real PyTorch).
#pragma once

#include <bit>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace tsr::tensor::random::testing {

inline nlohmann::json load_json(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  return nlohmann::json::parse(in);
}

inline const nlohmann::json& extra_golden() {
  static const nlohmann::json data = load_json(TSR_SOURCE_DIR "/tests/tensor/random/extra_golden.json");
  return data;
}

// The bits of the double a float.hex() string denotes ("-0x1.2cp-3", "-0x0.0p+0"); strtod reads C99 hex floats.
inline uint64_t hex_bits(const nlohmann::json& hex) {
  return std::bit_cast<uint64_t>(std::strtod(hex.get<std::string>().c_str(), nullptr));
}

}  // namespace tsr::tensor::random::testing
