// See suggestions.hpp.
#include "interpreter/suggestions.hpp"

#include <algorithm>
#include <limits>

#include "interpreter/runtime.hpp"

namespace tsr::interp {

namespace {

constexpr size_t kMaxCandidates = 750;  // more than this and CPython offers nothing (too slow to be worth it)
constexpr size_t kMaxLength = 40;       // longer (after trimming common ends) never matches
constexpr size_t kMoveCost = 2, kCaseCost = 1;

size_t substitution_cost(char a, char b) {
  if (a == b) return 0;
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
  return lower(a) == lower(b) ? kCaseCost : kMoveCost;
}

// Edit distance of a and b, or anything above max_cost as soon as it is certain to exceed it.
size_t distance(std::string_view a, std::string_view b, size_t max_cost) {
  while (!a.empty() && !b.empty() && a.front() == b.front()) a.remove_prefix(1), b.remove_prefix(1);
  while (!a.empty() && !b.empty() && a.back() == b.back()) a.remove_suffix(1), b.remove_suffix(1);
  if (a.empty() || b.empty()) return (a.size() + b.size()) * kMoveCost;
  if (a.size() > kMaxLength || b.size() > kMaxLength) return max_cost + 1;
  if (b.size() < a.size()) std::swap(a, b);
  if ((b.size() - a.size()) * kMoveCost > max_cost) return max_cost + 1;
  // One row of the dynamic-programming table, updated in place: row[i] is the cost of a[:i+1] vs b[:j].
  size_t row[kMaxLength];
  for (size_t i = 0; i < a.size(); ++i) row[i] = (i + 1) * kMoveCost;
  size_t result = 0;
  for (size_t j = 0; j < b.size(); ++j) {
    size_t diagonal = j * kMoveCost;  // cost of a[:i] vs b[:j]
    result = diagonal;
    size_t best_in_row = std::numeric_limits<size_t>::max();
    for (size_t i = 0; i < a.size(); ++i) {
      const size_t substitute = diagonal + substitution_cost(b[j], a[i]);
      diagonal = row[i];
      result = std::min(std::min(result, diagonal) + kMoveCost, substitute);
      row[i] = result;
      best_in_row = std::min(best_in_row, result);
    }
    if (best_in_row > max_cost) return max_cost + 1;
  }
  return result;
}

}  // namespace

std::optional<std::string> closest_name(std::string_view name, const std::vector<std::string_view>& candidates) {
  if (candidates.size() >= kMaxCandidates) return std::nullopt;
  std::optional<std::string> best;
  size_t best_distance = std::numeric_limits<size_t>::max();
  for (std::string_view c : candidates) {
    if (c == name) continue;
    // At most a third of the characters involved may change, and only a strictly better match replaces one.
    const size_t max_distance = std::min((name.size() + c.size() + 3) * kMoveCost / 6, best_distance - 1);
    const size_t d = distance(name, c, max_distance);
    if (d > max_distance) continue;
    best = std::string(c);
    best_distance = d;
  }
  return best;
}

std::optional<std::string> suggestion_for(const Value& exc) {
  if (!isinstance(exc, T.NameError) && !isinstance(exc, T.AttributeError)) return std::nullopt;
  auto* e = as<ExceptionObject>(exc);
  if (isinstance(exc, T.NameError)) return e->suggestion.empty() ? std::nullopt : std::optional(e->suggestion);
  if (!e->attrs) return std::nullopt;
  const Value name = e->attrs->get_str(intern("name").get());
  const Value obj = e->attrs->get_str(intern("obj").get());
  if (!is_str(name) || obj.is_null()) return std::nullopt;
  try {
    const Value names = call(R.builtins->get_str(intern("dir").get()), {obj});
    std::vector<std::string_view> candidates;
    for (const Value& v : as<ListObject>(names)->items)
      if (is_str(v)) candidates.push_back(str_of(v));
    return closest_name(str_of(name), candidates);
  } catch (PyException&) {  // a dir() that fails offers nothing, as in CPython
    return std::nullopt;
  }
}

}  // namespace tsr::interp
