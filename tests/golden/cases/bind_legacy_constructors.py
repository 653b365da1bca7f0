import torch
import numpy as np
a = torch.Tensor([1, 2, 3]); print(a, a.dtype)
b = torch.Tensor([[1, 2], [3, 4]]); print(b)
c = torch.FloatTensor([1.5, 2]); print(c, type(c))
d = torch.LongTensor([1.7, -1.7]); print(d, d.dtype)
e = torch.IntTensor([1]); print(e); f = torch.BoolTensor([1, 0]); print(f)
g = torch.DoubleTensor([1]); print(g)
x = torch.ones(3)
y = torch.Tensor(x); print(y is x, y.data_ptr() == x.data_ptr(), y._base is x)
w = torch.ones(2, requires_grad=True)
v = torch.Tensor(w); print(v.requires_grad, type(v.grad_fn).__name__ if False else v.grad_fn is not None)
na = np.array([1., 2.])
z = torch.Tensor(na); na[0] = 9; print(z)
na32 = np.array([1., 2.], dtype=np.float32)
z2 = torch.Tensor(na32); na32[0] = 9; print(z2)
print(torch.Tensor(), torch.Tensor().shape)
print(torch.Tensor((1, 2)), torch.Tensor(range(3)), torch.Tensor([True, 2.5]))
print(isinstance(a, torch.Tensor))
bad_calls = [
    ("torch.LongTensor(x)", lambda: torch.LongTensor(x)),
    ("torch.FloatTensor(2.5)", lambda: torch.FloatTensor(2.5)),
    ("torch.Tensor(None)", lambda: torch.Tensor(None)),
    ("torch.Tensor({1: 2})", lambda: torch.Tensor({1: 2})),
    ("torch.Tensor([1], device='cuda')", lambda: torch.Tensor([1], device='cuda')),
    ("torch.Tensor(x, device='cpu')", lambda: torch.Tensor(x, device='cpu')),
    ("torch.Tensor([[1, 2], [3]])", lambda: torch.Tensor([[1, 2], [3]])),
    ("torch.Tensor(np.float64(2))", lambda: torch.Tensor(np.float64(2))),
]
for text, call in bad_calls:
    try:
        print(text, "->", call())
    except Exception as ex:
        print(text, "!", type(ex).__name__, ex)
