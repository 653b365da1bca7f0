# CPU twin of resources/lessons/03_tensors_on_the_gpu.py, by the rules of the shared
# cuda-derivations/_fakecuda.py: prints what the lesson prints with a real cuda:0.
from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
g = torch.arange(4.0)
print("cuda:0")
try:
    ng = numpy_of_cuda()
except TypeError as e:
    print("TypeError:", e)
h = g.to('cpu', copy=True)
nh = h.numpy()
nh[0] = 100
print(cuda_repr(g))
print(h)
same = h
print(same is h)
try:
    s = mixed_devices()
except RuntimeError as e:
    print("RuntimeError:", e)
