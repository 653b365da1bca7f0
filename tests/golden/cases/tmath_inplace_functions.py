# torch.X_(input): the in-place function forms of the unary ops write into input and return it
import torch
import math

a = torch.tensor([0, math.pi / 4, math.pi / 2, 3 * math.pi / 4])
r = torch.sin_(a)
print(r, a, r is a)
for name in ['exp_', 'log_', 'sqrt_', 'abs_', 'neg_', 'floor_', 'ceil_', 'trunc_', 'tanh_', 'sigmoid_', 'reciprocal_',
             'rsqrt_', 'cos_', 'tan_', 'log2_', 'log10_', 'relu_', 'round_', 'negative_']:
    t = torch.tensor([0.25, 1.5, 2.75, -0.5])
    out = getattr(torch, name)(t)
    print(name, out is t, t)
t = torch.tensor([1.2345, -2.5])
print(torch.round_(t, decimals=2), t)
t = torch.tensor([-2.0, 0.5, 3.0])
print(torch.clamp_(t, -1, 1), t)
t = torch.tensor([-2.0, 0.5, 3.0])
print(torch.clip_(t, max=0.0), t)
t = torch.tensor([-2.0, 0.5, 3.0])
print(torch.clamp_min_(t, 0.0), t)
t = torch.tensor([-2.0, 0.5, 3.0])
print(torch.clamp_max_(t, torch.tensor(1.0)), t)
print(hasattr(torch, 'sign_'))
v = torch.arange(6.).view(2, 3)
torch.exp_(v[:, 1])
print(v)
try:
    torch.sin_(torch.tensor([1, 2]))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.sin_()
except TypeError as e:
    print("TypeError:", e)
try:
    torch.exp_(torch.ones(2, requires_grad=True))
except RuntimeError as e:
    print("RuntimeError:", e)
w = torch.ones(3, requires_grad=True)
y = w * 2
torch.sin_(y)
print(type(y.grad_fn).__name__)
y.sum().backward()
print(w.grad)
