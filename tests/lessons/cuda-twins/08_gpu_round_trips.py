# CPU twin of resources/lessons/08_gpu_round_trips.py, by the rules of the shared
# cuda-derivations/_fakecuda.py: prints what the lesson prints with a real cuda:0.
from _fakecuda import cuda_repr
import torch
x = torch.ones(2, 3)
g = x.to('cpu', copy=True)
print("cuda:0")
g[0][0] = 5
print(x)
g2 = g
print(g2 is g)
back = g.to('cpu', copy=True)
print(back)
back[1][2] = 7
print(cuda_repr(g))
row = g[1].to('cpu', copy=True)
print(row)
back[0][0] = -1
print(x)
