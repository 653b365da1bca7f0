#!/usr/bin/python3
"""Writes tests/badinput/goldens.json: what real Python 3.11 + PyTorch 1.13 + NumPy 1.24
print for bad input a student may type or paste. tst_badinput replays every row through
tensorlens and checks the same output, the same error line and that the session survives.

    /usr/bin/python3 tests/badinput/make_badinput_goldens.py

Each row: kind, name, setup (statements that succeed first), input (the bad part; bytes
that are not text are stored base64), cap (memory caps "cpu:1M" the row runs under) and
the expected stdout, last stderr line, error line number and exit status.

Kinds: "script" rows are golden from CPython running `setup + input` as a file. Rows that
real Python cannot answer here are written by hand and say why: "cuda" (this PyTorch has
no CUDA: the text is PyTorch's CUDA error with the simulated device's numbers) and
"unsupported" (valid Python outside the subset: tensorlens exits 2 naming the construct).
Rows with a cap run real Python under an address-space limit, so the allocator refuses
exactly as PyTorch/NumPy do on a machine without that memory. Rows for session files and
GUI entries get their own kinds when those exist.
"""
import base64
import json
import os
import random
import subprocess
import sys
import tempfile

if sys.version_info[:2] != (3, 11):
    sys.exit("make_badinput_goldens.py: run it with CPython 3.11 + torch (/usr/bin/python3)")

HEADER = "import torch\nimport numpy as np\n"
rng = random.Random(20261121)
GARBAGE = bytes(rng.randrange(256) for _ in range(300))

