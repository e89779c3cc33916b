// The compiled-code cache (CPython's __pycache__, kept out of the source tree): a module's code object is
// written once to $TSR_CACHE_DIR (else $XDG_CACHE_HOME/tsr, else ~/.cache/tsr) and read back on the next import
// instead of parsing and compiling again. An entry is used only when its source text (length and hash) and the
// interpreter binary (size and modification time) are the ones it was made from, so an edited module or a
// rebuilt tsr recompiles. TSR_NO_CACHE=1 turns it off; a cache directory that cannot be written is skipped.
#pragma once

#include <memory>
#include <string>

#include "lang/code.hpp"
#include "lang/source.hpp"

namespace tsr::lang {

// The code object cached for `path` with this exact `source`, or null.
std::shared_ptr<const Code> load_cached_code(const std::string& path, const std::shared_ptr<const SourceFile>& source);
// Stores `code` (compiled from `source`, at `path`) for load_cached_code; failures are ignored.
void store_cached_code(const std::string& path, const SourceFile& source, const Code& code);
// The cache file that holds (or would hold) the compiled code of the source file at `path`; empty when the cache is
// off (TSR_NO_CACHE) or has no home. A module's __cached__, as CPython's names its .pyc.
std::string cache_entry_path(const std::string& path);

}  // namespace tsr::lang
