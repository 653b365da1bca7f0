# The nodes of a number raised to a tensor's power and of in-place squeezes: PyTorch 2's
# __rpow__ calls torch.pow(number, tensor) (PowBackward2, one edge), and squeeze.dims
# renumbered the in-place squeeze nodes.
import numpy as np
import torch

x = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
for label, y in [("2 ** x", 2 ** x), ("2.5 ** x", 2.5 ** x), ("np.float32 ** x", np.float32(2) ** x),
                 ("torch.pow(2, x)", torch.pow(2, x)), ("tensor ** x", torch.tensor(2.0) ** x)]:
    print(label, type(y.grad_fn).__name__, [type(f).__name__ if f is not None else None for f, _ in y.grad_fn.next_functions])
    y.sum().backward()
    print(" grad", x.grad.tolist())
    x.grad = None
i = torch.arange(4)
print(2 ** i, 2.5 ** i, True ** i, (2 ** i).dtype)
z = torch.ones(1, 3, 1, requires_grad=True) * 2
z.squeeze_(0)
print(type(z.grad_fn).__name__)
z.squeeze_()
print(type(z.grad_fn).__name__)
v = torch.ones(3, requires_grad=True)
A = torch.ones(3, 2, requires_grad=True)
print(type((v @ A).grad_fn).__name__, type(torch.matmul(v, A).grad_fn).__name__)
