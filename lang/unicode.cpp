#include "lang/unicode.hpp"

#include <dlfcn.h>

#include <algorithm>
#include <iterator>
#include <type_traits>

#include "lang/text.hpp"

namespace tsr::lang::unicode {

#define TSR_ICU_STR2(x) #x
#define TSR_ICU_STR(x) TSR_ICU_STR2(x)
#define TSR_ICU_SYMBOL(name) (#name TSR_ICU_STR(U_ICU_VERSION_SUFFIX))

const char* icu_library_name() { return "libicuuc.so." TSR_ICU_STR(U_ICU_VERSION_MAJOR_NUM); }

const Icu* icu() {
  static const Icu* loaded = []() -> const Icu* {
    void* h = dlopen(icu_library_name(), RTLD_NOW | RTLD_LOCAL);
    if (!h) return nullptr;
    auto* t = new Icu;
    bool ok = true;
    auto get = [&](auto& slot, const char* name) {
      slot = reinterpret_cast<std::remove_reference_t<decltype(slot)>>(dlsym(h, name));
      ok = ok && slot;
    };
    get(t->charName, TSR_ICU_SYMBOL(u_charName));
    get(t->charFromName, TSR_ICU_SYMBOL(u_charFromName));
    get(t->charType, TSR_ICU_SYMBOL(u_charType));
    get(t->charDirection, TSR_ICU_SYMBOL(u_charDirection));
    get(t->getCombiningClass, TSR_ICU_SYMBOL(u_getCombiningClass));
    get(t->isMirrored, TSR_ICU_SYMBOL(u_isMirrored));
    get(t->getNumericValue, TSR_ICU_SYMBOL(u_getNumericValue));
    get(t->getIntPropertyValue, TSR_ICU_SYMBOL(u_getIntPropertyValue));
    get(t->hasBinaryProperty, TSR_ICU_SYMBOL(u_hasBinaryProperty));
    get(t->charAge, TSR_ICU_SYMBOL(u_charAge));
    get(t->nfc, TSR_ICU_SYMBOL(unorm2_getNFCInstance));
    get(t->nfd, TSR_ICU_SYMBOL(unorm2_getNFDInstance));
    get(t->nfkc, TSR_ICU_SYMBOL(unorm2_getNFKCInstance));
    get(t->nfkd, TSR_ICU_SYMBOL(unorm2_getNFKDInstance));
    get(t->normalize, TSR_ICU_SYMBOL(unorm2_normalize));
    get(t->isNormalized, TSR_ICU_SYMBOL(unorm2_isNormalized));
    get(t->getRawDecomposition, TSR_ICU_SYMBOL(unorm2_getRawDecomposition));
    get(t->strToUpper, TSR_ICU_SYMBOL(u_strToUpper));
    get(t->strToLower, TSR_ICU_SYMBOL(u_strToLower));
    get(t->strFoldCase, TSR_ICU_SYMBOL(u_strFoldCase));
    get(t->strToTitle, TSR_ICU_SYMBOL(u_strToTitle));
    return ok ? t : nullptr;
  }();
  return loaded;
}

std::string case_map(std::string_view text, CaseMap how) {
  const Icu* t = icu();
  const std::u16string in = utf16(code_points(text));
  std::u16string out(in.size() + 16, u'\0');
  for (int attempt = 0; attempt < 2; ++attempt) {
    UErrorCode err = U_ZERO_ERROR;
    const auto* src = reinterpret_cast<const UChar*>(in.data());
    auto* dst = reinterpret_cast<UChar*>(out.data());
    const auto cap = int32_t(out.size()), len = int32_t(in.size());
    // (the root locale: Unicode's default mappings, no language's special cases)
    const int32_t n = how == CaseMap::Upper   ? t->strToUpper(dst, cap, src, len, "", &err)
                      : how == CaseMap::Lower ? t->strToLower(dst, cap, src, len, "", &err)
                      : how == CaseMap::Title ? t->strToTitle(dst, cap, src, len, nullptr, "", &err)
                                              : t->strFoldCase(dst, cap, src, len, U_FOLD_CASE_DEFAULT, &err);
    if (err == U_BUFFER_OVERFLOW_ERROR) {
      out.assign(size_t(n) + 1, u'\0');
      continue;
    }
    return U_SUCCESS(err) ? from_utf16(out.data(), n) : std::string(text);
  }
  return std::string(text);
}

bool char_is(char32_t c, CharClass what) {
  const Icu* t = icu();
  if (!known(c)) return false;
  const auto c32 = UChar32(c);
  switch (what) {
    case CharClass::Alpha: {
      const int8_t k = t->charType(c32);
      return k == U_UPPERCASE_LETTER || k == U_LOWERCASE_LETTER || k == U_TITLECASE_LETTER ||
             k == U_MODIFIER_LETTER || k == U_OTHER_LETTER;
    }
    case CharClass::Decimal: return t->charType(c32) == U_DECIMAL_DIGIT_NUMBER;
    case CharClass::Digit: {
      const int32_t nt = t->getIntPropertyValue(c32, UCHAR_NUMERIC_TYPE);
      return nt == U_NT_DECIMAL || nt == U_NT_DIGIT;
    }
    case CharClass::Numeric: return t->getIntPropertyValue(c32, UCHAR_NUMERIC_TYPE) != U_NT_NONE;
    case CharClass::Upper: return t->hasBinaryProperty(c32, UCHAR_UPPERCASE);
    case CharClass::Lower: return t->hasBinaryProperty(c32, UCHAR_LOWERCASE);
    case CharClass::Title: return t->charType(c32) == U_TITLECASE_LETTER;
    case CharClass::Cased: return t->hasBinaryProperty(c32, UCHAR_CASED);
    case CharClass::CaseIgnorable: return t->hasBinaryProperty(c32, UCHAR_CASE_IGNORABLE);
  }
  return false;
}

std::u32string code_points(std::string_view s) {
  std::u32string out;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    char32_t cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
    for (int k = 1; k < n && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out += cp;
    i += size_t(n);
  }
  return out;
}

std::string utf8(char32_t cp) {
  std::string s;
  append_utf8(s, uint32_t(cp));
  return s;
}

std::u16string utf16(std::u32string_view cps) {
  std::u16string out;
  for (char32_t c : cps) {
    if (c < 0x10000) {
      out += char16_t(c);
    } else {
      out += char16_t(0xD800 + ((c - 0x10000) >> 10));
      out += char16_t(0xDC00 + ((c - 0x10000) & 0x3FF));
    }
  }
  return out;
}

std::string from_utf16(const char16_t* p, int32_t n) {
  std::string out;
  for (int32_t i = 0; i < n; ++i) {
    char32_t c = p[i];
    if (c >= 0xD800 && c < 0xDC00 && i + 1 < n) c = 0x10000 + ((c - 0xD800) << 10) + (char32_t(p[++i]) - 0xDC00);
    out += utf8(c);
  }
  return out;
}

bool known(char32_t c) {
  UVersionInfo v;
  icu()->charAge(UChar32(c), v);
  if (icu()->charType(UChar32(c)) == U_UNASSIGNED) return false;
  return v[0] < 14 || (v[0] == 14 && v[1] == 0);
}

std::string char_name(char32_t c) {
  if (!known(c)) return "";
  char buf[256];
  UErrorCode err = U_ZERO_ERROR;
  const int32_t n = icu()->charName(UChar32(c), U_UNICODE_CHAR_NAME, buf, sizeof buf, &err);
  if (U_FAILURE(err)) return "";
  std::string name(buf, size_t(n));
  // CPython's names for Tangut ideographs are missing (its algorithmic names are the CJK ideographs' and Hangul's)
  if (name.rfind("TANGUT IDEOGRAPH-", 0) == 0) return "";
  return name;
}

std::optional<char32_t> char_from_name(const std::string& name) {
  for (UCharNameChoice choice : {U_UNICODE_CHAR_NAME, U_CHAR_NAME_ALIAS}) {
    UErrorCode err = U_ZERO_ERROR;
    const UChar32 c = icu()->charFromName(choice, name.c_str(), &err);
    if (U_SUCCESS(err) && known(char32_t(c)) && !char_name(char32_t(c)).empty()) return char32_t(c);
  }
  return std::nullopt;
}

std::optional<std::string> normalize(const UNormalizer2* n, std::u32string_view run) {
  const std::u16string in = utf16(run);
  std::u16string out(in.size() * 4 + 16, u'\0');
  UErrorCode err = U_ZERO_ERROR;
  int32_t len = icu()->normalize(n, reinterpret_cast<const UChar*>(in.data()), int32_t(in.size()),
                                 reinterpret_cast<UChar*>(out.data()), int32_t(out.size()), &err);
  if (err == U_BUFFER_OVERFLOW_ERROR) {
    out.assign(size_t(len) + 1, u'\0');
    err = U_ZERO_ERROR;
    len = icu()->normalize(n, reinterpret_cast<const UChar*>(in.data()), int32_t(in.size()),
                           reinterpret_cast<UChar*>(out.data()), int32_t(out.size()), &err);
  }
  if (U_FAILURE(err)) return std::nullopt;
  return from_utf16(out.data(), len);
}

bool is_printable(char32_t c) {
  if (c < 0x80) return c >= 0x20 && c < 0x7F;
  // CPython 3.11's non-printable code points (its Unicode 14.0 database), generated by
  // scripts/gen-unicode-printable.py: a table rather than ICU, so that repr() never loads ICU and agrees with
  // CPython where ICU's newer Unicode has assigned more.
  static constexpr std::pair<char32_t, char32_t> kNonPrintable[] = {
#include "lang/unicode_printable.inc"
  };
  const auto* it = std::upper_bound(std::begin(kNonPrintable), std::end(kNonPrintable), c,
                                    [](char32_t v, const auto& r) { return v < r.first; });
  return it == std::begin(kNonPrintable) || c > (it - 1)->second;
}

namespace {
bool ascii_start(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool ascii_continue(char32_t c) { return ascii_start(c) || (c >= '0' && c <= '9'); }
bool xid(char32_t c, UProperty p) { return icu() && known(c) && icu()->hasBinaryProperty(UChar32(c), p); }
}  // namespace

size_t scan_identifier(std::u32string_view cps) {
  for (size_t i = 0; i < cps.size(); ++i) {
    const char32_t c = cps[i];
    const bool ok = c < 0x80 ? (i == 0 ? ascii_start(c) : ascii_continue(c))
                             : xid(c, i == 0 ? UCHAR_XID_START : UCHAR_XID_CONTINUE);
    if (!ok) return i;
  }
  return cps.size();
}

std::string identifier(std::string_view text) {
  bool ascii = true;
  for (char ch : text) ascii = ascii && static_cast<unsigned char>(ch) < 0x80;
  if (ascii || !icu()) return std::string(text);
  UErrorCode err = U_ZERO_ERROR;
  const UNormalizer2* n = icu()->nfkc(&err);
  if (U_FAILURE(err) || !n) return std::string(text);
  return normalize(n, code_points(text)).value_or(std::string(text));
}

}  // namespace tsr::lang::unicode
