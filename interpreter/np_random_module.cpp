// _np_random: numpy 1.24's random streams, bit for bit, under the `numpy` package's np.random (issue 20 item 4;
// docs/random.md, "numpy"). The generators and distributions are tensor/random/numpy_random.{hpp,cpp}; this file
// is their Python face.
//
// The interface the numpy package wraps (fixed between the two; keep docs/random.md in step):
// - RandomState(seed=None): numpy's legacy generator, MT19937 seeded as numpy seeds it (an int in [0, 2**32) by
//   init_genrand, a list/tuple/1-d int tensor by init_by_array, None from the system's entropy).
//   seed(s); get_state(legacy=True) -> ('MT19937', key, pos, has_gauss, cached_gaussian) with key a torch int64
//   tensor of 624 words (numpy's is uint32: the values are the same), or numpy's dict for legacy=False;
//   set_state(tuple or dict). Methods with numpy's names, parameters and checks (ValueError texts included):
//   random_sample, random, rand(*shape), randn(*shape), standard_normal, normal, uniform, randint(low, high,
//   size, dtype), random_integers, choice, shuffle, permutation, binomial, poisson, beta, gamma,
//   standard_gamma, exponential, standard_exponential, multinomial, geometric, laplace, logistic, lognormal,
//   standard_t, chisquare, dirichlet, and standard_cauchy, pareto, weibull, power, rayleigh, gumbel, f,
//   noncentral_chisquare, noncentral_f, wald, vonmises, triangular, negative_binomial, zipf, logseries,
//   hypergeometric.
// - SeedSequence(entropy=None, spawn_key=(), pool_size=4): pool, generate_state, spawn, state, repr.
// - BitGenerator, the native base of PCG64(seed=None), PCG64DXSM, MT19937, SFC64 and Philox(seed, counter, key),
//   each seeded through SeedSequence as numpy seeds it, with numpy's `state` dict (get and set; uint64 words as
//   lists of ints, MT19937's key as an int64 tensor) and _random_raw(size); RandomState(an MT19937) shares its
//   stream. Generator(bit_generator or seed) and default_rng(seed) draw from any of them: random, integers(low,
//   high, size, dtype, endpoint), standard_normal, normal, uniform, exponential, standard_exponential, choice
//   (replace, p, shuffle), permutation, shuffle, the bit_generator property, and Generator's gamma,
//   standard_gamma, beta, chisquare, standard_t, lognormal, laplace, logistic, binomial, poisson, geometric.
// - Module functions seed, get_state, set_state, rand, randn, ... bound to one RandomState, as numpy's
//   mtrand._rand.
// Results: `size=None` gives a Python float or int; an int or a tuple gives a torch tensor of that shape,
// float64 for real-valued draws, int64 for integers (randint's dtype= picks the algorithm numpy uses for that
// width; the values come back as int64 except int32 and bool, which tsr's torch has). choice() of an int returns
// indices; of a list, tuple or 1-d tensor it returns the chosen elements (a tensor when size is given).
// Distribution parameters are numbers or arrays (lists, tuples, tensors), broadcast as numpy broadcasts them.
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <random>
#include <vector>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/core/tensor.hpp"
#include "tensor/random/numpy_random.hpp"

