import torch
print(torch.device('cpu'), torch.device('cuda:3'), repr(torch.device('cuda', 1)))
d = torch.device('tpu')
