# grad_fn._saved_*: inputs are the tensors themselves, outputs come back as new tensors
# with the node as grad_fn, Python numbers as the 0-d tensors PyTorch wrapped them in.
import torch
x = torch.tensor([1.0, 2.0], requires_grad=True)
w = torch.tensor([3.0, 4.0], requires_grad=True)
y = x ** 2
print(y.grad_fn._saved_self is x, y.grad_fn._saved_exponent, type(y.grad_fn._saved_exponent))
print(y.grad_fn._saved_self)
print((x ** 2.5).grad_fn._saved_exponent)
z = x * w
print(z.grad_fn._saved_self is x, z.grad_fn._saved_other is w)
z2 = x * 2
print(type(z2.grad_fn).__name__, z2.grad_fn._saved_other, type(z2.grad_fn._saved_other))
print((x * 2.5).grad_fn._saved_other)
z3 = x * torch.tensor([5.0, 6.0])
print(z3.grad_fn._saved_other, z3.grad_fn._saved_self)
d = x / w
print(d.grad_fn._saved_self is x, d.grad_fn._saved_other is w)
d2 = x / 2
print(type(d2.grad_fn).__name__, d2.grad_fn._saved_other)
e = x.exp()
print(e.grad_fn._saved_result is e, e.grad_fn._saved_result)
print(torch.equal(e.grad_fn._saved_result, e))
s = x.sigmoid()
print(s.grad_fn._saved_result is s, s.grad_fn._saved_result)
t = torch.tanh(x)
print(t.grad_fn._saved_result)
sn = x.sin()
c = x.cos()
l = x.log()
print(sn.grad_fn._saved_self is x, c.grad_fn._saved_self is x, l.grad_fn._saved_self is x)
A = torch.ones(2, 3, requires_grad=True)
B = torch.ones(3, 2, requires_grad=True)
m = A @ B
print(type(m.grad_fn).__name__, m.grad_fn._saved_self is A, m.grad_fn._saved_mat2 is B)
print(type(torch.mm(A, B.detach()).grad_fn).__name__, torch.mm(A, B.detach()).grad_fn._saved_self)
dt = x @ w
print(type(dt.grad_fn).__name__, dt.grad_fn._saved_self is x, dt.grad_fn._saved_tensor is w)
p = x ** w
print(type(p.grad_fn).__name__, p.grad_fn._saved_self is x, p.grad_fn._saved_exponent is w, p.grad_fn._saved_result is p)
v = y * 3
print(v.grad_fn._saved_other)
r = (x * 1).sin()
print(r.grad_fn._saved_self, r.grad_fn._saved_self is r.grad_fn._saved_self)
nn = x * w.detach()
print(nn.grad_fn._saved_self, nn.grad_fn._saved_other)
try:
    print(y.grad_fn._saved_bogus)
except AttributeError as ex:
    print(ex)
yy = x ** 2
yy.sum().backward()
print(yy.grad_fn._saved_exponent)
try:
    print(yy.grad_fn._saved_self)
except RuntimeError as ex:
    print(ex)
ee = x.exp()
ee.sum().backward()
ee.grad_fn._saved_result
