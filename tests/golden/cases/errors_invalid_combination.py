# PyTorch's "invalid combination of arguments" TypeError: which overloads get a "didn't match"
# reason (those whose printed arity, the "*" counted, equals the arguments given), and
# the order keyword arguments are listed in.
import torch
x = torch.ones(2, 3)
calls = [
    lambda: torch.add(x, x, x),
    lambda: torch.ones(2, foo=1),
    lambda: torch.zeros((2,), dtype=1),
    lambda: x.view(1, 2, foo=3),
    lambda: torch.full(2),
    lambda: torch.arange('a'),
    lambda: torch.cat(x, x, x),
    lambda: torch.randint(5),
    lambda: torch.clamp(x, 'a'),
    lambda: x.to('cpu', 1, 2, 3),
    lambda: torch.normal(1),
    lambda: torch.where(x, 1),
    lambda: torch.mul(x, 'a'),
    lambda: torch.Tensor(x, dtype=torch.float),
    lambda: torch.FloatTensor([1], device='cpu', foo=1),
    lambda: torch.tensor([1], foo=2),
    lambda: x.new_zeros(2, foo=1),
    lambda: torch.reshape(x, 'a', 'b'),
    lambda: torch.transpose(x, 0),
    lambda: x.max(1, foo=2),
    lambda: torch.matmul(x),
    lambda: torch.zeros_like(x, 1),
    lambda: torch.randn(2, generator=1),
    lambda: torch.linspace(0, 1),
]
for c in calls:
    try:
        c()
        print("ok")
    except Exception as e:
        print(type(e).__name__, e)
for c in [lambda: x.sum(keepdim=1, dim=2.5), lambda: x.sum(dim=2.5, keepdim=1), lambda: torch.ones(2, a=1, b=2, c=3, layout=4),
          lambda: torch.full((2,), 1, zz=1, yy=2, dtype=3), lambda: torch.Tensor([1], foo=1, bar=2, device='cpu', baz=3),
          lambda: torch.randn(2, aa=1, bb=2), lambda: x.to(dtype=1, device=2, foo=3), lambda: torch.where(x, k=1, j=2)]:
    try:
        c()
    except Exception as e:
        print(type(e).__name__, e)
try:
    torch.Tensor([1], dtype=torch.int)
except TypeError as e:
    print(e)
try:
    torch.Tensor(2, 3, dtype=torch.int)
except TypeError as e:
    print(e)
