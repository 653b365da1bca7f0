#!/usr/bin/python3
"""Prints tests/golden/syntax_errors.txt: what CPython 3.11 reports for invalid scripts.

Run with the reference interpreter (Debian 12's /usr/bin/python3, CPython 3.11.2):

    /usr/bin/python3 tests/tools/make_syntax_goldens.py > tests/golden/syntax_errors.txt

Each case is compiled from bytes, as `python3 FILE.py` reads a file. One line per case,
tab-separated: name, exception type, line, offset (1-based, "-" where the line holds
non-ASCII text, for which CPython counts parser columns in bytes), message, source (with
\\n \\r \\t \\\\ and \\xNN escapes).
"""
import sys

if sys.version_info[:2] != (3, 11):
    sys.exit("make_syntax_goldens.py: run it with CPython 3.11 (/usr/bin/python3)")

DEEP = 'x = ' + '(' * 201 + '1' + ')' * 201 + '\n'
INDENT_100 = ''.join(' ' * i + 'if x:\n' for i in range(100)) + ' ' * 100 + 'pass\n'
HUGE_INT = 'x = ' + '7' * 4301 + '\n'

CASES = [
    # Brackets.
    ("unclosed-paren-conformance", 'import torch\nprint("before")\na = torch.ones((1,2)\nprint(a)\n'),
    ("unclosed-paren-at-eof", "x = (1,\n"),
    ("unclosed-paren-no-newline", "x = (1, 2"),
    ("unclosed-bracket", "x = [1, 2\ny = 3\n"),
    ("unclosed-brace", "d = {1: 2\n\n\n"),
    ("unclosed-call", "print(\n"),
    ("unclosed-after-blank-lines", "\n\n\nx = (\n"),
    ("unmatched-close", "x = 1)\n"),
    ("unmatched-close-bracket", "x = 1]\n"),
    ("mismatched-close", "x = [1, 2)\n"),
    ("mismatched-close-other-line", "x = (1,\n2]\n"),
    ("too-many-nested-parens", DEEP),
    ("unclosed-before-later-error", "x = foo(1,\ny = = 2\n"),
    ("parser-error-before-unclosed", "x = = 1\ny = (1,\n"),
    # Strings.
    ("unterminated-double", 'print("hello)\n'),
    ("unterminated-single", "s = 'abc\n"),
    ("unterminated-triple", 'x = """abc\ny\n'),
    ("unterminated-triple-single", "x = '''abc\n\n"),
    ("unterminated-escaped-newline", 'x = "\\\n'),
    ("unterminated-after-other-error", 'x = = 1\ny = "abc\n'),
    ("string-truncated-x", 'x = "ab\\x4"\n'),
    ("string-truncated-u", 'x = "\\u12"\n'),
    ("string-illegal-U", 'x = "\\U11111111"\n'),
    ("string-malformed-N", 'x = "\\N"\n'),
    ("bytes-non-ascii", "x = b'caf\u00e9'\n"),
    ("bytes-bad-x", "x = b'\\x4'\n"),
    ("bytes-mixed-with-str", 'x = "a" b"b"\n'),
    # Numbers.
    ("double-underscore-number", "x = 1_000\ny = 1__0\n"),
    ("trailing-underscore-number", "x = 1_\n"),
    ("number-then-name", "x = 1.real\n"),
    ("incomplete-exponent", "x = 1e\n"),
    ("incomplete-signed-exponent", "x = 2.5E+\n"),
    ("leading-zeros", "x = 0777\n"),
    ("octal-digit", "x = 0o78\n"),
    ("binary-digit", "x = 0b12\n"),
    ("empty-hex", "x = 0x\n"),
    ("imaginary-then-name", "x = 5j\ny = 1jx\n"),
    ("huge-decimal-int", HUGE_INT),
    # Characters.
    ("dollar", "x = 1\ny = $\n"),
    ("question-mark-call", "import numpy as np\nnac = np.ones(3)\n?print(nac)\n"),
    ("backtick", "x = `1`\n"),
    ("fullwidth-question-mark", "x = 1\nprint(x\uff1f)\n"),
    ("fullwidth-paren", "print\uff08x)\n"),
    ("no-break-space", "x =\u00a01\n"),
    ("zero-width-space", "x =\u200b 1\n"),
    ("number-then-non-ascii", "x = 1\u00b2\n"),
    ("smart-quotes", "print(\u201chello\u201d)\n"),
    ("control-character", "x = 1\x01\n"),
    # Indentation.
    ("unexpected-indent", "x = 1\n    y = 2\n"),
    ("unexpected-indent-first-line", "\ty = 2\n"),
    ("unexpected-indent-wins", 'x = 1\n  y = 2\nz = "abc\n'),
    ("unindent-mismatch", "if x:\n        a = 1\n    b = 2\n"),
    ("tabs-and-spaces", "if x:\n\ta = 1\n        b = 2\n"),
    ("expected-indent-if", "if x:\npass\n"),
    ("expected-indent-at-eof", "for i in range(3):\n"),
    ("expected-indent-while", "while x:\n# comment\nx = 1\n"),
    ("expected-indent-def", "def f():\nreturn 1\n"),
    ("expected-indent-class", "class A:\nx = 1\n"),
    ("expected-indent-else", "if x:\n    pass\nelse:\npass\n"),
    ("expected-indent-try", "try:\nx = 1\n"),
    ("too-many-indentation-levels", INDENT_100),
    # Line continuation.
    ("char-after-continuation", "x = 1 + \\ 2\n"),
    ("continuation-at-eof", "x = 1 + \\"),
    # Assignments and targets.
    ("assign-to-literal", "1 = x\n"),
    ("assign-to-call", "f() = 1\n"),
    ("assign-to-expression", "x + 1 = 2\n"),
    ("assign-to-literal-in-list", "[a, 1] = x\n"),
    ("assign-to-true", "True = 1\n"),
    ("chained-assign-literal", "x = 1 = 2\n"),
    ("augassign-tuple", "a, b += 1\n"),
    ("augassign-call", "f() += 1\n"),
    ("delete-call", "del f()\n"),
    ("delete-starred", "del *a\n"),
    ("annotate-tuple", "a, b: int\n"),
    ("walrus-on-attribute", "(a.b := 1)\n"),
    ("for-target-literal", "for 1 in x:\n    pass\n"),
    ("with-target-literal", "with a as 1:\n    pass\n"),
    # Expressions.
    ("missing-comma", "print(a b)\n"),
    ("missing-comma-soft-keyword-prefix", "print(a, c d)\n"),
    ("print-statement", 'print "hello"\n'),
    ("if-without-else", "x = 1 if y\n"),
    ("keyword-unpacking-then-star", "f(**a, *b)\n"),
    ("positional-after-keyword", "f(a=1, b)\n"),
    ("positional-after-keyword-unpacking", "f(**k, b)\n"),
    ("unparenthesized-generator", "f(x for x in y, 1)\n"),
    ("keyword-true", "f(True=1)\n"),
    ("keyword-expression", "f(a + 1=2)\n"),
    ("starred-in-parens", "x = (*a)\n"),
    ("double-starred-in-parens", "x = (**a)\n"),
    ("starred-comprehension", "x = [*a for a in b]\n"),
    ("comprehension-target-tuple", "x = [a, b for a in c]\n"),
    ("dict-unpacking-comprehension", "x = {**a for a in b}\n"),
    ("dict-starred-value", "d = {1: *a}\n"),
    ("dict-missing-value", "d = {1:}\n"),
    ("dict-missing-colon", "d = {1: 2, 3}\n"),
    ("assignment-in-if", "if x = 1:\n    pass\n"),
    ("not-equal-legacy", "x = 1 <> 2\n"),
    ("two-names", "a b\n"),
    ("missing-value", "x = \n"),
    ("empty-subscript", "x[] = 1\n"),
    ("too-many-slice-parts", "x[1:2:3:4]\n"),
    ("bare-import", "import\n"),
    ("import-trailing-comma", "from x import a,\n"),
    ("empty-tuple-comma", "x = (,)\n"),
    ("double-comma", "x = [1,,2]\n"),
    ("lambda-parenthesized", "f = lambda (x): x\n"),
    # Statements.
    ("def-without-parens", "def f:\n    pass\n"),
    ("def-parenthesized-params", "def f((a)):\n    pass\n"),
    ("def-default-order", "def f(a=1, b):\n    pass\n"),
    ("def-bare-star", "def f(*):\n    pass\n"),
    ("def-after-kwargs", "def f(**k, a):\n    pass\n"),
    ("def-missing-default", "def f(a=):\n    pass\n"),
    ("class-missing-colon", "class A\n    pass\n"),
    ("if-missing-colon", "if x\n    pass\n"),
    ("for-missing-colon", "for x in y\n    pass\n"),
    ("while-missing-colon", "while True\n    pass\n"),
    ("else-missing-colon", "for x in range(3):\n    pass\nelse\n"),
    ("try-without-except", "try:\n    pass\nx = 1\n"),
    ("except-missing-colon", "try:\n    pass\nexcept ValueError\n    pass\n"),
    ("except-unparenthesized", "try:\n    pass\nexcept A, B:\n    pass\n"),
    ("elif-without-if", "elif x:\n    pass\n"),
    # Errors CPython's compiler raises after parsing.
    ("return-outside-function", "x = 1\nreturn x\n"),
    ("break-outside-loop", "break\n"),
    ("break-in-loop-else", "for x in y:\n    pass\nelse:\n    break\n"),
    ("continue-outside-loop", "continue\n"),
    ("yield-outside-function", "yield 1\n"),
    ("await-outside-function", "await x\n"),
    ("await-outside-async", "def f():\n    await x\n"),
    ("async-for-outside-async", "async for x in y:\n    pass\n"),
    ("nonlocal-at-module-level", "nonlocal x\n"),
    ("global-after-assignment", "x = 1\nglobal x\n"),
    ("duplicate-argument", "def f(a, a):\n    pass\n"),
    ("keyword-repeated", "print(1, sep='', sep=' ')\n"),
    ("starred-target", "*a = 1\n"),
    ("two-starred-targets", "a, *b, *c = x\n"),
    ("starred-value", "x = *a\n"),
    ("future-braces", "from __future__ import braces\n"),
    ("future-unknown", "from __future__ import spam\n"),
    ("future-late", "x = 1\nfrom __future__ import annotations\n"),
    ("assign-debug", "__debug__ = 1\n"),
    ("bare-except-not-last", "try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass\n"),
    ("return-value-in-async-generator", "async def f():\n    yield 1\n    return 2\n"),
    ("import-star-in-function", "def f():\n    from x import *\n"),
    ("symtable-error-wins", "break\nnonlocal y\n"),
    ("match-capture-not-last", "match x:\n    case a:\n        pass\n    case 1:\n        pass\n"),
    ("match-alternatives-differ", "match x:\n    case [1, a] | [b, 2]:\n        pass\n"),
    ("match-name-twice", "match x:\n    case [a, a]:\n        pass\n"),
    # f-strings.
    ("fstring-unclosed-field", 'x = f"{x"\n'),
    ("fstring-empty-field", 'x = f"{}"\n'),
    ("fstring-single-close", 'x = f"}"\n'),
    ("fstring-bad-conversion", 'x = f"{x!z}"\n'),
    ("fstring-inner-syntax", 'x = f"{a b}"\n'),
    ("fstring-comment", 'x = f"{x#}"\n'),
    ("fstring-backslash", 'x = f"{\\"a\\"}"\n'),
    # Whole-file checks.
    ("error-far-below-unsupported", "import torch\n" + "for i in range(3):\n    print(i)\n" + "x = 1\n" * 36 + "y = (1 +\n"),
    ("tokenizer-error-after-parser-error", "x = = 1\ny = 1\nz = 'oops\n"),
    ("crlf-line-endings", "x = 1\r\ny = 2\r\nz = = 3\r\n"),
    ("bom-then-error", "\ufeffx = (\n"),
    ("no-trailing-newline", "x = 1\ny ="),
    ("invalid-utf8", b"x = 1\n\xff = 2\n"),
    ("bom-with-latin1-cookie", b"\xef\xbb\xbf# coding: latin-1\nx = 1\n"),
]

