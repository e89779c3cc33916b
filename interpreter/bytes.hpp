// bytes, bytearray and memoryview for the rest of the runtime (bytes.cpp): making them, and reading the bytes of
// any bytes-like object (CPython's buffer protocol, reduced to "the object's bytes, contiguous").
#pragma once

#include <string>
#include <string_view>

#include "interpreter/runtime.hpp"

namespace tsr::interp {

Value new_bytes(std::string s);
Value new_bytearray(std::string s);
inline bool is_bytes_obj(const Value& v) { return has_layout(v, Layout::Bytes); }  // bytes or bytearray (or subclass)
inline const std::string& bytes_data(const Value& v) { return static_cast<BytesObject*>(v.obj())->s; }
// Whether v is bytes-like (bytes, bytearray, memoryview); if so, `out` receives a copy of its bytes.
bool buffer_of(const Value& v, std::string& out);
// v's bytes, or CPython's TypeError "a bytes-like object is required, not 'str'".
std::string need_buffer(const Value& v);
// The same without a copy where the bytes are contiguous (bytes, bytearray, a step-1 memoryview): a view valid
// while v lives and is not resized; other views are copied into `scratch`.
std::string_view need_buffer_view(const Value& v, std::string& scratch);

// pickle.PickleBuffer, a type the buffer readers above see through (made in bytes.cpp, exported by pickle).
Value picklebuffer_type();

// The bytes of a writable bytes-like object (a bytearray, or a contiguous memoryview of one), or nullptr.
char* writable_buffer(const Value& v, size_t& len);

// str.encode / bytes.decode by encoding name (codecs.hpp has the codecs and their error handlers).
std::string encode_text(const std::string& text, const std::string& encoding, const std::string& errors);
std::string decode_bytes(std::string_view data, const std::string& encoding, const std::string& errors);

}  // namespace tsr::interp
