import torch
t = torch.ones(2, device='cuda')
print(t.cuda() is t, t.cuda(0) is t)
print(t.to('cuda') is t, t.to('cuda:0') is t)
print(t.to(torch.device('cuda')) is t, t.to(torch.device('cuda:0')) is t)
print(t.to(device='cuda', dtype=torch.float32) is t)
print(t.to(torch.float32) is t, t.float() is t)
u = t.cuda()
u[0] = 5
print(t)