namespace tsr::interp {

namespace {

namespace np = tensor::random::numpy;
using tensor::ScalarType;
using Shape = std::optional<std::vector<int64_t>>;

struct RandomStateObject : Object {
  std::optional<np::LegacyState> s;  // made in __new__, over its own MT19937 or the bit generator's
  Value bit_generator;               // the MT19937 bit generator it draws from, where it was given one
  explicit RandomStateObject(TypeObject* t) : Object(t) {}
};

// A bit generator: its state, the BitGen a Generator draws through, and the SeedSequence it was seeded from
// (numpy's _seed_seq; None for a Philox given its key).
struct BitGeneratorObject : Object {
  np::BitGen bitgen;
  Value seed_seq;
  explicit BitGeneratorObject(TypeObject* t) : Object(t) {}
};
template <class Bits> struct BitsObject : BitGeneratorObject {
  Bits bits;
  explicit BitsObject(TypeObject* t) : BitGeneratorObject(t) { bitgen = np::BitGen::of(bits); }
};

// numpy's SeedSequence. Its values are ints and tuples of ints, so it refers to nothing that could refer back.
struct SeedSequenceObject : Object {
  Value entropy;    // as given: an int, or a sequence of ints
  Value spawn_key;  // a tuple of ints
  int64_t pool_size = 4;
  int64_t n_children_spawned = 0;
  std::vector<uint32_t> pool;
  explicit SeedSequenceObject(TypeObject* t) : Object(t) {}
};

struct NpGeneratorObject : Object {
  Value bit_generator;  // a BitGeneratorObject (which refers to nothing, so no cycle)
  explicit NpGeneratorObject(TypeObject* t) : Object(t) {}
};

TypeObject* random_state_type();
TypeObject* bit_generator_type();
template <class Kind> TypeObject* bit_generator_kind_type();
struct MT19937Kind;
TypeObject* pcg64_type();
TypeObject* np_generator_type();
TypeObject* seed_sequence_type();
Value int_from_u128(unsigned __int128 v);

template <class O> O& self_as(const Value& v, TypeObject* t, const char* what) {
  if (!v.is_obj() || !is_subtype(v.obj()->type, t))
    raise(T.TypeError, std::string("descriptor requires a '_np_random.") + what + "' object but received a '" +
                           type_name(v) + "'");
  return *static_cast<O*>(v.obj());
}
np::LegacyState& legacy(const Value& v) { return *self_as<RandomStateObject>(v, random_state_type(), "RandomState").s; }
np::BitGen& gen_bits(const Value& v) {
  const Value& b = self_as<NpGeneratorObject>(v, np_generator_type(), "Generator").bit_generator;
  return static_cast<BitGeneratorObject*>(b.obj())->bitgen;
}

// The method's arguments after self, by name (Null for an absent optional).
template <size_t N>
std::array<Value, N> args_of(const CallArgs& a, std::string_view fname, const std::array<std::string_view, N>& names,
                             size_t nrequired) {
  std::array<Value, N> out;
  const CallArgs rest{a.args.subspan(1), a.kwnames};
  switch (N) {  // parse_args takes an initializer list
    case 0: parse_args(rest, fname, {}, 0, out.data(), 0, true); break;
    case 1: parse_args(rest, fname, {names[0]}, nrequired, out.data(), 0, true); break;
    case 2: parse_args(rest, fname, {names[0], names[1]}, nrequired, out.data(), 0, true); break;
    case 3: parse_args(rest, fname, {names[0], names[1], names[2]}, nrequired, out.data(), 0, true); break;
    case 4: parse_args(rest, fname, {names[0], names[1], names[2], names[3]}, nrequired, out.data(), 0, true); break;
    case 5: parse_args(rest, fname, {names[0], names[1], names[2], names[3], names[4]}, nrequired, out.data(), 0, true); break;
  }
  return out;
}
// The argument names args_of takes.
using A1 = std::array<std::string_view, 1>;
using A2 = std::array<std::string_view, 2>;
using A3 = std::array<std::string_view, 3>;
using A4 = std::array<std::string_view, 4>;
using A5 = std::array<std::string_view, 5>;
bool absent(const Value& v) { return v.is_null() || v.is_none(); }

// An array argument as its Python value, so lists, tuples, tensors and any object with a tolist() (the numpy
// package's arrays) read alike.
Value plain(const Value& v) {
  if (torch::is_tensor(v)) return call_method(v, "tolist", {});
  if (v.is_obj() && !is_str(v) && !has_layout(v, Layout::List) && !has_layout(v, Layout::Tuple) && !is_big(v))
    if (Value f = getattr_opt(v, intern("tolist").get()); !f.is_null()) return call(f, {});
  return v;
}

Shape shape_arg(const Value& size) {
  if (absent(size)) return std::nullopt;
  std::vector<int64_t> dims;
  if (size.is_int() || size.is_bool() || is_big(size)) {
    dims.push_back(index_of(size));
  } else {
    for (const Value& d : to_vector(size)) dims.push_back(index_of(d));
  }
  for (int64_t d : dims)
    if (d < 0) raise(T.ValueError, "negative dimensions are not allowed");
  return dims;
}
int64_t count_of(const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  return n;
}

template <class F> Value draw_floats(const Shape& shape, F&& draw) {
  if (!shape) return Value(draw());
  tensor::Tensor t = tensor::empty(*shape, ScalarType::Double);
  double* out = t.data<double>();
  const int64_t n = t.numel();
  for (int64_t i = 0; i < n; ++i) out[i] = draw();
  return torch::wrap(std::move(t));
}
// Bulk draws: `fill` writes n values in one loop of the core, `then` maps each (loc + scale * x and the like).
template <class Fill, class Then = std::identity> Value fill_floats(const Shape& shape, Fill&& fill, Then&& then = {}) {
  if (!shape) {
    double x;
    fill(&x, 1);
    return Value(then(x));
  }
  tensor::Tensor t = tensor::empty(*shape, ScalarType::Double);
  double* out = t.data<double>();
  const int64_t n = t.numel();
  fill(out, n);
  if constexpr (!std::is_same_v<std::decay_t<Then>, std::identity>)
    for (int64_t i = 0; i < n; ++i) out[i] = then(out[i]);
  return torch::wrap(std::move(t));
}
template <class F> Value draw_ints(const Shape& shape, F&& draw) {
  if (!shape) return Value(int64_t(draw()));
  tensor::Tensor t = tensor::empty(*shape, ScalarType::Long);
  int64_t* out = t.data<int64_t>();
  const int64_t n = t.numel();
  for (int64_t i = 0; i < n; ++i) out[i] = draw();
  return torch::wrap(std::move(t));
}
Value long_tensor(const std::vector<int64_t>& values, const std::vector<int64_t>& shape) {
  tensor::Tensor t = tensor::empty(shape, ScalarType::Long);
  std::copy(values.begin(), values.end(), t.data<int64_t>());
  return torch::wrap(std::move(t));
}


// ---------------------------------------------------------------- parameters (numpy's cont and disc)

// Python's text of a shape tuple: "(3,)", "(2, 3)".
std::string tuple_text(const std::vector<int64_t>& shape) {
  std::string t = "(";
  for (size_t i = 0; i < shape.size(); ++i) t += (i ? ", " : "") + std::to_string(shape[i]);
  return t + (shape.size() == 1 ? ",)" : ")");
}

// torch.tensor(v, dtype=dtype, device="cpu"): numpy's arrays are on the host whatever torch's default tensor type.
Value host_tensor(const Value& v, const char* dtype) {
  Value torch_mod = import_module("torch");
  std::vector<Value> args{v, getattr(torch_mod, dtype), new_str("cpu")};
  Ref<TupleObject> names = as<TupleObject>(new_tuple({new_str("dtype"), new_str("device")}));
  return call(getattr(torch_mod, "tensor"), CallArgs{std::span<const Value>(args), names.get()});
}

// A list or tuple as a float64 tensor, as np.asarray(x, dtype=float64) would read it.
Value float64_tensor(const Value& v) { return host_tensor(v, "float64"); }

enum class Check { None, NonNegative, Positive, Bounded01, BoundedGt01, BoundedLt01, Gt1, Gte1, Poisson };

// POISSON_LAM_MAX and LEGACY_POISSON_LAM_MAX, equal where a C long has 64 bits: the largest value less ten
// standard deviations.
const double kPoissonLamMax = double(INT64_MAX) - std::sqrt(double(INT64_MAX)) * 10;

// A distribution parameter: a number, or an array (a list, tuple or tensor of one dimension or more) that numpy
// broadcasts against the other parameters and `size`.
struct Param {
  const char* name;
  Check check = Check::None;
  double value = 0;
  tensor::Tensor array;  // float64, contiguous
  bool is_array() const { return array.defined(); }
};

// numpy reads its arguments on the host: a tensor on a device is refused as numpy refuses one (PyTorch's
// Tensor.__array__), before anything reads its memory.
const Value& on_host(const Value& v) {
  if (torch::is_tensor(v))
    if (const tensor::Device d = torch::unwrap(v).device(); !d.is_cpu())
      raise(T.TypeError, "can't convert " + d.str() +
                             " device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.");
  return v;
}

Param param(const Value& v_in, double fallback, const char* name, Check check = Check::None) {
  const Value& v = on_host(v_in);
  Param p{name, check};
  if (v.is_null()) {
    p.value = fallback;
  } else if (torch::is_tensor(v) && torch::unwrap(v).dim() == 0) {
    p.value = float_of(call_method(v, "item", {}));
  } else if (torch::is_tensor(v)) {
    p.array = torch::unwrap(call_method(call_method(v, "to", {torch::dtype_object(ScalarType::Double)}), "contiguous", {}));
  } else if (has_layout(v, Layout::List) || has_layout(v, Layout::Tuple)) {
    p.array = torch::unwrap(float64_tensor(v));
  } else if (Value x = plain(v); !x.identical(v)) {
    return param(x, fallback, name, check);  // an array-like object, through its tolist()
  } else {
    p.value = float_of(v);
  }
  return p;
}

// check_constraint (a number) and check_array_constraint (any parameter once one of them is an array), with
// numpy's messages, which differ between the two.
void check_param(const Param& p, bool array_path) {
  const std::string n(p.name);
  std::vector<double> values;
  if (p.is_array()) {
    values.assign(p.array.data<double>(), p.array.data<double>() + p.array.numel());
  } else {
    values.push_back(p.value);
  }
  auto any = [&](auto pred) { return std::any_of(values.begin(), values.end(), pred); };
  switch (p.check) {
    case Check::None: break;
    case Check::NonNegative:
      if (any([](double v) { return !std::isnan(v) && std::signbit(v); })) raise(T.ValueError, n + " < 0");
      break;
    case Check::Positive:
      if (any([](double v) { return v <= 0; })) raise(T.ValueError, n + " <= 0");
      break;
    case Check::Bounded01:
      if (any([](double v) { return !(v >= 0) || !(v <= 1); }))
        raise(T.ValueError, n + " < 0, " + n + " > 1 or " + n + (array_path ? " contains NaNs" : " is NaN"));
      break;
    case Check::BoundedGt01:
      if (any([](double v) { return !(v > 0) || !(v <= 1); }))
        raise(T.ValueError, n + " <= 0, " + n + " > 1 or " + n + " contains NaNs");
      break;
    case Check::BoundedLt01:
      if (any([](double v) { return !(v >= 0) || !(v < 1); }))
        raise(T.ValueError, n + " < 0, " + n + " >= 1 or " + n + (array_path ? " contains NaNs" : " is NaN"));
      break;
    case Check::Gt1:
      if (any([](double v) { return !(v > 1); }))
        raise(T.ValueError, n + " <= 1 or " + n + (array_path ? " contains NaNs" : " is NaN"));
      break;
    case Check::Gte1:
      if (any([](double v) { return !(v >= 1); }))
        raise(T.ValueError, n + " < 1 or " + n + (array_path ? " contains NaNs" : " is NaN"));
      break;
    case Check::Poisson:
      if (array_path) {
        if (any([](double v) { return !(v <= kPoissonLamMax); })) raise(T.ValueError, n + " value too large");
        if (any([](double v) { return !(v >= 0.0); })) raise(T.ValueError, n + " < 0 or " + n + " contains NaNs");
      } else {
        if (!(values[0] >= 0)) raise(T.ValueError, n + " < 0 or " + n + " is NaN");
        if (!(values[0] <= kPoissonLamMax)) raise(T.ValueError, n + " value too large");
      }
      break;
  }
}

// numpy's broadcasting of shapes (np.broadcast), with its message for shapes that do not broadcast.
std::vector<int64_t> broadcast_shapes(const std::vector<std::vector<int64_t>>& shapes) {
  size_t ndim = 0;
  for (const auto& s : shapes) ndim = std::max(ndim, s.size());
  std::vector<int64_t> out(ndim, 1);
  for (size_t k = 0; k < shapes.size(); ++k) {
    const auto& s = shapes[k];
    for (size_t d = 0; d < s.size(); ++d) {
      int64_t& o = out[ndim - s.size() + d];
      if (s[d] == o || s[d] == 1) continue;
      if (o == 1) {
        o = s[d];
        continue;
      }
      // The first argument whose size on this axis is the one that disagrees.
      size_t first = 0;
      for (; first < k; ++first) {
        const auto& f = shapes[first];
        const size_t axis_from_end = s.size() - d;
        if (f.size() >= axis_from_end && f[f.size() - axis_from_end] != 1) break;
      }
      raise(T.ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg " +
                              std::to_string(first) + " with shape " + tuple_text(shapes[first]) + " and arg " +
                              std::to_string(k) + " with shape " + tuple_text(s) + ".");
    }
  }
  return out;
}

// cont/disc of numpy's _common.pyx: checks, then one draw per value; with array parameters the output has
// `size` (which the parameters must broadcast to) or the parameters' broadcast shape, and the draws take the
// broadcast parameters in the output's C order.
template <class Out, size_t N, class Draw>
Value draw_params(const std::array<Param, N>& ps, const Shape& size, Draw&& draw) {
  const bool arrays = std::any_of(ps.begin(), ps.end(), [](const Param& p) { return p.is_array(); });
  for (const Param& p : ps) check_param(p, arrays);
  std::array<double, N> v;
  if (!arrays) {
    for (size_t k = 0; k < N; ++k) v[k] = ps[k].value;
    if constexpr (std::is_same_v<Out, double>)
      return draw_floats(size, [&] { return draw(v); });
    else
      return draw_ints(size, [&] { return draw(v); });
  }
  std::vector<std::vector<int64_t>> shapes;
  for (const Param& p : ps)
    shapes.push_back(p.is_array() ? std::vector<int64_t>(p.array.sizes().begin(), p.array.sizes().end())
                                  : std::vector<int64_t>{});
  std::vector<int64_t> out_shape;
  if (size) {
    out_shape = *size;
    shapes.insert(shapes.begin(), out_shape);
    const std::vector<int64_t> joint = broadcast_shapes(shapes);
    if (joint != out_shape)
      raise(T.ValueError, "Output size " + tuple_text(out_shape) + " is not compatible with broadcast dimensions of inputs " +
                              tuple_text(joint) + ".");
    shapes.erase(shapes.begin());
  } else {
    out_shape = broadcast_shapes(shapes);
  }
  const size_t ndim = out_shape.size();
  // Each parameter's strides over the output's index (0 along broadcast axes).
  std::array<std::vector<int64_t>, N> strides;
  for (size_t k = 0; k < N; ++k) {
    strides[k].assign(ndim, 0);
    const auto& s = shapes[k];
    int64_t stride = 1;
    for (size_t d = s.size(); d-- > 0;) {
      if (s[d] != 1) strides[k][ndim - s.size() + d] = stride;
      stride *= s[d];
    }
  }
  tensor::Tensor out = tensor::empty(out_shape, std::is_same_v<Out, double> ? ScalarType::Double : ScalarType::Long);
  Out* data = out.data<Out>();
  const int64_t n = out.numel();
  std::vector<int64_t> index(ndim, 0);
  std::array<int64_t, N> offset{};
  std::array<const double*, N> source;  // a number reads as an array of one with stride 0
  for (size_t k = 0; k < N; ++k) source[k] = ps[k].is_array() ? ps[k].array.template data<double>() : &ps[k].value;
  for (int64_t i = 0; i < n; ++i) {
    for (size_t k = 0; k < N; ++k) v[k] = source[k][offset[k]];
    data[i] = Out(draw(v));
    for (size_t d = ndim; d-- > 0;) {  // the next index in C order
      for (size_t k = 0; k < N; ++k) offset[k] += strides[k][d];
      if (++index[d] < out_shape[d]) break;
      for (size_t k = 0; k < N; ++k) offset[k] -= strides[k][d] * out_shape[d];
      index[d] = 0;
    }
  }
  return torch::wrap(std::move(out));
}

// A condition over the broadcast parameters, raising `message` where any element meets it (triangular's and
// hypergeometric's own checks, made before any draw).
template <size_t N, class Pred>
void refuse_where(const std::array<Param, N>& ps, const Shape& size, const char* message, Pred&& pred) {
  std::array<Param, N> unchecked = ps;
  for (Param& p : unchecked) p.check = Check::None;
  draw_params<double>(unchecked, size, [&](const auto& v) {
    if (pred(v)) raise(T.ValueError, message);
    return 0.0;
  });
}

// uniform's parameters: low and the range high - low (an array when either is), which must be finite.
std::array<Param, 2> uniform_params(const Value& low_v, const Value& high_v, bool generator) {
  Param low = param(low_v, 0.0, "low"), high = param(high_v, 1.0, "high");
  Param range{"high - low", generator ? Check::NonNegative : Check::None};
  if (!low.is_array() && !high.is_array()) {
    range.value = high.value - low.value;
    if (!std::isfinite(range.value))
      raise(T.OverflowError, generator ? "high - low range exceeds valid bounds" : "Range exceeds valid bounds");
    return {low, range};
  }
  auto as_value = [](const Param& p) { return p.is_array() ? torch::wrap(p.array) : Value(p.value); };
  range.array = torch::unwrap(call_method(binary_op(as_value(high), as_value(low), int(lang::BinaryOpArg::Subtract)),
                                          "contiguous", {}));
  const double* r = range.array.data<double>();
  if (!std::all_of(r, r + range.array.numel(), [](double x) { return std::isfinite(x); }))
    raise(T.OverflowError, "Range exceeds valid bounds");
  return {low, range};
}

// ---------------------------------------------------------------- bounded integers

// An integer argument wide enough for every bound numpy accepts (uint64's included), saturated beyond.
__int128 wide_int(const Value& v) {
  if (v.is_int() || v.is_bool()) return v.as_int();
  if (v.is_float()) {
    if (!std::isfinite(v.as_float())) raise(T.OverflowError, "cannot convert float infinity to integer");
    const double t = std::trunc(v.as_float());
    return std::fabs(t) > 1e30 ? (t < 0 ? -(__int128(1) << 100) : __int128(1) << 100) : __int128(t);
  }
  if (torch::is_tensor(v)) return wide_int(call_method(v, "item", {}));
  if (!is_big(v)) return index_of(v);
  mpz_t z;
  mpz_init(z);
  mpz_of(v, z);
  __int128 r;
  if (mpz_sizeinbase(z, 2) > 100) {
    r = mpz_sgn(z) < 0 ? -(__int128(1) << 100) : __int128(1) << 100;
  } else {
    uint64_t words[2] = {0, 0};
    mpz_export(words, nullptr, -1, sizeof(uint64_t), 0, 0, z);
    r = __int128((unsigned __int128)words[1] << 64 | words[0]);
    if (mpz_sgn(z) < 0) r = -r;
  }
  mpz_clear(z);
  return r;
}

struct IntDtype {
  std::string_view name;
  __int128 lb, ub;
  int bits;           // the unsigned width numpy draws at (1 for bool)
  ScalarType result;  // the tensor type the values come back in
};
constexpr IntDtype kIntDtypes[] = {
    {"int64", INT64_MIN, INT64_MAX, 64, ScalarType::Long},  {"int32", INT32_MIN, INT32_MAX, 32, ScalarType::Int},
    {"int16", INT16_MIN, INT16_MAX, 16, ScalarType::Long},  {"int8", INT8_MIN, INT8_MAX, 8, ScalarType::Long},
    {"uint32", 0, UINT32_MAX, 32, ScalarType::Long},         {"uint16", 0, UINT16_MAX, 16, ScalarType::Long},
    {"uint8", 0, UINT8_MAX, 8, ScalarType::Long},            {"bool", 0, 1, 1, ScalarType::Bool},
};

const IntDtype& int_dtype(const Value& dtype, const char* fname) {
  std::string name;
  if (absent(dtype) || (dtype.is_obj() && dtype.obj() == T.int_)) {
    name = "int64";
  } else if (dtype.is_obj() && dtype.obj() == T.bool_) {
    name = "bool";
  } else if (is_str(dtype)) {
    name = str_of(dtype);
  } else if (auto d = torch::dtype_of(dtype)) {
    name = std::string(tensor::dtype_facts(*d).name);
  } else if (Value n = getattr_opt(dtype, intern("name").get()); !n.is_null() && is_str(n)) {
    name = str_of(n);  // a numpy-style dtype object
  } else {
    name = str(dtype);
  }
  static const std::pair<std::string_view, std::string_view> aliases[] = {
      {"l", "int64"}, {"i8", "int64"}, {"int", "int64"}, {"long", "int64"}, {"int_", "int64"}, {"i", "int32"},
      {"i4", "int32"}, {"h", "int16"}, {"i2", "int16"}, {"b", "int8"}, {"i1", "int8"}, {"B", "uint8"},
      {"u1", "uint8"}, {"H", "uint16"}, {"u2", "uint16"}, {"I", "uint32"}, {"u4", "uint32"}, {"?", "bool"},
      {"bool_", "bool"}};
  for (const auto& [alias, canonical] : aliases)
    if (name == alias) name = canonical;
  for (const IntDtype& d : kIntDtypes)
    if (d.name == name) return d;
  if (name == "uint64" || name == "L" || name == "u8")
    raise(T.NotImplementedError, std::string(fname) + ": dtype uint64 has no tsr tensor type to hold it");
  raise(T.TypeError, "Unsupported dtype dtype('" + name + "') for " + fname);
}

// _rand_<type> of _bounded_integers.pyx.in for scalar bounds: the checks, then `count` values.
template <class Bits>
Value bounded_integers(Bits& bits, const Value& low_v, const Value& high_v, const Shape& shape, const IntDtype& dt,
                       bool masked, bool closed) {
  if (has_layout(low_v, Layout::List) || has_layout(high_v, Layout::List) ||
      (torch::is_tensor(low_v) && torch::unwrap(low_v).numel() != 1) ||
      (torch::is_tensor(high_v) && torch::unwrap(high_v).numel() != 1))
    raise(T.NotImplementedError, "_np_random: array-valued integer bounds are not supported");
  const __int128 low = wide_int(low_v);
  __int128 high = wide_int(high_v);
  if (shape && count_of(*shape) == 0) return torch::wrap(tensor::empty(*shape, dt.result));
  if (!closed) high -= 1;
  const std::string tname(dt.name);
  if (low < dt.lb) raise(T.ValueError, "low is out of bounds for " + tname);
  if (high > dt.ub) raise(T.ValueError, "high is out of bounds for " + tname);
  if (low > high) {
    // format_bounds_error: numpy names `high` when low is zero.
    if (low == 0) raise(T.ValueError, closed ? "high < 0" : "high <= 0");
    raise(T.ValueError, closed ? "low > high" : "low >= high");
  }
  const int64_t n = shape ? count_of(*shape) : 1;
  // The values land in an int64 tensor (a 1-element one for a scalar result); the narrow types are drawn at their
  // width, then widened (sign-extended for the signed ones: numpy stores the unsigned sum into the signed type).
  tensor::Tensor t = tensor::empty(shape ? *shape : std::vector<int64_t>{1}, ScalarType::Long);
  int64_t* values = t.data<int64_t>();
  auto fill = [&]<class U>(U off, U rng) {
    std::vector<U> out(static_cast<size_t>(n));
    np::random_bounded_fill<U>(bits, off, rng, n, masked, out.data());
    const int shift = 64 - dt.bits;
    for (int64_t i = 0; i < n; ++i)
      values[i] = dt.lb < 0 ? int64_t(uint64_t(out[size_t(i)]) << shift) >> shift : int64_t(out[size_t(i)]);
  };
  const unsigned __int128 rng = (unsigned __int128)(high - low);
  switch (dt.bits) {
    case 64:
      np::random_bounded_fill<uint64_t>(bits, uint64_t(int64_t(low)), uint64_t(rng), n, masked,
                                        reinterpret_cast<uint64_t*>(values));
      break;
    case 32: fill(uint32_t(int64_t(low)), uint32_t(rng)); break;
    case 16: fill(uint16_t(int64_t(low)), uint16_t(rng)); break;
    case 8: fill(uint8_t(int64_t(low)), uint8_t(rng)); break;
    default: {
      std::unique_ptr<bool[]> out(new bool[size_t(n)]);
      np::random_bounded_fill<bool>(bits, low != 0, rng != 0, n, masked, out.get());
      for (int64_t i = 0; i < n; ++i) values[i] = out[size_t(i)];
    }
  }
  if (!shape) return dt.result == ScalarType::Bool ? Value::boolean(values[0] != 0) : Value(values[0]);
  Value r = torch::wrap(std::move(t));
  if (dt.result != ScalarType::Long) r = call_method(r, "to", {torch::dtype_object(dt.result)});
  return r;
}

// ---------------------------------------------------------------- choice, shuffle, permutation

double kahan_sum(const std::vector<double>& v) {
  if (v.empty()) return 0.0;
  double sum = v[0], c = 0.0;
  for (size_t i = 1; i < v.size(); ++i) {
    const double y = v[i] - c;
    const double t = sum + y;
    c = (t - sum) - y;
    sum = t;
  }
  return sum;
}

std::vector<double> doubles_of(const Value& v) {
  std::vector<double> out;
  for (const Value& x : to_vector(plain(v))) out.push_back(float_of(x));
  return out;
}

// The population of choice(): an int (indices are the answer) or a 1-d sequence to take elements from.
struct Population {
  int64_t size = 0;
  Value items;  // Null for an int population
};
Population population_of(const Value& a, const Shape& shape, bool legacy) {
  Population pop;
  if (a.is_int() || a.is_bool() || is_big(a) ||
      (torch::is_tensor(a) && torch::unwrap(a).dim() == 0)) {
    pop.size = torch::is_tensor(a) ? index_of(call_method(a, "item", {})) : index_of(a);
    if (pop.size <= 0 && (!shape || count_of(*shape) != 0))
      raise(T.ValueError, legacy ? "a must be greater than 0 unless no samples are taken"
                                 : "a must be a positive integer unless no samples are taken");
    return pop;
  }
  if (torch::is_tensor(on_host(a))) {
    if (torch::unwrap(a).dim() != 1) raise(T.ValueError, "a must be 1-dimensional");
    pop.items = a;
  } else if (has_layout(a, Layout::List) || has_layout(a, Layout::Tuple) || has_layout(a, Layout::Range)) {
    pop.items = a;
  } else {
    raise(T.ValueError, legacy ? "a must be 1-dimensional or an integer"
                               : "a must be a sequence or an integer, not " + repr(Value(type_of(a))));
  }
  pop.size = length(pop.items);
  if (pop.size == 0 && (!shape || count_of(*shape) != 0))
    raise(T.ValueError, legacy ? "'a' cannot be empty unless no samples are taken"
                               : "a cannot be empty unless no samples are taken");
  return pop;
}

// The chosen elements: indices for an int population, else the population's elements.
Value take(const Population& pop, const std::vector<int64_t>& idx, const Shape& shape) {
  if (!shape) return pop.items.is_null() ? Value(idx[0]) : getitem(pop.items, Value(idx[0]));
  Value index = long_tensor(idx, *shape);
  if (pop.items.is_null()) return index;
  Value source = pop.items;
  if (!torch::is_tensor(source)) {
    // A list's elements become a float64 tensor if any is a float, else int64, as np.array would type them.
    std::vector<Value> items = to_vector(source);
    bool any_float = false;
    for (const Value& x : items) any_float |= x.is_float();
    source = host_tensor(new_list(std::move(items)), any_float ? "float64" : "int64");
  }
  return getitem(source, index);
}

std::optional<std::vector<double>> probabilities(const Value& p_v, int64_t pop_size, bool legacy) {
  if (absent(p_v)) return std::nullopt;
  if (torch::is_tensor(p_v) && torch::unwrap(p_v).dim() != 1)
    raise(T.ValueError, legacy ? "'p' must be 1-dimensional" : "p must be 1-dimensional");
  std::vector<double> p = doubles_of(p_v);
  if (int64_t(p.size()) != pop_size)
    raise(T.ValueError, legacy ? "'a' and 'p' must have same size" : "a and p must have same size");
  const double p_sum = kahan_sum(p);
  if (std::isnan(p_sum)) raise(T.ValueError, "probabilities contain NaN");
  for (double x : p)
    if (x < 0) raise(T.ValueError, "probabilities are not non-negative");
  // numpy's tolerance: sqrt(float64 eps), or sqrt of a floating ndarray's own eps where larger (float32's 3.45e-4;
  // the numpy module hands an ndarray's tensor over as it is, any other p as float64)
  double atol = std::sqrt(std::numeric_limits<double>::epsilon());
  if (torch::is_tensor(p_v)) {
    const tensor::ScalarType dt = torch::unwrap(p_v).dtype();
    if (dt == tensor::ScalarType::Float) atol = std::sqrt(double(std::numeric_limits<float>::epsilon()));
    else if (dt == tensor::ScalarType::Half) atol = std::sqrt(0.0009765625);  // float16's eps, 2^-10
  }
  if (std::fabs(p_sum - 1.) > atol) raise(T.ValueError, "probabilities do not sum to 1");
  return p;
}

// cdf = cumsum(p) / cdf[-1], then searchsorted(side='right') of each uniform value.
std::vector<int64_t> search_cdf(const std::vector<double>& p, const std::vector<double>& u) {
  std::vector<double> cdf(p.size());
  double acc = 0;
  for (size_t i = 0; i < p.size(); ++i) cdf[i] = acc += p[i];
  const double last = cdf.back();
  for (double& c : cdf) c /= last;
  std::vector<int64_t> idx;
  for (double x : u) idx.push_back(int64_t(std::upper_bound(cdf.begin(), cdf.end(), x) - cdf.begin()));
  return idx;
}

// choice without replacement with p (the same loop in RandomState and Generator): draw, keep the first
// occurrence of each new index, zero the probabilities found so far, until there are enough.
template <class Uniforms>
std::vector<int64_t> choice_weighted_unique(std::vector<double> p, int64_t size, Uniforms&& uniforms) {
  int64_t positive = 0;
  for (double x : p) positive += x > 0;
  if (positive < size) raise(T.ValueError, "Fewer non-zero entries in p than size");
  std::vector<int64_t> found;
  while (int64_t(found.size()) < size) {
    const std::vector<double> x = uniforms(size - int64_t(found.size()));
    for (int64_t f : found) p[size_t(f)] = 0;
    std::vector<int64_t> fresh = search_cdf(p, x);
    std::vector<int64_t> seen;  // np.unique(..., return_index=True) then the indices sorted: first occurrences in order
    for (int64_t v : fresh)
      if (std::find(seen.begin(), seen.end(), v) == seen.end()) seen.push_back(v);
    found.insert(found.end(), seen.begin(), seen.end());
  }
  found.resize(size_t(size));
  return found;
}

// shuffle: numpy's Fisher-Yates from the end with random_interval(i). The swaps are made on an index vector and
// applied to the tensor (or list) at once, which is the same permutation.
template <class Bits> std::vector<int64_t> shuffled_order(Bits& bits, int64_t n) {
  std::vector<int64_t> order(static_cast<size_t>(std::max<int64_t>(n, 0)));
  for (int64_t i = 0; i < n; ++i) order[size_t(i)] = i;
  for (int64_t i = n - 1; i >= 1; --i) {
    const int64_t j = int64_t(np::random_interval(bits, uint64_t(i)));
    std::swap(order[size_t(i)], order[size_t(j)]);
  }
  return order;
}

template <class Bits> void shuffle_in_place(Bits& bits, const Value& x) {
  if (torch::is_tensor(on_host(x))) {
    const tensor::Tensor& t = torch::unwrap(x);
    if (t.dim() == 0) raise(T.TypeError, "len() of a 0-d tensor");
    const int64_t n = t.sizes()[0];
    if (t.numel() == 0) return;
    const std::vector<int64_t> order = shuffled_order(bits, n);
    Value rows = getitem(x, long_tensor(order, {n}));
    setitem(x, Value(make<SliceObject>(T.slice, Value::none(), Value::none(), Value::none()).get()), rows);
    return;
  }
  if (!has_layout(x, Layout::List))
    raise(T.NotImplementedError, "_np_random: shuffle() takes a tensor or a list, not " + type_name(x));
  const std::vector<int64_t> order = shuffled_order(bits, length(x));
  std::vector<Value> items = to_vector(x);
  for (size_t i = 0; i < order.size(); ++i) setitem(x, Value(int64_t(i)), items[size_t(order[i])]);
}

// bytes(length): randint/integers(0, 2**32, dtype=uint32) words, little-endian, cut to the length.
template <class Bits> Value random_bytes(Bits& bits, const Value& length_v) {
  const int64_t length = index_of(length_v);
  const int64_t words = (length - 1) / 4 + 1;  // C's division (numpy compiles with cdivision): bytes(0) draws a word
  std::string out;
  for (int64_t i = 0; i < words; ++i) {
    const uint32_t w = bits.next_uint32();  // the full 32-bit range takes raw draws
    for (int k = 0; k < 4; ++k) out.push_back(char((w >> (8 * k)) & 0xff));
  }
  out.resize(size_t(std::max<int64_t>(length, 0)));
  return new_bytes(std::move(out));
}

template <class Bits> Value permutation(Bits& bits, const Value& x, int64_t axis = 0) {
  if (x.is_int() || x.is_bool() || is_big(x)) {
    const int64_t n = index_of(x);
    std::vector<int64_t> order = shuffled_order(bits, n);
    return long_tensor(order, {int64_t(order.size())});
  }
  Value arr = on_host(x);
  if (!torch::is_tensor(arr)) {
    Population pop{length(x), x};
    std::vector<int64_t> all(static_cast<size_t>(pop.size));
    for (int64_t i = 0; i < pop.size; ++i) all[size_t(i)] = i;
    arr = take(pop, all, std::vector<int64_t>{pop.size});
  }
  const int64_t ndim = torch::unwrap(arr).dim();
  if (ndim < 1) raise(T.IndexError, "x must be an integer or at least 1-dimensional");
  if (axis < -ndim || axis >= ndim)
    raise(T.IndexError, "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(ndim));
  if (axis < 0) axis += ndim;
  const int64_t n = torch::unwrap(arr).sizes()[size_t(axis)];
  return call_method(arr, "index_select", {Value(axis), long_tensor(shuffled_order(bits, n), {n})});
}

// An integer-like object (numpy's operator.index succeeds): an int, or an object with __index__ (numpy's integer
// scalars), but not a sequence.
bool integer_like(const Value& v) {
  if (v.is_int() || v.is_bool() || is_big(v)) return true;
  if (!v.is_obj() || torch::is_tensor(v) || has_layout(v, Layout::List) || has_layout(v, Layout::Tuple)) return false;
  return has_index(v);
}

// multinomial(n, pvals, size): counts of shape size + (len(pvals),), each row by random_multinomial. Generator's
// also takes arrays of n and rows of pvals, which are not supported here.
template <class Bits>
Value multinomial_draws(Bits& bits, const Value& n_v, const Value& pvals_v, const Value& size, bool generator) {
  const Value pvals_list = plain(pvals_v);
  if (!has_layout(pvals_list, Layout::List) && !has_layout(pvals_list, Layout::Tuple)) {
    if (generator)
      raise(T.ValueError, "pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.");
    raise(T.TypeError, "pvals must be a 1-d sequence");
  }
  const std::vector<Value> rows = to_vector(pvals_list);
  if (!rows.empty() && (has_layout(rows[0], Layout::List) || has_layout(rows[0], Layout::Tuple)))
    raise(T.NotImplementedError, "_np_random: multinomial with more than one row of pvals is not supported");
  if (!(n_v.is_int() || n_v.is_bool() || is_big(n_v) || integer_like(n_v) || n_v.is_float()))
    raise(T.NotImplementedError, "_np_random: multinomial with an array of n is not supported");
  const std::vector<double> pvals = doubles_of(pvals_list);
  if (generator && pvals.empty())
    raise(T.ValueError, "pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.");
  for (double p : pvals)
    if (!(p >= 0) || !(p <= 1)) raise(T.ValueError, "pvals < 0, pvals > 1 or pvals contains NaNs");
  if (!pvals.empty() && kahan_sum(std::vector<double>(pvals.begin(), pvals.end() - 1)) > 1.0 + 1e-12)
    raise(T.ValueError, "sum(pvals[:-1]) > 1.0");
  const int64_t n = n_v.is_float() ? int64_t(n_v.as_float()) : int64_t(wide_int(n_v.is_obj() && !is_big(n_v) ? Value(index_of(n_v)) : n_v));
  if (n < 0) raise(T.ValueError, "n < 0");
  std::vector<int64_t> shape = shape_arg(size).value_or(std::vector<int64_t>{});
  shape.push_back(int64_t(pvals.size()));
  const int64_t total = count_of(shape);
  std::vector<int64_t> counts(static_cast<size_t>(total), 0);
  const size_t d = pvals.size();
  for (int64_t off = 0; d && off < total; off += int64_t(d)) np::multinomial(bits, n, pvals, &counts[size_t(off)]);
  return long_tensor(counts, shape);
}

// ---------------------------------------------------------------- RandomState

void seed_legacy(np::LegacyState& s, const Value& seed) {
  if (absent(seed)) {
    std::random_device device;
    std::vector<uint32_t> key(624);
    for (uint32_t& w : key) w = device();
    s.bits.seed_by_array(key);
  } else if (integer_like(seed)) {
    const __int128 v = wide_int(seed.is_obj() && !is_big(seed) ? Value(index_of(seed)) : seed);
    if (v < 0 || v > 0xffffffffLL) raise(T.ValueError, "Seed must be between 0 and 2**32 - 1");
    s.bits.seed(uint32_t(v));
  } else if (seed.is_float()) {
    raise(T.TypeError, "Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'");
  } else if (const Value x = plain(seed); !x.identical(seed)) {
    return seed_legacy(s, x);  // a tensor or array-like: its value (a 0-d one's is a number, as numpy's squeeze)
  } else {
    const std::vector<Value> items = to_vector(seed);
    if (items.empty()) raise(T.ValueError, "Seed must be non-empty");
    std::vector<uint32_t> key;
    for (const Value& w : items) {
      if (w.is_float())
        raise(T.TypeError, "Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'");
      if (!(w.is_int() || w.is_bool() || is_big(w))) raise(T.ValueError, "Seed array must be 1-d");
      const __int128 v = wide_int(w);
      if (v < 0 || v > 0xffffffffLL) raise(T.ValueError, "Seed must be between 0 and 2**32 - 1");
      key.push_back(uint32_t(v));
    }
    s.bits.seed_by_array(key);
  }
  s.has_gauss = false;
  s.gauss = 0.0;
}

Value legacy_state(const np::LegacyState& s, bool as_dict) {
  const auto& key = s.bits.mt.state();
  std::vector<int64_t> words(key.begin(), key.end());
  Value keys = long_tensor(words, {int64_t(words.size())});
  const Value pos(int64_t(s.bits.position()));
  if (!as_dict)
    return new_tuple({new_str("MT19937"), keys, pos, Value(int64_t(s.has_gauss)), Value(s.gauss)});
  Ref<DictObject> inner = new_dict();
  inner->set(new_str("key"), keys);
  inner->set(new_str("pos"), pos);
  Ref<DictObject> d = new_dict();
  d->set(new_str("bit_generator"), new_str("MT19937"));
  d->set(new_str("state"), Value(inner));
  d->set(new_str("has_gauss"), Value(int64_t(s.has_gauss)));
  d->set(new_str("gauss"), Value(s.gauss));
  return Value(d);
}

void set_legacy_state(np::LegacyState& s, const Value& state) {
  Value key, pos, has_gauss = Value(int64_t(0)), gauss = Value(0.0);
  if (has_layout(state, Layout::Dict)) {
    Value name = getitem(state, new_str("bit_generator"));
    if (!is_str(name) || str_of(name) != "MT19937")
      raise(T.ValueError, "state must be for a MT19937 PRNG");
    Value inner = getitem(state, new_str("state"));
    key = getitem(inner, new_str("key"));
    pos = getitem(inner, new_str("pos"));
    has_gauss = getitem(state, new_str("has_gauss"));
    gauss = getitem(state, new_str("gauss"));
  } else if (has_layout(state, Layout::Tuple) || has_layout(state, Layout::List)) {
    const std::vector<Value> items = to_vector(state);
    if (items.empty() || !is_str(items[0]) || str_of(items[0]) != "MT19937")
      raise(T.ValueError, "set_state can only be used with legacy MT19937state instances.");  // numpy's text
    if (items.size() < 3) raise(T.ValueError, "state must have at least 3 elements");
    key = items[1];
    pos = items[2];
    if (items.size() > 3) {
      if (items.size() < 5) raise(T.ValueError, "state must have 5 elements when has_gauss is given");
      has_gauss = items[3];
      gauss = items[4];
    }
  } else {
    raise(T.TypeError, "state must be a dict or a tuple.");
  }
  const std::vector<Value> words = to_vector(plain(key));
  if (words.size() != size_t(tensor::random::MT19937::kStateSize)) raise(T.ValueError, "state must be 624 elements");
  tensor::random::MT19937::State k;
  for (size_t i = 0; i < words.size(); ++i) k[i] = uint32_t(wide_int(words[i]));
  const int64_t p = index_of(pos);
  if (p < 0 || p > tensor::random::MT19937::kStateSize) raise(T.ValueError, "pos must be in [0, 624]");
  s.bits.restore(k, int(p));
  s.has_gauss = index_of(has_gauss) != 0;
  s.gauss = float_of(gauss);
}

// rand(*args) / randn(*args): the positional ints are the shape.
Shape star_shape(const CallArgs& a) {
  if (a.nkw()) raise(T.TypeError, "rand() and randn() take no keyword arguments");
  if (a.npos() == 1) return std::nullopt;
  std::vector<int64_t> dims;
  for (size_t i = 1; i < a.npos(); ++i) dims.push_back(index_of(a[i]));
  for (int64_t d : dims)
    if (d < 0) raise(T.ValueError, "negative dimensions are not allowed");
  return dims;
}

// n uniform draws in [0, 1), in order.
template <class Bits> std::vector<double> uniform_draws(Bits& bits, int64_t n) {
  std::vector<double> u(static_cast<size_t>(n));
  for (double& x : u) x = bits.next_double();
  return u;
}

// choice's indices with replacement: the inverse CDF of `p` at uniform draws, or bounded integers (RandomState's
// masked rejection sampling, Generator's Lemire).
template <class Bits, class Uniforms>
std::vector<int64_t> choice_with_replacement(Bits& bits, const std::optional<std::vector<double>>& p,
                                             Uniforms&& uniforms, int64_t population, int64_t size, bool masked) {
  if (p) return search_cdf(*p, uniforms(size));
  std::vector<int64_t> idx(static_cast<size_t>(size));
  std::vector<uint64_t> out(static_cast<size_t>(size));
  if (size) {
    if (masked && population - 1 < 0) raise(T.ValueError, "high <= 0");
    np::random_bounded_fill<uint64_t>(bits, 0, uint64_t(population - 1), size, masked, out.data());
  }
  for (int64_t i = 0; i < size; ++i) idx[size_t(i)] = int64_t(out[size_t(i)]);
  return idx;
}

// The two kinds of numpy stream, by the draws in which they differ: RandomState draws as numpy's
// legacy-distributions.c (its own gauss with the cached polar pair, the legacy gamma), Generator as distributions.c
// (the ziggurat normal, exponential and gamma).
struct LegacyStream {
  static constexpr bool generator = false;
  static np::LegacyState& of(const Value& self) { return legacy(self); }
  static auto& bits(np::LegacyState& s) { return s.bits; }
  static double normal(np::LegacyState& s) { return np::legacy_gauss(s); }
  static void normal_fill(np::LegacyState& s, int64_t n, double* out) { np::legacy_gauss_fill(s, n, out); }
  static double standard_exponential(np::LegacyState& s) { return np::legacy_standard_exponential(s); }
  static double standard_gamma(np::LegacyState& s, double shape) { return np::legacy_standard_gamma(s, shape); }
  static double beta(np::LegacyState& s, double a, double b) { return np::legacy_beta(s, a, b); }
  static double chisquare(np::LegacyState& s, double df) { return np::legacy_chisquare(s, df); }
  static double standard_t(np::LegacyState& s, double df) { return np::legacy_standard_t(s, df); }
  static int64_t binomial(np::LegacyState& s, double p, int64_t n) { return np::legacy_binomial(s, p, n); }
  static int64_t geometric(np::LegacyState& s, double p) { return np::legacy_geometric(s, p); }
};

struct GeneratorStream {
  static constexpr bool generator = true;
  static np::BitGen& of(const Value& self) { return gen_bits(self); }
  static np::BitGen& bits(np::BitGen& b) { return b; }
  static double normal(np::BitGen& b) { return np::standard_normal(b); }
  static void normal_fill(np::BitGen& b, int64_t n, double* out) { np::standard_normal_fill(b, n, out); }
  static double standard_exponential(np::BitGen& b) { return np::standard_exponential(b); }
  static double standard_gamma(np::BitGen& b, double shape) { return np::standard_gamma(b, shape); }
  static double beta(np::BitGen& b, double a, double c) { return np::beta(b, a, c); }
  static double chisquare(np::BitGen& b, double df) { return 2.0 * np::standard_gamma(b, df / 2.0); }
  static double standard_t(np::BitGen& b, double df) {
    const double num = np::standard_normal(b);
    const double denom = np::standard_gamma(b, df / 2);
    return std::sqrt(df / 2) * num / std::sqrt(denom);
  }
  static int64_t binomial(np::BitGen& b, double p, int64_t n) { return np::binomial(b, p, n); }
  static int64_t geometric(np::BitGen& b, double p) { return np::geometric(b, p); }
};

// A distribution's parameter: its name, the value it takes when absent, numpy's check on it.
struct ParamSpec {
  const char* name;
  double fallback = 0;
  Check check = Check::None;
};

// A method `name(param..., size=None)` of numpy's cont()/disc() kind: the first `required` parameters must be
// given; each is a number or an array, checked, broadcast against the others and `size` (draw_params), and
// `draw(state, values)` gives one element of type Out.
template <class Out, class S, size_t N, class Draw>
void add_distribution(TypeObject* t, const char* name, const std::array<ParamSpec, N>& specs, size_t required,
                      Draw draw) {
  add_method(t, name, [name, specs, required, draw](const CallArgs& a) {
    std::array<std::string_view, N + 1> names;
    for (size_t k = 0; k < N; ++k) names[k] = specs[k].name;
    names[N] = "size";
    const std::array<Value, N + 1> v = args_of<N + 1>(a, name, names, required);
    std::array<Param, N> ps;
    for (size_t k = 0; k < N; ++k) ps[k] = param(v[k], specs[k].fallback, specs[k].name, specs[k].check);
    auto& state = S::of(a[0]);
    return draw_params<Out>(ps, shape_arg(v[N]), [&](const auto& x) { return draw(state, x); });
  });
}

// The methods RandomState and Generator share, written once over the stream's draws.
template <class S> void add_shared_methods(TypeObject* t) {
  add_method(t, "normal", [](const CallArgs& a) {
    auto [loc_v, scale_v, size] = args_of<3>(a, "normal", A3{"loc", "scale", "size"}, 0);
    const std::array<Param, 2> ps{param(loc_v, 0.0, "loc"), param(scale_v, 1.0, "scale", Check::NonNegative)};
    auto& s = S::of(a[0]);
    if (!ps[0].is_array() && !ps[1].is_array()) {
      check_param(ps[1], false);
      const double loc = ps[0].value, scale = ps[1].value;
      return fill_floats(
          shape_arg(size), [&](double* out, int64_t n) { S::normal_fill(s, n, out); },
          [&](double x) { return loc + scale * x; });
    }
    return draw_params<double>(ps, shape_arg(size), [&](const auto& v) { return v[0] + v[1] * S::normal(s); });
  });
  add_method(t, "uniform", [](const CallArgs& a) {
    auto [low_v, high_v, size] = args_of<3>(a, "uniform", A3{"low", "high", "size"}, 0);
    const std::array<Param, 2> ps = uniform_params(low_v, high_v, S::generator);
    auto& b = S::bits(S::of(a[0]));
    if (!ps[0].is_array() && !ps[1].is_array()) {
      check_param(ps[1], false);
      const double low = ps[0].value, range = ps[1].value;
      return draw_floats(shape_arg(size), [&] { return low + range * b.next_double(); });  // one pass, inlined
    }
    return draw_params<double>(ps, shape_arg(size), [&](const auto& v) { return v[0] + v[1] * b.next_double(); });
  });
  add_distribution<double, S, 2>(t, "lognormal", {{{"mean", 0.0}, {"sigma", 1.0, Check::NonNegative}}}, 0,
                                 [](auto& s, const auto& v) { return std::exp(v[0] + v[1] * S::normal(s)); });
  add_distribution<double, S, 0>(t, "standard_exponential", {}, 0,
                                 [](auto& s, const auto&) { return S::standard_exponential(s); });
  add_distribution<double, S, 1>(t, "exponential", {{{"scale", 1.0, Check::NonNegative}}}, 0,
                                 [](auto& s, const auto& v) { return v[0] * S::standard_exponential(s); });
  add_distribution<double, S, 1>(t, "standard_gamma", {{{"shape", 0, Check::NonNegative}}}, 1,
                                 [](auto& s, const auto& v) { return S::standard_gamma(s, v[0]); });
  add_distribution<double, S, 2>(t, "gamma", {{{"shape", 0, Check::NonNegative}, {"scale", 1.0, Check::NonNegative}}},
                                 1, [](auto& s, const auto& v) { return v[1] * S::standard_gamma(s, v[0]); });
  add_distribution<double, S, 2>(t, "beta", {{{"a", 0, Check::Positive}, {"b", 0, Check::Positive}}}, 2,
                                 [](auto& s, const auto& v) { return S::beta(s, v[0], v[1]); });
  add_distribution<double, S, 1>(t, "chisquare", {{{"df", 0, Check::Positive}}}, 1,
                                 [](auto& s, const auto& v) { return S::chisquare(s, v[0]); });
  add_distribution<double, S, 1>(t, "standard_t", {{{"df", 0, Check::Positive}}}, 1,
                                 [](auto& s, const auto& v) { return S::standard_t(s, v[0]); });
  add_distribution<double, S, 2>(t, "laplace", {{{"loc", 0.0}, {"scale", 1.0, Check::NonNegative}}}, 0,
                                 [](auto& s, const auto& v) { return np::laplace(S::bits(s), v[0], v[1]); });
  add_distribution<double, S, 2>(t, "logistic", {{{"loc", 0.0}, {"scale", 1.0, Check::NonNegative}}}, 0,
                                 [](auto& s, const auto& v) { return np::logistic(S::bits(s), v[0], v[1]); });
  add_distribution<int64_t, S, 1>(t, "poisson", {{{"lam", 1.0, Check::Poisson}}}, 0,
                                  [](auto& s, const auto& v) { return np::poisson(S::bits(s), v[0]); });
  add_distribution<int64_t, S, 1>(t, "geometric", {{{"p", 0, Check::BoundedGt01}}}, 1,
                                  [](auto& s, const auto& v) { return S::geometric(s, v[0]); });
  add_method(t, "binomial", [](const CallArgs& a) {
    auto [n_v, p_v, size] = args_of<3>(a, "binomial", A3{"n", "p", "size"}, 2);
    // numpy reads n as a C long (a float truncated), p first: the checks and a shape mismatch name them so.
    Param n = param(n_v, 0, "n", Check::NonNegative);
    if (!n.is_array() && (n_v.is_int() || is_big(n_v))) n.value = double(int64_t(wide_int(n_v)));
    if (!n.is_array()) n.value = std::trunc(n.value);
    const std::array<Param, 2> ps{param(p_v, 0, "p", Check::Bounded01), n};
    auto& s = S::of(a[0]);
    return draw_params<int64_t>(ps, shape_arg(size), [&](const auto& v) { return S::binomial(s, v[0], int64_t(v[1])); });
  });
  add_method(t, "multinomial", [](const CallArgs& a) {
    auto [n_v, pvals_v, size] = args_of<3>(a, "multinomial", A3{"n", "pvals", "size"}, 2);
    return multinomial_draws(S::bits(S::of(a[0])), n_v, pvals_v, size, S::generator);
  });
  add_method(t, "bytes", [](const CallArgs& a) {
    auto [length] = args_of<1>(a, "bytes", A1{"length"}, 1);
    return random_bytes(S::bits(S::of(a[0])), length);
  });
}

void add_random_state_methods(TypeObject* t) {
  add_static(t, "__new__", [](const CallArgs& a) {
    auto [seed] = args_of<1>(a, "RandomState", A1{"seed"}, 0);
    auto* r = new RandomStateObject(as<TypeObject>(a[0]));
    Value v(r);
    if (seed.is_obj() && is_subtype(seed.obj()->type, bit_generator_type())) {
      // numpy's RandomState(bit_generator): the legacy distributions over that bit generator's stream.
      if (!is_subtype(seed.obj()->type, bit_generator_kind_type<MT19937Kind>()))
        raise(T.NotImplementedError, "tsr's numpy.random.RandomState draws from an MT19937 bit generator only, not " +
                                         type_name(seed));
      r->bit_generator = seed;
      r->s.emplace(static_cast<BitsObject<np::MT19937Bits>*>(seed.obj())->bits);
      return v;
    }
    r->s.emplace();
    seed_legacy(*r->s, seed);
    return v;
  });
  add_property(t, "_bit_generator", [](const CallArgs& a) {
    return self_as<RandomStateObject>(a[0], random_state_type(), "RandomState").bit_generator;
  });
  add_method(t, "__init__", [](const CallArgs&) { return Value::none(); });
  add_method(t, "seed", [](const CallArgs& a) {
    auto [seed] = args_of<1>(a, "seed", A1{"seed"}, 0);
    seed_legacy(legacy(a[0]), seed);
    return Value::none();
  });
  add_method(t, "get_state", [](const CallArgs& a) {
    auto [as_legacy] = args_of<1>(a, "get_state", A1{"legacy"}, 0);
    return legacy_state(legacy(a[0]), !(as_legacy.is_null() || truthy(as_legacy)));
  });
  add_method(t, "set_state", [](const CallArgs& a) {
    auto [state] = args_of<1>(a, "set_state", A1{"state"}, 1);
    set_legacy_state(legacy(a[0]), state);
    return Value::none();
  });
  for (const char* name : {"random_sample", "random"})
    add_method(t, name, [name](const CallArgs& a) {
      auto [size] = args_of<1>(a, name, A1{"size"}, 0);
      auto& s = legacy(a[0]);
      return fill_floats(shape_arg(size), [&](double* out, int64_t n) { np::standard_uniform_fill(s.bits, n, out); });
    });
  add_method(t, "rand", [](const CallArgs& a) {
    auto& s = legacy(a[0]);
    return fill_floats(star_shape(a), [&](double* out, int64_t n) { np::standard_uniform_fill(s.bits, n, out); });
  });
  add_method(t, "randn", [](const CallArgs& a) {
    auto& s = legacy(a[0]);
    return fill_floats(star_shape(a), [&](double* out, int64_t n) { np::legacy_gauss_fill(s, n, out); });
  });
  add_method(t, "standard_normal", [](const CallArgs& a) {
    auto [size] = args_of<1>(a, "standard_normal", A1{"size"}, 0);
    auto& s = legacy(a[0]);
    return fill_floats(shape_arg(size), [&](double* out, int64_t n) { np::legacy_gauss_fill(s, n, out); });
  });
  add_method(t, "shuffle", [](const CallArgs& a) {
    auto [x] = args_of<1>(a, "shuffle", A1{"x"}, 1);
    shuffle_in_place(legacy(a[0]).bits, x);
    return Value::none();
  });
  add_shared_methods<LegacyStream>(t);
  // The distributions only RandomState has in tsr, each as numpy's legacy-distributions.c draws it.
  using S = LegacyStream;
  add_distribution<double, S, 0>(t, "standard_cauchy", {}, 0, [](auto& s, auto&) { return np::legacy_standard_cauchy(s); });
  add_distribution<double, S, 1>(t, "pareto", {{{"a", 0, Check::Positive}}}, 1,
                                 [](auto& s, const auto& v) { return np::legacy_pareto(s, v[0]); });
  add_distribution<double, S, 1>(t, "weibull", {{{"a", 0, Check::NonNegative}}}, 1,
                                 [](auto& s, const auto& v) { return np::legacy_weibull(s, v[0]); });
  add_distribution<double, S, 1>(t, "power", {{{"a", 0, Check::Positive}}}, 1,
                                 [](auto& s, const auto& v) { return np::legacy_power(s, v[0]); });
  add_distribution<double, S, 1>(t, "rayleigh", {{{"scale", 1.0, Check::NonNegative}}}, 0,
                                 [](auto& s, const auto& v) { return np::legacy_rayleigh(s, v[0]); });
  add_distribution<double, S, 2>(t, "gumbel", {{{"loc", 0.0}, {"scale", 1.0, Check::NonNegative}}}, 0,
                                 [](auto& s, const auto& v) { return np::gumbel(s.bits, v[0], v[1]); });
  add_distribution<double, S, 2>(t, "f", {{{"dfnum", 0, Check::Positive}, {"dfden", 0, Check::Positive}}}, 2,
                                 [](auto& s, const auto& v) { return np::legacy_f(s, v[0], v[1]); });
  add_distribution<double, S, 2>(t, "noncentral_chisquare",
                                 {{{"df", 0, Check::Positive}, {"nonc", 0, Check::NonNegative}}}, 2,
                                 [](auto& s, const auto& v) { return np::legacy_noncentral_chisquare(s, v[0], v[1]); });
  add_distribution<double, S, 3>(
      t, "noncentral_f",
      {{{"dfnum", 0, Check::Positive}, {"dfden", 0, Check::Positive}, {"nonc", 0, Check::NonNegative}}}, 3,
      [](auto& s, const auto& v) { return np::legacy_noncentral_f(s, v[0], v[1], v[2]); });
  add_distribution<double, S, 2>(t, "wald", {{{"mean", 0, Check::Positive}, {"scale", 0, Check::Positive}}}, 2,
                                 [](auto& s, const auto& v) { return np::legacy_wald(s, v[0], v[1]); });
  add_distribution<double, S, 2>(t, "vonmises", {{{"mu", 0}, {"kappa", 0, Check::NonNegative}}}, 2,
                                 [](auto& s, const auto& v) { return np::legacy_vonmises(s, v[0], v[1]); });
  add_distribution<int64_t, S, 2>(t, "negative_binomial", {{{"n", 0, Check::Positive}, {"p", 0, Check::Bounded01}}}, 2,
                                  [](auto& s, const auto& v) { return np::legacy_negative_binomial(s, v[0], v[1]); });
  add_distribution<int64_t, S, 1>(t, "zipf", {{{"a", 0, Check::Gt1}}}, 1,
                                  [](auto& s, const auto& v) { return np::zipf(s.bits, v[0]); });
  add_distribution<int64_t, S, 1>(t, "logseries", {{{"p", 0, Check::BoundedLt01}}}, 1,
                                  [](auto& s, const auto& v) { return np::legacy_logseries(s, v[0]); });
  add_method(t, "randint", [](const CallArgs& a) {
    auto [low, high, size, dtype] = args_of<4>(a, "randint", A4{"low", "high", "size", "dtype"}, 1);
    const bool no_high = absent(high);
    return bounded_integers(legacy(a[0]).bits, no_high ? Value(int64_t(0)) : low, no_high ? low : high,
                            shape_arg(size), int_dtype(dtype, "randint"), true, false);
  });
  add_method(t, "random_integers", [](const CallArgs& a) {
    // Deprecated in numpy, with its DeprecationWarning: randint(low, high + 1), or randint(1, low + 1) without high.
    auto [low, high, size] = args_of<3>(a, "random_integers", A3{"low", "high", "size"}, 1);
    const bool no_high = absent(high);
    const Value lo = no_high ? Value(int64_t(1)) : low;
    const Value hi = binary_op(no_high ? low : high, Value(int64_t(1)), int(lang::BinaryOpArg::Add));
    const std::string advice = no_high ? "randint(1, " + str(low) + " + 1)" : "randint(" + str(low) + ", " + str(high) + " + 1)";
    call(getattr(import_module("warnings"), "warn"),
         {new_str("This function is deprecated. Please call " + advice + " instead"), Value(T.DeprecationWarning)});
    return bounded_integers(legacy(a[0]).bits, lo, hi, shape_arg(size), int_dtype(Value(), "randint"),
                            true, false);
  });
  add_method(t, "triangular", [](const CallArgs& a) {
    auto [left_v, mode_v, right_v, size] = args_of<4>(a, "triangular", A4{"left", "mode", "right", "size"}, 3);
    const std::array<Param, 3> ps{param(left_v, 0, "left"), param(mode_v, 0, "mode"), param(right_v, 0, "right")};
    const Shape shape = shape_arg(size);
    refuse_where(ps, shape, "left > mode", [](const auto& v) { return v[0] > v[1]; });
    refuse_where(ps, shape, "mode > right", [](const auto& v) { return v[1] > v[2]; });
    refuse_where(ps, shape, "left == right", [](const auto& v) { return v[0] == v[2]; });
    auto& s = legacy(a[0]);
    return draw_params<double>(ps, shape, [&](const auto& v) { return np::triangular(s.bits, v[0], v[1], v[2]); });
  });
  add_method(t, "hypergeometric", [](const CallArgs& a) {
    auto [good_v, bad_v, sample_v, size] = args_of<4>(a, "hypergeometric", A4{"ngood", "nbad", "nsample", "size"}, 3);
    // numpy reads the three as C longs (a float truncated).
    auto count = [](const Value& v, const char* name, Check check) {
      Param p = param(v, 0, name, check);
      if (!p.is_array()) p.value = std::trunc(p.value);
      return p;
    };
    const std::array<Param, 3> ps{count(good_v, "ngood", Check::NonNegative), count(bad_v, "nbad", Check::NonNegative),
                                  count(sample_v, "nsample", Check::Gte1)};
    const Shape shape = shape_arg(size);
    refuse_where(ps, shape, "ngood + nbad < nsample", [](const auto& v) { return v[0] + v[1] < v[2]; });
    auto& s = legacy(a[0]);
    return draw_params<int64_t>(ps, shape, [&](const auto& v) {
      return np::legacy_hypergeometric(s, int64_t(v[0]), int64_t(v[1]), int64_t(v[2]));
    });
  });
  add_method(t, "dirichlet", [](const CallArgs& a) {
    auto [alpha_v, size] = args_of<2>(a, "dirichlet", A2{"alpha", "size"}, 1);
    const std::vector<double> alpha = doubles_of(alpha_v);
    for (double x : alpha)
      if (x <= 0) raise(T.ValueError, "alpha <= 0");
    std::vector<int64_t> shape = shape_arg(size).value_or(std::vector<int64_t>{});
    shape.push_back(int64_t(alpha.size()));
    tensor::Tensor out = tensor::empty(shape, ScalarType::Double);
    double* v = out.data<double>();
    const int64_t total = out.numel(), k = int64_t(alpha.size());
    auto& s = legacy(a[0]);
    for (int64_t i = 0; k && i < total; i += k) {
      double acc = 0.0;
      for (int64_t j = 0; j < k; ++j) acc += v[i + j] = np::legacy_standard_gamma(s, alpha[size_t(j)]);
      const double inv = 1 / acc;
      for (int64_t j = 0; j < k; ++j) v[i + j] *= inv;
    }
    return torch::wrap(std::move(out));
  });
  add_method(t, "choice", [](const CallArgs& a) {
    auto [a_v, size_v, replace_v, p_v] = args_of<4>(a, "choice", A4{"a", "size", "replace", "p"}, 1);
    auto& s = legacy(a[0]);
    const Shape shape = shape_arg(size_v);
    const Population pop = population_of(a_v, shape, true);
    const std::optional<std::vector<double>> p = probabilities(p_v, pop.size, true);
    const int64_t size = shape ? count_of(*shape) : 1;
    const bool replace = replace_v.is_null() || truthy(replace_v);
    auto uniforms = [&](int64_t n) { return uniform_draws(s.bits, n); };
    std::vector<int64_t> idx;
    if (replace) {
      idx = choice_with_replacement(s.bits, p, uniforms, pop.size, size, true);
    } else {
      if (size > pop.size) raise(T.ValueError, "Cannot take a larger sample than population when 'replace=False'");
      if (p) {
        idx = choice_weighted_unique(*p, size, uniforms);
      } else {
        idx = shuffled_order(s.bits, pop.size);
        idx.resize(size_t(size));
      }
    }
    return take(pop, idx, shape);
  });
  add_method(t, "permutation", [](const CallArgs& a) {
    auto [x] = args_of<1>(a, "permutation", A1{"x"}, 1);
    return permutation(legacy(a[0]).bits, x);
  });
}

TypeObject* random_state_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type("RandomState", {}, Layout::Object, true, "_np_random");
    incref(type.get());  // lives as long as the process
    add_random_state_methods(type.get());
    return type.get();
  }();
  return t;
}

// ---------------------------------------------------------------- PCG64 and Generator

// SeedSequence's entropy: each int as 32-bit words, least significant first; a sequence's words concatenated.
void entropy_words(const Value& v, std::vector<uint32_t>& out) {
  if (integer_like(v) && !v.is_int() && !v.is_bool() && !is_big(v)) return entropy_words(Value(index_of(v)), out);
  if (v.is_int() || v.is_bool() || is_big(v)) {
    mpz_t z;
    mpz_init(z);
    mpz_of(v, z);
    if (mpz_sgn(z) < 0) {
      mpz_clear(z);
      raise(T.ValueError, "expected non-negative integer");
    }
    if (mpz_sgn(z) == 0) {
      out.push_back(0);
    } else {
      std::vector<uint32_t> words((mpz_sizeinbase(z, 2) + 31) / 32);
      size_t count = 0;
      mpz_export(words.data(), &count, -1, sizeof(uint32_t), 0, 0, z);
      out.insert(out.end(), words.begin(), words.begin() + long(count));
    }
    mpz_clear(z);
    return;
  }
  if (v.is_float()) raise(T.TypeError, "SeedSequence expects int or sequence of ints for entropy not " + repr(v));
  if (torch::is_tensor(v) && torch::unwrap(v).dim() == 0) return entropy_words(call_method(v, "item", {}), out);
  if (!torch::is_tensor(v) && !has_layout(v, Layout::List) && !has_layout(v, Layout::Tuple) &&
      !has_layout(v, Layout::Range))
    raise(T.TypeError, "SeedSequence expects int or sequence of ints for entropy not " + repr(v));
  for (const Value& x : to_vector(plain(v))) entropy_words(x, out);
}

SeedSequenceObject& seed_sequence(const Value& v) { return self_as<SeedSequenceObject>(v, seed_sequence_type(), "SeedSequence"); }

// A bit generator's seed: the SeedSequence given, or SeedSequence(seed), kept as numpy keeps it; its pool.
std::span<const uint32_t> seed_through_sequence(BitGeneratorObject& o, const Value& seed) {
  const bool given = seed.is_obj() && is_subtype(seed.obj()->type, seed_sequence_type());
  o.seed_seq = given ? seed : call(Value(seed_sequence_type()), {absent(seed) ? Value::none() : seed});
  return seed_sequence(o.seed_seq).pool;
}

Value random_int_bits(int bits) {
  std::random_device device;
  std::vector<uint32_t> words(size_t((bits + 31) / 32));
  for (uint32_t& w : words) w = device();
  mpz_t z;
  mpz_init(z);
  mpz_import(z, words.size(), -1, sizeof(uint32_t), 0, 0, words.data());
  Value r = int_from_mpz(z);
  mpz_clear(z);
  return r;
}

TypeObject* seed_sequence_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type("SeedSequence", {}, Layout::Object, true, "_np_random");
    incref(type.get());
    TypeObject* q = type.get();
    add_static(q, "__new__", [](const CallArgs& a) {
      Value args[4];
      parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "SeedSequence",
                 {"entropy", "spawn_key", "pool_size", "n_children_spawned"}, 0, args);
      auto* o = new SeedSequenceObject(as<TypeObject>(a[0]));
      Value v(o);
      o->pool_size = args[2].is_null() ? 4 : index_of(args[2]);
      if (o->pool_size < 4) raise(T.ValueError, "The size of the entropy pool should be at least 4");
      o->n_children_spawned = args[3].is_null() ? 0 : index_of(args[3]);
      Value entropy = args[0];
      if (absent(entropy)) {
        entropy = random_int_bits(int(o->pool_size * 32));
      } else if (!integer_like(entropy) && !torch::is_tensor(entropy) && !has_layout(entropy, Layout::List) &&
                 !has_layout(entropy, Layout::Tuple) && !has_layout(entropy, Layout::Range)) {
        raise(T.TypeError, "SeedSequence expects int or sequence of ints for entropy not " + str(entropy));
      }
      o->entropy = entropy;
      o->spawn_key = args[1].is_null() ? new_tuple({}) : new_tuple(to_vector(args[1]));
      // get_assembled_entropy: the run entropy, padded with zeros to the pool's size when a spawn key follows.
      std::vector<uint32_t> words, key;
      entropy_words(entropy, words);
      for (const Value& k : to_vector(o->spawn_key)) entropy_words(k, key);
      if (!key.empty() && int64_t(words.size()) < o->pool_size) words.resize(size_t(o->pool_size), 0);
      words.insert(words.end(), key.begin(), key.end());
      o->pool = np::seed_sequence_pool(words, size_t(o->pool_size));
      return v;
    });
    add_method(q, "__init__", [](const CallArgs&) { return Value::none(); });
    add_property(q, "entropy", [](const CallArgs& a) { return seed_sequence(a[0]).entropy; });
    add_property(q, "spawn_key", [](const CallArgs& a) { return seed_sequence(a[0]).spawn_key; });
    add_property(q, "pool_size", [](const CallArgs& a) { return Value(seed_sequence(a[0]).pool_size); });
    add_property(q, "n_children_spawned", [](const CallArgs& a) { return Value(seed_sequence(a[0]).n_children_spawned); });
    add_property(q, "pool", [](const CallArgs& a) {
      const auto& pool = seed_sequence(a[0]).pool;
      return long_tensor(std::vector<int64_t>(pool.begin(), pool.end()), {int64_t(pool.size())});
    });
    add_property(q, "state", [](const CallArgs& a) {
      const auto& o = seed_sequence(a[0]);
      Ref<DictObject> d = new_dict();
      d->set(new_str("entropy"), o.entropy);
      d->set(new_str("spawn_key"), o.spawn_key);
      d->set(new_str("pool_size"), Value(o.pool_size));
      d->set(new_str("n_children_spawned"), Value(o.n_children_spawned));
      return Value(d);
    });
    add_method(q, "generate_state", [](const CallArgs& a) {
      auto [n_v, dtype] = args_of<2>(a, "generate_state", std::array<std::string_view, 2>{"n_words", "dtype"}, 1);
      std::string name = "uint32";
      if (!absent(dtype)) {
        if (is_str(dtype)) name = str_of(dtype);
        else if (Value n = getattr_opt(dtype, intern("name").get()); !n.is_null() && is_str(n)) name = str_of(n);
        else name = str(dtype);
      }
      const bool wide = name == "uint64" || name == "u8";
      if (!wide && name != "uint32" && name != "u4") raise(T.ValueError, "only support uint32 or uint64");
      const int64_t n = index_of(n_v);
      const std::vector<uint32_t> w = np::seed_sequence_generate_state(seed_sequence(a[0]).pool, size_t(std::max<int64_t>(n, 0) * (wide ? 2 : 1)));
      if (!wide) return long_tensor(std::vector<int64_t>(w.begin(), w.end()), {int64_t(w.size())});
      // uint64 words have no tsr tensor type: a list of Python ints.
      std::vector<Value> out;
      for (size_t i = 0; i + 1 < w.size(); i += 2) out.push_back(int_from_u128(uint64_t(w[i]) | uint64_t(w[i + 1]) << 32));
      return new_list(std::move(out));
    });
    add_method(q, "spawn", [](const CallArgs& a) {
      auto [n_v] = args_of<1>(a, "spawn", std::array<std::string_view, 1>{"n_children"}, 1);
      auto& o = seed_sequence(a[0]);
      const int64_t n = index_of(n_v);
      std::vector<Value> children;
      for (int64_t i = o.n_children_spawned; i < o.n_children_spawned + n; ++i) {
        std::vector<Value> key = to_vector(o.spawn_key);
        key.push_back(Value(i));
        std::vector<Value> args{o.entropy, new_tuple(std::move(key)), Value(o.pool_size)};
        Ref<TupleObject> names = as<TupleObject>(new_tuple({new_str("spawn_key"), new_str("pool_size")}));
        children.push_back(call(Value(type_of(a[0])), CallArgs{std::span<const Value>(args), names.get()}));
      }
      o.n_children_spawned += n;
      return new_list(std::move(children));
    });
    add_method(q, "__repr__", [](const CallArgs& a) {
      const auto& o = seed_sequence(a[0]);
      std::string text = type_of(a[0])->name + "(\n    entropy=" + repr(o.entropy) + ",\n";
      if (length(o.spawn_key)) text += "    spawn_key=" + repr(o.spawn_key) + ",\n";
      if (o.pool_size != 4) text += "    pool_size=" + std::to_string(o.pool_size) + ",\n";
      if (o.n_children_spawned) text += "    n_children_spawned=" + std::to_string(o.n_children_spawned) + ",\n";
      return new_str(text + ")");
    });
    return q;
  }();
  return t;
}

