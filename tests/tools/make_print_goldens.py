#!/usr/bin/python3
"""Regenerates tests/golden/printing.txt: what PyTorch 1.13 and NumPy 1.24 print.

Run with the reference interpreter (Debian 12's python3 with python3-torch and
python3-numpy):

    /usr/bin/python3 tests/tools/make_print_goldens.py

Every case is built from an explicit list of values (or an exact affine formula
for the big summarised ones), so the C++ test feeds the formatters exactly the
elements PyTorch and NumPy saw. The output is deterministic: the only random
values come from random.Random with fixed seeds.

File format (line oriented, parsed by tests/tst_printing.cpp without a JSON
library). Lines starting with '#' between records are comments. Each record:

    case <name>                 unique, no spaces
    kind <kind>                 tensor | array_str | array_repr | pyfloat | npscalar
    dtype <dtype>               bool | int32 | int64 | float32 | float64
    shape [<d0> <d1> ...]       nothing after "shape" for a 0-d value
    device <text>               tensor only, optional (e.g. cuda:0)
    grad_fn <Name>              tensor only, optional (e.g. MulBackward0)
    requires_grad               tensor only, optional (leaf with requires_grad=True)
    values list <n>             then n lines, one element each, row-major order
    values affine <a> <b> <k>   element i (row-major) is a + b*i, computed in the
                                dtype's arithmetic (float32: the double rounded
                                to float32; bool: odd means True), then k lines
                                "<flat index> <element>" that override elements
    expected <k>                then k lines of exact expected text (no final newline)
    end

Elements are written as: floats with float.hex() (float32 values are the exact
double of the float32: 'nan', 'inf', '-inf' and '-0x0.0p+0' included), ints in
decimal, bools as 0/1.
"""
import math
import os
import random
import sys

import numpy as np
import torch
import torch._tensor_str as _ts

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "golden", "printing.txt")

TORCH_DTYPES = {"bool": torch.bool, "int32": torch.int32, "int64": torch.int64,
                "float32": torch.float32, "float64": torch.float64}
NUMPY_DTYPES = {"bool": np.bool_, "int32": np.int32, "int64": np.int64,
                "float32": np.float32, "float64": np.float64}
FLOATS = ("float32", "float64")
INTS = ("int32", "int64")

records = []
names = set()


def element_text(dtype, v):
    if dtype == "bool":
        return "1" if v else "0"
    if dtype in INTS:
        return str(int(v))
    return float(v).hex()


def element_array(dtype, shape, values=None, affine=None):
    """The elements of a case as a NumPy array of the dtype (the C++ test builds the same).

    An affine record stands for element i = a + b*i: int64 arithmetic for integer
    dtypes, odd/even for bool, and for floats the double a + b*i (two correctly
    rounded operations) rounded to the dtype."""
    if affine is None:
        return np.array(values, dtype=NUMPY_DTYPES[dtype]).reshape(shape)
    a, b = affine[0], affine[1]
    n = shape_numel(shape)
    if dtype in INTS + ("bool",):
        ints = np.arange(n, dtype=np.int64) * np.int64(b) + np.int64(a)
        arr = (ints % 2).astype(np.bool_) if dtype == "bool" else ints.astype(NUMPY_DTYPES[dtype])
    else:
        arr = (np.arange(n, dtype=np.float64) * float(b) + float(a)).astype(NUMPY_DTYPES[dtype])
    for i, v in (affine[2].items() if len(affine) > 2 else ()):
        arr[i] = v
    return arr.reshape(shape)


def shape_numel(shape):
    return int(np.prod(shape, dtype=np.int64)) if shape else 1


