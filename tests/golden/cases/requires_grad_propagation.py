import torch
x = torch.tensor([1., 2.], requires_grad=True)
c = torch.tensor([3., 4.])
print((x + c).requires_grad, (c * 2).requires_grad)
print((x == c).requires_grad, x.detach().requires_grad)
print(x[0].requires_grad, x.sum().requires_grad, x.clone().requires_grad)
print(x.long().requires_grad, x.double().requires_grad)
print((c + c).grad_fn, (c + x).grad_fn is not None)
