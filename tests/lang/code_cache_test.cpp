// The compiled-code cache: an entry gives back the same code object (its disassembly, nested functions, constants
// of every kind, the exception table), and is not used for different source text.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <regex>

#include "lang/code_cache.hpp"
#include "lang/frontend.hpp"

namespace tsr::lang {
namespace {

class CodeCache : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("tsr_code_cache_test_" + std::to_string(getpid()));
    setenv("TSR_CACHE_DIR", dir_.c_str(), 1);
    unsetenv("TSR_NO_CACHE");
  }
  void TearDown() override {
    std::filesystem::remove_all(dir_);
    unsetenv("TSR_CACHE_DIR");
  }
  std::filesystem::path dir_;
};

// The listing without the addresses of the nested code objects.
std::string listing(const Code& code) {
  return std::regex_replace(disassemble(code), std::regex("at 0x[0-9a-f]+"), "at 0x");
}

const char* kSource =
    "def f(a, *args, b=2.5, **kw):\n"
    "    '''doc'''\n"
    "    try:\n"
    "        return (a, 'x', None, ..., True, 10**12, 2.5j, 0j, (1, (2, 'y')), [x for x in args])\n"
    "    except ValueError as e:\n"
    "        raise KeyError(b) from e\n"
    "class C:\n"
    "    def g(self):\n"
    "        return lambda: self\n";

TEST_F(CodeCache, AnEntryGivesBackTheSameCode) {
  auto source = SourceFile::load("/tmp/cached_module.tsr", kSource);
  EXPECT_EQ(load_cached_code("/tmp/cached_module.tsr", source), nullptr);  // nothing stored yet
  auto code = compile_source(source);
  store_cached_code("/tmp/cached_module.tsr", *source, *code);
  auto cached = load_cached_code("/tmp/cached_module.tsr", source);
  ASSERT_NE(cached, nullptr);
  EXPECT_EQ(listing(*cached), listing(*code));
  EXPECT_NE(listing(*cached).find("Disassembly of <code object <lambda>"), std::string::npos);
  EXPECT_NE(listing(*cached).find("(2.5j)"), std::string::npos);  // imaginary constants come back as themselves
  EXPECT_EQ(cached->source, source);  // tracebacks read lines from the same source
}

TEST_F(CodeCache, DifferentSourceTextMisses) {
  auto source = SourceFile::load("/tmp/cached_module.tsr", kSource);
  store_cached_code("/tmp/cached_module.tsr", *source, *compile_source(source));
  auto edited = SourceFile::load("/tmp/cached_module.tsr", std::string(kSource) + "x = 1\n");
  EXPECT_EQ(load_cached_code("/tmp/cached_module.tsr", edited), nullptr);
  EXPECT_EQ(load_cached_code("/tmp/other_module.tsr", source), nullptr);  // entries are per path
}

TEST_F(CodeCache, TsrNoCacheTurnsItOff) {
  setenv("TSR_NO_CACHE", "1", 1);
  auto source = SourceFile::load("/tmp/cached_module.tsr", kSource);
  store_cached_code("/tmp/cached_module.tsr", *source, *compile_source(source));
  EXPECT_EQ(load_cached_code("/tmp/cached_module.tsr", source), nullptr);
  EXPECT_FALSE(std::filesystem::exists(dir_));
  unsetenv("TSR_NO_CACHE");
}

}  // namespace
}  // namespace tsr::lang