def add(name, kind, dtype, shape, expected, values=None, affine=None,
        device=None, grad_fn=None, requires_grad=False):
    assert name not in names, name
    assert " " not in name
    assert "\r" not in expected
    names.add(name)
    lines = ["case " + name, "kind " + kind, "dtype " + dtype,
             ("shape " + " ".join(str(d) for d in shape)).rstrip()]
    if device:
        lines.append("device " + device)
    if grad_fn:
        lines.append("grad_fn " + grad_fn)
    if requires_grad:
        lines.append("requires_grad")
    if affine is not None:
        fmt = str if dtype in INTS + ("bool",) else float.hex
        overrides = affine[2] if len(affine) > 2 else {}
        lines.append("values affine %s %s %d" % (fmt(affine[0]), fmt(affine[1]), len(overrides)))
        lines.extend("%d %s" % (i, element_text(dtype, v)) for i, v in sorted(overrides.items()))
    else:
        assert len(values) == shape_numel(shape), (name, len(values), shape)
        lines.append("values list %d" % len(values))
        lines.extend(element_text(dtype, v) for v in values)
    out_lines = expected.split("\n")
    lines.append("expected %d" % len(out_lines))
    lines.extend(out_lines)
    lines.append("end")
    records.append("\n".join(lines))


# ---------------------------------------------------------------------------
# Tensor repr with a simulated device: a mirror of torch._tensor_str._str_intern
# for plain strided tensors (as ../shared/conformance/cuda-derivations/_fakecuda.py
# does), checked against torch's own repr whenever no device is given.

def mirror_repr(t, device=None):
    prefix = "tensor("
    indent = len(prefix)
    suffixes = []
    if device is not None:
        suffixes.append("device='" + device + "'")
    has_default_dtype = t.dtype in (torch.get_default_dtype(), torch.cfloat, torch.int64, torch.bool)
    with torch.no_grad():
        if t.numel() == 0:
            if t.dim() != 1:
                suffixes.append("size=" + str(tuple(t.shape)))
            if t.dtype != torch.get_default_dtype():
                suffixes.append("dtype=" + str(t.dtype))
            body = "[]"
        else:
            if not has_default_dtype:
                suffixes.append("dtype=" + str(t.dtype))
            body = _ts._tensor_str(t, indent)
    if t.grad_fn is not None:
        suffixes.append("grad_fn=<{}>".format(type(t.grad_fn).__name__))
    elif t.requires_grad:
        suffixes.append("requires_grad=True")
    return _ts._add_suffixes(prefix + body, suffixes, indent, force_newline=False)


def make_tensor(arr, autograd=None):
    """autograd: None, 'leaf' (requires_grad=True) or the name of a value-preserving op."""
    t = torch.from_numpy(arr.copy())
    if autograd is None:
        return t
    t.requires_grad_(True)
    if autograd == "leaf":
        return t
    ops = {
        "clone": lambda x: x.clone(),
        "mul": lambda x: x * 1,
        "view": lambda x: x.view(x.shape),
        "neg": lambda x: -(-x),
        "div": lambda x: x / 1,
    }
    return ops[autograd](t)


def add_tensor(name, dtype, shape, values=None, affine=None, device=None, autograd=None):
    t = make_tensor(element_array(dtype, shape, values, affine), autograd)
    text = mirror_repr(t, device)
    if device is None:
        real = repr(t)
        assert real == str(t) == text, (name, real, text)
        text = real
    grad_fn = type(t.grad_fn).__name__ if t.grad_fn is not None else None
    add(name, "tensor", dtype, shape, text, values=values, affine=affine, device=device,
        grad_fn=grad_fn, requires_grad=(t.requires_grad and t.grad_fn is None))


def add_array(name, dtype, shape, values=None, affine=None):
    a = element_array(dtype, shape, values, affine)
    add(name + "-str", "array_str", dtype, shape, str(a), values=values, affine=affine)
    add(name + "-repr", "array_repr", dtype, shape, repr(a), values=values, affine=affine)


def add_all(name, dtype, shape, values=None, affine=None):
    """One tensor case and the two array cases for the same elements."""
    add_tensor("t-" + name, dtype, shape, values=values, affine=affine)
    add_array("a-" + name, dtype, shape, values=values, affine=affine)


def cast(dtype, values):
    """Python values as the elements of a dtype (float32 rounds to nearest)."""
    if dtype == "bool":
        return [bool(v) for v in values]
    if dtype in INTS:
        return [int(v) for v in values]
    if dtype == "float32":
        with np.errstate(over="ignore"):  # values past float32's range become inf
            return [float(np.float32(v)) for v in values]
    return [float(v) for v in values]