ROWS = [
    # --- malformed scripts
    ("unclosed-paren", "", "a = torch.ones((1,2)\nprint(a)\n"),
    ("unmatched-close", "", "a = torch.ones(2))\n"),
    ("mismatched-bracket", "", "a = [1, 2)\n"),
    ("unexpected-indent", "", "print(1)\n    print(2)\n"),
    ("tab-indent", "", "\tprint(1)\n"),
    ("tabs-and-spaces", "", "if True:\n\tx = 1\n        y = 2\n"),
    ("unindent-mismatch", "", "if True:\n    x = 1\n  y = 2\n"),
    ("scraped-question-mark", "nac = 1", "?print(nac)\n"),
    ("stray-dollar", "", "a = $x\n"),
    ("stray-backtick", "", "a = `1`\n"),
    ("unterminated-string", "", "print('abc)\n"),
    ("unterminated-triple-quote", "", 's = """abc\nprint(s)\n'),
    ("missing-comma", "", "a = torch.ones(2 3)\n"),
    ("assign-to-literal", "", "1 = a\n"),
    ("keyword-as-name", "", "class = 3\n"),
    ("incomplete-expression", "", "a = 1 +\n"),
    ("invalid-decimal", "", "x = 1_000_\n"),
    ("leading-zero", "", "x = 012\n"),
    ("bad-escape", "", "s = '\\x4'\n"),
    ("smart-quotes", "", "print(\u201chi\u201d)\n"),
    ("non-breaking-space", "", "a\u00a0= 1\n"),
    ("times-sign", "", "x = 2 \u00d7 3\n"),
    ("repl-prompt-paste", "", ">>> a = torch.ones(2)\n"),
    ("nested-brackets-200", "", "x = " + "[" * 200 + "]" * 200 + "\n"),
    ("nested-parens-199-ok", "", "x = " + "(" * 199 + "1" + ")" * 199 + "\nprint(x)\n"),
    ("very-long-line-ok", "", "x = [" + "1, " * 30000 + "]\nprint(len(x))\n"),
    ("very-long-line-error", "", "x = [" + "1, " * 30000 + "\n"),
    ("very-long-line-runtime-error", "", "x = [" + "1, " * 30000 + "] + 1\n"),
    ("empty-file", None, b""),
    ("only-comments", None, b"# nothing here\n\n   \n# at all\n"),
    ("invalid-utf8", None, b'print("\xff")\n'),
    ("latin1-comment", None, b"# caf\xe9\nprint(1)\n"),
    ("binary-garbage", None, GARBAGE),
    ("utf8-bom", None, b"\xef\xbb\xbfimport torch\nprint(torch.ones(2))\n"),
    ("crlf-lines", None, b"import torch\r\na = torch.ones(2)\r\nprint(a)\r\n"),
    ("lone-cr", None, b"import torch\ra = torch.ones(2)\rprint(a)\r"),
    ("form-feed", None, b"\x0cimport torch\nprint(1)\n"),
    ("huge-int-literal", "", "x = " + "7" * 5000 + "\n"),
    ("huge-float-exponent", "", "x = 2E" + "2" * 40 + "\nprint(x, 2E-" + "2" * 40 + ")\n"),
    ("ipython-prompt-paste", "", "In [1]: a = torch.ones(2)\n"),
    ("nested-brackets-100000", "", "x = " + "[" * 100000 + "]" * 100000 + "\n"),
    # --- the language: recursion, exceptions in handlers, shadowed builtins, del, exit
    ("recursion-unbounded", "", "def f(n):\n    return f(n + 1)\nf(0)\n"),
    ("recursion-mutual", "", "def a(n):\n    return b(n)\ndef b(n):\n    return a(n)\na(1)\n"),
    ("recursion-lambda", "", "f = lambda n: f(n)\nprint(f(1))\n"),
    ("raise-in-finally", "", "try:\n    x = 1 / 0\nfinally:\n    raise ValueError('in finally')\n"),
    ("raise-in-except", "", "try:\n    [][0]\nexcept IndexError:\n    {}['k']\n"),
    ("return-in-finally-swallows", "", "def f():\n    try:\n        1 / 0\n    finally:\n        return 'kept'\nprint(f())\n"),
    ("def-shadows-print", "", "def print(x):\n    return x\nprint(1, 2)\n"),
    ("del-undefined", "", "del never_defined\n"),
    ("del-twice", "a = torch.ones(2)\ndel a", "del a\n"),
    ("unbound-local", "", "x = 1\ndef f():\n    print(x)\n    x = 2\nf()\n"),
    ("call-wrong-arguments", "def f(a, b):\n    return a", "f(1, 2, 3)\n"),
    ("missing-argument", "def f(a, b):\n    return a", "f(1)\n"),
    ("sys-exit-3", "import sys", "print('bye')\nsys.exit(3)\nprint('never')\n"),
    ("sys-exit-in-function", "import sys\ndef stop():\n    sys.exit(4)", "stop()\n"),
    ("sys-exit-message", "import sys", "sys.exit('fatal: no data')\n"),
    ("huge-list-comprehension", "", "x = [i for i in range(10**9)]\n", "cpu:64M"),
    # --- names, attributes, calls
    ("unknown-name", "", "print(nac)\n"),
    ("unknown-name-suggestion", "tensor_a = torch.ones(2)", "print(tensor_b)\n"),
    ("unknown-torch-attribute", "", "a = torch.onez(2)\n"),
    ("unknown-tensor-method", "a = torch.ones(2)", "b = a.numpyy()\n"),
    ("del-unknown", "", "del missing\n"),
    ("call-int", "", "a = 3(4)\n"),
    ("call-tensor", "a = torch.ones(2)", "b = a(1)\n"),
    ("len-no-args", "", "n = len()\n"),
    ("len-of-int", "", "n = len(5)\n"),
    ("numpy-extra-arg", "a = torch.ones(2)", "na = a.numpy(1, 2)\n"),
    ("ones-string-size", "", "a = torch.ones('a')\n"),
    ("add-str", "a = torch.ones(2)", "b = a + 'x'\n"),
    ("item-many", "a = torch.ones(2)", "x = a.item()\n"),
    ("zero-division", "", "x = 1 / 0\n"),
    ("empty-string-repeated-huge", "", "x = '' * 10**18\nprint(len(x))\n"),
    ("empty-list-repeated-huge", "", "x = [] * 10**18\nprint(len(x))\n"),
    ("string-repeated-huge", "", "x = 'ab' * 10**18\n"),
    ("string-repeated-overflow", "", "x = 'ab' * 2**62\n"),
    ("list-repeated-huge", "", "x = [1] * 10**18\n"),
    ("tuple-repeated-huge", "", "x = (1,) * 10**18\n"),
    ("string-repeated-over-cap", "s = 'x' * 1000", "t = s * 10**6\n", "cpu:1M"),
    ("list-repeated-over-cap", "l = [1, 2]", "m = l * 10**6\n", "cpu:1M"),
    # --- indices
    ("index-out-of-range", "a = torch.ones(2)", "b = a[5]\n"),
    ("index-negative-out-of-range", "a = torch.ones(2)", "b = a[-3]\n"),
    ("numpy-index-out-of-range", "na = np.ones(2)", "b = na[5]\n"),
    ("index-str", "a = torch.ones(2)", "b = a['x']\n"),
    ("index-float", "a = torch.ones(2)", "b = a[1.5]\n"),
    ("numpy-index-float", "na = np.ones(2)", "b = na[1.5]\n"),
    ("too-many-indices", "a = torch.ones(2)", "b = a[0, 0]\n"),
    ("numpy-too-many-indices", "na = np.ones(2)", "b = na[0, 0]\n"),
    ("list-index", "l = [1, 2]", "x = l[5]\n"),
    ("setitem-out-of-range", "a = torch.ones(2)", "a[3] = 1\n"),
    # --- devices, autograd, shapes, memory
    ("unknown-device-string", "", "a = torch.ones(2, device='gpu')\n"),
    ("cpu-device-index", "", "a = torch.ones(2, device='cpu:1')\n"),
    ("int-requires-grad-factory", "", "a = torch.ones(2, dtype=torch.int64, requires_grad=True)\n"),
    ("int-requires-grad-method", "a = torch.arange(3)", "a.requires_grad_()\n"),
    ("int-requires-grad-attribute", "a = torch.arange(3)", "a.requires_grad = True\n"),
    ("leaf-inplace", "a = torch.ones(2, requires_grad=True)", "a.add_(1)\n"),
    ("mismatched-shapes", "a = torch.ones(2)\nb = torch.ones(3)", "c = a + b\n"),
    ("numpy-mismatched-shapes", "na = np.ones(2)\nnb = np.ones(3)", "nc = na + nb\n"),
    ("inplace-broadcast", "a = torch.ones(2)\nb = torch.ones(3, 2)", "a.add_(b)\n"),
    ("view-bad-shape", "a = torch.ones(6)", "b = a.view(4)\n"),
    ("view-two-minus-one", "a = torch.ones(6)", "b = a.view(-1, -1)\n"),
    ("expand-mismatch", "a = torch.ones(2)", "b = a.expand(3)\n"),
    ("read-only-array", "na = np.ones(3)\nna.flags.writeable = False", "na[0] = 5\n"),
    ("read-only-array-inplace", "na = np.ones(3)\nna.flags.writeable = False", "na += 1\n"),
    ("numpy-out-cast", "na = np.ones(3, dtype=np.int64)", "np.add(na, 0.5, out=na)\n"),
    ("numpy-inplace-int-divide", "na = np.arange(3)", "na /= 2\n"),
    ("numpy-out-read-only", "na = np.ones(3)\nna.flags.writeable = False", "np.add(na, 1, out=na)\n"),
    ("numpy-out-shape", "na = np.ones(3)", "np.add(na, 1, out=np.ones(2))\n"),
    ("numpy-int-negative-power", "na = np.arange(3)", "nb = na ** -1\n"),
    ("numpy-sum-axis-out-of-range", "na = np.ones((2, 3))", "s = na.sum(axis=2)\n"),
    ("numpy-requires-grad", "a = torch.ones(2, requires_grad=True)", "na = a.numpy()\n"),
    ("backward-non-scalar", "a = torch.ones(2, requires_grad=True)\nb = a * 2", "b.backward()\n"),
    ("backward-twice", "a = torch.ones(2, requires_grad=True)\nb = (a * a).sum()\nb.backward()", "b.backward()\n"),
    ("grad-assign-size", "a = torch.ones(2, requires_grad=True)", "a.grad = torch.ones(3)\n"),
    ("grad-assign-dtype", "a = torch.ones(2, requires_grad=True)", "a.grad = torch.ones(2, dtype=torch.float64)\n"),
    ("grad-assign-number", "a = torch.ones(2, requires_grad=True)", "a.grad = 0\n"),
    ("autograd-grad-unused", "a = torch.ones(2, requires_grad=True)\nc = torch.ones(2, requires_grad=True)\nb = (a * 2).sum()",
     "g = torch.autograd.grad(b, c)\n"),
    ("autograd-grad-twice", "a = torch.ones(2, requires_grad=True)\nb = (a * a).sum()\ng = torch.autograd.grad(b, a)",
     "g = torch.autograd.grad(b, a)\n"),
    ("view-dtype-size", "a = torch.ones(2, 3)", "b = a.view(torch.float64)\n"),
    ("view-dtype-stride", "a = torch.ones(4, 2)", "b = a.t().view(torch.int16)\n"),
    ("negative-dimension", "", "a = torch.ones(-1)\n"),
    ("arange-huge-float", "", "na = np.arange(52**63.)\n"),
    ("torch-arange-huge-float", "", "a = torch.arange(1e300)\n"),
    ("arange-tiny-step", "", "na = np.arange(0, 1, 1e-300)\n"),
    ("torch-arange-tiny-step", "", "a = torch.arange(0, 1, 1e-300)\n"),
    ("arange-inf", "", "na = np.arange(float('inf'))\n"),
    ("torch-arange-inf", "", "a = torch.arange(float('inf'))\n"),
    ("arange-nan", "", "na = np.arange(float('nan'))\n"),
    ("torch-arange-nan-step", "", "a = torch.arange(0, 10, float('nan'))\n"),
    ("torch-arange-int-span-overflow", "", "a = torch.arange(-2**62, 2**62)\n"),
    ("numpy-negative-dimension", "", "na = np.ones(-1)\n"),
    ("huge-shape-overflow", "", "a = torch.ones((2**40, 2**40))\n"),
    ("numpy-huge-shape-overflow", "", "na = np.ones((2**40, 2**40))\n"),
    ("bool-huge-shape-overflow", "", "a = torch.zeros((2**40, 2**40), dtype=torch.bool)\n"),
    ("terabytes", "", "a = torch.ones(10**12)\n"),
    ("numpy-terabytes", "", "na = np.ones(10**12)\n"),
    # Under a small cap (the session's --max-memory).
    ("wrong-element-type-size", "", "a = torch.ones(2, 'a')\n"),
    ("float-size", "", "a = torch.zeros(1.5)\n"),
    ("reshape-str", "a = torch.ones(2)", "b = a.reshape('a')\n"),
    ("cpu-extra-arg", "a = torch.ones(2)", "b = a.cpu(1)\n"),
    ("index-numpy-float", "a = torch.ones(2)", "b = a[np.float64(1)]\n"),
    ("numpy-index-str", "na = np.ones(2)", "b = na['x']\n"),
    ("over-cap", "a = torch.ones(10)", "b = torch.ones(10**6)\n", "cpu:1M"),
    ("numpy-over-cap", "na = np.ones(10)", "nb = np.ones(10**6)\n", "cpu:1M"),
    ("over-cap-by-copy", "a = torch.ones(200000)", "b = a.clone()\nc = a * 2\n", "cpu:2M"),
    ("print-huge-summarized", "", "a = torch.ones((10**4, 10**4))\nprint(a)\n", "cpu:1G"),
    ("print-expanded-summarized", "", "a = torch.zeros(1).expand(10**12)\nprint(a)\n"),
    ("clone-expanded-terabytes", "a = torch.zeros(1).expand(10**12)", "b = a.clone()\n"),
    # --- the Python library: conversions, formatting, math, random, sys.exit
    ("int-bad-literal", "", "x = int('x')\n"),
    ("int-bad-base", "", "x = int('12', 1)\n"),
    ("float-bad-literal", "", "x = float('1.2.3')\n"),
    ("math-sqrt-negative", "import math", "x = math.sqrt(-1)\n"),
    ("math-log-zero", "import math", "x = math.log(0)\n"),
    ("math-exp-overflow", "import math", "x = math.exp(1000)\n"),
    ("math-sqrt-tensor-many", "import math\na = torch.ones(2)", "x = math.sqrt(a)\n"),
    ("random-randint-empty", "import random", "x = random.randint(5, 1)\n"),
    ("random-choice-empty", "import random", "x = random.choice([])\n"),
    ("percent-d-str", "", "s = '%d' % 'a'\n"),
    ("percent-not-enough", "", "s = '%s %s' % ('a',)\n"),
    ("percent-not-all", "", "s = 'x' % 5\n"),
    ("format-single-brace", "", "s = '{'.format(1)\n"),
    ("format-index-range", "", "s = '{} {}'.format(1)\n"),
    ("format-code-float-d", "", "s = format(1.5, 'd')\n"),
    ("format-code-str-x", "", "s = format('a', 'x')\n"),
    ("format-code-int-s", "", "s = format(5, 's')\n"),
    ("format-spec-tensor", "a = torch.ones(2)", "s = format(a, '.2f')\n"),
    ("format-spec-array", "na = np.ones(2)", "s = format(na, '.2f')\n"),
    ("sorted-mixed", "", "x = sorted([1, 'a'])\n"),
    ("sys-exit-none", "import sys", "print('done')\nsys.exit()\n"),
    ("sys-exit-negative", "import sys", "sys.exit(-1)\n"),
    # --- arguments of declared torch functions (PyTorch's argument parser)
    ("argparse-no-args-two-overloads", "", "a = torch.zeros()\n"),
    ("argparse-dtype-str", "", "a = torch.zeros(2, dtype='float')\n"),
    ("argparse-device-float", "", "a = torch.zeros(2, device=5.0)\n"),
    ("argparse-unknown-keyword", "", "a = torch.ones(2, foo=1)\n"),
    ("argparse-fill-value-str", "", "a = torch.full((2,), 'x')\n"),
    ("argparse-full-missing", "", "a = torch.full((2,))\n"),
    ("argparse-like-unknown-keyword", "a = torch.ones(2)", "b = torch.ones_like(a, foo=1)\n"),
    ("argparse-like-not-tensor", "", "b = torch.zeros_like([1, 2])\n"),
    ("argparse-like-int-requires-grad", "a = torch.ones(2, dtype=torch.int64)", "b = torch.ones_like(a, requires_grad=True)\n"),
    ("argparse-like-input-twice", "a = torch.ones(2)", "b = torch.ones_like(a, input=a)\n"),
    ("argparse-full-like-missing", "a = torch.ones(2)", "b = torch.full_like(a)\n"),
    ("argparse-arange-none", "", "a = torch.arange()\n"),
    ("argparse-arange-str", "", "a = torch.arange('a')\n"),
    ("argparse-tensor-no-data", "", "a = torch.tensor()\n"),
    ("argparse-tensor-two-args", "", "a = torch.tensor([1], [2])\n"),
    ("argparse-as-tensor-requires-grad", "", "a = torch.as_tensor([1.], requires_grad=True)\n"),
    ("argparse-view-bad-keyword", "a = torch.ones(4)", "b = a.view(shape=(4,))\n"),
    ("argparse-reshape-bad-keyword", "a = torch.ones(4)", "b = a.reshape(size=(4,))\n"),
    ("argparse-view-float-element", "a = torch.ones(4)", "b = a.view(2, 2.0)\n"),
    ("argparse-expand-str-element", "a = torch.ones(1)", "b = a.expand(2, 'a')\n"),
    ("argparse-reshape-missing", "a = torch.ones(4)", "b = a.reshape()\n"),
    ("argparse-torch-reshape-missing", "a = torch.ones(4)", "b = torch.reshape(a)\n"),
    ("argparse-numel-extra", "a = torch.ones(4)", "n = torch.numel(a, 1)\n"),
    ("argparse-clone-not-tensor", "", "b = torch.clone(3)\n"),
    ("argparse-noargs-detach", "a = torch.ones(2)", "b = a.detach(1)\n"),
    ("argparse-noargs-dim-keyword", "a = torch.ones(2)", "n = a.dim(x=1)\n"),
    ("argparse-noargs-item", "a = torch.ones(1)", "n = a.item(1)\n"),
    ("argparse-cpu-positional", "a = torch.ones(2)", "b = a.cpu(1)\n"),
    ("argparse-numpy-positional", "a = torch.ones(2)", "b = a.numpy(True)\n"),
    ("argparse-size-two", "a = torch.ones(2, 2)", "n = a.size(1, 2)\n"),
    ("argparse-size-name", "a = torch.ones(2, 2)", "n = a.size('a')\n"),
    ("argparse-stride-float", "a = torch.ones(2, 2)", "n = a.stride(1.0)\n"),
    ("argparse-requires-grad-int", "a = torch.ones(2)", "a.requires_grad_(1)\n"),
    ("argparse-copy-three", "a = torch.ones(2)", "a.copy_(a, a, a)\n"),
    ("argparse-type-as-int", "a = torch.ones(2)", "b = a.type_as(1)\n"),
    ("argparse-to-two-strings", "a = torch.ones(2)", "b = a.to('cpu', 'a')\n"),
    ("argparse-transpose-str", "a = torch.ones(2, 2)", "b = a.transpose(0, 'x')\n"),
    ("argparse-transpose-one", "a = torch.ones(2, 2)", "b = a.transpose(0)\n"),
    ("argparse-cuda-cpu", "a = torch.ones(2)", "b = a.cuda('cpu')\n"),
    ("argparse-is-contiguous-positional", "a = torch.ones(2)", "b = a.is_contiguous(1)\n"),
    ("argparse-copy-src-keyword", "a = torch.ones(2)", "a.copy_(src=a)\n"),
    # --- arguments of declared NumPy functions (CPython's rules, npy_parse_arguments')
    ("np-args-zeros-none", "", "na = np.zeros()\n"),
    ("np-args-zeros-keyword", "", "na = np.zeros(2, foo=1)\n"),
    ("np-args-zeros-four", "", "na = np.zeros(1, float, 'C', 4)\n"),
    ("np-args-array-none", "", "na = np.array()\n"),
    ("np-args-array-three", "", "na = np.array([1], float, True)\n"),
    ("np-args-ones-none", "", "na = np.ones()\n"),
    ("np-args-ones-twice", "", "na = np.ones(2, shape=3)\n"),
    ("np-args-ones-five", "", "na = np.ones(1, 2, 3, 4, 5)\n"),
    ("np-args-full-missing", "", "na = np.full(2)\n"),
    ("np-args-copy-none", "", "na = np.copy()\n"),
    ("np-args-asarray-four", "", "na = np.asarray([1], float, 'C', 1)\n"),
    ("np-args-astype-none", "na = np.ones(2)", "nb = na.astype()\n"),
    ("np-args-astype-six", "na = np.ones(2)", "nb = na.astype(float, 'C', 'unsafe', True, True, 1)\n"),
    ("np-args-copy-method-two", "na = np.ones(2)", "nb = na.copy(1, 2)\n"),
    ("np-args-shares-memory-one", "na = np.ones(2)", "x = np.shares_memory(na)\n"),
    ("np-order-zeros-k", "", "na = np.zeros((2, 3), order='K')\n"),
    ("np-order-ones-x", "", "na = np.ones(2, order='X')\n"),
    ("np-order-copy-x", "na = np.ones(2)", "nb = na.copy(order='X')\n"),
    ("np-order-array-q", "", "na = np.array([1], order='Q')\n"),
    ("np-order-astype-x", "na = np.ones(2)", "nb = na.astype(float, order='X')\n"),
    ("np-dtype-not-understood", "", "na = np.zeros(2, dtype='x')\n"),
    ("np-dtype-object-not-understood", "", "d = np.dtype('float33')\n"),
    ("np-dtype-of-torch-dtype", "", "d = np.dtype(torch.float32)\n"),
    ("np-scalar-type-bad-literal", "", "x = np.int64('1.5')\n"),
    ("np-resize-view", "na = np.arange(4.)", "nb = na[:2]\nnb.resize(3)\n"),
    ("np-resize-referenced", "na = np.arange(4.)\nt = torch.from_numpy(na)", "na.resize(8)\n"),
    ("from-numpy-negative-strides", "na = np.arange(6.).reshape(2, 3)", "t = torch.from_numpy(na[::-1])\n"),
    ("iinfo-of-float", "", "info = np.iinfo(np.float32)\n"),
    ("warn-category-str", "import warnings", "warnings.warn('careful', 'UserWarning')\n"),
    ("as-tensor-negative-strides", "na = np.arange(6.).reshape(2, 3)", "t = torch.as_tensor(na[:, ::-1], dtype=torch.float32)\n"),
    ("tensor-negative-strides", "na = np.arange(6.).reshape(2, 3)", "t = torch.tensor(na[::-1])\n"),
    # --- random numbers and uninitialised memory
    ("randint-low-above-high", "", "a = torch.randint(5, 1, (2,))\n"),
    ("randint-equal-bounds", "", "a = torch.randint(1, 1, (2,))\n"),
    ("randint-bool-out-of-bounds", "", "a = torch.randint(0, 5, (2,), dtype=torch.bool)\n"),
    ("randint-int32-out-of-bounds", "", "a = torch.randint(0, 2**31 + 1, (2,), dtype=torch.int32)\n"),
    ("randint-int32-low-out-of-bounds", "", "a = torch.randint(-2**31 - 1, 2, (2,), dtype=torch.int32)\n"),
    ("randint-no-size", "", "a = torch.randint(5)\n"),
    ("randint-size-not-tuple", "", "a = torch.randint(0, 5, 2)\n"),
    ("randint-float-bound", "", "a = torch.randint(0, 3.5, (2,))\n"),
    ("randint-int-requires-grad", "", "a = torch.randint(0, 3, (2,), requires_grad=True)\n"),
    ("randint-largest-int64-range", "", "torch.manual_seed(0)\nprint(torch.randint(-9223372036854775807 - 1, 9223372036854775807, (2,)))\n"),
    ("randperm-negative", "", "a = torch.randperm(-1)\n"),
    ("randperm-bool", "", "a = torch.randperm(3, dtype=torch.bool)\n"),
    ("randperm-float-too-large", "", "a = torch.randperm(2**24 + 2, dtype=torch.float32)\n"),
    ("randperm-float-n", "", "a = torch.randperm(3.0)\n"),
    ("rand-int-dtype", "", "a = torch.rand(2, dtype=torch.int64)\n"),
    ("randn-int-dtype", "", "a = torch.randn(2, dtype=torch.int32)\n"),
    ("rand-no-size", "", "a = torch.rand()\n"),
    ("rand-negative-size", "", "a = torch.rand(-1)\n"),
    ("rand-generator-int", "", "a = torch.rand(2, generator=5)\n"),
    ("rand-like-int", "", "a = torch.rand_like(torch.ones(2, dtype=torch.int64))\n"),
    ("manual-seed-negative", "", "torch.manual_seed(-1)\nprint(torch.rand(2))\n"),
    ("manual-seed-str", "", "torch.manual_seed('a')\n"),
    ("manual-seed-none", "", "torch.manual_seed(None)\n"),
    ("manual-seed-missing", "", "torch.manual_seed()\n"),
    ("generator-manual-seed-float", "g = torch.Generator()", "g.manual_seed(1.5)\n"),
    ("generator-manual-seed-bool", "g = torch.Generator()", "g.manual_seed(True)\n"),
    ("generator-unknown-attribute", "g = torch.Generator()", "x = g.bar\n"),
    ("generator-device-float", "", "g = torch.Generator(1.5)\n"),
    ("normal-negative-std", "", "a = torch.normal(0, -1, (2,))\n"),
    ("normal-two-floats", "", "a = torch.normal(0, 1)\n"),
    ("normal-tensor-negative-std", "", "a = torch.normal(torch.zeros(2), torch.tensor([1.0, -1.0]))\n"),
    ("normal-shape-mismatch", "", "a = torch.normal(torch.zeros(2), torch.ones(3))\n"),
    ("uniform-reversed", "a = torch.zeros(2)", "a.uniform_(2, 1)\n"),
    ("uniform-beyond-float", "a = torch.zeros(2)", "a.uniform_(0, 1e39)\n"),
    ("uniform-int-tensor", "a = torch.zeros(2, dtype=torch.int64)", "a.uniform_()\n"),
    ("uniform-leaf-requires-grad", "a = torch.zeros(2, requires_grad=True)", "a.uniform_()\n"),
    ("uniform-expanded", "a = torch.zeros(1).expand(3)", "a.uniform_()\n"),
    ("random-to-negative", "a = torch.zeros(3)", "a.random_(-5)\n"),
    ("bernoulli-p-above-one", "a = torch.zeros(2)", "a.bernoulli_(1.5)\n"),
    ("bernoulli-tensor-p-above-one", "a = torch.zeros(2)", "a.bernoulli_(torch.tensor([0.5, 1.5]))\n"),
    ("bernoulli-int-p", "", "a = torch.bernoulli(torch.tensor([0, 1]))\n"),
    ("bernoulli-p-not-expandable", "a = torch.zeros(2, 3)", "a.bernoulli_(torch.tensor([0.5, 0.5]))\n"),
    ("exponential-negative", "a = torch.zeros(2)", "a.exponential_(-1)\n"),
    ("multinomial-too-many", "", "a = torch.multinomial(torch.tensor([0.5, 0.5]), 3)\n"),
    ("multinomial-zero-samples", "", "a = torch.multinomial(torch.tensor([0.5, 0.5]), 0)\n"),
    ("multinomial-negative", "", "a = torch.multinomial(torch.tensor([0.5, -0.5]), 1)\n"),
    ("multinomial-negative-replacement", "", "a = torch.multinomial(torch.tensor([0.5, -0.5]), 3, True)\n"),
    ("multinomial-all-zero", "", "a = torch.multinomial(torch.tensor([0.0, 0.0]), 1)\n"),
    ("multinomial-int", "", "a = torch.multinomial(torch.tensor([1, 2]), 1)\n"),
    ("multinomial-scalar", "", "a = torch.multinomial(torch.tensor(1.0), 1)\n"),
    ("empty-negative", "", "a = torch.empty(-1)\n"),
    ("empty-int-requires-grad", "", "a = torch.empty(2, dtype=torch.int64, requires_grad=True)\n"),
    ("numpy-seed-negative", "", "np.random.seed(-1)\n"),
    ("numpy-seed-too-big", "", "np.random.seed(2**32)\n"),
    ("numpy-seed-float", "", "np.random.seed(1.5)\n"),
    ("numpy-seed-empty", "", "np.random.seed([])\n"),
    ("numpy-randomstate-negative", "", "rs = np.random.RandomState(-1)\n"),
    ("numpy-randint-low-above-high", "", "x = np.random.randint(5, 1)\n"),
    ("numpy-randint-float-dtype", "", "x = np.random.randint(0, 5, 3, np.float64)\n"),
    ("numpy-randint-bool-out-of-bounds", "", "x = np.random.randint(0, 5, 2, dtype=bool)\n"),
    ("numpy-randint-int32-out-of-bounds", "", "x = np.random.randint(0, 2**31 + 1, dtype=np.int32)\n"),
    ("numpy-randint-missing", "", "x = np.random.randint()\n"),
    ("numpy-randint-twice-low", "", "x = np.random.randint(1, low=2)\n"),
    ("numpy-choice-empty", "", "x = np.random.choice([])\n"),
    ("numpy-choice-zero", "", "x = np.random.choice(0)\n"),
    ("numpy-choice-float", "", "x = np.random.choice(2.5)\n"),
    ("numpy-choice-2d", "", "x = np.random.choice(np.ones((2, 2)))\n"),
    ("numpy-choice-too-many", "", "x = np.random.choice(5, 6, replace=False)\n"),
    ("numpy-choice-p-sum", "", "x = np.random.choice(5, 3, p=[0.1, 0.2, 0.3, 0.2, 0.3])\n"),
    ("numpy-choice-p-size", "", "x = np.random.choice(5, 3, p=[0.1, 0.2, 0.3, 0.4])\n"),
    ("numpy-choice-p-negative", "", "x = np.random.choice(5, 3, p=[-0.1, 0.2, 0.3, 0.3, 0.3])\n"),
    ("numpy-choice-few-non-zero", "", "x = np.random.choice(5, 3, replace=False, p=[0.5, 0.5, 0, 0, 0])\n"),
    ("numpy-normal-negative-scale", "", "x = np.random.normal(0, -1)\n"),
    ("numpy-uniform-infinite", "", "x = np.random.uniform(0, float('inf'))\n"),
    ("numpy-uniform-str", "", "x = np.random.uniform('a')\n"),
    ("numpy-shuffle-int", "", "np.random.shuffle(3)\n"),
    ("numpy-shuffle-missing", "", "np.random.shuffle()\n"),
    ("numpy-shuffle-read-only", "na = np.arange(3)\nna.flags.writeable = False", "np.random.shuffle(na)\n"),
    ("numpy-rand-negative", "", "x = np.random.rand(-1)\n"),
    ("numpy-rand-float", "", "x = np.random.rand(2.0)\n"),
    ("numpy-random-float-size", "", "x = np.random.random(2.5)\n"),
    ("numpy-random-two-args", "", "x = np.random.random(2, 3)\n"),
    ("numpy-permutation-float", "", "x = np.random.permutation(2.5)\n"),
    ("numpy-random-unknown", "", "x = np.random.foo(3)\n"),
    ("numpy-empty-negative", "", "na = np.empty(-1)\n"),
    ("numpy-empty-float-shape", "", "na = np.empty(2.0)\n"),
    ("numpy-empty-missing", "", "na = np.empty()\n"),
    ("numpy-empty-like-missing", "", "na = np.empty_like()\n"),
    ("numpy-empty-like-six", "", "na = np.empty_like([1], None, 'K', True, None, 1)\n"),
    ("numpy-empty-like-order-x", "", "na = np.empty_like([1], order='X')\n"),
    ("numpy-empty-order-k", "", "na = np.empty(2, order='K')\n"),
    ("numpy-empty-order-int", "", "na = np.empty(2, order=1)\n"),
    ("numpy-empty-bool-shape", "", "na = np.empty(True)\n"),
    ("numpy-empty-shape-item-float", "", "na = np.empty((2, 2.0))\n"),
    ("numpy-zeros-float-shape", "", "na = np.zeros(2.0)\n"),
    ("numpy-ranf-two", "", "x = np.random.ranf(1, 2)\n"),
    ("numpy-sample-keyword", "", "x = np.random.sample(x=2)\n"),
    ("numpy-randint-keyword-only", "", "x = np.random.randint(foo=1)\n"),
    ("numpy-randint-five", "", "x = np.random.randint(1, 2, 3, int, 5)\n"),
    ("numpy-randn-size", "", "x = np.random.randn(2, size=3)\n"),
    ("numpy-permutation-two", "", "x = np.random.permutation(1, 2)\n"),
    ("numpy-random-size-bool", "", "x = np.random.random(True)\n"),
    ("numpy-normal-loc-none", "", "x = np.random.normal(None)\n"),
    ("numpy-randomstate-two", "", "rs = np.random.RandomState(1, 2)\n"),
    ("numpy-randomstate-shuffle-keyword", "rs = np.random.RandomState(0)", "rs.shuffle(x=[1, 2])\n"),
    ("numpy-randomstate-choice-missing", "rs = np.random.RandomState(0)", "x = rs.choice()\n"),
    ("from-import-missing-name", "", "from math import tau, foo\n"),
    ("from-torch-import-missing-name", "", "from torch import nn, foo\n"),
    ("import-missing-submodule", "", "import torch.foo\n"),
    ("future-import-not-first", None, b"import torch\nfrom __future__ import annotations\n"),
    ("future-feature-unknown", None, b"from __future__ import braces\n"),
    # --- NumPy views: a shape set in place that needs a copy, joined arrays that do not fit
    ("numpy-shape-set-needs-copy", "na = np.arange(6).reshape(2, 3).T", "na.shape = (6,)\n"),
    ("numpy-concatenate-shape-mismatch", "na = np.ones((2, 3))\nnb = np.ones((2, 2))", "c = np.concatenate([na, nb])\n"),
]

