// Walks lang/binary_ops.def: every operator's symbol compiles to its BINARY_OP / COMPARE_OP argument, lists as
// its symbol, and reaches its dunder, reflected dunder and in-place dunder at run time; int and float define
// exactly the operators the table says; each comparison's reflection is an involution.
#include <gtest/gtest.h>

#include "interpreter/interpreter.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"
#include "runtime_once.hpp"

namespace tsr::interp {
namespace {

using testing::ensure_runtime;

std::shared_ptr<const lang::Code> compile(const std::string& src) {
  return lang::compile_source(lang::SourceFile::load("<test>", src));
}

// The arguments of every `op` instruction in `code`, in order.
std::vector<uint32_t> args_of(const lang::Code& code, lang::Opcode op) {
  std::vector<uint32_t> out;
  for (uint32_t word : code.code)
    if (lang::opcode_of(word) == op) out.push_back(lang::arg_of(word));
  return out;
}

Ref<DictObject> run(const std::string& src) {
  ensure_runtime();
  auto globals = new_dict();
  globals->set_str(intern("__name__").get(), new_str("__test__"));
  exec_code(compile(src), globals);
  return globals;
}

std::string global_str(const Ref<DictObject>& g, const char* name) { return str_of(g->get_str(intern(name).get())); }

TEST(BinaryOps, EachSymbolCompilesToItsArgumentAndListsAsItself) {
  for (int i = 0; i < lang::kBinaryOpCount; ++i) {
    const std::string sym(lang::kBinaryOperators[i].symbol);
    SCOPED_TRACE(sym);
    auto code = compile("a " + sym + " b\na " + sym + "= b\n");
    EXPECT_EQ(args_of(*code, lang::Opcode::BINARY_OP),
              (std::vector<uint32_t>{uint32_t(i), uint32_t(i + lang::kInplaceOffset)}));
    const std::string listing = lang::disassemble(*code);
    EXPECT_NE(listing.find(" " + std::to_string(i) + " (" + sym + ")\n"), std::string::npos) << listing;
    EXPECT_NE(listing.find(" " + std::to_string(i + lang::kInplaceOffset) + " (" + sym + "=)\n"), std::string::npos)
        << listing;
  }
  for (int i = 0; i < lang::kCompareOpCount; ++i) {
    const std::string sym(lang::kComparisonOperators[i].symbol);
    SCOPED_TRACE(sym);
    auto code = compile("a " + sym + " b\n");
    EXPECT_EQ(args_of(*code, lang::Opcode::COMPARE_OP), std::vector<uint32_t>{uint32_t(i)});
    EXPECT_NE(lang::disassemble(*code).find(" (" + sym + ")"), std::string::npos);
  }
}

TEST(BinaryOps, DunderNamesFollowPythonsPattern) {
  for (const auto& o : lang::kBinaryOperators) {
    const std::string d(o.dunder);
    ASSERT_TRUE(d.starts_with("__") && d.ends_with("__")) << d;
    const std::string stem = d.substr(2, d.size() - 4);
    EXPECT_EQ(o.reflected, "__r" + stem + "__");
    EXPECT_EQ(o.inplace, "__i" + stem + "__");
    EXPECT_FALSE(o.torch_op.empty()) << d;
  }
}

// Each operator, written in tsr, calls the dunder the table names: `F() op 1` F's __op__, `1 op R()` R's __rop__
// (int's own __op__ returns NotImplemented for an R, or int has none), `x op= 1` F's __iop__.
TEST(BinaryOps, EachSymbolReachesItsDunders) {
  for (const auto& o : lang::kBinaryOperators) {
    const std::string sym(o.symbol), d(o.dunder), r(o.reflected), i(o.inplace);
    SCOPED_TRACE(sym);
    auto g = run("class F:\n"
                 "    def " + d + "(self, o): return '" + d + "'\n"
                 "    def " + i + "(self, o): return '" + i + "'\n"
                 "class R:\n"
                 "    def " + r + "(self, o): return '" + r + "'\n"
                 "forward = F() " + sym + " 1\n"
                 "reflected = 1 " + sym + " R()\n"
                 "x = F()\n"
                 "x " + sym + "= 1\n"
                 "inplace = x\n"
                 "class G:\n"
                 "    def " + d + "(self, o): return '" + d + "'\n"
                 "y = G()\n"
                 "y " + sym + "= 1\n"  // no __iop__: falls back to __op__
                 "fallback = y\n");
    EXPECT_EQ(global_str(g, "forward"), d);
    EXPECT_EQ(global_str(g, "reflected"), r);
    EXPECT_EQ(global_str(g, "inplace"), i);
    EXPECT_EQ(global_str(g, "fallback"), d);
  }
}

TEST(BinaryOps, IntAndFloatDefineWhatTheTableSays) {
  ensure_runtime();
  for (const auto& o : lang::kBinaryOperators) {
    for (auto [type, defined] : {std::pair{T.int_, o.on_int}, std::pair{T.float_, o.on_float}}) {
      SCOPED_TRACE(type->name + " " + std::string(o.dunder));
      EXPECT_EQ(!lookup(type, intern(std::string(o.dunder)).get()).is_null(), defined);
      EXPECT_EQ(!lookup(type, intern(std::string(o.reflected)).get()).is_null(), defined);
    }
  }
}

TEST(BinaryOps, ComparisonsReflectAsCPythonsSwappedOp) {
  for (int i = 0; i < lang::kCompareOpCount; ++i) {
    const auto& o = lang::kComparisonOperators[i];
    const auto& s = lang::kComparisonOperators[int(o.swapped)];
    EXPECT_EQ(int(s.swapped), i) << o.symbol;
    const std::string sym(o.symbol), d(o.dunder), sd(s.dunder);
    SCOPED_TRACE(sym);
    // `1 op C()`: int answers NotImplemented for a C, so C's swapped dunder answers.
    auto g = run("class C:\n"
                 "    def " + sd + "(self, o): return '" + sd + "'\n"
                 "    def " + d + "(self, o): return '" + d + "'\n"
                 "forward = C() " + sym + " 1\n"
                 "reflected = 1 " + sym + " C()\n");
    EXPECT_EQ(global_str(g, "forward"), d);
    EXPECT_EQ(global_str(g, "reflected"), sd);
  }
}

// TensorBase gets each row's three dunders (no in-place one where the row names no in-place method), and `a op b`,
// `a op= b` compute what the row's registry op does.
TEST(BinaryOps, TensorDundersRunTheRowsOp) {
  for (const auto& o : lang::kBinaryOperators) {
    const std::string sym(o.symbol), op(o.torch_op);
    SCOPED_TRACE(sym);
    const bool integral = op.starts_with("bitwise");
    auto g = run("import torch\n"
                 "a = torch.tensor([[6, 3], [5, 4]]" + std::string(integral ? "" : ", dtype=torch.float64") + ")\n"
                 "b = torch.tensor([[2, 1], [1, 3]]" + std::string(integral ? "" : ", dtype=torch.float64") + ")\n"
                 "B = torch._C._TensorBase\n"
                 "has = [hasattr(B, n) for n in ('" + std::string(o.dunder) + "', '" + std::string(o.reflected) +
                 "', '" + std::string(o.inplace) + "')]\n"
                 "expected = torch." + op + "(a, b)\n"
                 "forward = torch.equal(a " + sym + " b, expected)\n"
                 "c = a.clone()\n"
                 "d = c\n"
                 "d " + sym + "= b\n"
                 "inplace = [torch.equal(d, expected), d is c]\n");
    const bool has_inplace = !o.torch_inplace.empty();
    EXPECT_EQ(repr(g->get_str(intern("has").get())), has_inplace ? "[True, True, True]" : "[True, True, False]");
    EXPECT_EQ(repr(g->get_str(intern("forward").get())), "True");
    // Without an in-place method, `d op= b` rebinds d to a new tensor (PyTorch's t @= m).
    EXPECT_EQ(repr(g->get_str(intern("inplace").get())), has_inplace ? "[True, True]" : "[True, False]");
  }
}

}  // namespace
}  // namespace tsr::interp
