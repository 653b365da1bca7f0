# Assigning and deleting Tensor.grad: PyTorch's checks, the same tensor kept, accumulation in place.
import numpy as np
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)


def attempt(value):
    try:
        x.grad = value
        print("ok", x.grad)
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__, e)


attempt(torch.tensor([1.0, 2.0, 3.0]))
attempt(torch.tensor([1, 2]))
attempt(torch.tensor([1.0, 2.0], dtype=torch.float64))
attempt(torch.ones(3, dtype=torch.int64))
attempt(torch.ones(1, 2))
attempt(5)
attempt(2.5)
attempt([1.0, 2.0])
attempt("a")
attempt(np.ones(2, dtype=np.float32))
attempt(torch.Size([2]))
attempt(x)

g = torch.tensor([3.0, 4.0])
x.grad = g
print(x.grad is g)
g.add_(1)
print(x.grad)
(x * x).sum().backward()
print(g, x.grad is g, g._version)

x.grad = None
print(x.grad)
(x * x).sum().backward()
print(x.grad)
del x.grad
print(x.grad)

y = x * 2
y.grad = torch.ones(2)
print(y.grad, y.is_leaf)
z = torch.ones(2)
z.grad = torch.full((2,), 7.0)
print(z.grad, z.requires_grad)
i = torch.tensor([1, 2])
i.grad = torch.tensor([5, 6])
print(i.grad)
w = torch.tensor([1.0, 2.0], requires_grad=True)
w.grad = torch.ones(2, requires_grad=True)
print(w.grad)
