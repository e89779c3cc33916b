#include "harness.hpp"

#include <memory>

#include "interpreter/interpreter.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"

namespace tsr::fuzz {

void initialise() {
  static bool initialised = [] {
    interp::init_runtime({"fuzz"}, "/nonexistent");
    return true;
  }();
  (void)initialised;
}

void run_program(const std::string& text) {
  initialise();
  std::shared_ptr<const lang::Code> code;
  try {
    code = lang::compile_source(lang::SourceFile::load("<fuzz>", text));
  } catch (const lang::SyntaxError&) {
    return;
  } catch (const lang::CompileDepthError&) {
    return;
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
}

int grammar_one_input(const uint8_t* data, size_t size) {
  run_program(grammar_program(data, size));
  return 0;
}

int tensor_one_input(const uint8_t* data, size_t size) {
  run_program(tensor_program(data, size));
  return 0;
}

}  // namespace tsr::fuzz