Value int_from_u128(unsigned __int128 v) {
  const uint64_t words[2] = {uint64_t(v), uint64_t(v >> 64)};
  mpz_t z;
  mpz_init(z);
  mpz_import(z, 2, -1, sizeof(uint64_t), 0, 0, words);
  Value r = int_from_mpz(z);
  mpz_clear(z);
  return r;
}
unsigned __int128 u128_of(const Value& v) {
  mpz_t z;
  mpz_init(z);
  mpz_of(v, z);
  if (mpz_sgn(z) < 0 || mpz_sizeinbase(z, 2) > 128) {
    mpz_clear(z);
    raise(T.ValueError, "PCG64 state values must be in [0, 2**128)");
  }
  uint64_t words[2] = {0, 0};
  mpz_export(words, nullptr, -1, sizeof(uint64_t), 0, 0, z);
  mpz_clear(z);
  return (unsigned __int128)words[1] << 64 | words[0];
}

// uint64 words have no tsr tensor type: they go out as lists of Python ints (the numpy package makes them uint64
// arrays) and come back from anything whose items are ints.
Value u64_list(std::span<const uint64_t> words) {
  std::vector<Value> out;
  for (uint64_t w : words) out.push_back(int_from_u128(w));
  return new_list(std::move(out));
}
template <size_t N> std::array<uint64_t, N> u64_words(const Value& v) {
  const std::vector<Value> items = to_vector(plain(v));
  if (items.size() < N) raise(T.ValueError, "expected " + std::to_string(N) + " words");
  std::array<uint64_t, N> out;
  for (size_t i = 0; i < N; ++i) {
    const unsigned __int128 w = u128_of(items[i]);
    if (w >> 64) raise(T.OverflowError, "Python int too large to convert to C unsigned long");
    out[i] = uint64_t(w);
  }
  return out;
}
// An int as n little-endian 64-bit words (numpy's int_to_array, for Philox's counter and key).
template <size_t N> std::array<uint64_t, N> int_words(const Value& v, const char* name) {
  if (!integer_like(v)) return u64_words<N>(v);
  mpz_t z;
  mpz_init(z);
  mpz_of(v.is_int() || is_big(v) ? v : Value(index_of(v)), z);
  const bool bad = mpz_sgn(z) < 0 || mpz_sizeinbase(z, 2) > 64 * N;
  std::array<uint64_t, N> out{};
  if (!bad) mpz_export(out.data(), nullptr, -1, sizeof(uint64_t), 0, 0, z);
  mpz_clear(z);
  if (bad) raise(T.ValueError, std::string(name) + " must be positive and less than 2**" + std::to_string(64 * N) + ".");
  return out;
}

