// See codecs.hpp. The decoders follow CPython's (Objects/unicodeobject.c, Objects/stringlib/codecs.h) in where an
// error starts and ends and in its reason, so UnicodeDecodeError's message and the replace / ignore /
// backslashreplace results are CPython's. tsr's str is UTF-8 and holds no lone surrogates, so the handlers that
// make or take them (surrogateescape, surrogatepass) are refused by name.
#include "interpreter/codecs.hpp"

#include <cstdio>
#include <algorithm>
#include <cctype>
#include <cstring>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"
#include "lang/text.hpp"
#include "lang/unicode.hpp"

namespace tsr::interp::codecs {

namespace {

struct Row {
  Codec codec;
  const char* name;        // codecs.lookup(...).name
  const char* error_name;  // UnicodeError.encoding (for utf-16/32, the byte order's: see decode)
  const char* aliases;     // normalized names, space-separated: CPython's module name and encodings.aliases
};
constexpr Row kRows[] = {
    {Codec::Utf8, "utf-8", "utf-8", "utf_8 utf8 u8 utf utf8_ucs2 utf8_ucs4 cp65001"},
    {Codec::Utf8Sig, "utf-8-sig", "utf-8", "utf_8_sig"},
    {Codec::Ascii, "ascii", "ascii",
     "ascii 646 ansi_x3.4_1968 ansi_x3_4_1968 ansi_x3.4_1986 cp367 csascii ibm367 iso646_us iso_646.irv_1991 iso_ir_6 "
     "us us_ascii"},
    {Codec::Latin1, "iso8859-1", "latin-1",
     "latin_1 8859 cp819 csisolatin1 ibm819 iso8859 iso8859_1 iso_8859_1 iso_8859_1_1987 iso_ir_100 l1 latin latin1"},
    {Codec::Utf16, "utf-16", "utf-16", "utf_16 u16 utf16"},
    {Codec::Utf16LE, "utf-16-le", "utf-16-le", "utf_16_le utf_16le unicodelittleunmarked"},
    {Codec::Utf16BE, "utf-16-be", "utf-16-be", "utf_16_be utf_16be unicodebigunmarked"},
    {Codec::Utf32, "utf-32", "utf-32", "utf_32 u32 utf32"},
    {Codec::Utf32LE, "utf-32-le", "utf-32-le", "utf_32_le utf_32le"},
    {Codec::Utf32BE, "utf-32-be", "utf-32-be", "utf_32_be utf_32be"},
    {Codec::UnicodeEscape, "unicode-escape", "unicodeescape", "unicode_escape"},
    {Codec::RawUnicodeEscape, "raw-unicode-escape", "rawunicodeescape", "raw_unicode_escape"},
};

const Row& row(Codec c) { return kRows[int(c)]; }

bool has_alias(const Row& r, std::string_view key) {
  for (std::string_view rest = r.aliases; !rest.empty();) {
    const size_t space = rest.find(' ');
    if (rest.substr(0, space) == key) return true;
    if (space == std::string_view::npos) break;
    rest.remove_prefix(space + 1);
  }
  return false;
}

// ---- error handlers ------------------------------------------------------------------------------------------------

enum class Handler { Strict, Replace, Ignore, Backslash, XmlCharRef, NameReplace };

// CPython looks the handler up only when an error happens: an unknown name is no error for clean data.
Handler handler_of(const std::string& errors, bool decoding) {
  if (errors == "strict") return Handler::Strict;
  if (errors == "replace") return Handler::Replace;
  if (errors == "ignore") return Handler::Ignore;
  if (errors == "backslashreplace") return Handler::Backslash;
  if (errors == "xmlcharrefreplace" || errors == "namereplace") {
    if (decoding) raise(T.TypeError, "don't know how to handle UnicodeDecodeError in error callback");
    return errors[0] == 'x' ? Handler::XmlCharRef : Handler::NameReplace;
  }
  if (errors == "surrogateescape" || errors == "surrogatepass")
    raise(T.NotImplementedError, "the '" + errors + "' error handler is not supported in tsr (its str holds no lone surrogates)");
  raise(T.LookupError, "unknown error handler name '" + errors + "'");
}

// A UnicodeDecodeError / UnicodeEncodeError with CPython's five arguments; its __str__ builds the message.
[[noreturn]] void codec_error(TypeObject* type, const char* codec, Value object, size_t start, size_t end, const char* reason) {
  auto e = Ref<ExceptionObject>(static_cast<ExceptionObject*>(type->alloc(type)));
  e->args = new_tuple({new_str(codec), std::move(object), Value(int64_t(start)), Value(int64_t(end)), new_str(reason)});
  throw PyException{e};
}

void backslash_escape(std::string& out, uint32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, cp <= 0xFF ? "\\x%02x" : cp <= 0xFFFF ? "\\u%04x" : "\\U%08x", cp);
  out += buf;
}

// One decoding: the output so far and what to do with bytes [start, end) that do not decode.
struct Decoder {
  std::string_view data;
  const std::string& errors;
  const char* error_name;
  std::string out{};

