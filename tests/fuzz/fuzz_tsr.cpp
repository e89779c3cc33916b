// libFuzzer target over the whole pipeline: source text -> prescan/parse -> compile -> run, with a step budget
// and the recursion limit bounding each input. Any crash, sanitizer report or C++ exception escaping as
// something other than a Python exception is a bug. Build with scripts/fuzz.sh (clang, ASan, libFuzzer).
#include <cstddef>
#include <cstdint>
#include <string>

#include "interpreter/interpreter.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"

using namespace tsr;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static bool initialised = [] {
    interp::init_runtime({"fuzz"}, "/nonexistent");
    return true;
  }();
  (void)initialised;
  std::string text(reinterpret_cast<const char*>(data), size);
  std::shared_ptr<const lang::Code> code;
  try {
    code = lang::compile_source(lang::SourceFile::load("<fuzz>", text));
  } catch (const lang::SyntaxError&) {
    return 0;
  } catch (const lang::CompileDepthError&) {
    return 0;
  }
  auto globals = interp::new_dict();
  globals->set_str(interp::intern("__name__").get(), interp::new_str("__fuzz__"));
  interp::R.step_budget = 20000;
  interp::R.depth = 0;
  try {
    interp::exec_code(code, globals);
  } catch (const interp::PyException&) {
  }
  interp::R.step_budget = -1;
  interp::R.exc_info = interp::Value();
  return 0;
}
