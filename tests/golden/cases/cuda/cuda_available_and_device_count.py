import torch
print(torch.cuda.is_available())
print(torch.cuda.device_count())
device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')
print(device, repr(device))
t = torch.ones(2, device=device)
print(t)
print(t.device, t.is_cuda)
