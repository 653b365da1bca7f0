# asin, acos, atan, sinh, cosh, asinh, acosh, atanh, log1p, expm1, erf: PyTorch's CPU bits (SLEEF where ATen vectorises)
import torch
import math

torch.manual_seed(0)
x = torch.rand(1000) * 2 - 1
big = torch.randn(1000) * 4
pos = torch.rand(1000) * 20 + 1
for name, data in [('asin', x), ('acos', x), ('atan', big), ('sinh', big), ('cosh', big), ('asinh', big), ('acosh', pos),
                   ('atanh', x), ('log1p', pos - 1.5), ('expm1', big), ('erf', big)]:
    f = getattr(torch, name)
    for t in [data, data.double(), data[::3], data.view(10, 100).t()]:
        r = f(t)
        print(name, t.dtype, r.dtype, r.sum().item(), r[:3].tolist(), r[-5:].tolist())
    print(name, f(torch.tensor([1, 2, 3])).tolist(), f(torch.tensor([True, False])).dtype)
    y = data[:37].clone()
    getattr(y, name + '_')()
    print(name, torch.equal(y, f(data[:37])), getattr(torch, 'arc' + name[1:], None) is not None)
angles = torch.tensor([0, math.pi / 4, math.pi / 2, 3 * math.pi / 4])
print(torch.asin(torch.sin(angles)), torch.arcsin(torch.tensor([0.5])))
w = torch.tensor([0.1, -0.4, 0.7], requires_grad=True)
for name in ['asin', 'acos', 'atan', 'sinh', 'cosh', 'asinh', 'atanh', 'log1p', 'expm1', 'erf']:
    r = getattr(torch, name)(w)
    r.sum().backward()
    print(name, type(r.grad_fn).__name__, w.grad.tolist())
    w.grad.zero_()
v = torch.tensor([1.5, 2.0, 3.0], requires_grad=True)
torch.acosh(v).sum().backward()
print(v.grad.tolist())
try:
    torch.asin(torch.tensor([1, 2]), out=torch.zeros(2, dtype=torch.long))
except RuntimeError as e:
    print("RuntimeError:", e)
