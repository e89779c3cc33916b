// Unicode for the front end and the library: ICU opened with dlopen (Debian's libicu; docs/licences.md), UTF-8
// helpers, and Python's identifiers (PEP 3131 as CPython 3.11: XID_Start/XID_Continue, NFKC normalization).
//
// ICU is opened on first use, not linked: its 30 MB data library would otherwise be mapped by every start of tsr.
// Its entry points carry the version suffix of the headers built against (u_charName_72), which
// U_ICU_VERSION_SUFFIX names. CPython 3.11's database is Unicode 14.0; ICU 72's is 15.0, so a character assigned
// after 14.0 (u_charAge) is answered as CPython answers an unassigned one (`known`).
#pragma once

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tsr::lang::unicode {

struct Icu {
  decltype(&u_charName) charName;
  decltype(&u_charFromName) charFromName;
  decltype(&u_charType) charType;
  decltype(&u_charDirection) charDirection;
  decltype(&u_getCombiningClass) getCombiningClass;
  decltype(&u_isMirrored) isMirrored;
  decltype(&u_getNumericValue) getNumericValue;
  decltype(&u_getIntPropertyValue) getIntPropertyValue;
  decltype(&u_hasBinaryProperty) hasBinaryProperty;
  decltype(&u_charAge) charAge;
  decltype(&unorm2_getNFCInstance) nfc;
  decltype(&unorm2_getNFDInstance) nfd;
  decltype(&unorm2_getNFKCInstance) nfkc;
  decltype(&unorm2_getNFKDInstance) nfkd;
  decltype(&unorm2_normalize) normalize;
  decltype(&unorm2_isNormalized) isNormalized;
  decltype(&unorm2_getRawDecomposition) getRawDecomposition;
  decltype(&u_strToUpper) strToUpper;
  decltype(&u_strToLower) strToLower;
  decltype(&u_strFoldCase) strFoldCase;
  decltype(&u_strToTitle) strToTitle;
};

// ICU's entry points, or nullptr when its library cannot be loaded.
const Icu* icu();
// The library's file name, for messages ("libicuuc.so.72").
const char* icu_library_name();

// UTF-8 <-> code points (tsr's str is UTF-8 and holds no lone surrogates).
std::u32string code_points(std::string_view s);
std::string utf8(char32_t cp);
std::u16string utf16(std::u32string_view cps);
std::string from_utf16(const char16_t* p, int32_t n);

// Assigned in Unicode 14.0 or before: what CPython 3.11's database knows. Needs icu().
bool known(char32_t c);
// A character's name as CPython's unicodedata.name gives it ("" for none), and the character a name or a name
// alias stands for, case-insensitively (unicodedata.lookup, the \N{...} escape). Need icu().
std::string char_name(char32_t c);
std::optional<char32_t> char_from_name(const std::string& name);
// `n`'s normalization of `run`, or nothing when ICU fails. Needs icu().
std::optional<std::string> normalize(const UNormalizer2* n, std::u32string_view run);
// Unicode's full case mappings of UTF-8 text (SpecialCasing: 'ß'.upper() is 'SS'; Greek final sigma in lower;
// casefold's full folding), as CPython's str.upper, str.lower and str.casefold. Needs icu().
enum class CaseMap { Upper, Lower, Fold, Title };
std::string case_map(std::string_view text, CaseMap how);
// CPython's character database flags (Objects/unicodectype.c) for one code point, from ICU and restricted to
// Unicode 14.0 as `known`: alpha (L* categories), decimal (Nd), digit (a digit value), numeric (a numeric value),
// upper/lower (the Uppercase and Lowercase properties), title (Lt), cased, case-ignorable. Need icu().
enum class CharClass { Alpha, Decimal, Digit, Numeric, Upper, Lower, Title, Cased, CaseIgnorable };
bool char_is(char32_t c, CharClass what);
// str.isprintable's test of one character (not Cc, Cf, Cs, Co, Cn, Zl, Zp, and no space but ' '), as CPython 3.11's
// Unicode 14.0 database has it (a generated table; no ICU).
bool is_printable(char32_t c);

// CPython's _PyUnicode_ScanIdentifier: the index of the first code point that cannot stand where it is in an
// identifier (XID_Start or '_' first, XID_Continue after), cps.size() if all can. Needs icu() for non-ASCII.
size_t scan_identifier(std::u32string_view cps);
// An identifier as the parser keeps it: NFKC-normalized when it is not ASCII (CPython's _PyPegen_new_identifier).
std::string identifier(std::string_view text);

}  // namespace tsr::lang::unicode
