// The REPL's input colouring: which spans get which colour, and that the text survives unchanged.
#include <gtest/gtest.h>

#include <cstring>
#include <regex>

#include "lang/highlight.hpp"

namespace tsr::lang {
namespace {

// Shows colours as <k>...</>, <n>...</>, <s>...</>, <c>...</> so expectations read easily.
std::string marked(std::string_view line) {
  std::string s = highlight_line(line);
  const std::pair<const char*, const char*> names[] = {
      {"\x1b[1;35m", "<k>"}, {"\x1b[36m", "<n>"}, {"\x1b[32m", "<s>"}, {"\x1b[90m", "<c>"}, {"\x1b[0m", "</>"}};
  for (const auto& [code, name] : names)
    for (size_t p = s.find(code); p != std::string::npos; p = s.find(code, p)) s.replace(p, std::strlen(code), name);
  return s;
}

TEST(Highlight, KeywordsNumbersStringsComments) {
  EXPECT_EQ(marked("for i in range(10): print(i)  # loop"),
            "<k>for</> i <k>in</> range(<n>10</>): print(i)  <c># loop</>");
  EXPECT_EQ(marked("x = 1.5e-3 if y is None else 0x1F"),
            "x = <n>1.5e-3</> <k>if</> y <k>is</> <k>None</> <k>else</> <n>0x1F</>");
  EXPECT_EQ(marked("s = f'{a!r}' + b\"#not a comment\""), "s = <s>f'{a!r}'</> + <s>b\"#not a comment\"</>");
}

TEST(Highlight, NamesContainingKeywordsOrPrefixesStayPlain) {
  EXPECT_EQ(marked("format_ = buffer + import_x + x2"), "format_ = buffer + import_x + x2");
}

TEST(Highlight, AnUnterminatedStringRunsToTheEnd) {
  EXPECT_EQ(marked("doc = '''first line"), "doc = <s>'''first line</>");
  EXPECT_EQ(marked("'it\\'s' + 'open"), "<s>'it\\'s'</> + <s>'open</>");
}

TEST(Highlight, RemovingTheColoursGivesTheLineBack) {
  const std::string line = "def f(x, *a, k=3.0, **kw): return [y ** 2 for y in x if y]  # done";
  EXPECT_EQ(std::regex_replace(highlight_line(line), std::regex("\x1b\\[[0-9;]*m"), ""), line);
}

}  // namespace
}  // namespace tsr::lang
