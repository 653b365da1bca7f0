#!/usr/bin/python3
"""Writes the tables tst_pylib replays: what CPython 3.11 answers for format(value, spec),
'%'-formatting and str.format, and the first outputs of random after seeding.

    /usr/bin/python3 tests/pylib/make_pylib_tables.py

Values travel as (kind, text): int as decimal, float as float.hex() (exact), str as itself,
bool/None by name. Each row's answer is the result text, or "!Type: message" for an error.
"""
import json
import os
import random
import sys

if sys.version_info[:2] != (3, 11):
    sys.exit("make_pylib_tables.py: run it with CPython 3.11 (/usr/bin/python3)")
# str hashes as the golden cases record them (the oracle runs with PYTHONHASHSEED=0).
if os.environ.get("PYTHONHASHSEED") != "0":
    os.execve(sys.executable, [sys.executable] + sys.argv, {**os.environ, "PYTHONHASHSEED": "0"})

here = os.path.dirname(os.path.abspath(__file__))


def encode(v):
    if isinstance(v, bool):
        return ["bool", str(v)]
    if isinstance(v, int):
        return ["int", str(v)]
    if isinstance(v, float):
        return ["float", v.hex()]
    if isinstance(v, str):
        return ["str", v]
    if v is None:
        return ["None", "None"]
    if isinstance(v, tuple):
        return ["tuple", [encode(x) for x in v]]
    if isinstance(v, list):
        return ["list", [encode(x) for x in v]]
    if isinstance(v, dict):
        return ["dict", [[k, encode(x)] for k, x in v.items()]]
    raise TypeError(v)


def answer(f):
    try:
        return f()
    except Exception as e:  # the row records the exception Python raises
        return "!%s: %s" % (type(e).__name__, e)


INTS = [0, 1, -1, 5, 42, -42, 255, -255, 1234567, -1234567, 2**31, -2**63, 2**63 - 1, 10**18, 65, 0x10ffff]
FLOATS = [0.0, -0.0, 1.0, -1.5, 0.1, 1 / 3, 2 / 3, 1e16, 1e15, 1e-5, 1e-4, 123456.789, 1e300, 5e-324, float("inf"),
          float("-inf"), float("nan"), 2.5, 0.125, 1e22, 9.999999, 0.5, 99.95, -0.0004, 1234567.891, 0.000123456,
          3.14159265358979, 2.675, 1.5e-7, 12345678901234567890.0]
STRS = ["", "a", "hello", "h\u00e9llo", "\u65e5\u672c"]
OTHERS = [True, False, None]
SPECS = ["", "5", "<8", ">8", "^8", "=8", "*^9", "0>6", "x<7", "+", "-", " ", "z", "z.1f", "#", "0", "05", "08", "010",
         ",", "_", ",d", "_d", "_x", "_b", "_o", ",x", "#x", "#X", "#o", "#b", "#_x", "#010x", "x", "X", "o", "b", "c",
         "d", "n", "e", "E", "f", "F", "g", "G", "%", ".0", ".1", ".3", ".12", ".0f", ".1f", ".2f", ".3f", ".10f",
         ".30f", ".0e", ".2e", ".3E", ".0g", ".1g", ".3g", ".10g", "#g", "#.3g", "#.0f", "#.0e", ".2%", ".0%", ",.2f",
         "_.3f", "010.3f", "+010.3f", "-^12.2e", " 12,", "=+10", "+08,", "012,", ",.1%", "s", ".2", "10.3", ".0s",
         "=5", "+s", "#s", ",s", "xx", ".", "1.", ",_", "_,", "z,", ">+z#012,.3f", "\u00e9>5", "\u00e9"]


def format_rows():
    rows = []
    for v in INTS + FLOATS + STRS + OTHERS:
        for s in SPECS:
            rows.append([encode(v), s, answer(lambda: format(v, s))])
    rng = random.Random(31337)
    pieces = [["", "<", ">", "^", "=", "*<", "0=", "_>"], ["", "+", "-", " "], ["", "z"], ["", "#"], ["", "0"],
              ["", "1", "7", "12", "20"], ["", ",", "_"], ["", ".0", ".1", ".4", ".9", ".17"],
              ["", "d", "x", "X", "b", "o", "e", "E", "f", "F", "g", "G", "%", "n", "s", "c"]]
    values = INTS + FLOATS + STRS
    for _ in range(1500):
        s = "".join(rng.choice(p) for p in pieces)
        v = rng.choice(values)
        rows.append([encode(v), s, answer(lambda: format(v, s))])
    return rows


