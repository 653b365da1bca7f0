# torch.autograd.grad: gradients of one output with respect to leaves, .grad untouched, PyTorch's errors.
import torch
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
w = torch.tensor([2.0, 1.0, 0.5], requires_grad=True)
y = (x ** 2 * w).sum()
gx, gw = torch.autograd.grad(y, (x, w), retain_graph=True)
print(gx, gw, x.grad, w.grad)
print(torch.autograd.grad(y, x, retain_graph=True))
print(torch.autograd.grad([y], [w]))
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.autograd.grad(y, x))
z = x * 2
u = torch.ones(3, requires_grad=True)
tr(lambda: torch.autograd.grad(z.sum(), u))
tr(lambda: torch.autograd.grad(z.sum(), [x, u], allow_unused=True, retain_graph=True))
tr(lambda: torch.autograd.grad(z, x, retain_graph=True))
tr(lambda: torch.autograd.grad(z, x, grad_outputs=torch.tensor([1.0, 0.5, 2.0]), retain_graph=True))
tr(lambda: torch.autograd.grad(z, x, torch.ones(3), True))
tr(lambda: torch.autograd.grad(z.sum(), torch.ones(3)))
tr(lambda: torch.autograd.grad(torch.ones(3).sum(), x))
tr(lambda: torch.autograd.grad(z.sum()))
tr(lambda: torch.autograd.grad(z.sum(), x, retain_graph=True, foo=1))
a = torch.tensor(2.0, requires_grad=True)
b = a * a
c = b * 3
print(torch.autograd.grad(c, a))
print(a.grad)
