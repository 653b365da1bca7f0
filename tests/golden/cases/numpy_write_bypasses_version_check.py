import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
c = torch.ones(3)
y = x * c
c.numpy()[0] = 5
c.data[1] = 7
y.sum().backward()
print(x.grad, c._version)
