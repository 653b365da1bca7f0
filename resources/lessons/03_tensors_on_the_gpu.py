# Lesson: tensors on the GPU: cpu() and to() copy, numpy() refuses
import torch
# > A tensor made on cuda:0 lives in GPU memory.
g = torch.arange(4.0, device='cuda')
print(g.device)
# > NumPy can only point at host memory.
# ? error: Which error, if any? | none | RuntimeError | TypeError = TypeError
try:
    ng = g.numpy()
except TypeError as e:
    print("TypeError:", e)
# > cpu() copies the bytes into host memory: a new storage.
# ? copies: How many bytes does cpu() copy? | 0 | 16 | 32 = 16
h = g.cpu()
# > Now numpy() shares h's host bytes.
nh = h.numpy()
# ? changes g: Will g change? = no
nh[0] = 100
print(g)
print(h)
# > to() on the device a tensor is already on returns the same object.
# ? copies: How many bytes does to('cpu') copy here? | 0 | 16 = 0
same = h.to('cpu')
print(same is h)
# > Mixing devices in one operation is an error: PyTorch never moves data for you.
# ? error: Which error, if any? | none | RuntimeError | TypeError = RuntimeError
try:
    s = g + h
except RuntimeError as e:
    print("RuntimeError:", e)
