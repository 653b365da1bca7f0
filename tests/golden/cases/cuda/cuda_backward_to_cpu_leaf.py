import torch
x = torch.tensor([1., 2.], requires_grad=True)
g = x.to('cuda')
y = (g * g).sum()
print(y)
y.backward()
print(x.grad)
print(x.grad.device)
