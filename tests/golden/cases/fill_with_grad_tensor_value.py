import torch
h = torch.zeros(2)
y = torch.tensor(3., requires_grad=True)
h.fill_(y)
print(h)
h.sum().backward()
print(y.grad)
