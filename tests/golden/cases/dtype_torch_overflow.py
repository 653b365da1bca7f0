import torch
print(torch.tensor([70000.], dtype=torch.float16))
print(torch.tensor(70000., dtype=torch.float16))
print(torch.tensor([-1], dtype=torch.uint8))
print(torch.tensor([-255], dtype=torch.uint8))
print(torch.full((2,), -1, dtype=torch.uint8))
print(torch.full((2,), 65504., dtype=torch.float16))
print(torch.tensor([3e38, 1e39], dtype=torch.bfloat16))
print(torch.tensor([1e39], dtype=torch.float32))