def flat(nested):
    if isinstance(nested, (list, tuple)):
        out = []
        for x in nested:
            out.extend(flat(x))
        return out
    return [nested]


nan, inf = float("nan"), float("inf")

# ---------------------------------------------------------------------------
# 1-d value sets: (name, values, dtypes). Each becomes a tensor, array str and
# array repr case per dtype.

VALUE_SETS = [
    # int mode / plain integers
    ("small-ints", [1, 2, 3], INTS + FLOATS),
    ("neg-ints", [-5, 0, 17, -123], INTS + FLOATS),
    ("one-int", [7], INTS + FLOATS),
    ("zeros", [0, 0, 0], INTS + FLOATS),
    ("int32-extremes", [2**31 - 1, -2**31, 0], INTS),
    ("int64-big", [2**40, -3, 7], ("int64",)),
    ("int64-extremes", [2**63 - 1, -2**63], ("int64",)),
    ("int-floats-ratio-1000", [1, 1000], FLOATS),          # max/min == 1000: not sci
    ("int-floats-ratio-1001", [1, 1001], FLOATS),          # > 1000: sci in int mode
    ("int-floats-1e8", [1e8, 2], FLOATS),
    ("int-floats-above-1e8", [100000001, 3], ("float64",)),
    ("int-floats-1e9", [1e9, 1], FLOATS),
    ("int-floats-neg", [-1, -20, 300], FLOATS),
    ("int-floats-1e7", [12345678, -1], FLOATS),
    # fractional values
    ("fractions", [0.52, 0.42, 0.53], FLOATS),
    ("halves", [1.5, 2.25, -3.125], FLOATS),
    ("tenths", [0.1, 0.2, 0.3], FLOATS),
    ("thirds", [1 / 3, 2 / 3, -1 / 3], FLOATS),
    ("pi-e", [math.pi, math.e, -math.sqrt(2)], FLOATS),
    ("round-half-even-4", [1.03125, 1.09375, 0.5], FLOATS),  # exact ties at 4 decimals
    ("numpy-tie-8", [0.001953125, 1.0], FLOATS),              # exact tie at 8 decimals
    ("numpy-tie-8b", [0.005859375, 0.5], FLOATS),
    ("many-digits", [123.456789012345, 0.000123456789], FLOATS),
    ("min-1e-4", [1e-4, 1.0], FLOATS),                        # float32(1e-4) < 1e-4
    ("just-above-1e-4", [0.00010001, 0.05], FLOATS),
    ("ratio-just-over", [1.0, 1000.5], FLOATS),
    ("float32-ratio-rounds", [5.822938, 5822.938], FLOATS),   # float32 ratio is exactly 1000
    ("large-positional", [12345678.5, 1.5], FLOATS),
    ("big-frac", [99999999.5, 1.25], ("float64",)),
    # NumPy prints every digit down to the units place (min_digits=0): float32 48286712
    # shows as 48286712., not as its shortest digits 48286710.
    ("float32-big-ints", [48286712.0, -41510128.0, 96481592.0], FLOATS),
    ("float32-big-mixed", [91293664.0, 1691211.8, 2232532.8], FLOATS),
    # scientific notation
    ("tiny", [1e-5, 1.0], FLOATS),
    ("tiny-neg", [-1e-5, 2.5, 3.0], FLOATS),
    ("huge", [1e10, 1.5], FLOATS),
    ("huge-ints", [1e10, 1.0], FLOATS),
    ("mixed-sci", [1e-5, 1e5, -2.5], FLOATS),
    ("sci-3digit-exp", [1e-100, 1.0, 1e100], ("float64",)),
    ("sci-carry", [1e23, 1.2345e20], ("float64",)),
    ("sci-zero", [0.0, 1e-5, 1.5], FLOATS),
    ("sci-negzero", [-0.0, 1e-7, -2.0], FLOATS),
    ("subnormal", [5e-324, 1.0], ("float64",)),
    ("subnormal32", [1e-45, 1.0], ("float32",)),
    ("float32-max", [3.4028234663852886e38, -1.0], FLOATS),
    ("float64-max", [1.7976931348623157e308, 1.0], ("float64",)),
    ("sci-rounding", [9.99995e-5, 1.0], FLOATS),
    ("sci-9s", [0.99999999, 1e-6], FLOATS),
    # non-finite and signed zero
    ("nan-inf", [nan, 1.5, inf, -inf], FLOATS),
    ("nan-only", [nan], FLOATS),
    ("nan-inf-only", [nan, inf], FLOATS),
    ("neg-inf-only", [-inf, nan], FLOATS),
    ("inf-ints", [inf, 1.0, 2.0], FLOATS),
    ("neginf-ints", [-inf, 10.0, 2.0], FLOATS),
    ("nan-sci", [nan, 1e-5, 1.0], FLOATS),
    ("nan-frac", [nan, 0.25], FLOATS),
    ("negzero", [-0.0, 0.0, 1.0], FLOATS),
    ("negzero-only", [-0.0], FLOATS),
    ("negzero-frac", [-0.0, 0.5], FLOATS),
    ("zero-negzero", [0.0, -0.0], FLOATS),
    # bool
    ("bools", [True, False, True], ("bool",)),
    ("bool-true", [True, True], ("bool",)),
    ("bool-false", [False], ("bool",)),
]

