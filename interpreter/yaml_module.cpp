// _yaml: libyaml's parser (Debian's libyaml, MIT licence: docs/licences.md) under the bundled `yaml` package
// (stdlib/site-packages/yaml, PyYAML 6.0's API). The package composes, resolves and constructs in Python, as
// PyYAML does; this module only turns a document stream into PyYAML's events, the job PyYAML's scanner and parser
// do in Python and its `_yaml` extension does on libyaml too. Emitting is the package's own (yaml/emitter.tsr):
// libyaml's emitter differs from PyYAML's default one in small ways (no "..." after an open-ended root scalar, an
// empty simple key), and `yaml.dump` prints what PyYAML's Python emitter prints.
//
// parse(text) -> (events, error). Each event is a tuple
//   (kind, start, end, ...fields) with marks as (line, column) pairs, 0-based as libyaml and PyYAML count:
//   ("StreamStart", s, e)                ("StreamEnd", s, e)
//   ("DocumentStart", s, e, explicit, version, tags)   version (major, minor) or None, tags {handle: prefix} or None
//   ("DocumentEnd", s, e, explicit)      ("Alias", s, e, anchor)
//   ("Scalar", s, e, anchor, tag, plain_implicit, quoted_implicit, value, style)   style None, "'", '"', '|', '>'
//   ("SequenceStart"|"MappingStart", s, e, anchor, tag, implicit, flow_style)       ("SequenceEnd"|"MappingEnd", s, e)
// `error` is None, or (kind, context, context_mark, problem, problem_mark) where the events stop: kind "reader",
// "scanner" or "parser", as libyaml reports it; the package raises it when its loader reaches that point, so the
// documents before a broken one load first, as PyYAML's lazy parser has them.
#include <yaml.h>

