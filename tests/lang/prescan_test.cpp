// The prescan's tokenizer-level errors must read exactly as CPython 3.11's (file, line, caret, message).
#include <gtest/gtest.h>

#include "lang/frontend.hpp"
#include "lang/prescan.hpp"

using namespace tsr::lang;

namespace {

// The rendered error for `text`, or "" when the prescan accepts it.
std::string prescan_error(std::string_view text) {
  try {
    prescan(*SourceFile::load("t.py", text));
  } catch (const SyntaxError& e) {
    return e.format();
  }
  return "";
}

}  // namespace

TEST(Prescan, AcceptsBalancedCode) {
  EXPECT_EQ(prescan_error("x = [1, (2, {3: '(['})]  # ) ]\ny = \"\"\"\n)\n\"\"\"\nz = f'{a!r:>{w}}'\n"), "");
  EXPECT_EQ(prescan_error("s = r'\\''\nt = 1 + \\\n  2\n"), "");
}

TEST(Prescan, NeverClosed) {
  EXPECT_EQ(prescan_error("x = (1,\n  2\n"),
            "  File \"t.py\", line 1\n    x = (1,\n        ^\nSyntaxError: '(' was never closed\n");
}

TEST(Prescan, UnterminatedStrings) {
  EXPECT_EQ(prescan_error("x = \"abc\n"),
            "  File \"t.py\", line 1\n    x = \"abc\n        ^\n"
            "SyntaxError: unterminated string literal (detected at line 1)\n");
  EXPECT_EQ(prescan_error("x = \"\"\"abc\n\n"),
            "  File \"t.py\", line 1\n    x = \"\"\"abc\n        ^\n"
            "SyntaxError: unterminated triple-quoted string literal (detected at line 2)\n");
}

TEST(Prescan, MismatchedAndUnmatchedBrackets) {
  EXPECT_EQ(prescan_error("x = (1]\n"),
            "  File \"t.py\", line 1\n    x = (1]\n          ^\n"
            "SyntaxError: closing parenthesis ']' does not match opening parenthesis '('\n");
  EXPECT_EQ(prescan_error("x = (1,\n2]\n"),
            "  File \"t.py\", line 2\n    2]\n     ^\n"
            "SyntaxError: closing parenthesis ']' does not match opening parenthesis '(' on line 1\n");
  EXPECT_EQ(prescan_error("x = 1)\n"), "  File \"t.py\", line 1\n    x = 1)\n         ^\nSyntaxError: unmatched ')'\n");
}

TEST(Prescan, ContinuationCharacter) {
  EXPECT_EQ(prescan_error("x = 1 \\ 2\n"),
            "  File \"t.py\", line 1\n    x = 1 \\ 2\n           ^\n"
            "SyntaxError: unexpected character after line continuation character\n");
}

TEST(Prescan, TooDeep) {
  EXPECT_EQ(prescan_error(std::string(199, '(') + std::string(199, ')') + "\n"), "");
  EXPECT_NE(prescan_error(std::string(201, '(') + "\n").find("too many nested parentheses"), std::string::npos);
}

TEST(Prescan, IncompleteChunksForTheRepl) {
  EXPECT_TRUE(is_incomplete("x = (1,\n"));
  EXPECT_TRUE(is_incomplete("s = '''abc\n"));
  EXPECT_TRUE(is_incomplete("x = 1 + \\\n"));
  EXPECT_FALSE(is_incomplete("x = (1, 2)\n"));
  EXPECT_FALSE(is_incomplete("x = 'abc\n"));  // an error, not an unfinished chunk
}
