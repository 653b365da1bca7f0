import torch
import numpy as np
x = 3.14159
n = 42
name = 'world'
t = torch.tensor(2.5)
print(f'{x:.2f} {n:5d}| {n:<5}| {name!r} {name:>8} {x:e} {n:#x} {n:,} {x:10.3f}|')
print(f'{t:.3f} {t} {np.float64(1.5):.1f} {torch.tensor(7)} {-0.0:z.1f} {1e16} {0.1 + 0.2}')
w, p = 10, 3
print(f'{x:{w}.{p}f}|{name:^{w}}|{n!s:>6}|{[1, 2]}|{ {"a": 1} }|{None}|{True:d}')
for v in [0, 1.5, -2, 'ab', None, True]:
    print(f'[{v!r:>6}] [{v}]')
