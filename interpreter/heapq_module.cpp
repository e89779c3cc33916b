// `_heapq` and `_bisect`: the hot loops under stdlib/heapq.tsr and stdlib/bisect.tsr, native as CPython's C
// accelerators are (heapq.py and bisect.py import them the same way). The algorithms are the ones the tsr
// modules document: heapq's bottom-up sift, so heaps hold their items where CPython's do. A comparison may run
// Python code that changes the list; as CPython, the heap functions then raise RuntimeError instead of reading
// past its end.
#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

bool less(const Value& a, const Value& b) {
  if (a.is_int() && b.is_int()) return a.as_int() < b.as_int();
  if (a.is_float() && b.is_float()) return a.as_float() < b.as_float();
  return lt(a, b);
}

std::vector<Value>& heap_of(const CallArgs& a, const char* fname, size_t nargs, const char* which = "argument 1") {
  if (a.nkw()) raise(T.TypeError, std::string(fname) + "() takes no keyword arguments");
  if (a.npos() != nargs && nargs == 1)  // METH_O in CPython
    raise(T.TypeError, "_heapq." + std::string(fname) + "() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
  if (a.npos() != nargs)
    raise(T.TypeError, std::string(fname) + " expected " + std::to_string(nargs) + " arguments, got " + std::to_string(a.npos()));
  if (!isinstance(a[0], T.list))
    raise(T.TypeError, std::string(fname) + "() " + which + " must be list, not " + type_name(a[0]));
  return as<ListObject>(a[0])->items;
}

void changed_size() { raise(T.RuntimeError, "list changed size during iteration"); }

// Moves heap[pos] up towards startpos past every parent larger than it.
void sift_down(std::vector<Value>& heap, size_t startpos, size_t pos) {
  const size_t size = heap.size();
  Value newitem = heap[pos];
  while (pos > startpos) {
    const size_t parentpos = (pos - 1) >> 1;
    Value parent = heap[parentpos];
    const bool smaller = less(newitem, parent);
    if (heap.size() != size) changed_size();
    if (!smaller) break;
    heap[pos] = std::move(parent);
    pos = parentpos;
  }
  heap[pos] = std::move(newitem);
}

// Moves the smaller child up until a leaf, then sifts the item from pos down from there.
void sift_up(std::vector<Value>& heap, size_t pos) {
  const size_t endpos = heap.size(), startpos = pos;
  Value newitem = heap[pos];
  size_t childpos = 2 * pos + 1;
  while (childpos < endpos) {
    const size_t rightpos = childpos + 1;
    if (rightpos < endpos) {
      const bool left_smaller = less(heap[childpos], heap[rightpos]);
      if (heap.size() != endpos) changed_size();
      if (!left_smaller) childpos = rightpos;
    }
    heap[pos] = heap[childpos];
    pos = childpos;
    childpos = 2 * pos + 1;
  }
  heap[pos] = std::move(newitem);
  sift_down(heap, startpos, pos);
}

void init_heapq(ModuleObject& m) {
  def(m, "heappush", [](const CallArgs& a) {
    auto& heap = heap_of(a, "heappush", 2);
    heap.push_back(a[1]);
    sift_down(heap, 0, heap.size() - 1);
    return Value::none();
  });
  def(m, "heappop", [](const CallArgs& a) {
    auto& heap = heap_of(a, "heappop", 1);
    if (heap.empty()) raise(T.IndexError, "index out of range");
    Value last = std::move(heap.back());
    heap.pop_back();
    if (heap.empty()) return last;
    Value result = std::move(heap[0]);
    heap[0] = std::move(last);
    sift_up(heap, 0);
    return result;
  });
  def(m, "heapreplace", [](const CallArgs& a) {
    auto& heap = heap_of(a, "heapreplace", 2);
    if (heap.empty()) raise(T.IndexError, "index out of range");
    Value result = std::move(heap[0]);
    heap[0] = a[1];
    sift_up(heap, 0);
    return result;
  });
  def(m, "heappushpop", [](const CallArgs& a) {
    auto& heap = heap_of(a, "heappushpop", 2);
    if (heap.empty()) return a[1];
    Value top = heap[0];
    const bool top_smaller = less(top, a[1]);
    if (heap.empty()) raise(T.IndexError, "index out of range");
    if (!top_smaller) return a[1];
    heap[0] = a[1];
    sift_up(heap, 0);
    return top;
  });
  def(m, "heapify", [](const CallArgs& a) {
    if (a.npos() == 1 && !a.nkw() && !isinstance(a[0], T.list))
      raise(T.TypeError, "heapify() argument must be list, not " + type_name(a[0]));
    auto& heap = heap_of(a, "heapify", 1);
    for (size_t i = heap.size() / 2; i-- > 0;) sift_up(heap, i);
    return Value::none();
  });
}

// bisect_*(a, x, lo=0, hi=None, *, key=None): the first index whose item is > x (right) or >= x (left).
int64_t bisect(const CallArgs& a, const char* fname, bool right) {
  Value args[5];
  parse_args(a, fname, {"a", "x", "lo", "hi", "key"}, 2, args);
  const Value& seq = args[0];
  const Value& x = args[1];
  int64_t lo = args[2].is_null() ? 0 : index_of(args[2]);
  if (lo < 0) raise(T.ValueError, "lo must be non-negative");
  int64_t hi = args[3].is_null() || args[3].is_none() ? length(seq) : index_of(args[3]);
  const Value key = args[4].is_null() ? Value::none() : args[4];
  const bool is_list = type_of(seq) == T.list;  // a subclass may override __getitem__
  while (lo < hi) {
    const int64_t mid = int64_t((uint64_t(lo) + uint64_t(hi)) / 2);
    Value item;
    if (is_list && mid < int64_t(as<ListObject>(seq)->items.size())) item = as<ListObject>(seq)->items[mid];
    else item = getitem(seq, Value(mid));
    if (!key.is_none()) item = call(key, {item});
    if (right ? less(x, item) : !less(item, x)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

void init_bisect(ModuleObject& m) {
  def(m, "bisect_right", [](const CallArgs& a) { return Value(bisect(a, "bisect_right", true)); });
  def(m, "bisect_left", [](const CallArgs& a) { return Value(bisect(a, "bisect_left", false)); });
  // insort_*: the index comes from bisecting key(x) (x itself without a key), then a.insert(index, x).
  auto insort = [&](const char* name, bool right) {
    def(m, name, [name, right](const CallArgs& a) {
      Value args[5];
      parse_args(a, name, {"a", "x", "lo", "hi", "key"}, 2, args);
      std::vector<Value> values = {args[0], args[4].is_null() || args[4].is_none() ? args[1] : call(args[4], {args[1]})};
      std::vector<Value> kw_values;
      std::vector<Value> names;
      const char* keys[] = {"lo", "hi", "key"};
      for (int i = 0; i < 3; ++i)
        if (!args[2 + i].is_null()) {
          values.push_back(args[2 + i]);
          names.push_back(new_str(keys[i]));
        }
      Value kwnames = new_tuple(names);
      const int64_t index =
          bisect(CallArgs{std::span<const Value>(values), as<TupleObject>(kwnames)}, name, right);
      if (type_of(args[0]) == T.list) {  // a subclass may override insert
        auto& items = as<ListObject>(args[0])->items;
        items.insert(items.begin() + std::min<int64_t>(index, int64_t(items.size())), args[1]);
      } else {
        call_method(args[0], "insert", {Value(index), args[1]});
      }
      return Value::none();
    });
  };
  insort("insort_right", true);
  insort("insort_left", false);
}

}  // namespace

void init_heapq_module() {
  register_native_module("_heapq", init_heapq);
  register_native_module("_bisect", init_bisect);
}

}  // namespace tsr::interp