PERCENT = [
    ("%d", 5), ("%d", -5), ("%i", 3.7), ("%d", True), ("%5d", 42), ("%-5d|", 42), ("%05d", -42), ("%+d", 5), ("% d", 5),
    ("%x", 255), ("%X", 255), ("%#x", 255), ("%#X", 255), ("%o", 8), ("%#o", 8), ("%#5x", 255), ("%-#8o|", 8),
    ("%f", 3.14159), ("%.3f", 3.14159), ("%10.3f", 3.14159), ("%-10.3f|", 3.14159), ("%010.3f", -3.14159),
    ("%+.2f", 2.5), ("%.0f", 2.5), ("%.0f", 3.5), ("%#.0f", 3.0), ("%e", 12345.678), ("%.2e", 0.000123),
    ("%E", 1e100), ("%g", 0.0001), ("%g", 0.00001), ("%g", 123456789.0), ("%.3g", 1234.5), ("%#g", 1.0),
    ("%G", 1e-10), ("%s", "hi"), ("%r", "hi"), ("%a", "h\u00e9"), ("%10s|", "hi"), ("%-10s|", "hi"),
    ("%.1s", "hello"), ("%5.2s|", "hello"), ("%c", 65), ("%c", "z"), ("%%", ()), ("%d%%", 50), ("%s", (1, 2)),
    ("%s and %s", (1, 2)), ("%d-%d", (1, 2)), ("%s", [1, 2]), ("%r", [1, "a"]), ("%s", None), ("%d", 1e10),
    ("%f", 1), ("%f", float("inf")), ("%f", float("nan")), ("%5.1f|", float("-inf")), ("%x", -255), ("%.3d", 5),
    ("%.5x", 255), ("%s", 1.0), ("%s", 0.1), ("%r", 1e16), ("%(a)s", {"a": 1}), ("%(a)s-%(b)d", {"a": "x", "b": 2}),
    ("%(a)r", {"a": "x"}), ("%s", {"a": 1}), ("%(a)s", {}), ("%d", "a"), ("%f", "a"), ("%x", 1.5), ("%c", 1.5),
    ("%c", "ab"), ("%c", -1), ("%c", 0x110000), ("%d %d", 1), ("%d", (1, 2)), ("%s", ()), ("%", 1), ("%y", 1),
    ("%(a", {"a": 1}), ("%(a)s %s", {"a": 1}), ("%*d", (5, 42)), ("%-*d|", (5, 42)), ("%.*f", (2, 3.14159)),
    ("%*.*f|", (8, 2, 3.14159)), ("%*d", ("a", 1)), ("%ld", 5), ("%hd", 5), ("%Ld", 5), ("abc", ()),
    ("abc", 5), ("abc", (5,)), ("%s", (5,)), ("%5%|", ()), ("%u", 7), ("%i", -0.5), ("%d", -0.5), ("%.2f", True),
    ("%s", True), ("%r", True), ("%d", 2**63 - 1), ("%x", -2**63), ("%e", 0), ("%g", 100000), ("%g", 1000000),
    ("%.0e", 5e-324), ("%.20f", 0.1), ("% 5.1f|", 2.25), ("%+5s|", "a"), ("%#s", "a"), ("%0s|", "a"),
    ("%-05d|", 3), ("%.3s", "h\u00e9llo"), ("%5s|", "h\u00e9"), ("%s %s", ("a",)), ("%(x)d", {"x": 2.7}),
    ("%(x)s %(x)s", {"x": "r"}), ("%.2f%%", 99.5), ("%3c|", 66), ("%-3c|", "q"), ("%c", True),
]


def percent_rows():
    return [[fmt, encode(arg), answer(lambda: fmt % arg)] for fmt, arg in PERCENT]


SEEDS = [0, 1, 42, 12345, 2**31 - 1, 2**32, 2**32 + 1, 2**40 + 7, 2**63 - 1, -5]


