# Lesson: Tensors on the GPU: what can NumPy see, and what does cpu() copy?
import torch
# > A tensor made on cuda:0 lives in GPU memory.
g = torch.arange(4.0, device='cuda')
print(g.device)
# > Can NumPy get at the memory of a GPU tensor?
# ? error: Which error, if any? | none | RuntimeError | TypeError = TypeError
# > A TypeError: NumPy can only point at host memory.
try:
    ng = g.numpy()
except TypeError as e:
    print("TypeError:", e)
# > cpu() brings the tensor to host memory.
# ? copies: How many bytes does cpu() copy? | 0 | 16 | 32 = 16
# > All 16 bytes cross from GPU memory into a new storage in host memory.
h = g.cpu()
# > numpy() of the host tensor is allowed.
nh = h.numpy()
# ? changes g: Will g change? = no
# > No: nh views h's bytes in host memory; g's are on the GPU.
nh[0] = 100
print(g)
print(h)
# > to('cpu') of a tensor that is already in host memory.
# ? copies: How many bytes does to('cpu') copy here? | 0 | 16 = 0
# > None: to() on the device a tensor is already on returns the same object.
same = h.to('cpu')
print(same is h)
# > One operation with a GPU tensor and a host tensor.
# ? error: Which error, if any? | none | RuntimeError | TypeError = RuntimeError
# > A RuntimeError: PyTorch never moves data between devices for you.
try:
    s = g + h
except RuntimeError as e:
    print("RuntimeError:", e)