#include <cstring>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {
namespace yaml_impl {  // (its own names: the sanitizer build compiles several files as one)

Value text(const yaml_char_t* s) {
  if (!s) return Value::none();
  return new_str(reinterpret_cast<const char*>(s));
}

// (A named copy, not a temporary: GCC 12's -Warray-bounds misreads a temporary bool Value's destructor here.)
void push_flag(std::vector<Value>& f, bool b) {
  const Value v = Value::boolean(b);
  f.push_back(v);
}

Value mark(const yaml_mark_t& m) { return new_tuple({Value(int64_t(m.line)), Value(int64_t(m.column))}); }

const char* scalar_style(yaml_scalar_style_t s) {
  switch (s) {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return "'";
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return "\"";
    case YAML_LITERAL_SCALAR_STYLE: return "|";
    case YAML_FOLDED_SCALAR_STYLE: return ">";
    default: return nullptr;  // plain
  }
}

// The event as the tuple described above.
Value event_tuple(const yaml_event_t& e) {
  std::vector<Value> f;
  auto kind = [&](const char* k) {
    f.push_back(new_str(k));
    f.push_back(mark(e.start_mark));
    f.push_back(mark(e.end_mark));
  };
  auto collection_start = [&](const yaml_char_t* anchor, const yaml_char_t* tag, int implicit, bool flow) {
    f.push_back(text(anchor));
    f.push_back(text(tag));
    push_flag(f, implicit);
    push_flag(f, flow);
  };
  switch (e.type) {
    case YAML_STREAM_START_EVENT: kind("StreamStart"); break;
    case YAML_STREAM_END_EVENT: kind("StreamEnd"); break;
    case YAML_DOCUMENT_START_EVENT: {
      kind("DocumentStart");
      const auto& d = e.data.document_start;
      push_flag(f, !d.implicit);
      f.push_back(d.version_directive ? new_tuple({Value(int64_t(d.version_directive->major)),
                                                   Value(int64_t(d.version_directive->minor))})
                                      : Value::none());
      if (d.tag_directives.start != d.tag_directives.end) {
        Ref<DictObject> tags = new_dict();
        for (const yaml_tag_directive_t* t = d.tag_directives.start; t != d.tag_directives.end; ++t)
          tags->set(text(t->handle), text(t->prefix));
        f.push_back(Value(tags.get()));
      } else {
        f.push_back(Value::none());
      }
      break;
    }
    case YAML_DOCUMENT_END_EVENT:
      kind("DocumentEnd");
      push_flag(f, !e.data.document_end.implicit);
      break;
    case YAML_ALIAS_EVENT:
      kind("Alias");
      f.push_back(text(e.data.alias.anchor));
      break;
    case YAML_SCALAR_EVENT: {
      kind("Scalar");
      const auto& s = e.data.scalar;
      f.push_back(text(s.anchor));
      f.push_back(text(s.tag));
      push_flag(f, s.plain_implicit);
      push_flag(f, s.quoted_implicit);
      f.push_back(new_str(std::string(reinterpret_cast<const char*>(s.value), s.length)));
      const char* st = scalar_style(s.style);
      f.push_back(st ? new_str(st) : Value::none());
      break;
    }
    case YAML_SEQUENCE_START_EVENT: {
      kind("SequenceStart");
      const auto& s = e.data.sequence_start;
      collection_start(s.anchor, s.tag, s.implicit, s.style == YAML_FLOW_SEQUENCE_STYLE);
      break;
    }
    case YAML_SEQUENCE_END_EVENT: kind("SequenceEnd"); break;
    case YAML_MAPPING_START_EVENT: {
      kind("MappingStart");
      const auto& s = e.data.mapping_start;
      collection_start(s.anchor, s.tag, s.implicit, s.style == YAML_FLOW_MAPPING_STYLE);
      break;
    }
    case YAML_MAPPING_END_EVENT: kind("MappingEnd"); break;
    default: kind("None"); break;
  }
  return new_tuple(std::move(f));
}

Value parse_error(const yaml_parser_t& p) {
  const char* kind = p.error == YAML_READER_ERROR ? "reader" : p.error == YAML_SCANNER_ERROR ? "scanner"
                   : p.error == YAML_PARSER_ERROR ? "parser" : "memory";
  Value context = p.context ? new_str(p.context) : Value::none();
  Value context_mark = p.context ? mark(p.context_mark) : Value::none();
  Value problem = new_str(p.problem ? p.problem : "no more memory");
  // A reader error has no mark: libyaml reports its offset in the input, and the value it refused.
  Value problem_mark = p.error == YAML_READER_ERROR
                           ? new_tuple({Value(int64_t(p.problem_offset)), Value(int64_t(p.problem_value))})
                           : mark(p.problem_mark);
  return new_tuple({new_str(kind), context, context_mark, problem, problem_mark});
}

Value parse(const std::string& input) {
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) raise(T.MemoryError, "");
  struct Guard {
    yaml_parser_t* p;
    ~Guard() { yaml_parser_delete(p); }
  } guard{&parser};
  yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(input.data()), input.size());
  yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
  std::vector<Value> events;
  Value error = Value::none();
  while (true) {
    yaml_event_t e;
    if (!yaml_parser_parse(&parser, &e)) {
      error = parse_error(parser);
      break;
    }
    const bool end = e.type == YAML_STREAM_END_EVENT;
    Value t;
    try {
      t = event_tuple(e);
    } catch (...) {
      yaml_event_delete(&e);
      throw;
    }
    yaml_event_delete(&e);
    events.push_back(std::move(t));
    if (end) break;
  }
  return new_tuple({new_list(std::move(events)), error});
}

void init_yaml(ModuleObject& m) {
  m.dict()->set_str(intern("parse").get(), new_native("parse", [](const CallArgs& a) {
    if (a.npos() != 1 || a.nkw() != 0) raise(T.TypeError, "parse() takes exactly one argument");
    return parse(str_of(a[0]));
  }));
  m.dict()->set_str(intern("__libyaml_version__").get(), new_str(yaml_get_version_string()));
}

}  // namespace yaml_impl
}  // namespace

void init_yaml_module() { register_native_module("_tsr_yaml", yaml_impl::init_yaml); }

}  // namespace tsr::interp