for name, vals, dtypes in VALUE_SETS:
    for dt in dtypes:
        v = cast(dt, vals)
        add_all("%s-%s" % (name, dt), dt, [len(v)], values=v)

# ---------------------------------------------------------------------------
# 0-d values.

SCALARS = [
    ("3p5", 3.5, FLOATS), ("tenth", 0.1, FLOATS), ("int3", 3, INTS + FLOATS),
    ("neg", -2.75, FLOATS), ("tiny", 1e-5, FLOATS), ("big", 1e16, FLOATS),
    ("nan", nan, FLOATS), ("inf", inf, FLOATS), ("neginf", -inf, FLOATS),
    ("negzero", -0.0, FLOATS), ("zero", 0.0, FLOATS), ("pi", math.pi, FLOATS),
    ("true", True, ("bool",)), ("false", False, ("bool",)), ("negint", -42, INTS),
    ("1e-4", 1e-4, FLOATS),
]
for name, v, dtypes in SCALARS:
    for dt in dtypes:
        add_all("scalar-%s-%s" % (name, dt), dt, [], values=cast(dt, [v]))

# ---------------------------------------------------------------------------
# 2-d, 3-d and 4-d shapes.

NESTED = [
    ("2d-ints", [[1, 2, 3], [4, 5, 6]], INTS + FLOATS),
    ("2d-neg", [[-1, 20], [300, -4000]], INTS + FLOATS),
    ("2d-frac", [[1.5, -2.25], [0.125, 1000.0]], FLOATS),
    ("2d-sci", [[1e-6, 2.0], [3.0, 4e6]], FLOATS),
    ("2d-nan", [[nan, 1.0], [inf, -2.0]], FLOATS),
    ("2d-bool", [[True, False], [False, True]], ("bool",)),
    ("2d-col", [[1.5], [2.5], [-3.5]], FLOATS),
    ("2d-row", [[7, 8, 9, 10]], INTS),
    ("3d-ints", [[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]], INTS + FLOATS),
    ("3d-frac", [[[0.5, 1.25]], [[-2.125, 3.0]], [[4.5, 5.75]]], FLOATS),
    ("3d-bool", [[[True], [False]], [[False], [True]]], ("bool",)),
    ("4d-ints", [[[[1, 2], [3, 4]]], [[[5, 6], [7, 8]]]], INTS + FLOATS),
    ("4d-sci", [[[[1e-9, 1.0]], [[2.0, 3e9]]]], FLOATS),
    ("4d-bool", [[[[True, False]]], [[[False, False]]]], ("bool",)),
]
for name, nested, dtypes in NESTED:
    shape = list(np.array(nested).shape)
    for dt in dtypes:
        add_all("%s-%s" % (name, dt), dt, shape, values=cast(dt, flat(nested)))

# ---------------------------------------------------------------------------
# Long rows that wrap (no summarisation).