Value get_item(const Value& d, const char* key) { return getitem(d, new_str(key)); }

// numpy's state dict: {'bit_generator': name, 'state': inner, ...extra}, then the 64-bit generators' buffered half
// draw ('has_uint32', 'uinteger') where `halves` is given.
template <class Halves = np::PCG64Bits>
Value state_dict(const std::string& name, Ref<DictObject> inner,
                 std::initializer_list<std::pair<const char*, Value>> extra, const Halves* halves = nullptr) {
  Ref<DictObject> d = new_dict();
  d->set(new_str("bit_generator"), new_str(name));
  d->set(new_str("state"), Value(inner));
  for (const auto& [k, v] : extra) d->set(new_str(k), v);
  if (halves) {
    d->set(new_str("has_uint32"), Value(int64_t(halves->has_uint32)));
    d->set(new_str("uinteger"), Value(int64_t(halves->uinteger)));
  }
  return Value(d);
}
template <class B> void set_halves(B& b, const Value& value) {
  b.has_uint32 = index_of(getitem(value, new_str("has_uint32"))) != 0;
  b.uinteger = uint32_t(index_of(getitem(value, new_str("uinteger"))));
}
// The setter's checks: a dict (a legacy tuple for MT19937 is turned into one by the numpy package) for this kind.
void check_state_dict(const Value& value, const std::string& name, const char* rng_word) {
  if (!has_layout(value, Layout::Dict)) raise(T.TypeError, "state must be a dict");
  const Value given = as<DictObject>(value)->get(new_str("bit_generator"));
  if (given.is_null() || !is_str(given) || str_of(given) != name)
    raise(T.ValueError, "state must be for a " + name + " " + rng_word);
}

