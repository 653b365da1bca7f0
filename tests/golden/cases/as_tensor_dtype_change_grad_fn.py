import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = torch.as_tensor(x)
print(y is x, y.is_leaf)
z = torch.as_tensor(x, dtype=torch.float64)
print(z)
print(type(z.grad_fn).__name__, z.is_leaf)
z.sum().backward()
print(x.grad)