HAND = [
    # This PyTorch has no CUDA; the texts are those of a CUDA build with one GPU.
    ("cuda", "cuda-ordinal-7", "", "a = torch.ones(2, device='cuda:7')\n",
     "For debugging consider passing CUDA_LAUNCH_BLOCKING=1.", 3),
    ("cuda", "numpy-on-cuda", "a = torch.ones(2, device='cuda')", "na = a.numpy()\n",
     "TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.", 4),
    ("cuda", "mixed-devices", "a = torch.ones(2, device='cuda')\nb = torch.ones(2)", "c = a + b\n",
     "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!", 5),
    ("cuda", "cuda-over-cap", "a = torch.ones(10, device='cuda')", "b = torch.ones(10**6, device='cuda')\n",
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.81 MiB (GPU 0; 1.00 MiB total capacity; "
     "40 bytes already allocated; 1023.96 KiB free; 40 bytes reserved in total by PyTorch) If reserved memory is >> "
     "allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management "
     "and PYTORCH_CUDA_ALLOC_CONF", 4, "cuda:1M"),
    # Valid Python outside the subset: exit 2, naming the construct (the "error" column).
    ("unsupported", "class", "", "class A:\n    pass\n", "class definition", 3),
    ("unsupported", "generator", "", "def g():\n    yield 1\n", "'yield' expression (generators)", 4),
    ("unsupported", "async-def", "", "async def f():\n    pass\n", "'async def' function definition", 3),
    ("unsupported", "match", "", "match 1:\n    case 1:\n        pass\n", "'match' statement", 3),
    ("unsupported", "import-other-package", "", "import pandas as pd\n", "importing 'pandas'", 3),
    ("unsupported", "star-import", "", "from torch import *\n", "'from ... import *'", 3),
    ("unsupported", "big-int-arithmetic", "", "x = 10**400\n", "", 3),
    ("unsupported", "torch-poisson", "", "x = torch.poisson(torch.ones(3))\n", "torch.poisson", 3),
    ("unsupported", "numpy-default-rng", "", "x = np.random.default_rng(0).normal()\n", "numpy.random.Generator.normal", 3),
    # PyTorch: "Overflow when unpacking long" (RuntimeError) for bounds and seeds beyond
    # 64 bits; manual_seed(-1) seeds with 2**64 - 1, which initial_seed() returns.
    ("unsupported", "randint-beyond-int64", "", "a = torch.randint(0, 2**63, (2,))\n", "beyond 64 bits", 3),
    ("unsupported", "manual-seed-beyond-64-bits", "", "torch.manual_seed(2**64)\n", "beyond 64 bits", 3),
    ("unsupported", "initial-seed-beyond-int64", "g = torch.manual_seed(-1)", "x = g.initial_seed()\n", "beyond 64 bits", 4),
    # CPython answers this with RecursionError while compiling; tensorlens names what it
    # does not model.
    ("unsupported", "deep-unary-minus", "", "x = " + "-" * 5000 + "1\nprint(x)\n", "nested too deeply", 1),
    # Integers beyond int64 (PyTorch: "Overflow when unpacking long", a TypeError for sizes).
    ("unsupported", "int-overflow-tensor", "", "a = torch.tensor([2**63])\n", "beyond 64 bits", 3),
    ("unsupported", "dimension-beyond-int64", "", "a = torch.ones(2**63)\n", "beyond 64 bits", 3),
    ("unsupported", "numpy-dimension-beyond-int64", "", "na = np.ones(2**63)\n", "beyond 64 bits", 3),
    # Printouts that would not fit in memory: CPython builds the whole text first and
    # fails (or the machine swaps); tensorlens refuses before building it.
    ("script", "print-all-elements-too-big", "a = torch.zeros([2] * 24, dtype=torch.bool)", "print(a)\n", "MemoryError", 4,
     "cpu:64M"),
    ("script", "print-self-sharing-list", ("l = [1.5]\n" + "l = [l, l]\n" * 30).rstrip(), "print(l)\n", "MemoryError", 34),
    # CPython 3.11.2 reading a file stops silently at a NUL byte (printing 1 here, or "'('
    # was never closed"); tensorlens says why, as compile() and Python 3.12 do.
    ("script", "nul-byte", "", "print(1)\x00\n", "SyntaxError: source code cannot contain null bytes", 3),
    ("script", "nul-byte-mid-line", "", "print(1\x002)\n", "SyntaxError: source code cannot contain null bytes", 3),
]


def run_python(source: bytes, cap: str):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "case.py")
        with open(path, "wb") as f:
            f.write(source)
        argv = ["/usr/bin/python3", path]
        if cap:
            # Import first (torch needs address space to load), then allow only `cap`
            # more bytes, as a machine with that little free memory would.
            unit = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}[cap[-1]]
            limit = int(cap.split(":")[1][:-1]) * unit
            wrapper = (
                "import resource, sys, torch, numpy\n"
                "vm = int(open('/proc/self/status').read().split('VmSize:')[1].split()[0]) * 1024\n"
                f"resource.setrlimit(resource.RLIMIT_AS, (vm + {limit},) * 2)\n"
                "sys.argv = [sys.argv[1]]\n"
                "exec(compile(open(sys.argv[0], 'rb').read(), sys.argv[0], 'exec'), {'__name__': '__main__'})\n")
            argv = ["/usr/bin/python3", "-c", wrapper, path]
        p = subprocess.run(argv, capture_output=True, timeout=600, env={**os.environ, "CUDA_VISIBLE_DEVICES": ""})
        err = p.stderr.decode("utf-8", "replace").replace(path, "FILE")
        return p.stdout.decode("utf-8", "replace"), err, p.returncode


