# torch.norm / Tensor.norm: 2-norm by default, p=1, inf, 'fro', dim= and keepdim=, bit-exact over many sizes
import torch

torch.manual_seed(0)
print(torch.norm(torch.tensor([3.0, -4.0])))
print(torch.norm(torch.ones((4, 9))))
for n in [1, 3, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 255, 256, 257, 1000, 4097]:
    v = torch.randn(n)
    print(n, torch.norm(v).item(), torch.norm(v, p=1).item(), torch.norm(v, float('inf')).item(), torch.norm(v, 3).item())
    print(n, torch.norm(v.double()).item())
A = torch.randn(37, 53)
print(torch.norm(A).item(), torch.norm(A, 'fro').item(), A.norm().item())
print(torch.norm(A, dim=0)[:5].tolist(), torch.norm(A, dim=1)[:5].tolist())
print(torch.norm(A, p=1, dim=1, keepdim=True).shape, torch.norm(A, dim=(0, 1)).item())
print(torch.norm(A.t(), dim=1)[:4].tolist())
B = torch.arange(24.).view(2, 3, 4)
print(torch.norm(B, dim=(1, 2)), torch.norm(B, dim=-1, keepdim=True))
print(torch.norm(B, p=0), torch.norm(B, 'fro', dim=1))
x = torch.tensor([1., -2., 3.], requires_grad=True)
y = torch.norm(x)
print(y, type(y.grad_fn).__name__)
y.backward()
print(x.grad)
for bad in [lambda: torch.norm(torch.arange(4))]:
    try:
        bad()
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
# p='fro' over two dimensions is sqrt(sum(x * x)); an explicit p=None is the 2-norm kernel
print(torch.norm(A, dim=(0, 1)).item(), torch.norm(A, p=None, dim=(0, 1)).item(), A.norm(dim=[1, 0]).item())
print(torch.norm(B, dim=(0, 2)), torch.norm(B, 'fro', dim=(-1, 0), keepdim=True).shape)
z = torch.ones(2, 3, requires_grad=True)
print(type(torch.norm(z, dim=(0, 1)).grad_fn).__name__, type(torch.norm(z, 2, dim=(0, 1)).grad_fn).__name__)
for bad in [lambda: torch.norm(B, dim=(0, 1, 2)), lambda: torch.norm(B, dim=(1, -2))]:
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError:", e)
