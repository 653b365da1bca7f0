import torch
print(torch.tensor(0.1), torch.tensor(-2.5), torch.tensor(100.))
print(torch.tensor(1e-5), torch.tensor(1e10), torch.tensor(123456.))
print(torch.tensor(-0.0), torch.tensor([-0.0, 1.]))
print(torch.tensor(7), torch.tensor(-7, dtype=torch.int32))
print(torch.tensor(2.5, dtype=torch.float64))
print(torch.tensor([0.1, 0.25, 0.333]))
print(torch.tensor([123.456, 0.001]))
print(torch.tensor([1., 2.5]).sum())
