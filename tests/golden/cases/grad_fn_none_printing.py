import torch
a = torch.tensor([1., 2.])
print(a.grad_fn)
print(a.grad_fn is None, a.grad_fn is not None)
x = torch.tensor([1., 2.], requires_grad=True)
print(x.grad_fn, x.grad)
y = x + 1
print(y.grad_fn is None, y.grad_fn is not None)
print(type(x.grad_fn).__name__, type(y.grad_fn).__name__)
print(type(x.grad))
