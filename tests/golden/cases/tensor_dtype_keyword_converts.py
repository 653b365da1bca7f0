import torch
print(torch.tensor([1.7, -1.7, 2.5], dtype=torch.int64))
print(torch.tensor([0, 2, -1], dtype=torch.bool))
print(torch.tensor([1, 2], dtype=torch.float64))
print(torch.tensor([1, 2], dtype=torch.float32))
print(torch.tensor([0.5, 1.0], dtype=torch.bool))
print(torch.tensor([True, False], dtype=torch.int32))
print(torch.tensor(7, dtype=torch.float64))
print(torch.tensor([[1, 2]], dtype=torch.double, requires_grad=True))
