import torch
t = torch.arange(12).view(3, 4)[2:3, ::2].t()
print(t.stride(), t.clone().stride(), t.float().stride())
u = torch.arange(24.).view(4, 6)[::2].t()
print(u.stride(), u.clone().stride(), u.double().stride())
e = torch.arange(25.).view(5, 5)[3:3, :4]
print(e.stride(), e.clone().stride(), e.double().stride())
