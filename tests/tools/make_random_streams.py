#!/usr/bin/python3
"""Writes tests/random/streams.json: the exact values real PyTorch 1.13 and NumPy 1.24 draw
for short scripts of seeded random calls. tst_random runs every script through tensorlens
and compares each named result bit for bit (floats as hex, integers as decimals).

    /usr/bin/python3 tests/tools/make_random_streams.py

Each case: a name, the script (statements of the subset, no loops), and for each result
variable its kind (tensor, ndarray, float, int, npscalar), dtype, shape and values.
"""
import json
import os
import sys

import numpy as np
import torch

if sys.version_info[:2] != (3, 11):
    sys.exit("make_random_streams.py: run it with CPython 3.11 + torch (/usr/bin/python3)")

CASES = []


def case(name, code, results):
    CASES.append((name, code.strip() + "\n", results))


HEADER = "import torch\nimport numpy as np\n"


def lit(n):
    """An int literal the subset can evaluate: its ints hold 64 signed bits."""
    if n == -2**63:
        return "-9223372036854775807 - 1"
    if abs(n) >= 2**62:
        return str(n)
    return str(n) if n < 2**16 else f"2**{n.bit_length() - 1}" + (f" + {n - 2**(n.bit_length() - 1)}" if n != 2**(n.bit_length() - 1) else "")

# --- torch: uniform, every size around the 16-wide normal fill, both float dtypes
for seed in [0, 1, 42, 2**32 + 5, 2**40 + 7, -1]:
    case(f"torch-rand-seed-{seed}", f"torch.manual_seed({lit(seed)})\nr = torch.rand(37)\nd = torch.rand(5, dtype=torch.float64)",
         ["r", "d"])
for n in list(range(1, 41)) + [47, 63, 64, 65, 100, 1000, 4099]:
    case(f"torch-randn-{n}", f"torch.manual_seed({n})\nr = torch.randn({n})\nd = torch.randn({n}, dtype=torch.float64)",
         ["r", "d"])
for mean, std in [(2.5, 0.3), (-1.0, 7.0), (0.0, 0.0), (1e6, 1e-3)]:
    for n in [5, 16, 33]:
        case(f"torch-normal-{mean}-{std}-{n}",
             f"torch.manual_seed(7)\nr = torch.normal({mean}, {std}, ({n},))\n"
             f"d = torch.normal({mean}, {std}, ({n},), dtype=torch.float64)\n"
             f"e = torch.empty({n}).normal_({mean}, {std})", ["r", "d", "e"])
# The cached second Box-Muller value carries from one call to the next.
case("torch-randn-cache", "torch.manual_seed(3)\na = torch.randn(3)\nb = torch.randn(1)\nc = torch.randn(1, dtype=torch.float64)\n"
     "e = torch.randn(20)\nf = torch.randn(2, dtype=torch.float64)", ["a", "b", "c", "e", "f"])
case("torch-manual-seed-drops-cache", "torch.manual_seed(3)\na = torch.randn(1)\ntorch.manual_seed(3)\nb = torch.randn(1)",
     ["a", "b"])
# Non-contiguous outputs are filled in memory order (TensorIterator), and serially for normal.
case("torch-transposed", "torch.manual_seed(5)\nt = torch.empty(3, 7)\nu = t.t()\nu.uniform_(-3.7, 2.3)\n"
     "s = torch.empty(5, 16)\nv = s.t()\nv.normal_()\nw = torch.zeros(4, 6)\nx = w[:, ::2]\nx.uniform_()",
     ["t", "s", "w"])
case("torch-uniform-ranges", "torch.manual_seed(11)\na = torch.empty(9).uniform_(-3.7, 2.3)\n"
     "b = torch.empty(9, dtype=torch.float64).uniform_(-3.7, 2.3)\nc = torch.empty(4).uniform_(1e30, 3e38)\n"
     "d = torch.empty(4).uniform_(5, 5)", ["a", "b", "c", "d"])
# Integers: 32-bit draws below 2**32, 64-bit ones from there (int64, float, double).
for lo, hi in [(0, 10), (-5, 5), (0, 2**31), (0, 2**32 - 1), (0, 2**32), (0, 2**32 + 1), (0, 2**40), (-2**62, 2**62),
               (-2**63, 2**63 - 1)]:
    case(f"torch-randint-{lo}-{hi}", f"torch.manual_seed(9)\nr = torch.randint({lit(lo)}, {lit(hi)}, (12,))\n"
         f"f = torch.randint({lit(lo)}, {lit(hi)}, (6,), dtype=torch.float64)", ["r", "f"])
case("torch-randint-dtypes", "torch.manual_seed(2)\na = torch.randint(0, 100, (7,), dtype=torch.int32)\n"
     "b = torch.randint(0, 2, (9,), dtype=torch.bool)\nc = torch.randint(-50, 50, (7,), dtype=torch.float32)\n"
     "d = torch.randint(10, (2, 3))\ne = torch.randint_like(torch.ones(2, 2), 3, 9)", ["a", "b", "c", "d", "e"])
