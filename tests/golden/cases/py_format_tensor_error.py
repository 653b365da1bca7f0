import torch
t = torch.tensor([1.5])
print('before')
print('{:.3f}'.format(t))
