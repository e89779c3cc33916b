// The text codecs of str.encode, bytes.decode, open() and the codecs module (codecs.cpp; docs/stdlib.md "codecs"):
// utf-8, utf-8-sig, ascii, latin-1, the utf-16 and utf-32 families and the two unicode-escape codecs, looked up
// by CPython's names and aliases, with the error handlers strict, replace, ignore and backslashreplace (and, for
// encoding, xmlcharrefreplace and namereplace); UnicodeEncodeError / UnicodeDecodeError / LookupError as CPython's.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tsr::interp::codecs {

enum class Codec {
  Utf8, Utf8Sig, Ascii, Latin1, Utf16, Utf16LE, Utf16BE, Utf32, Utf32LE, Utf32BE, UnicodeEscape, RawUnicodeEscape
};

// The codec an encoding name stands for (CPython's encodings.normalize_encoding, then its aliases), if tsr has it.
std::optional<Codec> find(std::string_view encoding);
// The same, or LookupError "unknown encoding: NAME".
Codec need(std::string_view encoding);
// The codec's name as codecs.lookup gives it ("utf-16-le", "iso8859-1", "unicode-escape").
const char* name(Codec c);

std::string encode(Codec c, std::string_view text, const std::string& errors);

// Decodes `data`. Not `final` (an incremental decoder's chunk), a character or escape cut short by the end of the
// data is left undecoded, and `consumed` says how many bytes were decoded; the BOM-reading codecs (utf-8-sig,
// utf-16, utf-32) then also wait while the data could still be the start of a BOM.
struct Decoded {
  std::string text;
  size_t consumed;
};
Decoded decode(Codec c, std::string_view data, const std::string& errors, bool final = true);

}  // namespace tsr::interp::codecs