// The five kinds of bit generator: each its state type, seeding and state dict, as numpy's _<name>.pyx.
struct PCG64Kind {
  using Bits = np::PCG64Bits;
  static constexpr const char* name = "PCG64";
  static Value state(const Bits& b) { return pcg_state(name, b); }
  static void set_state(Bits& b, const Value& v) { set_pcg_state(name, b, v); }
  template <class B> static Value pcg_state(const char* kind, const B& b) {
    Ref<DictObject> inner = new_dict();
    inner->set(new_str("state"), int_from_u128(b.state));
    inner->set(new_str("inc"), int_from_u128(b.inc));
    return state_dict(kind, inner, {}, &b);
  }
  template <class B> static void set_pcg_state(const char* kind, B& b, const Value& value) {
    check_state_dict(value, kind, "RNG");
    const Value inner = get_item(value, "state");
    b.state = u128_of(get_item(inner, "state"));
    b.inc = u128_of(get_item(inner, "inc"));
    set_halves(b, value);
  }
};
struct PCG64DXSMKind {
  using Bits = np::PCG64DXSMBits;
  static constexpr const char* name = "PCG64DXSM";
  static Value state(const Bits& b) { return PCG64Kind::pcg_state(name, b); }
  static void set_state(Bits& b, const Value& v) { PCG64Kind::set_pcg_state(name, b, v); }
};
struct MT19937Kind {
  using Bits = np::MT19937Bits;
  static constexpr const char* name = "MT19937";
  static Value state(const Bits& b) {
    const auto& key = b.mt.state();
    Ref<DictObject> inner = new_dict();
    inner->set(new_str("key"), long_tensor(std::vector<int64_t>(key.begin(), key.end()), {int64_t(key.size())}));
    inner->set(new_str("pos"), Value(int64_t(b.position())));
    return state_dict(name, inner, {});
  }
  static void set_state(Bits& b, const Value& value) {
    check_state_dict(value, name, "PRNG");
    const Value inner = get_item(value, "state");
    const std::vector<Value> words = to_vector(plain(get_item(inner, "key")));
    if (words.size() != size_t(tensor::random::MT19937::kStateSize)) raise(T.ValueError, "state must be 624 elements");
    tensor::random::MT19937::State key;
    for (size_t i = 0; i < key.size(); ++i) key[i] = uint32_t(index_of(words[i]));
    const int64_t pos = index_of(get_item(inner, "pos"));
    if (pos < 0 || pos > tensor::random::MT19937::kStateSize) raise(T.ValueError, "pos must be in [0, 624]");
    b.restore(key, int(pos));
  }
};
struct SFC64Kind {
  using Bits = np::SFC64Bits;
  static constexpr const char* name = "SFC64";
  static Value state(const Bits& b) {
    Ref<DictObject> inner = new_dict();
    inner->set(new_str("state"), u64_list(b.s));
    return state_dict(name, inner, {}, &b);
  }
  static void set_state(Bits& b, const Value& value) {
    check_state_dict(value, name, "RNG");
    b.s = u64_words<4>(get_item(get_item(value, "state"), "state"));
    set_halves(b, value);
  }
};
struct PhiloxKind {
  using Bits = np::PhiloxBits;
  static constexpr const char* name = "Philox";
  static Value state(const Bits& b) {
    Ref<DictObject> inner = new_dict();
    inner->set(new_str("counter"), u64_list(b.counter));
    inner->set(new_str("key"), u64_list(b.key));
    return state_dict(name, inner, {{"buffer", u64_list(b.buffer)}, {"buffer_pos", Value(int64_t(b.buffer_pos))}}, &b);
  }
  static void set_state(Bits& b, const Value& value) {
    check_state_dict(value, name, "PRNG");
    const Value inner = get_item(value, "state");
    b.counter = u64_words<4>(get_item(inner, "counter"));
    b.key = u64_words<2>(get_item(inner, "key"));
    b.buffer = u64_words<4>(get_item(value, "buffer"));
    set_halves(b, value);
    b.buffer_pos = int(index_of(get_item(value, "buffer_pos")));
  }
};

