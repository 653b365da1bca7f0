import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
y = (x + 1).sum()
y.backward()
y.backward()
print(x.grad)
z = x.sum()
z.backward()
print(x.grad)
