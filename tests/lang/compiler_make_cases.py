#!/usr/bin/python3
"""Generates compiler_cases.json: reference lowerings and compile errors from CPython 3.11.

For every snippet below it records the AST (ast.parse, as JSON with locations) and either CPython's bytecode,
normalised to tsr's instruction set (language.md §4.2), or the SyntaxError CPython's compiler raises.
compiler_golden_test.cpp rebuilds the AST, compiles it with tsr and compares.

Normalisation: RESUME, PRECALL, CACHE, NOP, RETURN_GENERATOR (and the POP_TOP after it) are dropped;
POP_JUMP_{FORWARD,BACKWARD}_IF_X become POP_JUMP_IF_X; offsets become instruction indices; an instruction is
`NAME (argrepr)` or `NAME arg` when it has no argrepr. Code objects print as `<code object NAME>`.

Each case also records every kept instruction's source span (`NAME line end_line col end_col`), which
tracebacks draw their `^^^` markers from.

Run: /usr/bin/python3 tests/lang/compiler_make_cases.py > tests/lang/compiler_cases.json
"""
import ast
import dis
import json
import sys
import types

CASES = {
    "assign": "x = 1\ny = x\n",
    "chained_assign": "a = b = f()\n",
    "swap": "a, b = b, a\n",
    "annotations_module": "x: int = 1\ny: str\nfor i in r:\n    z: float\nclass A:\n    a: int = 2\n    c.d: int\n    __p: T\n",
    "annotations_function": "def f(a: int, *b: str, c: float = 1.0, **k: bool) -> None:\n    v: int = 1\n    return v\n",
    "annotations_future": "from __future__ import annotations\nx: list[int] = []\ndef f(a: T) -> U:\n    pass\n",
    "walrus": "if (n := len(a)) > 3:\n    print(n)\nwhile chunk := f():\n    g(chunk)\n",
    "walrus_comprehension": "def f(d):\n    total = 0\n    r = [total := total + x for x in d]\n    return total, r\n",
    "walrus_module_comprehension": "ys = [(y := x * 2) for x in range(3)]\nz = [y for _ in ys if (w := y)]\n",
    "unpack": "a, b, c = t\n",
    "unpack_star": "a, *b, c = t\n",
    "binops": "x = a + b * c - d // e % f ** g @ h\n",
    "bitops": "x = ~a | b & c ^ d << 1 >> 2\n",
    "unary": "x = -a\ny = not b\nz = +c\nw = -1\n",
    "augassign_name": "x += 1\n",
    "augassign_attr": "o.x *= 2\n",
    "augassign_subscr": "o[i] -= 3\n",
    "compare": "x = a < b\ny = a is not b\nz = a not in b\n",
    "chained_compare": "x = a < b <= c\n",
    "boolop": "x = a and b or c\n",
    "ifexp": "x = a if c else b\n",
    "if_elif_else": "if a:\n    x = 1\nelif b:\n    x = 2\nelse:\n    x = 3\n",
    "if_not_and": "if not a and b:\n    f()\n",
    "if_is_none": "if a is None:\n    f()\n",
    "while": "while a:\n    f()\n",
    "while_true_break": "while True:\n    if f():\n        break\n",
    "while_else": "while a < 3:\n    a += 1\nelse:\n    g()\n",
    "for": "for x in y:\n    f(x)\n",
    "for_else_continue": "for x in y:\n    if x:\n        continue\n    g()\nelse:\n    h()\n",
    "nested_for": "for i in a:\n    for j in b:\n        f(i, j)\n",
    "call_kw": "f(1, b=2, c=3)\n",
    "call_star": "f(*a)\n",
    "call_star_kw": "f(1, *a, x=2, **k)\n",
    "method_call": "o.m(1, 2)\no.m(x=1)\n",
    "method_call_many_kw": "o.m(" + ", ".join("k%d=%d" % (i, i) for i in range(16)) + ")\n"
                           "o.m(1, 2, " + ", ".join("k%d=%d" % (i, i) for i in range(14)) + ")\n"
                           "o.m(" + ", ".join("k%d=%d" % (i, i) for i in range(29)) + ")\n"
                           "o.m(" + ", ".join(str(i) for i in range(30)) + ")\n",
    "list_tuple_set_dict": "a = [1, 2]\nb = (1, 2)\nc = {1, x}\nd = {'a': 1, 'b': x}\ne = (x, y)\n",
    "const_list": "a = [1, 2, 3]\n",
    "starred_displays": "a = [*x, 1]\nb = (1, *y)\nc = {**d, 'k': 2}\n",
    "constant_folding": "x = 2 ** 10, 1 << 70, -(1 + 2), ~5, not 0, 7 // -2, -7.5 % 2, 3 / 2, True & False\ny = [1, 2, 3 + 4]\nz = {1 + 1: 'a', 'b': 2}\nw = 'ab' * 3 + 'c', (1,) * 2\nv = 1 / 0, 'a' * 5000, 2 ** -1, 2.0 ** 0.5, 1 << -1\ndef f(a):\n    return a * (2 ** 20) + (-1)\n",
    "starred_subscripts": "a[*b]\na[0, *b] = c\ndel a[*b, *c]\ndef f(*args: *Ts, y: int):\n    pass\n",
    "subscript_slice": "a = x[1]\nb = x[1:2]\nc = x[::2]\nx[i] = v\ndel x[j]\n",
    "attribute": "a = o.x\no.y = 1\ndel o.z\n",
    "fstring": "s = f'{x}-{y!r:>{w}}'\nt = f'{z}'\n",
    "function": "def f(a, b=1, *args, c, d=2, **kw):\n    return a\n",
    "function_doc": "def f():\n    'doc'\n    return 1\n",
    "closure": "def f(a):\n    def g():\n        return a\n    return g\n",
    "nonlocal": "def f():\n    x = 0\n    def g():\n        nonlocal x\n        x += 1\n    return g\n",
    "global": "def f():\n    global x\n    x = 1\n",
    "decorators": "@d1\n@d2(3)\ndef f():\n    pass\n",
    "lambda": "f = lambda x, y=2: x + y\n",
    "class": "class A(B, metaclass=M):\n    'doc'\n    x = 1\n    def f(self):\n        return self.x\n",
    "class_super": "class A:\n    def f(self):\n        return super().f()\n",
    "private_names": "class A:\n    def f(self):\n        self.__x = 1\n        return __y\n",
    "listcomp": "a = [x * 2 for x in y if x]\n",
    "nested_comp": "a = [(i, j) for i in x for j in y]\n",
    "dict_set_comp": "a = {k: v for k, v in d}\nb = {x for x in y}\n",
    "genexp": "g = (x for x in y)\n",
    "comp_closure": "def f(n):\n    return [x + n for x in range(3)]\n",
    "generator": "def g():\n    x = yield 1\n    yield\n",
    "yield_from": "def g():\n    yield from h()\n",
    "try_except": "try:\n    f()\nexcept E:\n    g()\n",
    "try_except_as": "try:\n    f()\nexcept (A, B) as e:\n    g(e)\nexcept:\n    h()\n",
    "try_else_finally": "try:\n    a()\nexcept E as e:\n    b()\nelse:\n    c()\nfinally:\n    d()\n",
    "try_finally": "try:\n    f()\nfinally:\n    g()\n",
    "return_in_finally": "def f():\n    try:\n        return g()\n    finally:\n        h()\n",
    "break_in_try": "for x in y:\n    try:\n        break\n    finally:\n        f()\n",
    "return_in_except": "def f():\n    try:\n        g()\n    except E as e:\n        return e\n",
    "with": "with a as b:\n    f(b)\n",
    "with_two": "with a as b, c:\n    f()\n",
    "return_in_with": "def f():\n    with a:\n        return g()\n",
    "continue_in_with": "for x in y:\n    with a:\n        continue\n",
    "raise": "raise E\n",
    "raise_from": "raise E from c\n",
    "reraise": "try:\n    f()\nexcept:\n    raise\n",
    "assert": "assert x\nassert y, 'msg'\n",
    "imports": "import a\nimport a.b\nimport a.b.c as d\nfrom m import x, y as z\nfrom . import r\nfrom ..p import q\n",
    "import_star": "from m import *\n",
    "delete": "del a, b.c, d[0]\n",
    "main_guard": "if __name__ == '__main__':\n    main()\n",
    "annassign": "x: int = 1\ny: int\n",
    "docstring": "'module doc'\nx = 1\n",
    "kwonly_defaults": "def f(*, a=1, b):\n    pass\n",
    "posonly": "def f(a, /, b):\n    return a\n",
    "class_cell_load": "def f():\n    x = 1\n    class A:\n        y = x\n",
    "async_await": "async def f(a):\n    x = await a\n    return await g(x) + 1\n",
    "async_for": "async def f(a):\n    async for i in a:\n        if i:\n            break\n        g(i)\n    else:\n        h()\n",
    "async_with": "async def f(a, c):\n    async with a as b, c:\n        return g(b)\n",
    "async_generator": "async def f(a):\n    yield 1\n    x = yield await a\n    return\n",
    "async_comprehensions": "async def f(a):\n    return [await z async for z in a], {k: v for k, v in await a}\n",
    "async_genexp": "def f(a):\n    return (x async for x in a)\n",
    "async_nested_comprehension": "async def f(b):\n    return [[x async for x in g(y)] for y in b]\n",
    "async_decorated": "@d\nasync def f():\n    await x\n",
    "async_method": "class A:\n    async def __aenter__(self):\n        return self\n",
    "try_star": "try:\n    f()\nexcept* ValueError as e:\n    g(e)\nexcept* TypeError:\n    h()\n",
    "match_literals": "def f(x):\n    match x:\n        case 1:\n            return 'one'\n        case -2 | 3.5:\n            return 'num'\n        case 'a' 'b':\n            return 'ab'\n        case None:\n            return 'none'\n        case True:\n            return 'yes'\n        case _:\n            return 'other'\n",
    "match_sequences": "def f(x):\n    match x:\n        case []:\n            return 0\n        case [a]:\n            return a\n        case [a, b, *rest] if a > 0:\n            return rest\n        case (a, *_, b):\n            return a, b\n        case [*_]:\n            return 1\n        case [_, [c, d]]:\n            return c + d\n",
    "match_mappings": "def f(x):\n    match x:\n        case {}:\n            return 0\n        case {'k': v, 'j': [w, *_], **kw}:\n            return v, w, kw\n        case {-1: a, K.b: c}:\n            return a, c\n        case {**r}:\n            return r\n",
    "match_classes": "def f(x):\n    match x:\n        case Point(x=0, y=yy) | Point(1, yy):\n            return yy\n        case int(n) if n > 3:\n            return n\n        case m.C(a, _, b=[c]):\n            return a, c\n        case str() as s:\n            return s\n",
    "match_or_reorder": "def f(x):\n    match x:\n        case [a, b] | [b, a]:\n            return a - b\n        case (1 | 2) as z:\n            return z\n        case {'a': p, 'b': q} | (q, p):\n            return p, q\n",
    "match_module": "match command.split():\n    case [action]:\n        print(action)\n    case [action, obj]:\n        print(action, obj)\n    case ['go', *directions] if directions:\n        pass\n    case _:\n        print('?')\n",
    "match_capture_last": "def f(x):\n    match x, 1:\n        case (0, y):\n            return y\n        case other:\n            return other\n",
    "try_star_else_finally": "def f():\n    try:\n        a()\n    except* (KeyError, OSError):\n        b()\n    else:\n        c()\n    finally:\n        d()\n",
}