// _np_random.BitGenerator: the native base of the five, which Generator draws from.
TypeObject* bit_generator_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type("BitGenerator", {}, Layout::Object, true, "_np_random");
    incref(type.get());
    TypeObject* p = type.get();
    add_method(p, "__init__", [](const CallArgs&) { return Value::none(); });
    add_property(p, "_seed_seq", [](const CallArgs& a) {
      return self_as<BitGeneratorObject>(a[0], bit_generator_type(), "BitGenerator").seed_seq;
    });
    // random_raw(size=None): the raw 64-bit draws (MT19937's are its 32-bit ones), as Python ints.
    add_method(p, "_random_raw", [](const CallArgs& a) {
      auto [size] = args_of<1>(a, "random_raw", A1{"size"}, 0);
      auto& o = self_as<BitGeneratorObject>(a[0], bit_generator_type(), "BitGenerator");
      const bool mt = is_subtype(type_of(a[0]), bit_generator_kind_type<MT19937Kind>());
      auto raw = [&] { return mt ? uint64_t(o.bitgen.next_uint32()) : o.bitgen.next_uint64(); };
      const Shape shape = shape_arg(size);
      if (!shape) return int_from_u128(raw());
      std::vector<Value> out;
      for (int64_t i = 0, n = count_of(*shape); i < n; ++i) out.push_back(int_from_u128(raw()));
      return new_list(std::move(out));
    });
    return p;
  }();
  return t;
}

