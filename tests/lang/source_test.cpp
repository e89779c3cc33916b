// Source loading: normalisation and the line index.
#include <gtest/gtest.h>

#include "lang/source.hpp"
#include "lang/syntax_error.hpp"

using tsr::lang::SourceFile;

TEST(SourceFile, NormalisesNewlinesAndAddsTrailingNewline) {
  auto f = SourceFile::load("x.tsr", "a = 1\r\nb = 2\rc = 3");
  EXPECT_EQ(f->text, "a = 1\nb = 2\nc = 3\n");
  EXPECT_EQ(f->line_starts, (std::vector<uint32_t>{0, 6, 12}));
}

TEST(SourceFile, StripsByteOrderMark) {
  EXPECT_EQ(SourceFile::load("x", "\xEF\xBB\xBFpass\n")->text, "pass\n");
}

TEST(SourceFile, LinesAndColumns) {
  auto f = SourceFile::load("x", "ab\ncd = 'é'\n");
  EXPECT_EQ(f->line_of(0), 1u);
  EXPECT_EQ(f->line_of(3), 2u);
  EXPECT_EQ(f->column_of(5), 2u);
  EXPECT_EQ(f->line_text(2), "cd = 'é'");
  // 'é' is two bytes; the closing quote is byte column 8 but code-point column 7.
  EXPECT_EQ(f->column_of(3 + 8), 8u);
  EXPECT_EQ(f->char_column_of(3 + 8), 7u);
  EXPECT_EQ(f->line_text(9), "");
}

TEST(SourceFile, RejectsInvalidUtf8) {
  EXPECT_THROW(SourceFile::load("x", "a = '\xFF'\n"), tsr::lang::SyntaxError);
  EXPECT_THROW(SourceFile::load("x", "a = '\xC0\xAF'\n"), tsr::lang::SyntaxError);  // overlong '/'
}
