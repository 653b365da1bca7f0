import torch
c = torch.zeros(2, 3, 4)[0:0, 1:3, 2:2:2]
print(c.stride(), c.is_contiguous())
print(c.clone().stride())
print(c.to(torch.int32).stride())
print(torch.zeros(4, 3).t()[0:0].clone().stride())