template <class Kind> TypeObject* bit_generator_kind_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type(Kind::name, {Ref<TypeObject>(bit_generator_type())}, Layout::Object, true, "_np_random");
    incref(type.get());
    TypeObject* p = type.get();
    add_static(p, "__new__", [](const CallArgs& a) {
      auto* o = new BitsObject<typename Kind::Bits>(as<TypeObject>(a[0]));
      Value v(o);
      if constexpr (std::is_same_v<Kind, PhiloxKind>) {
        auto [seed, counter, key] = args_of<3>(a, Kind::name, A3{"seed", "counter", "key"}, 0);
        if (!absent(seed) && !absent(key)) raise(T.ValueError, "seed and key cannot be both used");
        if (absent(key)) {
          o->bits.seed_from_pool(seed_through_sequence(*o, seed));
        } else {
          o->bits.key = int_words<2>(key, "key");
          o->seed_seq = Value::none();
        }
        if (!absent(counter)) o->bits.counter = int_words<4>(counter, "counter");
      } else {
        auto [seed] = args_of<1>(a, Kind::name, A1{"seed"}, 0);
        o->bits.seed_from_pool(seed_through_sequence(*o, seed));
      }
      return v;
    });
    add_property(
        p, "state",
        [](const CallArgs& a) { return Kind::state(self_as<BitsObject<typename Kind::Bits>>(a[0], bit_generator_kind_type<Kind>(), Kind::name).bits); },
        [](const CallArgs& a) {
          Kind::set_state(self_as<BitsObject<typename Kind::Bits>>(a[0], bit_generator_kind_type<Kind>(), Kind::name).bits, a[1]);
          return Value::none();
        });
    return p;
  }();
  return t;
}

TypeObject* pcg64_type() { return bit_generator_kind_type<PCG64Kind>(); }