def last_line(text):
    lines = [l.rstrip() for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else ""


def error_line(err):
    import re
    found = re.findall(r'File "FILE", line (\d+)', err)
    return int(found[-1]) if found else 0


def encode(data: bytes, row):
    try:
        text = data.decode("utf-8")
        if "\x00" not in text:
            row["input"] = text
            return
    except UnicodeDecodeError:
        pass
    row["input_base64"] = base64.b64encode(data).decode()


def main():
    out = []
    for r in ROWS:
        name, setup, bad = r[0], r[1], r[2]
        cap = r[3] if len(r) > 3 else ""
        row = {"kind": "script", "name": name, "cap": cap}
        if setup is None:  # a whole file, bytes as given
            row["setup"] = ""
            data = bad
            encode(bad, row)
        else:
            row["setup"] = HEADER + (setup + "\n" if setup else "")
            data = (row["setup"] + bad).encode()
            row["input"] = bad
        stdout, err, code = run_python(data, cap)
        if code < 0:
            sys.exit(f"{name}: python died with signal {-code}")
        row.update({"stdout": stdout, "error": last_line(err), "line": error_line(err), "code": code})
        out.append(row)
    for h in HAND:
        kind, name, setup, bad, error, line = h[:6]
        cap = h[6] if len(h) > 6 else ""
        row = {"kind": kind, "name": name, "cap": cap, "setup": HEADER + (setup + "\n" if setup else "")}
        encode(bad.encode(), row)
        row.update({"stdout": "", "error": error, "line": line, "code": 2 if kind == "unsupported" else 1})
        out.append(row)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "goldens.json"), "w") as f:
        json.dump(out, f, indent=1, ensure_ascii=True)
        f.write("\n")
    print(f"{len(out)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