WRAP = [
    ("wrap-arange30x1p5", [30], [i * 1.5 for i in range(30)], FLOATS),
    ("wrap-arange100", [100], list(range(100)), INTS + ("float64",)),
    ("wrap-sevenths", [40], [i / 7 for i in range(40)], FLOATS),
    ("wrap-neg-ints", [60], [(-1) ** i * i * 37 for i in range(60)], INTS),
    ("wrap-sci", [25], [10.0 ** (i - 12) for i in range(25)], ("float64",)),
    ("wrap-bool", [50], [i % 3 == 0 for i in range(50)], ("bool",)),
    ("wrap-2d", [4, 25], [i * 0.25 - 7 for i in range(100)], FLOATS),
    ("wrap-3d", [2, 3, 20], [i * 3 - 50 for i in range(120)], INTS + ("float32",)),
    ("wrap-2d-nan", [3, 17], [nan if i % 5 == 0 else i / 8 for i in range(51)], FLOATS),
    ("wrap-4d", [2, 2, 2, 15], [i * 1.125 for i in range(120)], ("float64",)),
    ("wrap-long-digits", [12], [1 / (i + 3) for i in range(12)], FLOATS),
    ("wrap-int64-wide", [20], [i * 123456789012 for i in range(20)], ("int64",)),
    # the repr's "dtype=..." moves to its own line once the last line is too long
    ("dtype-fits-8", [8], [i * 1.5 for i in range(8)], ("float32",)),
    ("dtype-wraps-9", [9], [i * 1.5 for i in range(9)], ("float32",)),
    ("dtype-wraps-7", [7], [i * 123457 for i in range(7)], ("float32", "int32")),
    ("dtype-wraps-2d", [2, 8], [i * 1001 for i in range(16)], ("float32", "int32")),
]
for name, shape, vals, dtypes in WRAP:
    for dt in dtypes:
        add_all("%s-%s" % (name, dt), dt, shape, values=cast(dt, vals))

# ---------------------------------------------------------------------------
# Summarised (> 1000 elements): explicit edge-relevant values via affine formulas,
# exact in every dtype used (integers or small multiples of powers of two).

SUMMARISED = [
    ("sum-1001", [1001], (0, 1), INTS + FLOATS),
    ("sum-50x40", [50, 40], (0, 1), INTS + FLOATS),
    ("sum-2x3x500", [2, 3, 500], (0, 1), INTS + FLOATS),
    ("sum-1000x2", [1000, 2], (0, 1), INTS + FLOATS),
    ("sum-10x10x11", [10, 10, 11], (-500, 1), INTS + ("float64",)),
    ("sum-7x7x7x3", [7, 7, 7, 3], (0, 0.5), FLOATS),
    ("sum-5x1000", [5, 1000], (1, 0.25), FLOATS),
    ("sum-6x6x6x6", [6, 6, 6, 6], (0, 1), ("int64",)),          # > 1000 but nothing elided
    ("sum-frac", [2000], (0.125, 0.375), FLOATS),
    ("sum-sci", [3000], (1, 4096), ("float64",)),
    ("sum-neg", [1500], (-750, 1), INTS + FLOATS),
    ("sum-bool", [1001], (0, 1), ("bool",)),
    ("sum-bool-2d", [40, 30], (1, 2), ("bool",)),
    ("sum-big-int", [1200], (-2**40, 2**30), ("int64",)),
    ("sum-1e7", [10000000], (0, 1), ("int64", "float64")),
    ("sum-1e6x2", [2, 500000], (0, 0.5), ("float32",)),
]
SUMMARISED.append(("exactly-1000", [1000], (0, 1), ("int64", "float32")))  # at the threshold: not summarised
SUMMARISED.append(("exactly-1000-2d", [25, 40], (-3, 2), ("int32", "float64")))
for name, shape, (a, b), dtypes in SUMMARISED:
    for dt in dtypes:
        aa, bb = (int(a), int(b)) if dt in INTS + ("bool",) else (float(a), float(b))
        add_all("%s-%s" % (name, dt), dt, shape, affine=(aa, bb))