  void bad(size_t start, size_t end, const char* reason) {
    switch (handler_of(errors, true)) {
      case Handler::Strict:
        codec_error(T.UnicodeDecodeError, error_name, new_bytes(std::string(data)), start, end, reason);
      case Handler::Replace: lang::append_utf8(out, 0xFFFD); break;
      case Handler::Ignore: break;
      default:
        for (size_t k = start; k < end; ++k) backslash_escape(out, static_cast<unsigned char>(data[k]));
    }
  }
};

// ---- the decoders: each decodes d.data from `i` and returns how many bytes it took ------------------------------

size_t decode_utf8(Decoder& d, size_t i, bool final) {
  const std::string_view s = d.data;
  auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  auto is_cont = [](unsigned char b) { return (b & 0xC0) == 0x80; };
  while (i < s.size()) {
    const unsigned char b = byte(i);
    if (b < 0x80) {  // an ASCII run: copied at once
      size_t j = i + 1;
      while (j < s.size() && byte(j) < 0x80) ++j;
      d.out.append(s.substr(i, j - i));
      i = j;
      continue;
    }
    // The invalid range [i, end) and its reason, as CPython's decoder (stringlib/codecs.h) finds it.
    size_t end = i + 1;
    const char* reason = "invalid start byte";
    const size_t need = b >= 0xC2 && b < 0xE0 ? 2 : b >= 0xE0 && b < 0xF0 ? 3 : b >= 0xF0 && b < 0xF5 ? 4 : 0;
    if (need) {
      const size_t left = s.size() - i;
      // The second byte's allowed range excludes overlongs and surrogates (E0, ED, F0, F4).
      auto second_ok = [&](unsigned char x) {
        if (!is_cont(x)) return false;
        if (b == 0xE0) return x >= 0xA0;
        if (b == 0xED) return x < 0xA0;
        if (b == 0xF0) return x >= 0x90;
        if (b == 0xF4) return x < 0x90;
        return true;
      };
      size_t good = 1;
      if (left >= 2 && second_ok(byte(i + 1))) {
        good = 2;
        while (good < need && good < left && is_cont(byte(i + good))) ++good;
      }
      if (good == need) {
        d.out.append(s.substr(i, need));
        i += need;
        continue;
      }
      if (good == left) {
        if (!final) return i;
        reason = "unexpected end of data";
        end = s.size();
      } else {
        reason = "invalid continuation byte";
        end = i + good;
      }
    }
    d.bad(i, end, reason);
    i = end;
  }
  return i;
}

size_t decode_narrow(Decoder& d, size_t i, bool ascii) {
  for (; i < d.data.size(); ++i) {
    const auto b = static_cast<unsigned char>(d.data[i]);
    if (b < 0x80) d.out += char(b);
    else if (!ascii) lang::append_utf8(d.out, b);
    else d.bad(i, i + 1, "ordinal not in range(128)");
  }
  return i;
}

// UTF-16 in one byte order (PyUnicode_DecodeUTF16Stateful after its BOM).
size_t decode_utf16(Decoder& d, size_t i, bool little, bool final) {
  const std::string_view s = d.data;
  auto unit = [&](size_t k) {
    const auto lo = static_cast<unsigned char>(s[k + (little ? 0 : 1)]), hi = static_cast<unsigned char>(s[k + (little ? 1 : 0)]);
    return uint32_t(hi) << 8 | lo;
  };
  while (i < s.size()) {
    if (s.size() - i < 2) {
      if (!final) return i;
      d.bad(i, s.size(), "truncated data");
      return s.size();
    }
    const uint32_t u = unit(i);
    if (u < 0xD800 || u > 0xDFFF) {
      lang::append_utf8(d.out, u);
      i += 2;
    } else if (u >= 0xDC00) {
      d.bad(i, i + 2, "illegal encoding");
      i += 2;
    } else if (s.size() - i < 4) {
      if (!final) return i;
      d.bad(i, s.size(), "unexpected end of data");
      return s.size();
    } else if (const uint32_t low = unit(i + 2); low >= 0xDC00 && low <= 0xDFFF) {
      lang::append_utf8(d.out, 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00));
      i += 4;
    } else {
      d.bad(i, i + 2, "illegal UTF-16 surrogate");
      i += 2;
    }
  }
  return i;
}