def mt_rows():
    """random() and getrandbits(k) right after random.seed(n), as CPython's generator gives them."""
    rows = []
    for seed in SEEDS:
        r = random.Random(seed)
        rows.append([str(seed), 0, [r.random().hex() for _ in range(330)]])  # 660 words: past one regeneration
        for k in (1, 7, 32, 33, 53, 63):
            r = random.Random(seed)
            rows.append([str(seed), k, [str(r.getrandbits(k)) for _ in range(40)]])
    return rows


STR_RECEIVERS = ["", "a", "  hello world  ", "a,b,,c", "Hello, World", "ab\tc\nd\r\ne\x0bf", "h\u00e9llo W\u00d6RLD",
                 "Stra\u00dfe", "\u03a3\u0391\u03a3 \u03a3", "x\u00a0y\u2003z", "aaa", "MiXeD cAsE 123", "123", "12.5",
                 "\u0663\u0664", "_id3", "3rd", "it's a dog's life", "\u01c6a \u01c4b", "tab\tsep\tend", "-42", "+7"]
STR_CALLS = [
    ("split", ()), ("split", (",",)), ("split", (",", 1)), ("split", (None, 1)), ("split", ("",)), ("split", (1,)),
    ("rsplit", ()), ("rsplit", (",", 1)), ("rsplit", (None, 1)), ("rsplit", ("l",)), ("split", ("ll",)),
    ("splitlines", ()), ("splitlines", (True,)), ("strip", ()), ("strip", ("ha ",)), ("lstrip", ()), ("rstrip", ("d ",)),
    ("strip", (1,)), ("upper", ()), ("lower", ()), ("title", ()), ("capitalize", ()), ("swapcase", ()), ("casefold", ()),
    ("find", ("l",)), ("find", ("l", 5)), ("find", ("l", -3)), ("find", ("", 3)), ("find", ("", 100)), ("find", ("o", 1, 5)),
    ("rfind", ("l",)), ("rfind", ("", )), ("index", ("l",)), ("index", ("zz",)), ("rindex", ("a",)), ("count", ("l",)),
    ("count", ("",)), ("count", ("a", 1)), ("count", ("aa",)), ("find", (1,)), ("find", ()),
    ("startswith", ("he",)), ("startswith", ("  h",)), ("startswith", (("x", "a"),)), ("startswith", ("", 50)),
    ("endswith", ("d  ",)), ("endswith", ("c", 0, 6)), ("endswith", (("x",),)), ("startswith", (1,)),
    ("replace", ("l", "L")), ("replace", ("l", "L", 1)), ("replace", ("", "-")), ("replace", ("", "-", 2)),
    ("replace", ("a", "")), ("replace", (1, "x")), ("center", (20,)), ("center", (21, "*")), ("center", (3,)),
    ("ljust", (12, ".")), ("rjust", (12,)), ("center", (9, "ab")), ("zfill", (8,)), ("zfill", (2,)),
    ("partition", (",",)), ("partition", ("l",)), ("rpartition", ("l",)), ("partition", ("",)), ("expandtabs", ()),
    ("expandtabs", (4,)), ("removeprefix", ("he",)), ("removesuffix", ("ld  ",)), ("isdigit", ()), ("isdecimal", ()),
    ("isnumeric", ()), ("isalpha", ()), ("isalnum", ()), ("isspace", ()), ("isupper", ()), ("islower", ()),
    ("istitle", ()), ("isidentifier", ()), ("isascii", ()), ("isprintable", ()), ("join", (["x", "y", "z"],)),
    ("join", ("xyz",)), ("join", ([],)), ("join", ([1],)), ("upper", (1,)), ("format", ()),
]


def str_rows():
    rows = []
    for s in STR_RECEIVERS:
        for name, args in STR_CALLS:
            rows.append([s, name, [encode(a) for a in args], answer(lambda: repr(getattr(s, name)(*args)))])
    return rows


INT_TEXTS = ["0", "12", " -7 ", "+7", "1_000", "1__0", "_1", "1_", "0x1f", "0X1F", "0o17", "0b101", "0b", "010", "00",
             "0_0", "0x_1f", "ff", "z", "Z", "12.5", "", " ", "\u0663\u0664", "1e3", "9223372036854775807",
             "-9223372036854775808", "\u00a012\u2003", "12a", "--1", "0x", "1 2"]
