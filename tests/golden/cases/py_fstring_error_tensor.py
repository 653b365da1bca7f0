import torch
t = torch.ones(3)
print(f'{t:.2f}')