# Summarised with non-finite edges: only the edges are special, and a hidden nan or
# tiny value in the middle (never printed) must not change the notation.
for dt in FLOATS:
    add_all("sum-nan-edges-%s" % dt, dt, [1200], affine=(0.0, 1.0, {0: nan, 1199: -inf, 600: 1e-9}))
    add_all("sum-hidden-nan-%s" % dt, dt, [1100], affine=(0.0, 0.5, {550: nan}))
    add_all("sum-hidden-tiny-2d-%s" % dt, dt, [40, 40], affine=(1.0, 0.25, {800: 1e-30, 1599: 1e-6}))

# ---------------------------------------------------------------------------
# Empty shapes.

EMPTY_SHAPES = [[0], [2, 0], [0, 3], [1, 0, 2], [0, 0]]
for shape in EMPTY_SHAPES:
    for dt in ("bool", "int32", "int64", "float32", "float64"):
        add_all("empty-%s-%s" % ("x".join(str(s) for s in shape), dt), dt, shape, values=[])

# ---------------------------------------------------------------------------
# Seeded random arrays: shortest digits, rounding and padding across magnitudes.

rng = random.Random(20240613)
for k in range(24):
    n = rng.randint(1, 9)
    lo = rng.randint(-7, 6)
    span = rng.randint(0, 5)
    vals = [rng.choice((-1, 1)) * rng.random() * 10.0 ** rng.randint(lo, lo + span) for _ in range(n)]
    for dt in FLOATS:
        add_all("random-%02d-%s" % (k, dt), dt, [n], values=cast(dt, vals))
for k in range(6):
    vals = [rng.randint(-10**rng.randint(0, 9), 10**rng.randint(0, 9)) for _ in range(rng.randint(1, 12))]
    for dt in INTS:
        add_all("random-int-%02d-%s" % (k, dt), dt, [len(vals)], values=vals)

# ---------------------------------------------------------------------------
# Tensor suffixes: device, dtype, grad_fn / requires_grad and their wrapping.

SUFFIX_CASES = [
    # name, dtype, shape, values, device, autograd
    ("cuda-float", "float32", [2], [1.0, 2.0], "cuda:0", None),
    ("cuda-double", "float64", [2], [1.0, 2.5], "cuda:0", None),
    ("cuda-int32", "int32", [3], [1, 2, 3], "cuda:0", None),
    ("cuda-int64", "int64", [3], [1, 2, 3], "cuda:0", None),
    ("cuda-bool", "bool", [2], [True, False], "cuda:0", None),
    ("cuda-scalar", "float32", [], [3.5], "cuda:0", None),
    ("cuda-empty", "float32", [0], [], "cuda:0", None),
    ("cuda-empty-2x0-int", "int64", [2, 0], [], "cuda:0", None),
    ("cuda-grad", "float32", [2], [1.0, 2.0], "cuda:0", "mul"),
    ("cuda-leaf", "float64", [2, 2], [1.0, 1.0, 1.0, 1.0], "cuda:1", "leaf"),
    ("cuda-wide", "float64", [3, 8], [i * 1.0625 for i in range(24)], "cuda:0", "clone"),
    ("cuda-summarised", "float32", [50, 40], (0.0, 1.0), "cuda:0", None),
    ("leaf-float", "float32", [2], [1.0, 2.0], None, "leaf"),
    ("leaf-double", "float64", [2], [1.0, 2.5], None, "leaf"),
    ("leaf-scalar", "float32", [], [2.0], None, "leaf"),
    ("leaf-empty", "float32", [0], [], None, "leaf"),
    ("leaf-empty-2x0-double", "float64", [2, 0], [], None, "leaf"),
    ("mul-float", "float32", [2], [1.0, 2.0], None, "mul"),
    ("clone-double", "float64", [3], [0.5, -1.0, 2.0], None, "clone"),
    ("view-2d", "float32", [2, 2], [1.0, 2.0, 3.0, 4.0], None, "view"),
    ("neg-sci", "float64", [2], [1e-8, 1.0], None, "neg"),
    ("div-scalar", "float64", [], [0.1], None, "div"),
    ("grad-wrap-row", "float32", [10], [i * 1.5 for i in range(10)], None, "mul"),
    ("grad-wrap-double", "float64", [9], [i * 1.5 for i in range(9)], None, "mul"),
    ("grad-wrap-8", "float64", [8], [i * 1.5 for i in range(8)], None, "clone"),
    ("grad-wrap-7", "float64", [7], [i * 1.5 for i in range(7)], None, "clone"),
    ("grad-wrap-2d", "float64", [3, 7], [i * 1.5 for i in range(21)], None, "mul"),
    ("grad-wrap-long", "float64", [30], [i * 1.5 for i in range(30)], None, "mul"),
    ("leaf-wrap-long", "float64", [30], [i * 1.5 for i in range(30)], None, "leaf"),
    ("grad-summarised", "float32", [1001], (0.0, 1.0), None, "mul"),
    ("cuda-grad-summarised-3d", "float64", [2, 3, 500], (-1.0, 0.125), "cuda:0", "clone"),
    ("grad-nan", "float32", [3], [nan, 1.0, -inf], None, "clone"),
]
for n in range(1, 12):
    # rows of growing length so that the suffixes wrap at every possible point
    SUFFIX_CASES.append(("suffix-len-%02d" % n, "float64", [n], [i * 1.25 for i in range(n)], "cuda:0", "mul"))
    SUFFIX_CASES.append(("suffix-len32-%02d" % n, "float32", [n], [i * 10.5 for i in range(n)], None, "mul"))