size_t decode_utf32(Decoder& d, size_t i, bool little, bool final) {
  const std::string_view s = d.data;
  while (i < s.size()) {
    if (s.size() - i < 4) {
      if (!final) return i;
      d.bad(i, s.size(), "truncated data");
      return s.size();
    }
    uint32_t cp = 0;
    for (int k = 0; k < 4; ++k) cp = cp << 8 | static_cast<unsigned char>(s[i + size_t(little ? 3 - k : k)]);
    if (cp > 0x10FFFF) d.bad(i, i + 4, "code point not in range(0x110000)");
    else if (cp >= 0xD800 && cp <= 0xDFFF) d.bad(i, i + 4, "code point in surrogate code point range(0xd800, 0xe000)");
    else lang::append_utf8(d.out, cp);
    i += 4;
  }
  return i;
}

// raw_unicode_escape: \uXXXX and \UXXXXXXXX only; every other byte (a backslash too) is a Latin-1 character.
size_t decode_raw_unicode_escape(Decoder& d, bool final) {
  const std::string_view s = d.data;
  size_t i = 0;
  while (i < s.size()) {
    const auto b = static_cast<unsigned char>(s[i]);
    if (b == '\\' && i + 1 == s.size() && !final) return i;  // (a \u may follow in the next chunk)
    if (b != '\\' || i + 1 == s.size() || (s[i + 1] != 'u' && s[i + 1] != 'U')) {
      if (b == '\\' && i + 1 < s.size()) d.out += s[i++];  // a backslash and the byte after it are both text
      lang::append_utf8(d.out, static_cast<unsigned char>(s[i++]));
      continue;
    }
    const size_t start = i;
    const bool big = s[i + 1] == 'U';
    int count = big ? 8 : 4;
    uint32_t cp = 0;
    for (i += 2; count && i < s.size() && std::isxdigit(static_cast<unsigned char>(s[i])); --count, ++i)
      cp = cp * 16 + uint32_t(std::isdigit(static_cast<unsigned char>(s[i])) ? s[i] - '0' : (s[i] | 0x20) - 'a' + 10);
    if (count && i == s.size() && !final) return start;
    if (count) d.bad(start, i, big ? "truncated \\UXXXXXXXX escape" : "truncated \\uXXXX escape");
    else if (cp > 0x10FFFF) d.bad(start, i, "\\Uxxxxxxxx out of range");
    else lang::append_utf8(d.out, cp);
  }
  return i;
}

// The first unknown escape's DeprecationWarning, as CPython's unicode_escape decoder gives it (the byte after the
// backslash shown as its Latin-1 character).
void warn_unknown_escape(std::string_view data, size_t at) {
  std::string shown = "'\\";
  lang::append_utf8(shown, static_cast<unsigned char>(data[at + 1]));
  call(getattr(import_module("warnings"), "warn"),
       {new_str("invalid escape sequence " + shown + "'"), Value(T.DeprecationWarning)});
}

// Whether the data, while more may come, could still be the start of `bom`.
bool bom_pending(std::string_view data, std::string_view bom, bool final) {
  return !final && data.size() < bom.size() && bom.substr(0, data.size()) == data;
}

}  // namespace

std::optional<Codec> find(std::string_view encoding) {
  if (encoding == "utf-8" || encoding == "utf8") return Codec::Utf8;  // the common spellings first
  // encodings.normalize_encoding (after the lower-casing of codecs.lookup): runs of characters other than ASCII
  // letters, digits and '.' become one '_', leading and trailing ones none
  std::string key;
  bool punct = false;
  for (char ch : encoding) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) || c == '.') {
      if (punct && !key.empty()) key += '_';
      key += char(std::tolower(c));
      punct = false;
    } else if (c < 0x80) {
      punct = true;
    }
  }
  for (int pass = 0; pass < 2; ++pass) {
    for (const Row& r : kRows)
      if (has_alias(r, key)) return r.codec;
    std::replace(key.begin(), key.end(), '.', '_');  // (then as aliases.get(name.replace('.', '_')))
  }
  return std::nullopt;
}

