import numpy as np
for seed in [0, 7, 123, 2**35]:
    g = np.random.default_rng(seed)
    print(g.permutation(10), g.permutation(1), g.permutation(0), g.permutation(np.arange(5.) * 2))
    a = np.arange(8)
    g.shuffle(a); print(a)
    b = np.arange(12)[::2]
    g.shuffle(b); print(b)
    print(g.permutation(np.int64(6)), g.integers(0, 100, 3), g.random())
x = np.arange(5)
p = np.random.default_rng(1).permutation(x)
print(x, p, np.shares_memory(x, p))
