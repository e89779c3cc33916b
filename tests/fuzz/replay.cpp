// fuzz_replay TARGET [--print] PATH...: runs each file (or every file in each folder) through a fuzz target
// without libFuzzer, as the fuzz_corpus ctest does with tests/fuzz/corpus/TARGET. --print writes the program a
// generator makes from each input instead of running it (to read or reproduce a finding).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

#include "harness.hpp"

int main(int argc, char** argv) {
  using namespace tsr::fuzz;
  const Target* target = nullptr;
  if (argc >= 2)
    for (const Target& t : targets)
      if (t.name == argv[1]) target = &t;
  if (!target) {
    std::fprintf(stderr, "usage: fuzz_replay source|grammar|tensor [--print] PATH...\n");
    return 2;
  }
  bool print = false;
  std::vector<std::filesystem::path> files;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--print") {
      print = true;
    } else if (std::filesystem::is_directory(arg)) {
      for (const auto& entry : std::filesystem::directory_iterator(arg))
        if (entry.is_regular_file()) files.push_back(entry.path());
    } else if (std::filesystem::is_regular_file(arg)) {
      files.push_back(arg);
    } else {
      std::fprintf(stderr, "fuzz_replay: no such file or folder: %s\n", arg.c_str());
      return 2;
    }
  }
  std::sort(files.begin(), files.end());  // the same order on every run, so a failure names the same input
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto* data = reinterpret_cast<const uint8_t*>(bytes.data());
    if (print) {
      std::printf("# %s\n%s\n", file.c_str(), target->program ? target->program(data, bytes.size()).c_str() : bytes.c_str());
      continue;
    }
    std::fprintf(stderr, "%s\n", file.c_str());  // the last name printed is the input that crashed
    target->one_input(data, bytes.size());
  }
  std::fprintf(stderr, "%zu inputs ran through the %s target\n", files.size(), argv[1]);
  return 0;
}
