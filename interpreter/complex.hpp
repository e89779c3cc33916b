// complex numbers (docs/interpreter.md, "complex").
//
// A complex is a heap object holding two doubles: it is rare next to ints and floats, so it takes the generic
// operator path (its dunders) and leaves the VM's inline int/float fast paths as they are. The arithmetic is
// CPython 3.11's (Objects/complexobject.c) operation for operation, so results agree to the last bit.
#pragma once

#include "interpreter/runtime.hpp"

namespace tsr::interp {

struct Cx {
  double real = 0, imag = 0;
};

struct ComplexObject : Object {
  Cx v;
  ComplexObject(TypeObject* t, Cx c) : Object(t), v(c) {}
};

// A complex or an instance of a subclass of complex.
inline bool is_complex(const Value& v) { return v.is_obj() && v.obj()->type->layout == Layout::Complex; }
inline Cx complex_of(const Value& v) { return static_cast<const ComplexObject*>(v.obj())->v; }
Value new_complex(double real, double imag);
inline Value new_complex(Cx c) { return new_complex(c.real, c.imag); }

// CPython's TO_COMPLEX: a complex, int, bool or float as a complex; false for anything else (the operator then
// returns NotImplemented). An int past the float range raises OverflowError.
bool to_complex(const Value& v, Cx& out);
// complex ** complex as complex_pow, with its ZeroDivisionError and OverflowError; float ** float reaches it for a
// negative base and a fractional exponent.
Cx complex_pow(Cx a, Cx b);
// a / b by Smith's algorithm (CPython's _Py_c_quot); a zero divisor sets errno to EDOM and gives 0.
Cx complex_quot(Cx a, Cx b);
int64_t complex_hash(Cx c);

}  // namespace tsr::interp
