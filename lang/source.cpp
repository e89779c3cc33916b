// Loading source text: UTF-8 check, newline normalisation and the line index (language.md §2.1).
#include "lang/source.hpp"

#include <algorithm>

#include "lang/syntax_error.hpp"

namespace tsr::lang {
namespace {

// Length of the UTF-8 sequence starting at `s[i]`, or 0 if it is malformed (overlong forms, surrogates and
// code points above U+10FFFF included).
size_t utf8_sequence_length(std::string_view s, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = byte(i);
  if (c < 0x80) return 1;
  size_t n;
  uint32_t cp;
  if ((c & 0xE0) == 0xC0) { n = 2; cp = c & 0x1F; }
  else if ((c & 0xF0) == 0xE0) { n = 3; cp = c & 0x0F; }
  else if ((c & 0xF8) == 0xF0) { n = 4; cp = c & 0x07; }
  else return 0;
  if (i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  static constexpr uint32_t kMinForLength[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMinForLength[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

}  // namespace

std::shared_ptr<const SourceFile> SourceFile::load(std::string name, std::string_view raw, bool show_lines) {
  auto file = std::make_shared<SourceFile>();
  file->name = std::move(name);
  file->show_lines = show_lines;
  if (raw.size() >= 3 && raw.substr(0, 3) == "\xEF\xBB\xBF") raw.remove_prefix(3);

  std::string& text = file->text;
  text.reserve(raw.size() + 1);
  for (size_t i = 0; i < raw.size();) {
    // A run of ASCII without '\r' is copied as it is, in one append (most source is nothing else; a character at a
    // time this loop was a fifth of `import torch`'s instructions).
    size_t run = i;
    while (run < raw.size() && static_cast<unsigned char>(raw[run]) < 0x80 && raw[run] != '\r') ++run;
    if (run > i) {
      text.append(raw.substr(i, run - i));
      i = run;
      continue;
    }
    const size_t n = utf8_sequence_length(raw, i);
    if (n == 0) {
      // CPython reports undecodable source at the line it occurs on, without a caret: the line breaks before it
      // (\n, \r\n or a lone \r) plus one.
      uint32_t line = 1;
      for (size_t k = 0; k < i; ++k)
        if (raw[k] == '\n' || (raw[k] == '\r' && (k + 1 >= raw.size() || raw[k + 1] != '\n'))) ++line;
      throw SyntaxError(SyntaxErrorKind::SyntaxError,
                        "(unicode error) 'utf-8' codec can't decode byte 0x" +
                            std::string{"0123456789abcdef"[static_cast<unsigned char>(raw[i]) >> 4],
                                        "0123456789abcdef"[static_cast<unsigned char>(raw[i]) & 15]} +
                            ": invalid start byte",
                        file->name, line, 0, "");
    }
    if (raw[i] == '\r') {
      text += '\n';
      i += (i + 1 < raw.size() && raw[i + 1] == '\n') ? 2 : 1;
      continue;
    }
    text.append(raw.substr(i, n));
    i += n;
  }
  if (text.empty() || text.back() != '\n') text += '\n';

  file->line_starts.push_back(0);
  for (size_t i = text.find('\n'); i != std::string::npos && i + 1 < text.size(); i = text.find('\n', i + 1))
    file->line_starts.push_back(static_cast<uint32_t>(i + 1));
  return file;
}

uint32_t SourceFile::line_of(uint32_t offset) const {
  auto it = std::upper_bound(line_starts.begin(), line_starts.end(), offset);
  return static_cast<uint32_t>(it - line_starts.begin());
}

uint32_t SourceFile::column_of(uint32_t offset) const { return offset - line_starts[line_of(offset) - 1]; }

uint32_t SourceFile::char_column_of(uint32_t offset) const {
  uint32_t start = line_starts[line_of(offset) - 1], column = 0;
  for (uint32_t i = start; i < offset && i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;  // count lead bytes only
  return column;
}

std::string_view SourceFile::line_text(uint32_t line) const {
  if (line == 0 || line > line_starts.size()) return {};
  const uint32_t start = line_starts[line - 1];
  const size_t end = text.find('\n', start);
  return std::string_view(text).substr(start, end - start);
}

}  // namespace tsr::lang
