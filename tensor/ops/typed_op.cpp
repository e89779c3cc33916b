// See typed_op.hpp.
#include "tensor/ops/typed_op.hpp"

#include <charconv>

namespace tsr::tensor {
namespace {

// "[0, 1]" -> {0, 1}.
std::vector<int64_t> parse_int_list(std::string_view text) {
  std::vector<int64_t> values;
  const char* p = text.data() + 1;  // past '['
  const char* end = text.data() + text.size() - 1;
  while (p < end) {
    while (p < end && (*p == ' ' || *p == ',')) ++p;
    if (p == end) break;
    int64_t v = 0;
    p = std::from_chars(p, end, v).ptr;
    values.push_back(v);
  }
  return values;
}

}  // namespace

IValue default_argument(const SchemaArgument& argument) {
  const std::string& text = argument.default_value.value();
  if (text == "None") return NoneValue{};
  if (text == "True" || text == "False") return text == "True";
  if (text.front() == '[') return parse_int_list(text);
  if (text.front() == '\'' || text.front() == '"') return std::string(text.begin() + 1, text.end() - 1);
  if (argument.type.base == "ScalarType") return text == "long" ? ScalarType::Long : default_dtype();
  const bool floating = text.find_first_of(".eEn") != std::string::npos;  // "0.5", "1e-05", "inf", "nan"
  if (floating || argument.type.base == "float") return std::stod(text);
  return static_cast<int64_t>(std::stoll(text));
}

}  // namespace tsr::tensor
