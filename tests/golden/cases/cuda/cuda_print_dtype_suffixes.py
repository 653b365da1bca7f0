import torch
print(torch.tensor([1, 2], dtype=torch.int32, device='cuda'))
print(torch.ones(2, dtype=torch.float64, device='cuda'))
print(torch.tensor([1., 2.5], dtype=torch.float64, device='cuda'))
print(torch.zeros(0, dtype=torch.int32, device='cuda'))
print(torch.tensor([True, False], device='cuda'))
print(torch.tensor(7, dtype=torch.int32, device='cuda'))