for name, dt, shape, vals, device, autograd in SUFFIX_CASES:
    if isinstance(vals, tuple):
        add_tensor("t-" + name, dt, shape, affine=vals, device=device, autograd=autograd)
    else:
        add_tensor("t-" + name, dt, shape, values=cast(dt, vals), device=device, autograd=autograd)

# ---------------------------------------------------------------------------
# Python repr(float) and str() of NumPy scalars.

PYFLOATS = [
    0.1, 1e-05, 1e16, 1e15, 9999999999999998.0, 0.10000000149011612, inf, -inf, nan, -0.0, 0.0,
    1.0, 100000.0, 1e22, 1e23, 1e-4, 0.0001234, 0.00001234, 1.7976931348623157e308, 5e-324,
    2.5, 123456789.123, -1.5e-7, 1 / 3, 2 / 3, math.pi, -math.e, 1e100, 1e-100, 12345678901234567890.0,
    0.3, 0.1 + 0.2, 4.35, 1.5e300, 2.0 ** 53, 2.0 ** 53 + 2, 1e-310, 123e-20, 999999999999999.9,
    9.999999999999999e15, 0.5, -1234.5678,
]
for i, v in enumerate(PYFLOATS):
    add("pyfloat-%02d" % i, "pyfloat", "float64", [], repr(v), values=[v])

NPSCALARS = PYFLOATS + [1e-45, 3.4028234663852886e38, 16777217.0, 123456789.0, 9999999198822400.0,
                        1.00000001e-4, 9.9999e-5, 1e8, 0.2, 0.7, 1.1]
for i, v in enumerate(NPSCALARS):
    for dt in FLOATS:
        val = cast(dt, [v])[0]
        add("npscalar-%02d-%s" % (i, dt), "npscalar", dt, [], str(NUMPY_DTYPES[dt](val)), values=[val])
for i, v in enumerate([0, 3, -3, 2**31 - 1, -2**31]):
    for dt in INTS:
        add("npscalar-int-%02d-%s" % (i, dt), "npscalar", dt, [], str(NUMPY_DTYPES[dt](v)), values=[v])
add("npscalar-int64-max", "npscalar", "int64", [], str(np.int64(2**63 - 1)), values=[2**63 - 1])
for v in (True, False):
    add("npscalar-bool-%s" % v, "npscalar", "bool", [], str(np.bool_(v)), values=[v])

# ---------------------------------------------------------------------------

header = [
    "# TensorLens printing goldens: what PyTorch %s and NumPy %s print." % (torch.__version__, np.__version__),
    "# Generated by tests/tools/make_print_goldens.py; do not edit by hand.",
    "# Format: see the docstring of that script.",
    "# cases: %d" % len(records),
]
os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, "w", encoding="ascii", newline="\n") as f:
    f.write("\n".join(header) + "\n" + "\n".join(records) + "\n")
print("wrote %d cases to %s" % (len(records), os.path.normpath(OUT)), file=sys.stderr)