FLOAT_TEXTS = ["1.5", " -2.5 ", "1e3", "1E-3", ".5", "5.", "inf", "-Infinity", "nan", "-nan", "NaN", "infinity", "iNf",
               "1_000.5", "1_0.0_1", "1__0", "_1.0", "1.0_", "1e1_0", "1e", "e1", ".", "", "0x10", "1.5.2", "+.5e-3",
               "\u0663.5", "1e400", "-1e400", "4.9e-324", "2.5e-324", "1e-400", "0.1", "123456789012345678901234567890"]
BUILTIN_CALLS = (
    [("int", (t,)) for t in INT_TEXTS]
    + [("int", (t, b)) for t in ["ff", "0xff", "0b11", "z", "10", "0o7", "077", "0", "1_0"] for b in (0, 2, 8, 16, 36)]
    + [("float", (t,)) for t in FLOAT_TEXTS]
    + [("int", (x,)) for x in (3.9, -3.9, 1e18, -0.5, True, float("inf"), float("nan"))]
    + [("round", (x,)) for x in (0.5, 1.5, 2.5, -0.5, -1.5, 2.675, 1e300, 7, -7, True, 0.49999999999999994)]
    + [("round", (x, n)) for x in (2.675, 1.005, 0.125, 0.375, -2.5, 123.456, 1e-20, 5e-324, 1e308, 0.5)
       for n in (-3, -1, 0, 1, 2, 3, 10, 400, -400)]
    + [("round", (x, n)) for x in (1234, -1250, 1250, 1350, 15, 25, 5, 0, 9223372036854775807) for n in (-1, -2, -5, 0, 2)]
    + [("divmod", (a, b)) for a in (7, -7, 7.5, -7.5, 0, -0.0) for b in (2, -2, 0.5, -0.5, 3)]
    + [("pow", (a, b)) for a in (2, -2, 0, 2.5) for b in (0, 3, -1, 0.5)]
    + [("pow", (a, b, m)) for a in (2, 3, -2, 10) for b in (0, 5, -1) for m in (7, -7, 1, 13)]
    + [(f, (x,)) for f in ("hex", "oct", "bin") for x in (0, 1, -1, 255, -255, 9223372036854775807, True)]
    + [("abs", (x,)) for x in (-5, 5, -0.0, -2.5, False, float("-inf"))]
    + [("chr", (x,)) for x in (0, 65, 233, 0x3A3, 0x1F600, 0x10FFFF, 0x110000, -1)]
    + [("ord", (x,)) for x in ("a", "\u00e9", "\U0001F600", "", "ab")]
    + [("hash", (x,)) for x in (0, 1, -1, -2, 2**61 - 1, 2**61, -(2**61), 1.5, -1.5, 0.1, 1e300, float("inf"), True,
                                "", "a", "abc", "\u00e9", (1, 2), (), (1, (2, 3)))]
    + [("ascii", (x,)) for x in ("a", "\u00e9", "\U0001F600", "\n", 5)]
    + [("bool", (x,)) for x in (0, 1, 0.0, "", "0", (), [0], None)]
)


def fits64(v):
    if isinstance(v, bool):
        return True
    if isinstance(v, int):
        return -2**63 <= v < 2**63
    if isinstance(v, (tuple, list)):
        return all(fits64(x) for x in v)
    return True


def builtin_rows():
    """Answers that are ints beyond 64 bits are "!unsupported": tensorlens refuses them."""
    import builtins

    def call(name, args):
        r = getattr(builtins, name)(*args)
        return repr(r) if fits64(r) and not isinstance(r, complex) else "!unsupported"
    return [[name, [encode(a) for a in args], answer(lambda: call(name, args))] for name, args in BUILTIN_CALLS]


def main():
    tables = {"format": format_rows(), "percent": percent_rows(), "mt19937": mt_rows(), "str": str_rows(),
              "builtins": builtin_rows()}
    # One row per line, so a diff shows which answers changed.
    with open(os.path.join(here, "tables.json"), "w", encoding="utf-8") as f:
        f.write("{\n")
        for t, (name, rows) in enumerate(tables.items()):
            f.write(json.dumps(name) + ": [\n")
            f.write(",\n".join(json.dumps(r, ensure_ascii=False) for r in rows))
            f.write("\n]" + ("," if t + 1 < len(tables) else "") + "\n")
        f.write("}\n")
    print(", ".join("%s: %d rows" % (k, len(v)) for k, v in tables.items()))


if __name__ == "__main__":
    main()