case("torch-random-default", "torch.manual_seed(4)\na = torch.empty(5, dtype=torch.int64).random_()\n"
     "b = torch.empty(5, dtype=torch.int32).random_()\nc = torch.empty(5).random_()\n"
     "d = torch.empty(5, dtype=torch.float64).random_()\ne = torch.empty(9, dtype=torch.bool).random_()",
     ["a", "b", "c", "d", "e"])
case("torch-random-to-and-from", "torch.manual_seed(4)\na = torch.zeros(5).random_(7)\n"
     "b = torch.zeros(5, dtype=torch.int32).random_(-3, None)\nc = torch.zeros(5).random_(2, None)\n"
     "d = torch.zeros(4, dtype=torch.float64).random_(0, 2**40)", ["a", "b", "c", "d"])
for n in [0, 1, 2, 3, 10, 17, 100, 1000]:
    case(f"torch-randperm-{n}", f"torch.manual_seed({n + 1})\na = torch.randperm({n})\n"
         f"b = torch.randperm({n}, dtype=torch.int32)\nc = torch.randperm({n}, dtype=torch.float64)", ["a", "b", "c"])
case("torch-bernoulli", "torch.manual_seed(8)\na = torch.empty(10).bernoulli_(0.3)\n"
     "b = torch.zeros(10, dtype=torch.int32).bernoulli_(0.7)\nc = torch.zeros(10, dtype=torch.bool).bernoulli_()\n"
     "p = torch.tensor([0.1, 0.5, 0.9, 0.0, 1.0])\nd = torch.bernoulli(p)\n"
     "q = torch.tensor([0.1, 0.5, 0.9], dtype=torch.float64)\ne = torch.zeros(2, 3).bernoulli_(q)\n"
     "f = torch.bernoulli(p, 0.25)\ng = torch.rand(4).bernoulli()", ["a", "b", "c", "d", "e", "f", "g"])
case("torch-exponential", "torch.manual_seed(6)\na = torch.empty(7).exponential_()\n"
     "b = torch.empty(7, dtype=torch.float64).exponential_(2.5)", ["a", "b"])
case("torch-multinomial", "torch.manual_seed(12)\np = torch.tensor([0.1, 0.2, 0.3, 0.4])\n"
     "a = torch.multinomial(p, 20, True)\nb = torch.multinomial(p, 3)\nc = torch.multinomial(p, 1)\n"
     "m = torch.tensor([[1.0, 2.0, 3.0], [0.0, 5.0, 1.0]], dtype=torch.float64)\nd = torch.multinomial(m, 2)\n"
     "e = torch.multinomial(m, 4, replacement=True)\nw = torch.rand(200)\nf = torch.multinomial(w, 3)\n"
     "g = torch.multinomial(w, 60)", ["a", "b", "c", "d", "e", "f", "g"])
case("torch-normal-tensors", "torch.manual_seed(13)\nm = torch.tensor([0.0, 10.0, -5.0])\ns = torch.tensor([1.0, 0.5, 2.0])\n"
     "a = torch.normal(m, s)\nb = torch.normal(m, 2.0)\nc = torch.normal(1.5, s)\n"
     "d = torch.normal(torch.zeros(2, 1), torch.ones(3))", ["a", "b", "c", "d"])
case("torch-like", "torch.manual_seed(14)\nx = torch.ones(3, 4, dtype=torch.float64)\na = torch.rand_like(x)\n"
     "b = torch.randn_like(x)\nc = torch.randint_like(x, 10)\ny = torch.ones(4, 3).t()\nd = torch.rand_like(y)",
     ["a", "b", "c", "d"])
case("torch-generators", "torch.manual_seed(1)\ng = torch.Generator()\ng.manual_seed(99)\na = torch.rand(3, generator=g)\n"
     "b = torch.rand(3)\nc = torch.randn(3, generator=g)\nh = torch.Generator().manual_seed(99)\n"
     "d = torch.rand(3, generator=h)\ne = torch.randint(0, 5, (4,), generator=g)\nf = torch.randperm(6, generator=g)\n"
     "s = g.initial_seed()\nt = torch.initial_seed()\nu = torch.Generator().initial_seed()",
     ["a", "b", "c", "d", "e", "f", "s", "t", "u"])
case("torch-negative-seed", "torch.manual_seed(-5)\na = torch.rand(4)\nb = torch.randn(20)", ["a", "b"])

# --- NumPy's legacy RandomState
for seed in [0, 1, 42, 2**32 - 1]:
    case(f"numpy-seed-{seed}", f"np.random.seed({lit(seed)})\nr = np.random.rand(7)\nn = np.random.randn(5)\n"
         f"x = np.random.random()", ["r", "n", "x"])
case("numpy-seed-array", "np.random.seed([1, 2, 3])\nr = np.random.rand(4)\nnp.random.seed((2**32 - 1, 0))\ns = np.random.rand(4)",
     ["r", "s"])
