// The dtype table walked row by row against PyTorch's facts (dtype_golden.json, written by make_dtype_golden.py
// from torch 1.13): the flags, sizes and legacy names, finfo/iinfo, promotion and can_cast, repr's dtype suffix,
// and the kernels' dtype groups against the rows' C++ types. The promotion rule is also run over rows made from
// PyTorch's facts alone, so the rule (not just tsr's table) is PyTorch's lattice.
#include <gtest/gtest.h>

#include <bit>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tensor/ops/factory.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/print/tensor_repr.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;
using nlohmann::json;

namespace {

const json& golden() {
  static const json data = [] {
    std::ifstream in(TSR_SOURCE_DIR "/tests/tensor/core/dtype_golden.json");
    if (!in) throw std::runtime_error("cannot open dtype_golden.json");
    return json::parse(in);
  }();
  return data;
}

const json& pytorch_facts(ScalarType t) { return golden().at("dtypes").at(std::string(dtype_name(t))); }

// The double a float.hex() string denotes.
double from_hex(const json& hex) { return std::strtod(hex.get<std::string>().c_str(), nullptr); }

TEST(DtypeTable, EveryRowIsAPyTorchDtypeWithItsFlagsSizeAndNames) {
  EXPECT_EQ(golden().at("torch_version").get<std::string>().substr(0, 4), "1.13");
  for (const DtypeFacts& row : kDtypes) {
    if (is_limited_uint(row.type)) continue;  // numpy's uint16/32/64: PyTorch 1.13 has no such dtypes
    SCOPED_TRACE(std::string(row.name));
    const json& want = pytorch_facts(row.type);
    EXPECT_EQ(is_floating(row.type), want.at("is_floating_point").get<bool>());
    EXPECT_EQ(is_signed(row.type), want.at("is_signed").get<bool>());
    EXPECT_EQ(is_complex(row.type), want.at("is_complex").get<bool>());
    EXPECT_EQ(element_size(row.type), want.at("itemsize").get<size_t>());
    EXPECT_EQ("torch." + std::string(legacy_type_name(row.type)), want.at("legacy_type").get<std::string>());
    EXPECT_EQ(dtype_from_name(row.name), row.type);
    const std::vector<std::string> aliases = want.at("aliases");
    EXPECT_EQ(aliases, row.alias.empty() ? std::vector<std::string>{} : std::vector<std::string>{std::string(row.alias)});
  }
}

TEST(DtypeTable, FinfoAndIinfoAreExactlyPyTorchs) {
  for (const DtypeFacts& row : kDtypes) {
    if (is_limited_uint(row.type)) continue;
    SCOPED_TRACE(std::string(row.name));
    // a complex dtype's finfo is its component's (torch.finfo(torch.complex64) is float32's)
    const json& want = pytorch_facts(row.component);
    const std::optional<FloatInfo> f = finfo(row.type);
    ASSERT_EQ(f.has_value(), want.contains("finfo"));
    if (f) {
      const json& w = want.at("finfo");
      EXPECT_EQ(f->bits, w.at("bits").get<int>());
      // Bit for bit: the values are the C++ type's limits, widened to double.
      EXPECT_EQ(std::bit_cast<uint64_t>(f->eps), std::bit_cast<uint64_t>(from_hex(w.at("eps"))));
      EXPECT_EQ(std::bit_cast<uint64_t>(f->max), std::bit_cast<uint64_t>(from_hex(w.at("max"))));
      EXPECT_EQ(std::bit_cast<uint64_t>(f->min), std::bit_cast<uint64_t>(from_hex(w.at("min"))));
      EXPECT_EQ(std::bit_cast<uint64_t>(f->tiny), std::bit_cast<uint64_t>(from_hex(w.at("tiny"))));
      EXPECT_EQ(std::bit_cast<uint64_t>(f->tiny), std::bit_cast<uint64_t>(from_hex(w.at("smallest_normal"))));
      EXPECT_EQ(std::bit_cast<uint64_t>(f->resolution), std::bit_cast<uint64_t>(from_hex(w.at("resolution"))));
    }
    const std::optional<IntInfo> i = iinfo(row.type);
    ASSERT_EQ(i.has_value(), want.contains("iinfo"));
    if (i) {
      const json& w = want.at("iinfo");
      EXPECT_EQ(i->bits, w.at("bits").get<int>());
      EXPECT_EQ(i->min, w.at("min").get<int64_t>());
      EXPECT_EQ(i->max, w.at("max").get<int64_t>());
    }
  }
}

TEST(DtypeTable, PromotionIsSymmetricAndPyTorchs) {
  for (const DtypeFacts& a : kDtypes) {
    for (const DtypeFacts& b : kDtypes) {
      SCOPED_TRACE(std::string(a.name) + " with " + std::string(b.name));
      EXPECT_EQ(promote_types(a.type, b.type), promote_types(b.type, a.type));
      if (is_limited_uint(a.type) || is_limited_uint(b.type)) continue;  // UnsignedRowsAreNumpys
      EXPECT_EQ(dtype_name(promote_types(a.type, b.type)),
                golden().at("promote_types").at(std::string(a.name)).at(std::string(b.name)).get<std::string>());
      EXPECT_EQ(can_cast(a.type, b.type),
                golden().at("can_cast").at(std::string(a.name)).at(std::string(b.name)).get<bool>());
    }
  }
}

// Rows for every non-complex dtype PyTorch promotes, made from its recorded facts alone: the promotion rule needs
// nothing else from a new row. (Complex rows need their component dtype too; tsr's own complex rows are checked
// against PyTorch's table by PromotionIsSymmetricAndPyTorchs.)
TEST(DtypeTable, PromotionRuleGivesPyTorchsLatticeForTheDtypesToCome) {
  std::deque<std::string> names;  // the rows' string_views point here
  std::vector<DtypeFacts> rows;
  for (const auto& [name, facts] : golden().at("dtypes").items()) {
    if (facts.at("is_complex").get<bool>()) continue;
    const DtypeCategory category = name == "bool"                               ? DtypeCategory::Bool
                                   : facts.at("is_floating_point").get<bool>() ? DtypeCategory::Floating
                                                                               : DtypeCategory::Integral;
    names.push_back(name);
    rows.push_back({ScalarType::Bool, names.back(), "", "", "", category, facts.at("is_signed").get<bool>(), false,
                    facts.at("itemsize").get<size_t>()});
  }
  ASSERT_EQ(rows.size(), 10u);  // bool, uint8, int8, int16, int32, int64, float16, bfloat16, float32, float64
  for (const DtypeFacts& a : rows) {
    for (const DtypeFacts& b : rows) {
      SCOPED_TRACE(std::string(a.name) + " with " + std::string(b.name));
      EXPECT_EQ(promote_rows(a, b, rows).name,
                golden().at("promote_types").at(std::string(a.name)).at(std::string(b.name)).get<std::string>());
    }
  }
}

TEST(DtypeTable, ReprShowsTheDtypeAsPyTorchDoes) {
  ASSERT_EQ(dtype_name(default_dtype()), golden().at("default_dtype").get<std::string>());
  const int64_t two[] = {2};
  for (const DtypeFacts& row : kDtypes) {
    if (is_limited_uint(row.type)) continue;
    EXPECT_EQ(to_repr(ones(two, row.type)), pytorch_facts(row.type).at("repr").get<std::string>()) << row.name;
  }
}

// numpy's uint16/uint32/uint64 (issue 20): PyTorch 2's names and limited support. Promotion by range within the
// integers (numpy's promote_types among integers), float64 where no integer holds both.
TEST(DtypeTable, UnsignedRowsAreNumpys) {
  const struct {
    ScalarType type;
    const char* name;
    const char* title;
    size_t size;
  } rows[] = {{ScalarType::UInt16, "uint16", "UInt16", 2},
              {ScalarType::UInt32, "uint32", "UInt32", 4},
              {ScalarType::UInt64, "uint64", "UInt64", 8}};
  for (const auto& r : rows) {
    SCOPED_TRACE(r.name);
    EXPECT_TRUE(is_limited_uint(r.type));
    EXPECT_EQ(dtype_name(r.type), r.name);
    EXPECT_EQ(dtype_title(r.type), r.title);
    EXPECT_EQ(element_size(r.type), r.size);
    EXPECT_FALSE(is_signed(r.type));
    EXPECT_TRUE(is_integral(r.type, false));
    EXPECT_FALSE(iinfo(r.type).has_value());
    EXPECT_FALSE(in_group(DtypeGroup::Integral, r.type));
    EXPECT_FALSE(in_group(DtypeGroup::AllAndComplex, r.type));
    EXPECT_NE(error_of([&] { visit_dtype(r.type, []<class T>(std::type_identity<T>) {}); }).find("limited support"),
              std::string::npos);
    visit_dtype_and_uint(r.type, [&]<class T>(std::type_identity<T>) { EXPECT_EQ(dtype_of<T>, r.type); });
  }
  EXPECT_FALSE(is_limited_uint(ScalarType::Byte));
  const auto p = [](ScalarType a, ScalarType b) { return std::string(dtype_name(promote_types(a, b))); };
  EXPECT_EQ(p(ScalarType::UInt16, ScalarType::Short), "int32");
  EXPECT_EQ(p(ScalarType::UInt16, ScalarType::Byte), "uint16");
  EXPECT_EQ(p(ScalarType::UInt16, ScalarType::Char), "int32");
  EXPECT_EQ(p(ScalarType::UInt32, ScalarType::Int), "int64");
  EXPECT_EQ(p(ScalarType::UInt32, ScalarType::UInt16), "uint32");
  EXPECT_EQ(p(ScalarType::UInt64, ScalarType::Long), "float64");
  EXPECT_EQ(p(ScalarType::UInt64, ScalarType::Char), "float64");
  EXPECT_EQ(p(ScalarType::UInt64, ScalarType::Byte), "uint64");
  EXPECT_EQ(p(ScalarType::UInt16, ScalarType::Float), "float32");
  EXPECT_EQ(p(ScalarType::UInt16, ScalarType::Bool), "uint16");
  // c10's overflows: a negative int wraps when its magnitude fits, uint64's whole range is accepted
  EXPECT_FALSE(overflows<uint64_t>(int64_t(-1)));
  EXPECT_FALSE(overflows<uint64_t>(INT64_MAX));
  EXPECT_TRUE(overflows<uint16_t>(int64_t(65536)));
  EXPECT_FALSE(overflows<uint16_t>(int64_t(-65535)));
  EXPECT_FALSE(overflows<uint64_t>(0x1p63));
  EXPECT_TRUE(overflows<uint64_t>(0x1p64));
}

// Each row's facts agree with its C++ type, and visit_dtype/dispatch_dtype hand a kernel that type.
TEST(DtypeTable, GroupsAndVisitsFollowTheRowsCppTypes) {
  for (const DtypeFacts& row : kDtypes) {
    if (is_limited_uint(row.type)) continue;  // UnsignedRowsAreNumpys
    SCOPED_TRACE(std::string(row.name));
    const bool complex = row.category == DtypeCategory::Complex;
    // visit_dtype visits the real rows; a complex one raises NotImplementedError (kernels written for real types)
    EXPECT_EQ(error_of([&] { visit_dtype(row.type, []<class T>(std::type_identity<T>) {}); }).empty(), !complex);
    visit_dtype_and_complex(row.type, [&]<class T>(std::type_identity<T>) {
      EXPECT_EQ(dtype_of<T>, row.type);
      EXPECT_EQ(sizeof(T), row.size);
      EXPECT_EQ(is_complex_type<T>, complex);
      if constexpr (is_complex_type<T>) {
        EXPECT_EQ(std::numeric_limits<typename T::value_type>::is_signed, row.is_signed);
        EXPECT_EQ(dtype_of<typename T::value_type>, row.component);
        EXPECT_EQ(complex_dtype_of(row.component), row.type);
        return;
      } else {
        EXPECT_EQ(row.component, row.type);
      }
      EXPECT_EQ(std::numeric_limits<T>::is_signed, row.is_signed);
      // float16 and bfloat16 are classes (c10's Half and BFloat16); the other floating types are C++'s own.
      EXPECT_EQ(std::is_floating_point_v<T> || is_reduced_floating_type<T>, is_floating_type<T>);
      EXPECT_EQ(is_reduced_floating_type<T>, is_floating_type<T> && sizeof(T) == 2);
      EXPECT_EQ((std::is_same_v<T, bool>), row.category == DtypeCategory::Bool);
    });
    // A group holds exactly the rows of its categories, float16 and bfloat16 excepted (they are named where a
    // kernel takes them, as in PyTorch), and dispatch_dtype runs the body for them and raises PyTorch's
    // AT_DISPATCH error for the others.
    const bool reduced = row.name == "float16" || row.name == "bfloat16";
    EXPECT_EQ(is_reduced_floating(row.type), reduced);
    EXPECT_EQ(in_group(DtypeGroup::All, row.type), !reduced && !complex);
    EXPECT_EQ(in_group(DtypeGroup::Complex, row.type), complex);
    EXPECT_EQ(in_group(DtypeGroup::FloatingAndComplex, row.type), (is_floating(row.type) && !reduced) || complex);
    EXPECT_EQ(in_group(DtypeGroup::AllButBoolAndComplex, row.type), row.category != DtypeCategory::Bool && !reduced);
    EXPECT_EQ(in_group(DtypeGroup::AllAndComplex, row.type), !reduced);
    EXPECT_EQ(in_group(DtypeGroup::Floating, row.type), is_floating(row.type) && !reduced);
    EXPECT_EQ(in_group(DtypeGroup::Integral, row.type), is_integral(row.type, false));
    EXPECT_EQ(in_group(DtypeGroup::IntegralAndBool, row.type), is_integral(row.type, true));
    EXPECT_EQ(in_group(DtypeGroup::AllButBool, row.type), row.category != DtypeCategory::Bool && !reduced && !complex);
    EXPECT_EQ((in_group_and<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(row.type)), is_floating(row.type));
    const auto run = [&]<DtypeGroup G>() {
      return error_of([&] {
        const ScalarType seen = dispatch_dtype<G>(row.type, "k_cpu", []<class T>(std::type_identity<T>) { return dtype_of<T>; });
        EXPECT_EQ(seen, row.type);
      });
    };
    const std::string refused = "\"k_cpu\" not implemented for '" + std::string(dtype_title(row.type)) + "'";
    EXPECT_EQ(run.operator()<DtypeGroup::Floating>(), in_group(DtypeGroup::Floating, row.type) ? "" : refused);
    EXPECT_EQ(run.operator()<DtypeGroup::Integral>(), in_group(DtypeGroup::Integral, row.type) ? "" : refused);
    EXPECT_EQ(run.operator()<DtypeGroup::IntegralAndBool>(), in_group(DtypeGroup::IntegralAndBool, row.type) ? "" : refused);
    EXPECT_EQ(run.operator()<DtypeGroup::AllButBool>(), in_group(DtypeGroup::AllButBool, row.type) ? "" : refused);
    EXPECT_EQ(run.operator()<DtypeGroup::All>(), in_group(DtypeGroup::All, row.type) ? "" : refused);
    EXPECT_EQ(run.operator()<DtypeGroup::AllAndComplex>(), in_group(DtypeGroup::AllAndComplex, row.type) ? "" : refused);
    const std::string with_half = error_of([&] {
      const ScalarType seen = dispatch_dtype<DtypeGroup::Floating, ScalarType::Half>(
          row.type, "k_cpu", []<class T>(std::type_identity<T>) { return dtype_of<T>; });
      EXPECT_EQ(seen, row.type);
    });
    EXPECT_EQ(with_half, is_floating(row.type) && row.name != "bfloat16" ? "" : refused);
  }
}

}  // namespace
