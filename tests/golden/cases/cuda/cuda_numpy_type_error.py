import torch
t = torch.tensor([1., 2.], device='cuda')
print(t.cpu().numpy())
n = t.numpy()