Codec need(std::string_view encoding) {
  if (auto c = find(encoding)) return *c;
  raise(T.LookupError, "unknown encoding: " + std::string(encoding));
}

const char* name(Codec c) { return row(c).name; }

std::string encode(Codec c, std::string_view text, const std::string& errors) {
  std::string out;
  switch (c) {
    case Codec::Utf8: return std::string(text);
    case Codec::Utf8Sig: return "\xEF\xBB\xBF" + std::string(text);
    case Codec::Ascii:
    case Codec::Latin1: {
      const bool ascii = std::all_of(text.begin(), text.end(), [](char ch) { return static_cast<unsigned char>(ch) < 0x80; });
      if (ascii) return std::string(text);
      const uint32_t limit = c == Codec::Ascii ? 0x80 : 0x100;
      const std::u32string cps = lang::unicode::code_points(text);
      for (size_t i = 0; i < cps.size(); ++i) {
        if (uint32_t(cps[i]) < limit) {
          out += char(cps[i]);
          continue;
        }
        size_t end = i + 1;  // CPython reports the whole run of characters the codec cannot encode
        while (end < cps.size() && uint32_t(cps[end]) >= limit) ++end;
        const Handler h = handler_of(errors, false);
        if (h == Handler::Strict)
          codec_error(T.UnicodeEncodeError, row(c).error_name, new_str(std::string(text)), i, end,
                      c == Codec::Ascii ? "ordinal not in range(128)" : "ordinal not in range(256)");
        for (size_t k = i; k < end; ++k) {
          const uint32_t cp = uint32_t(cps[k]);
          if (h == Handler::Replace) out += '?';
          else if (h == Handler::Backslash) backslash_escape(out, cp);
          else if (h == Handler::XmlCharRef) out += "&#" + std::to_string(cp) + ";";
          else if (h == Handler::NameReplace) {
            const std::string n = lang::unicode::icu() ? lang::unicode::char_name(cp) : "";
            if (n.empty()) backslash_escape(out, cp);
            else out += "\\N{" + n + "}";
          }
        }
        i = end - 1;
      }
      return out;
    }
    case Codec::Utf16:
    case Codec::Utf16LE:
    case Codec::Utf16BE: {
      const bool little = c != Codec::Utf16BE;
      auto put = [&](uint32_t u) {
        out += char(little ? u & 0xFF : u >> 8);
        out += char(little ? u >> 8 : u & 0xFF);
      };
      if (c == Codec::Utf16) put(0xFEFF);
      for (char32_t cp : lang::unicode::code_points(text)) {
        if (cp < 0x10000) {
          put(uint32_t(cp));
        } else {
          put(0xD800 + ((uint32_t(cp) - 0x10000) >> 10));
          put(0xDC00 + ((uint32_t(cp) - 0x10000) & 0x3FF));
        }
      }
      return out;
    }
    case Codec::Utf32:
    case Codec::Utf32LE:
    case Codec::Utf32BE: {
      const bool little = c != Codec::Utf32BE;
      auto put = [&](uint32_t u) {
        for (int k = 0; k < 4; ++k) out += char(u >> (8 * (little ? k : 3 - k)) & 0xFF);
      };
      if (c == Codec::Utf32) put(0xFEFF);
      for (char32_t cp : lang::unicode::code_points(text)) put(uint32_t(cp));
      return out;
    }
    case Codec::UnicodeEscape:
    case Codec::RawUnicodeEscape: {
      const bool raw = c == Codec::RawUnicodeEscape;
      for (char32_t ch : lang::unicode::code_points(text)) {
        const uint32_t cp = uint32_t(ch);
        if (cp >= 0x100 || (!raw && (cp < 0x20 || cp >= 0x7F))) {
          if (!raw && cp == '\t') out += "\\t";
          else if (!raw && cp == '\n') out += "\\n";
          else if (!raw && cp == '\r') out += "\\r";
          else backslash_escape(out, cp);
        } else if (!raw && cp == '\\') {
          out += "\\\\";
        } else {
          out += char(cp);
        }
      }
      return out;
    }
  }
  return out;
}