case("numpy-raw-words", "np.random.seed(5489)\nr = np.random.randint(0, 2**32, 700)", ["r"])
case("numpy-gauss-cache", "np.random.seed(3)\na = np.random.randn()\nb = np.random.randn(3)\nc = np.random.normal(5, 2)\n"
     "d = np.random.standard_normal(4)\nnp.random.seed(3)\ne = np.random.randn()", ["a", "b", "c", "d", "e"])
for lo, hi in [(0, 1), (0, 2), (0, 10), (-5, 5), (0, 2**31), (0, 2**32 - 1), (0, 2**32), (0, 2**32 + 1), (0, 2**40),
               (-2**63, 2**63 - 1), (7, 8)]:
    case(f"numpy-randint-{lo}-{hi}", f"np.random.seed(9)\nr = np.random.randint({lit(lo)}, {lit(hi)}, 12)\n"
         f"s = np.random.randint({lit(lo)}, {lit(hi)})",
         ["r", "s"])
case("numpy-randint-dtypes", "np.random.seed(2)\na = np.random.randint(0, 100, 7, dtype=np.int32)\n"
     "b = np.random.randint(0, 2, 40, dtype=bool)\nc = np.random.randint(-2**31, 2**31, 5, dtype=np.int32)\n"
     "d = np.random.randint(5, size=(2, 3))\ne = np.random.randint(0, 3, dtype=np.int32)\nf = np.random.randint(2, dtype=bool)",
     ["a", "b", "c", "d", "e", "f"])
case("numpy-uniform-normal", "np.random.seed(21)\na = np.random.uniform(-2, 3, 6)\nb = np.random.uniform()\n"
     "c = np.random.normal(10, 0.5, (2, 3))\nd = np.random.random_sample((3,))\ne = np.random.random(2)\n"
     "f = np.random.uniform(3, -2, 3)", ["a", "b", "c", "d", "e", "f"])
case("numpy-shuffle", "np.random.seed(17)\na = np.arange(10)\nnp.random.shuffle(a)\nb = np.arange(12).reshape(4, 3)\n"
     "np.random.shuffle(b)\nc = np.arange(20.0)\nd = c[::3]\nnp.random.shuffle(d)\ne = [1, 2, 3, 4, 5]\nnp.random.shuffle(e)",
     ["a", "b", "c", "e"])
case("numpy-permutation", "np.random.seed(18)\na = np.random.permutation(10)\nb = np.random.permutation([4.5, 1.5, 3.5])\n"
     "c = np.random.permutation(np.arange(6).reshape(3, 2))\nd = np.random.permutation(0)", ["a", "b", "c", "d"])
case("numpy-choice", "np.random.seed(19)\na = np.random.choice(5)\nb = np.random.choice(5, 8)\n"
     "c = np.random.choice(5, 3, replace=False)\nd = np.random.choice([1.5, 2.5, 3.5], 4, p=[0.2, 0.3, 0.5])\n"
     "e = np.random.choice(5, 3, replace=False, p=[0.1, 0.2, 0.3, 0.2, 0.2])\nf = np.random.choice([10, 20, 30])\n"
     "g = np.random.choice(6, (2, 2))\nh = np.random.choice(4, p=[0.1, 0.2, 0.3, 0.4])", list("abcdefgh"))
case("numpy-randomstate", "rs = np.random.RandomState(42)\na = rs.rand(4)\nb = rs.randn(3)\nc = rs.randint(0, 10, 5)\n"
     "np.random.seed(42)\nd = np.random.rand(4)\nrt = np.random.RandomState([7, 8])\ne = rt.uniform(0, 1, 3)\n"
     "f = rs.choice(10, 4, replace=False)", ["a", "b", "c", "d", "e", "f"])


def encode(v):
    if isinstance(v, torch.Tensor):
        kind, dtype, shape, flat = "tensor", str(v.dtype).replace("torch.", ""), list(v.shape), v.flatten().tolist()
    elif isinstance(v, np.ndarray):
        kind, dtype, shape, flat = "ndarray", v.dtype.name, list(v.shape), v.flatten().tolist()
    elif isinstance(v, np.generic):
        kind, dtype, shape, flat = "npscalar", v.dtype.name, [], [v.item()]
    elif isinstance(v, bool):
        kind, dtype, shape, flat = "bool", "bool", [], [v]
    elif isinstance(v, int):
        kind, dtype, shape, flat = "int", "int64", [], [v]
    elif isinstance(v, float):
        kind, dtype, shape, flat = "float", "float64", [], [v]
    elif isinstance(v, list):
        kind, dtype, shape, flat = "list", "int64", [len(v)], v
    else:
        raise TypeError(type(v))
    values = [float(x).hex() if isinstance(x, float) else str(int(x)) for x in flat]
    return {"kind": kind, "dtype": dtype, "shape": shape, "values": values}


def main():
    out = []
    for name, code, results in CASES:
        scope = {}
        exec(HEADER + code, scope)
        out.append({"name": name, "code": code, "results": {r: encode(scope[r]) for r in results}})
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "random", "streams.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    print(f"{len(out)} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
