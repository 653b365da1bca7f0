import torch
print(torch.tensor([-1, 20, -300]))
print(torch.tensor([[1, -2], [30, 4]]))
print(torch.tensor([0, 0]))
print(torch.tensor([1099511627776, -5]))
print(torch.tensor([-1., 20., -300.]))
print(torch.tensor([[-0.5, 2.], [30., 4.25]]))
print(torch.tensor([1e-4, 1.]))
print(torch.tensor([1e-3, 1.]))