// Generator's dtype= for floats: float64 (the default) or float32, by name, Python type, torch dtype or an object
// with a `name`; others raise numpy's TypeError.
bool is_float32(const Value& dtype, const char* fname) {
  if (absent(dtype) || (dtype.is_obj() && dtype.obj() == T.float_)) return false;
  std::string name;
  if (is_str(dtype)) {
    name = str_of(dtype);
  } else if (auto d = torch::dtype_of(dtype)) {
    name = std::string(tensor::dtype_facts(*d).name);
  } else if (Value n = getattr_opt(dtype, intern("name").get()); !n.is_null() && is_str(n)) {
    name = str_of(n);
  } else {
    name = str(dtype);
  }
  if (name == "float64" || name == "f8" || name == "d" || name == "double" || name == "float") return false;
  if (name == "float32" || name == "f4" || name == "f" || name == "single") return true;
  raise(T.TypeError, "Unsupported dtype dtype('" + name + "') for " + fname);
}

// float32 draws: a Python float (the float32 value) or a float32 tensor.
template <class F> Value fill_float32(const Shape& shape, F&& draw) {
  if (!shape) return Value(double(draw()));
  tensor::Tensor t = tensor::empty(*shape, ScalarType::Float);
  float* out = t.data<float>();
  for (int64_t i = 0, n = t.numel(); i < n; ++i) out[i] = draw();
  return torch::wrap(std::move(t));
}

void add_generator_methods(TypeObject* t) {
  add_static(t, "__new__", [](const CallArgs& a) {
    auto [bitgen] = args_of<1>(a, "Generator", A1{"bit_generator"}, 0);
    auto* g = new NpGeneratorObject(as<TypeObject>(a[0]));
    Value v(g);
    if (bitgen.is_obj() && is_subtype(bitgen.obj()->type, bit_generator_type())) {
      g->bit_generator = bitgen;
    } else {
      g->bit_generator = call(Value(pcg64_type()), {absent(bitgen) ? Value::none() : bitgen});
    }
    return v;
  });
  add_method(t, "__init__", [](const CallArgs&) { return Value::none(); });
  add_property(t, "bit_generator", [](const CallArgs& a) {
    return self_as<NpGeneratorObject>(a[0], np_generator_type(), "Generator").bit_generator;
  });
  add_method(t, "random", [](const CallArgs& a) {
    auto [size, dtype] = args_of<2>(a, "random", A2{"size", "dtype"}, 0);
    auto& b = gen_bits(a[0]);
    if (is_float32(dtype, "random")) return fill_float32(shape_arg(size), [&] { return np::standard_uniform_f(b); });
    return fill_floats(shape_arg(size), [&](double* out, int64_t n) { np::standard_uniform_fill(b, n, out); });
  });
  add_method(t, "integers", [](const CallArgs& a) {
    auto [low, high, size, dtype, endpoint] =
        args_of<5>(a, "integers", A5{"low", "high", "size", "dtype", "endpoint"}, 1);
    const bool no_high = absent(high);
    return bounded_integers(gen_bits(a[0]), no_high ? Value(int64_t(0)) : low, no_high ? low : high,
                            shape_arg(size), int_dtype(dtype, "integers"), false,
                            !endpoint.is_null() && truthy(endpoint));
  });
  add_method(t, "standard_normal", [](const CallArgs& a) {
    auto [size, dtype] = args_of<2>(a, "standard_normal", A2{"size", "dtype"}, 0);
    auto& b = gen_bits(a[0]);
    if (is_float32(dtype, "standard_normal"))
      return fill_float32(shape_arg(size), [&] { return np::standard_normal_f(b); });
    return fill_floats(shape_arg(size), [&](double* out, int64_t n) { np::standard_normal_fill(b, n, out); });
  });
  add_shared_methods<GeneratorStream>(t);
  add_method(t, "choice", [](const CallArgs& a) {
    auto [a_v, size_v, replace_v, p_v, shuffle_v] =
        args_of<5>(a, "choice", A5{"a", "size", "replace", "p", "shuffle"}, 1);
    auto& b = gen_bits(a[0]);
    const Shape shape = shape_arg(size_v);
    const Population pop = population_of(a_v, shape, false);
    const std::optional<std::vector<double>> p = probabilities(p_v, pop.size, false);
    const int64_t size = shape ? count_of(*shape) : 1;
    const bool replace = replace_v.is_null() || truthy(replace_v);
    const bool shuffle = shuffle_v.is_null() || truthy(shuffle_v);
    auto uniforms = [&](int64_t n) { return uniform_draws(b, n); };
    // One Lemire draw in [0, max], as random_bounded_uint64(state, 0, max, 0, 0).
    auto bounded = [&](uint64_t max) {
      uint64_t v;
      np::random_bounded_fill<uint64_t>(b, 0, max, 1, false, &v);
      return v;
    };
    std::vector<int64_t> idx;
    if (replace) {
      idx = choice_with_replacement(b, p, uniforms, pop.size, size, false);
    } else {
      if (size > pop.size) raise(T.ValueError, "Cannot take a larger sample than population when replace is False");
      if (p) {
        idx = choice_weighted_unique(*p, size, uniforms);
      } else {
        const int64_t cutoff = shuffle ? 50 : 20;
        // _shuffle_int: swaps from the end down to `first`, each with a Lemire draw.
        auto shuffle_int = [&](std::vector<int64_t>& data, int64_t n, int64_t first) {
          for (int64_t i = n - 1; i >= first; --i) {
            const int64_t j = int64_t(bounded(uint64_t(i)));
            std::swap(data[size_t(i)], data[size_t(j)]);
          }
        };
        if (pop.size > 10000 && size > pop.size / cutoff) {
          // A large share of a large population: a partial shuffle of all of it, keeping its tail.
          std::vector<int64_t> all(static_cast<size_t>(pop.size));
          for (int64_t i = 0; i < pop.size; ++i) all[size_t(i)] = i;
          shuffle_int(all, pop.size, std::max<int64_t>(pop.size - size, 1));
          idx.assign(all.end() - size, all.end());
        } else {
          // Floyd's algorithm with an open-addressing set of the values taken.
          idx.resize(size_t(size));
          const uint64_t mask = [&] {
            uint64_t m = uint64_t(1.2 * double(size));
            for (int shift = 1; shift < 64; shift <<= 1) m |= m >> shift;
            return m;
          }();
          std::vector<uint64_t> set(static_cast<size_t>(mask + 1), ~uint64_t(0));
          for (int64_t j = pop.size - size; j < pop.size; ++j) {
            const uint64_t val = bounded(uint64_t(j));
            uint64_t loc = val & mask;
            while (set[loc] != ~uint64_t(0) && set[loc] != val) loc = (loc + 1) & mask;
            if (set[loc] == ~uint64_t(0)) {
              set[loc] = val;
              idx[size_t(j - pop.size + size)] = int64_t(val);
            } else {
              loc = uint64_t(j) & mask;
              while (set[loc] != ~uint64_t(0)) loc = (loc + 1) & mask;
              set[loc] = uint64_t(j);
              idx[size_t(j - pop.size + size)] = j;
            }
          }
          if (shuffle) shuffle_int(idx, size, 1);
        }
      }
    }
    return take(pop, idx, shape);
  });
  add_method(t, "shuffle", [](const CallArgs& a) {
    auto [x, axis_v] = args_of<2>(a, "shuffle", A2{"x", "axis"}, 1);
    const int64_t axis = axis_v.is_null() ? 0 : index_of(axis_v);
    if (axis == 0 || !torch::is_tensor(x)) {
      if (axis != 0) raise(T.NotImplementedError, "Axis argument is only supported on ndarray objects");
      shuffle_in_place(gen_bits(a[0]), x);
      return Value::none();
    }
    // Along another axis: shuffle the view with that axis first, which writes through to x.
    const int64_t ndim = torch::unwrap(x).dim();
    if (axis < -ndim || axis >= ndim)
      raise(T.IndexError, "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(ndim));
    shuffle_in_place(gen_bits(a[0]), call_method(x, "transpose", {Value(int64_t(0)), Value(axis)}));
    return Value::none();
  });
  add_method(t, "permutation", [](const CallArgs& a) {
    auto [x, axis_v] = args_of<2>(a, "permutation", A2{"x", "axis"}, 1);
    return permutation(gen_bits(a[0]), x, axis_v.is_null() ? 0 : index_of(axis_v));
  });
  add_method(t, "dirichlet", [](const CallArgs& a) {
    auto [alpha_v, size] = args_of<2>(a, "dirichlet", A2{"alpha", "size"}, 1);
    const std::vector<double> alpha = doubles_of(alpha_v);
    for (double x : alpha)
      if (x <= 0) raise(T.ValueError, "alpha <= 0");
    std::vector<int64_t> shape = shape_arg(size).value_or(std::vector<int64_t>{});
    const int64_t k = int64_t(alpha.size());
    shape.push_back(k);
    tensor::Tensor out = tensor::empty(shape, ScalarType::Double);
    double* v = out.data<double>();
    const int64_t total = out.numel();
    auto& b = gen_bits(a[0]);
    if (k > 0 && *std::max_element(alpha.begin(), alpha.end()) < 0.1) {
      // Small alphas: stick-breaking with betas against the sums of the alphas that follow (numpy 1.24).
      std::vector<double> tail_sum(size_t(k), 0.0);
      double csum = 0.0;
      for (int64_t j = k - 1; j >= 0; --j) tail_sum[size_t(j)] = csum += alpha[size_t(j)];
      for (int64_t i = 0; i < total; i += k) {
        double acc = 1.;
        for (int64_t j = 0; j < k - 1; ++j) {
          const double x = np::beta(b, alpha[size_t(j)], tail_sum[size_t(j + 1)]);
          v[i + j] = acc * x;
          acc *= (1. - x);
        }
        v[i + k - 1] = acc;
      }
    } else {
      for (int64_t i = 0; k && i < total; i += k) {
        double acc = 0.;
        for (int64_t j = 0; j < k; ++j) acc += v[i + j] = np::standard_gamma(b, alpha[size_t(j)]);
        const double inv = 1. / acc;
        for (int64_t j = 0; j < k; ++j) v[i + j] *= inv;
      }
    }
    return torch::wrap(std::move(out));
  });
}

TypeObject* np_generator_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type("Generator", {}, Layout::Object, true, "_np_random");
    incref(type.get());
    add_generator_methods(type.get());
    return type.get();
  }();
  return t;
}

// The module functions of numpy.random: the methods of one RandomState (numpy's mtrand._rand).
constexpr const char* kGlobalFunctions[] = {
    "seed", "get_state", "set_state", "random_sample", "random", "rand", "randn", "standard_normal", "normal",
    "uniform", "randint", "random_integers", "choice", "shuffle", "permutation", "binomial", "poisson", "beta",
    "gamma", "standard_gamma", "exponential", "standard_exponential", "multinomial", "geometric", "laplace",
    "logistic", "lognormal", "standard_t", "chisquare", "dirichlet", "standard_cauchy", "pareto", "weibull", "power",
    "rayleigh", "gumbel", "f", "noncentral_chisquare", "noncentral_f", "wald", "vonmises", "triangular",
    "negative_binomial", "zipf", "logseries", "hypergeometric", "bytes"};

void init_np_random(ModuleObject& m) {
  import_module("torch");  // the results are torch.Tensor objects
  auto set = [&](const char* name, Value v) { m.dict()->set_str(intern(name).get(), std::move(v)); };
  set("RandomState", Value(random_state_type()));
  set("BitGenerator", Value(bit_generator_type()));
  set("PCG64", Value(pcg64_type()));
  set("PCG64DXSM", Value(bit_generator_kind_type<PCG64DXSMKind>()));
  set("MT19937", Value(bit_generator_kind_type<MT19937Kind>()));
  set("SFC64", Value(bit_generator_kind_type<SFC64Kind>()));
  set("Philox", Value(bit_generator_kind_type<PhiloxKind>()));
  set("Generator", Value(np_generator_type()));
  set("SeedSequence", Value(seed_sequence_type()));
  set("default_rng", new_native("default_rng", [](const CallArgs& a) {
    Value seed[1];
    parse_args(a, "default_rng", {"seed"}, 0, seed, 0, true);
    if (seed[0].is_obj() && is_subtype(seed[0].obj()->type, np_generator_type())) return seed[0];
    return call(Value(np_generator_type()), {seed[0].is_null() ? Value::none() : seed[0]});
  }));
  Value global = call(Value(random_state_type()), {Value::none()});
  set("_rand", global);
  for (const char* name : kGlobalFunctions) set(name, getattr(global, name));
  set("sample", getattr(global, "random_sample"));
  set("ranf", getattr(global, "random_sample"));
}

}  // namespace

void init_np_random_module() { register_native_module("_np_random", init_np_random); }

}  // namespace tsr::interp