ERRORS = {
    "return_outside": "x = 1\nreturn 5\n",
    "yield_outside": "yield 1\n",
    "break_outside": "break\n",
    "continue_outside": "if x:\n    continue\n",
    "nonlocal_module": "nonlocal x\n",
    "match_capture_unreachable": "match x:\n    case a:\n        pass\n    case 2:\n        pass\n",
    "match_wildcard_unreachable": "match x:\n    case _:\n        pass\n    case 2:\n        pass\n",
    "match_or_capture_unreachable": "match x:\n    case a | b:\n        pass\n",
    "match_repeated_name": "match x:\n    case [a, a]:\n        pass\n",
    "match_repeated_name_or": "match x:\n    case [a, (a | 1)]:\n        pass\n",
    "match_two_stars": "match x:\n    case [*a, *b]:\n        pass\n",
    "match_duplicate_key": "match x:\n    case {1: a, 'z': b, 1: c}:\n        pass\n",
    "match_duplicate_float_key": "match x:\n    case {1: a, 1.0: b}:\n        pass\n",
    "match_repeated_attribute": "match x:\n    case C(a=1, a=2):\n        pass\n",
    "match_alternatives_differ": "match x:\n    case [a] | [b]:\n        pass\n",
    "match_alternatives_count": "match x:\n    case [a, b] | [a]:\n        pass\n",
    "match_fstring_value": "match x:\n    case f'x':\n        pass\n",
    "nonlocal_no_binding": "def f():\n    nonlocal q\n",
    "global_after_assign": "def f():\n    x = 1\n    global x\n",
    "global_after_use": "def f():\n    print(x)\n    global x\n",
    "param_global": "def f(a):\n    global a\n",
    "yield_in_listcomp": "def f():\n    return [(yield x) for x in y]\n",
    "import_star_in_function": "def f():\n    from m import *\n",
    "default_except_not_last": "try:\n    pass\nexcept:\n    pass\nexcept E:\n    pass\n",
    "multiple_starred": "a, *b, *c = d\n",
    "starred_alone": "*a = b\n",
    "keyword_repeated": "f(a=1, a=2)\n",
    "await_outside_function": "await x\n",
    "await_outside_async": "def f():\n    await x\n",
    "await_in_lambda": "async def f():\n    return lambda: await x\n",
    "async_for_outside_async": "def f():\n    async for x in y:\n        pass\n",
    "async_with_outside_async": "def f():\n    async with x:\n        pass\n",
    "async_comprehension_outside_async": "def f():\n    return [x async for x in y]\n",
    "await_comprehension_outside_async": "def f():\n    return [await x for x in y]\n",
    "yield_from_in_async": "async def f():\n    yield from x\n",
    "return_value_in_async_generator": "async def f():\n    yield 1\n    return 2\n",
    "break_in_except_star": "for x in y:\n    try:\n        pass\n    except* ValueError:\n        break\n",
    "return_in_except_star": "def f():\n    try:\n        pass\n    except* ValueError:\n        return 1\n",
    "continue_in_except_star": "for x in y:\n    try:\n        pass\n    except* ValueError:\n        if x:\n            continue\n",
}


