// compile_source: parse + compile. Kept apart from compiler.cpp so that code which only compiles ASTs does not
// pull the grammar into its link.
#include "lang/frontend.hpp"

namespace tsr::lang {

std::shared_ptr<const Code> compile_source(std::shared_ptr<const SourceFile> source, CompileMode mode) {
  const auto module = parse(*source, mode);
  return compile(*module, std::move(source), mode);
}

}  // namespace tsr::lang