Decoded decode(Codec c, std::string_view data, const std::string& errors, bool final) {
  Decoder d{data, errors, row(c).error_name};
  d.out.reserve(data.size());
  size_t used = 0;
  switch (c) {
    case Codec::Utf8: used = decode_utf8(d, 0, final); break;
    case Codec::Utf8Sig: {
      constexpr std::string_view bom = "\xEF\xBB\xBF";
      if (bom_pending(data, bom, final)) return {"", 0};
      d.error_name = "utf-8";
      used = decode_utf8(d, data.substr(0, 3) == bom ? 3 : 0, final);
      break;
    }
    case Codec::Ascii:
    case Codec::Latin1: used = decode_narrow(d, 0, c == Codec::Ascii); break;
    case Codec::Utf16:
    case Codec::Utf16LE:
    case Codec::Utf16BE: {
      bool little = c != Codec::Utf16BE;
      size_t start = 0;
      if (c == Codec::Utf16) {  // a BOM says the byte order; none, the machine's (little-endian)
        if (data.size() < 2 && !final) return {"", 0};
        if (data.substr(0, 2) == "\xFF\xFE") start = 2;
        else if (data.substr(0, 2) == "\xFE\xFF") start = 2, little = false;
      }
      d.error_name = little ? "utf-16-le" : "utf-16-be";
      used = decode_utf16(d, start, little, final);
      break;
    }
    case Codec::Utf32:
    case Codec::Utf32LE:
    case Codec::Utf32BE: {
      bool little = c != Codec::Utf32BE;
      size_t start = 0;
      if (c == Codec::Utf32) {
        if (data.size() < 4 && !final) return {"", 0};
        if (data.substr(0, 4) == std::string_view("\xFF\xFE\0\0", 4)) start = 4;
        else if (data.substr(0, 4) == std::string_view("\0\0\xFE\xFF", 4)) start = 4, little = false;
      }
      d.error_name = little ? "utf-32-le" : "utf-32-be";
      used = decode_utf32(d, start, little, final);
      break;
    }
    case Codec::UnicodeEscape: {
      std::optional<size_t> first_unknown;
      lang::EscapeHandlers on;
      on.bad = [&](size_t start, size_t end, const char* reason, std::string& out) {
        d.out = std::move(out);  // (the handler appends to what was decoded so far)
        d.bad(start, end, reason);
        out = std::move(d.out);
      };
      on.unknown = [&](size_t at) {
        if (!first_unknown) first_unknown = at;
      };
      d.out = lang::decode_escapes(data, true, on, final ? nullptr : &used);
      if (final) used = data.size();
      if (first_unknown) warn_unknown_escape(data, *first_unknown);
      break;
    }
    case Codec::RawUnicodeEscape: used = decode_raw_unicode_escape(d, final); break;
  }
  return {std::move(d.out), used};
}

// _tsr_codecs, under stdlib/codecs.tsr and io's TextIOWrapper: lookup(encoding) gives the codec's name or None;
// encode(text, name, errors) the bytes; decode(data, name, errors, final) the text and the bytes it took.
void init_module(ModuleObject& m) {
  auto def = [&](const char* fname, NativeFn fn) { m.dict()->set_str(intern(fname).get(), new_native(fname, std::move(fn))); };
  auto str_arg = [](const CallArgs& a, size_t i, const char* fname) -> const std::string& {
    if (i >= a.npos() || !is_str(a[i])) raise(T.TypeError, std::string(fname) + "() argument " + std::to_string(i + 1) + " must be str");
    return str_of(a[i]);
  };
  def("lookup", [str_arg](const CallArgs& a) {
    const auto c = find(str_arg(a, 0, "lookup"));
    return c ? new_str(name(*c)) : Value::none();
  });
  def("encode", [str_arg](const CallArgs& a) {
    return new_bytes(encode(need(str_arg(a, 1, "encode")), str_arg(a, 0, "encode"), str_arg(a, 2, "encode")));
  });
  def("decode", [str_arg](const CallArgs& a) {
    std::string scratch;
    if (a.npos() != 4) raise(T.TypeError, "decode() takes exactly 4 arguments");
    const std::string_view data = need_buffer_view(a[0], scratch);
    Decoded d = decode(need(str_arg(a, 1, "decode")), data, str_arg(a, 2, "decode"), truthy(a[3]));
    return new_tuple({new_str(std::move(d.text)), Value(int64_t(d.consumed))});
  });
}

}  // namespace tsr::interp::codecs

namespace tsr::interp {
void init_codecs_module() { register_native_module("_tsr_codecs", codecs::init_module); }
}  // namespace tsr::interp