def to_json(node):
    """An AST node as JSON: {"_type": name, fields..., "loc": [lineno, col, end_lineno, end_col]}."""
    if isinstance(node, ast.AST):
        out = {"_type": type(node).__name__}
        for field in node._fields:
            out[field] = to_json(getattr(node, field))
        if hasattr(node, "lineno"):
            out["loc"] = [node.lineno, node.col_offset, node.end_lineno, node.end_col_offset]
        return out
    if isinstance(node, list):
        return [to_json(item) for item in node]
    if node is Ellipsis:
        return {"_type": "Ellipsis"}
    return node


SKIPPED = {"RESUME", "PRECALL", "CACHE", "NOP", "EXTENDED_ARG"}


def normalise(code, out, positions=None):
    """Appends code's normalised listing to out and, when given, each kept instruction's source span
    `line end_line col end_col` to positions (the spans traceback markers are drawn from)."""
    instrs = []
    after_return_generator = False
    for ins in dis.get_instructions(code):
        if ins.opname == "RETURN_GENERATOR":
            after_return_generator = True
            continue
        if after_return_generator and ins.opname == "POP_TOP":
            after_return_generator = False
            continue
        if ins.opname not in SKIPPED:
            instrs.append(ins)
    offsets = [ins.offset for ins in instrs]

    def index_at(offset):  # first kept instruction at or after a byte offset
        for i, o in enumerate(offsets):
            if o >= offset:
                return i
        return len(offsets)

    for ins in instrs:
        name = ins.opname.replace("_FORWARD_IF", "_IF").replace("_BACKWARD_IF", "_IF")
        if ins.opcode in dis.hasjrel or ins.opcode in dis.hasjabs:
            rep = f"to {index_at(ins.argval)}"
        elif isinstance(ins.argval, types.CodeType):
            rep = f"<code object {ins.argval.co_name}>"
        elif name == "MAKE_FUNCTION":
            rep = ""
        else:
            rep = ins.argrepr
        if positions is not None:
            p = ins.positions
            positions.append(f"{name} {p.lineno} {p.end_lineno} {p.col_offset} {p.end_col_offset}")
        if rep:
            out.append(f"{name} ({rep})")
        elif ins.arg is not None:
            out.append(f"{name} {ins.arg}")
        else:
            out.append(name)
    entries = []
    for e in dis._parse_exception_table(code):
        start, end, target = index_at(e.start), index_at(e.end), index_at(e.target)
        if start == end:
            continue
        if entries and entries[-1][1] == start and entries[-1][2:] == [target, e.depth, e.lasti]:
            entries[-1][1] = end
        else:
            entries.append([start, end, target, e.depth, e.lasti])
    if entries:
        out.append("ExceptionTable:")
        for start, end, target, depth, lasti in entries:
            out.append(f"{start} to {end - 1} -> {target} [{depth}]" + (" lasti" if lasti else ""))
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            out.append(f"Disassembly of <code object {const.co_name}>:")
            normalise(const, out, positions)


def main():
    cases = []
    for name, src in CASES.items():
        listing, positions = [], []
        normalise(compile(src, "x.tsr", "exec"), listing, positions)
        cases.append({"name": name, "source": src, "ast": to_json(ast.parse(src)), "dis": listing,
                      "positions": positions})
    errors = []
    for name, src in ERRORS.items():
        try:
            compile(src, "x.tsr", "exec")
            raise SystemExit(f"{name}: no SyntaxError")
        except SyntaxError as e:
            errors.append({"name": name, "source": src, "ast": to_json(ast.parse(src)), "msg": e.msg,
                           "lineno": e.lineno, "offset": e.offset, "end_offset": e.end_offset})
    json.dump({"cases": cases, "errors": errors}, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
