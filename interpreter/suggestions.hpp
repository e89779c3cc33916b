// CPython 3.11's "Did you mean: 'x'?" for NameError and AttributeError (Python/suggestions.c's rule, written
// afresh): the closest candidate by a Levenshtein distance in which a case flip costs 1 and any other edit 2, at
// most a third of the characters changed, ties to the first candidate.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/value.hpp"

namespace tsr::interp {

// The best candidate for `name`, or nothing when none is close enough (or there are 750 candidates or more).
std::optional<std::string> closest_name(std::string_view name, const std::vector<std::string_view>& candidates);

// The suggestion for an uncaught exception, from what it carries: a NameError's `suggestion` (computed where it
// was raised, from the frame's locals, globals and builtins), an AttributeError's `name` and `obj` (their dir()).
std::optional<std::string> suggestion_for(const Value& exc);

}  // namespace tsr::interp