# CPython 3.11.2 itself cuts a line at a NUL byte (later 3.11 releases refuse the file);
# for these the wording of CPython 3.11.4+ is expected.
NUL_CASES = [
    ("nul-byte", b"x = 1\ny = 2\x00\n"),
]


def escape(data):
    out = []
    for b in data:
        c = chr(b)
        if c == "\\":
            out.append("\\\\")
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif 0x20 <= b < 0x7F:
            out.append(c)
        else:
            out.append("\\x%02x" % b)
    return "".join(out)


def golden(name, src):
    data = src if isinstance(src, bytes) else src.encode("utf-8")
    try:
        compile(data, "f.py", "exec")
    except SyntaxError as e:
        etype, msg, line, offset = type(e).__name__, e.msg, e.lineno, e.offset
    else:
        sys.exit("make_syntax_goldens.py: CPython accepts case %r" % name)
    line = max(line or 1, 1)
    lines = data.split(b"\n")
    text = lines[line - 1] if line <= len(lines) else b""
    shown = "-" if offset is None or any(b >= 0x80 for b in text) or data.startswith(b"\xef\xbb\xbf") \
        else str(max(offset, 1))
    return "\t".join([name, etype, str(line), shown, msg, escape(data)])


def main():
    names = set()
    print("# Generated by tests/tools/make_syntax_goldens.py with CPython %s; do not edit."
          % sys.version.split()[0])
    print("# name\ttype\tline\toffset\tmessage\tsource")
    for name, src in CASES:
        assert name not in names, name
        names.add(name)
        print(golden(name, src))
    for name, data in NUL_CASES:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        print("\t".join([name, "SyntaxError", str(line), "-", "source code cannot contain null bytes",
                         escape(data)]))


if __name__ == "__main__":
    main()
