# torch.cross: the first dimension of size 3 by default, dim=, fused products as ATen's kernel, LinalgCrossBackward0
import torch

v1 = torch.tensor([1., 0., 0.])
v2 = torch.tensor([0., 1., 0.])
print(torch.cross(v2, v1), v1.cross(v2))
torch.manual_seed(0)
a, b = torch.randn(500, 3), torch.randn(500, 3)
r = torch.cross(a, b, dim=1)
print(r.sum().item(), r[:4].tolist())
print(torch.cross(a.t(), b.t())[:, :3].tolist(), torch.cross(a.t(), b.t()).stride())
ad, bd = a.double(), b.double()
print(torch.cross(ad, bd, dim=-1).sum().item(), torch.cross(ad, bd)[7].tolist())
x = torch.randn(4, 3, requires_grad=True)
y = torch.randn(4, 3, requires_grad=True)
z = torch.cross(x, y, dim=1)
print(type(z.grad_fn).__name__)
(z * torch.arange(12.).view(4, 3)).sum().backward()
print(x.grad.tolist(), y.grad.tolist())
try:
    torch.cross(torch.ones(2, 2), torch.ones(2, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
