# Written for TensorLens in the style of the PyTorch docs on clone(), detach() and contiguous():
# which of them copy memory and which share it.
import torch

x = torch.arange(6.).view(2, 3)
y = x.t()
print(y.is_contiguous())
z = y.contiguous()
print(z.is_contiguous(), z.stride())
print(x.contiguous() is x)

c = x.clone()
c[0, 0] = 42.
print(x[0, 0].item(), c[0, 0].item())

w = torch.ones(2, requires_grad=True)
d = w.detach()
print(d.requires_grad, d.data_ptr() == w.data_ptr())
